/// Numbers in digits or in spoken English, read from normalized words.
///
/// The grammar covers what people say up to the hundreds of millions: "twenty five", "a hundred",
/// "one hundred and fifty", "two thousand five hundred", "twenty five hundred", "three point five",
/// "1000", "15.5", "1.5 million". Every way a number can end is returned, so that the words after it
/// decide ("book twenty five tickets" reads 25 because "tickets" must follow).
package enum SpokenNumber {
    /// English's words, from its data file (`LocaleWords+en.swift`): one-word forms of 1–9, 10–19 and
    /// the tens, and the scales.
    static let units: [String: Int] = englishWords { (1...9).contains($0) }
    static let teens: [String: Int] = englishWords { (10...19).contains($0) }
    static let tens: [String: Int] = englishWords { $0 >= 20 && $0 % 10 == 0 }
    static let scales: [String: Double] = {
        var scales: [String: Double] = [:]
        for row in LocaleWords.english.scales { for form in row.forms { scales[form] = Double(row.value) } }
        return scales
    }()

    private static func englishWords(_ isIncluded: (Int) -> Bool) -> [String: Int] {
        var words: [String: Int] = [:]
        for row in LocaleWords.english.cardinals where isIncluded(row.value) {
            for form in row.forms where !form.contains(" ") && !form.contains("-") { words[form] = row.value }
        }
        return words
    }
    static let digitWords: [String: Int] = units.merging(["zero": 0, "oh": 0]) { first, _ in first }

    /// Words that make the number after them negative, where a parameter allows it (`allowsNegative`);
    /// the tokenizer writes a minus sign before digits ("-20") as `minus`.
    package static let negativeSigns: Set<String> = ["minus", "negative"]

    /// Every word that can be part of a spoken number.
    package static let vocabulary: Set<String> = Set(units.keys).union(teens.keys).union(tens.keys)
        .union(scales.keys).union(["zero", "oh", "hundred", "and", "a", "point"])

    /// The words a number in words can begin with. A match asks for numbers at every position a number
    /// parameter may start, and most words there begin none: one lookup answers for them.
    private static let firstWords: Set<String> = Set(units.keys).union(teens.keys).union(tens.keys)
        .union(["zero", "point", "a"])

    /// A number read from words: where it ends and its value.
    package struct Reading: Sendable, Equatable {
        package var end: Int
        package var value: Double
    }

    /// Every reading of a number that starts at `start` and ends at or before `limit`, longest first.
    ///
    /// - Complexity: proportional to the words of the number: the grammar looks at most a few words ahead.
    package static func readings(of words: [String], from start: Int, limit: Int? = nil) -> [Reading] {
        let limit = limit ?? words.count
        guard start < limit else { return [] }
        if let first = words[start].utf8.first, !(0x30...0x39).contains(first), !firstWords.contains(words[start]) {
            return []
        }
        var results: [Reading] = []
        if let value = digitValue(words[start]) {
            results.append(Reading(end: start + 1, value: value))
            if start + 1 < limit {
                if let scale = scales[words[start + 1]] {
                    results.append(Reading(end: start + 2, value: value * scale))
                } else if words[start + 1] == "hundred", value.exactInteger != nil {
                    results.append(Reading(end: start + 2, value: value * 100))
                }
            }
        } else if words[start] == "zero" {
            results.append(Reading(end: start + 1, value: 0))
        } else {
            for integer in cardinal(words, from: start, limit: limit) {
                results.append(integer)
                results += decimals(words, after: integer, limit: limit)
            }
        }
        if words[start] == "point" || (words[start] == "zero" && start + 1 < limit && words[start + 1] == "point") {
            results += decimals(
                words, after: Reading(end: words[start] == "zero" ? start + 1 : start, value: 0), limit: limit)
        }
        return deduplicated(results, end: \.end)
    }

    /// The value of a word written in digits ("1000", "15.5").
    package static func digitValue(_ word: String) -> Double? {
        guard let first = word.utf8.first, (0x30...0x39).contains(first),
            word.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E })
        else { return nil }
        return Double(word)
    }

    /// "point five", "point one four": each digit word after "point" is one decimal place.
    private static func decimals(_ words: [String], after integer: Reading, limit: Int) -> [Reading] {
        guard integer.end + 1 < limit, words[integer.end] == "point" else { return [] }
        var results: [Reading] = []
        var fraction = 0.0
        var scale = 0.1
        var index = integer.end + 1
        if let value = digitValue(words[index]), !words[index].contains(".") {
            // "three point 5" as some recognizers write it.
            let digits = Double(words[index].count)
            return [Reading(end: index + 1, value: integer.value + value / pow10(digits))]
        }
        while index < limit, let digit = digitWords[words[index]] {
            fraction += Double(digit) * scale
            scale /= 10
            index += 1
            results.append(Reading(end: index, value: integer.value + fraction))
        }
        return results.reversed()
    }

    private static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(exponent) { result *= 10 }
        return result
    }

    /// Whole numbers from one to 999,999,999 in words.
    private static func cardinal(_ words: [String], from start: Int, limit: Int) -> [Reading] {
        var results: [Reading] = []
        // [group million] [group thousand] [[and] group]
        for head in belowThousand(words, from: start, limit: limit, allowA: true) {
            // "a" is a number only before "hundred", "thousand" or "million".
            if !(words[start] == "a" && head.end == start + 1) { results.append(head) }
            guard head.end < limit, let scale = scales[words[head.end]] else { continue }
            let scaled = Reading(end: head.end + 1, value: head.value * scale)
            results.append(scaled)
            results += rest(words, after: scaled, below: scale, limit: limit)
        }
        return results
    }

    /// What may follow a scaled group: a smaller scale group, or the last group, "and" allowed before it.
    private static func rest(_ words: [String], after scaled: Reading, below scale: Double, limit: Int) -> [Reading] {
        var results: [Reading] = []
        var start = scaled.end
        if start < limit, words[start] == "and" { start += 1 }
        for group in belowThousand(words, from: start, limit: limit, allowA: false) {
            let total = Reading(end: group.end, value: scaled.value + group.value)
            results.append(total)
            if group.end < limit, let next = scales[words[group.end]], next < scale, start == scaled.end {
                let nextScaled = Reading(end: group.end + 1, value: scaled.value + group.value * next)
                results.append(nextScaled)
                results += rest(words, after: nextScaled, below: next, limit: limit)
            }
        }
        return results
    }

    /// 1…999, and "twenty five hundred"-style hundreds up to 9,999.
    private static func belowThousand(_ words: [String], from start: Int, limit: Int, allowA: Bool) -> [Reading] {
        guard start < limit else { return [] }
        var results: [Reading] = []
        let leading = belowHundred(words, from: start, limit: limit)
        var hundredHeads = leading
        if allowA, words[start] == "a" { hundredHeads.append(Reading(end: start + 1, value: 1)) }
        for head in hundredHeads where head.end < limit && words[head.end] == "hundred" {
            let hundreds = Reading(end: head.end + 1, value: head.value * 100)
            results.append(hundreds)
            var tail = hundreds.end
            if tail < limit, words[tail] == "and" { tail += 1 }
            for rest in belowHundred(words, from: tail, limit: limit) {
                results.append(Reading(end: rest.end, value: hundreds.value + rest.value))
            }
        }
        if allowA, words[start] == "a", start + 1 < limit, scales[words[start + 1]] != nil {
            results.append(Reading(end: start + 1, value: 1))
        }
        return results + leading
    }

    private static func belowHundred(_ words: [String], from start: Int, limit: Int) -> [Reading] {
        guard start < limit else { return [] }
        let word = words[start]
        if let value = units[word] ?? teens[word] { return [Reading(end: start + 1, value: Double(value))] }
        guard let value = tens[word] else { return [] }
        if start + 1 < limit, let unit = units[words[start + 1]] {
            return [
                Reading(end: start + 2, value: Double(value + unit)), Reading(end: start + 1, value: Double(value)),
            ]
        }
        return [Reading(end: start + 1, value: Double(value))]
    }

    /// Longest first, one reading per end (the first found).
    ///
    /// Readings are few (a handful at most), so a stable insertion into a small array beats sorting
    /// and a set, which would allocate on every number a match reads.
    static func deduplicated<R>(_ readings: [R], end: (R) -> Int) -> [R] {
        var result: [R] = []
        result.reserveCapacity(readings.count)
        for reading in readings {
            let readingEnd = end(reading)
            guard !result.contains(where: { end($0) == readingEnd }) else { continue }
            let index = result.firstIndex { end($0) < readingEnd } ?? result.count
            result.insert(reading, at: index)
        }
        return result
    }
}
