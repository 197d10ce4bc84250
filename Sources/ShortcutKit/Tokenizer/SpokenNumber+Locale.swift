extension SpokenNumber {
    /// Every reading of a number in `words`' language that starts at `start` and ends at or before
    /// `limit`, longest first.
    ///
    /// English goes through the English grammar (`readings(of:from:limit:)`); every other language through
    /// one grammar over its tables (`NumberWords`): "zweihundertdreiundzwanzig", "vingt et un",
    /// "quatre-vingt-dix-sept", "cento e vinte", "zwei Komma fünf". Digits are read as the tokenizer wrote
    /// them with the locale's separators ("1.000,50" is `1000.50`).
    ///
    /// - Complexity: proportional to the words of the number, a compound word's split included.
    package static func readings(of words: [String], from start: Int, limit: Int? = nil, words tables: NumberWords)
        -> [Reading]
    {
        if tables.isEnglish { return readings(of: words, from: start, limit: limit) }
        let limit = limit ?? words.count
        guard start < limit else { return [] }
        let first = words[start]
        let startsWithDigit = first.utf8.first.map { (0x30...0x39).contains($0) } ?? false
        guard startsWithDigit || tables.beginsNumber(first) else { return [] }
        // Compounds split into their pieces; `ends[i]` is the word index after piece `i` when it ends a word.
        var pieces: [String] = []
        var ends: [Int] = []
        var index = start
        while index < limit {
            let word = words[index]
            let isDigits = word.utf8.first.map { (0x30...0x39).contains($0) } ?? false
            if isDigits || tables.vocabulary.contains(word) {
                pieces.append(word)
                ends.append(index + 1)
            } else {
                let split = tables.split(word)
                guard !split.isEmpty else { break }
                pieces += split
                ends += Array(repeating: -1, count: split.count - 1) + [index + 1]
            }
            index += 1
        }
        var results: [Reading] = []
        for reading in LocaleGrammar(words: pieces, tables: tables).readings() where ends[reading.end - 1] >= 0 {
            results.append(Reading(end: ends[reading.end - 1], value: reading.value))
        }
        return deduplicated(results, end: \.end)
    }
}

/// The grammar of numbers in words for every language but English, over one number's words.
private struct LocaleGrammar {
    let words: [String]
    let tables: NumberWords
    typealias Reading = SpokenNumber.Reading

    func readings() -> [Reading] {
        guard !words.isEmpty else { return [] }
        var results: [Reading] = []
        if let value = SpokenNumber.digitValue(words[0]) {
            results += spaceGroups(after: words[0])
            results.append(Reading(end: 1, value: value))
            if !words[0].contains(".") { results += decimals(after: Reading(end: 1, value: value)) }
            if let scale = scale(at: 1) { results.append(Reading(end: 2, value: value * Double(scale.value))) }
            return results
        }
        if tables.decimalWords.contains(words[0]) {
            return decimals(after: Reading(end: 0, value: 0))
        }
        for integer in cardinal() {
            results.append(integer)
            results += decimals(after: integer)
        }
        return results
    }

    /// "1 000", "12 345 678,50": where a space groups digits, a group of one to three digits and each
    /// group of exactly three after it (the last may carry the decimals), longest first.
    private func spaceGroups(after first: String) -> [Reading] {
        guard tables.separators.groupsBySpace, (1...3).contains(first.utf8.count), !first.contains(".") else {
            return []
        }
        var results: [Reading] = []
        var digits = first
        var index = 1
        while index < words.count, let group = words[index].split(separator: ".", maxSplits: 1).first,
            group.utf8.count == 3, group.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = SpokenNumber.digitValue(digits + words[index])
        {
            results.append(Reading(end: index + 1, value: value))
            guard !words[index].contains(".") else { break }
            digits += words[index]
            index += 1
        }
        return results.reversed()
    }

    /// The forms of `kind` starting at `index` that the words hold, longest first.
    private func forms(at index: Int, _ isKind: (NumberWords.Kind) -> Bool) -> [Reading] {
        guard index < words.count, let forms = tables.forms[words[index]] else { return [] }
        var results: [Reading] = []
        for form in forms where isKind(form.kind) && index + form.words.count <= words.count {
            if words[index..<index + form.words.count].elementsEqual(form.words) {
                results.append(Reading(end: index + form.words.count, value: Double(form.value)))
            }
        }
        return results
    }

    private func scale(at index: Int) -> (value: Int, standsAlone: Bool, end: Int)? {
        guard index < words.count, let forms = tables.forms[words[index]] else { return nil }
        for form in forms where form.words.count == 1 {
            if case .scale(let standsAlone) = form.kind { return (form.value, standsAlone, index + 1) }
        }
        return nil
    }

    /// Whole numbers: zero alone, or groups below a thousand each times a falling scale.
    private func cardinal() -> [Reading] {
        let zero = forms(at: 0) { $0 == .belowHundred }.filter { $0.value == 0 }
        if !zero.isEmpty { return zero }
        var results: [Reading] = []
        var heads = belowThousand(from: 0)
        if let alone = scale(at: 0), alone.standsAlone { heads.append(Reading(end: 0, value: 1)) }
        for head in heads {
            if head.end > 0 { results.append(head) }
            guard let scale = scale(at: head.end) else { continue }
            let scaled = Reading(end: scale.end, value: head.value * Double(scale.value))
            results.append(scaled)
            results += rest(after: scaled, below: scale.value)
        }
        return results
    }

    /// What follows a scaled group: `and`, then a smaller group, which may itself be scaled.
    private func rest(after scaled: Reading, below scale: Int) -> [Reading] {
        var results: [Reading] = []
        var start = scaled.end
        if start < words.count, tables.andWords.contains(words[start]) { start += 1 }
        for group in belowThousand(from: start) {
            results.append(Reading(end: group.end, value: scaled.value + group.value))
            if let next = self.scale(at: group.end), next.value < scale {
                let nextScaled = Reading(end: next.end, value: scaled.value + group.value * Double(next.value))
                results.append(nextScaled)
                results += rest(after: nextScaled, below: next.value)
            }
        }
        return results
    }

    /// 1–999: a hundreds form, `and`, a form below a hundred; or either alone.
    private func belowThousand(from start: Int) -> [Reading] {
        var results: [Reading] = []
        for hundreds in forms(at: start, { $0 == .hundreds }) {
            var tail = hundreds.end
            if tail < words.count, tables.andWords.contains(words[tail]) { tail += 1 }
            for rest in belowHundred(from: tail) {
                results.append(Reading(end: rest.end, value: hundreds.value + rest.value))
            }
            results.append(hundreds)
        }
        return results + belowHundred(from: start)
    }

    private func belowHundred(from start: Int) -> [Reading] {
        forms(at: start) { $0 == .belowHundred }.filter { $0.value > 0 }
    }

    /// The decimal word, then one digit per place ("zwei Komma fünf", "2 Komma 5").
    private func decimals(after integer: Reading) -> [Reading] {
        let point = integer.end
        guard point + 1 < words.count, tables.decimalWords.contains(words[point]) else { return [] }
        let first = words[point + 1]
        if let value = SpokenNumber.digitValue(first), !first.contains(".") {
            var scale = 1.0
            for _ in 0..<first.count { scale *= 10 }
            return [Reading(end: point + 2, value: integer.value + value / scale)]
        }
        var results: [Reading] = []
        var fraction = 0.0
        var place = 0.1
        var index = point + 1
        while index < words.count, let digit = tables.digitWords[words[index]] {
            fraction += Double(digit) * place
            place /= 10
            index += 1
            results.append(Reading(end: index, value: integer.value + fraction))
        }
        return results.reversed()
    }
}
