/// Enum, entity and app-name values heard with tolerances: misheard word by word, or joined and split.
extension FlexibleSearch {
    struct ValueReading {
        var end: Int
        var value: Int
        var cost: Double
        var tolerances: [Tolerance]
        /// Heard words the value skipped (hesitations inside it): they add to the parse's length.
        var skippedWords = 0
    }

    /// The values of a table heard with tolerances: word by word, or joined when the heard words are
    /// one more or fewer than the form's. The cheapest reading per end and value.
    mutating func cachedFuzzyReadings(_ table: CompiledPhrases.ChoiceTable, slot: Int32, from position: Int)
        -> [ValueReading]
    {
        if let readings = memos[readingsOf: slot, from: position] { return readings }
        let readings = fuzzyReadings(table, slot: slot, from: position, limit: end)
        memos[readingsOf: slot, from: position] = readings
        return readings
    }

    mutating func fuzzyReadings(
        _ table: CompiledPhrases.ChoiceTable, slot: Int32, from position: Int, limit end: Int
    ) -> [ValueReading] {
        let isAppName = slot == CompiledPhrases.appNameSlot
        let parameter = compiled.slots[Int(slot)].parameterName ?? Template.applicationNameSlot
        let words = utterance.words
        var readings: [ValueReading] = []
        func add(_ reading: ValueReading) {
            if let index = readings.firstIndex(where: { $0.end == reading.end && $0.value == reading.value }) {
                if reading.cost < readings[index].cost { readings[index] = reading }
            } else {
                readings.append(reading)
            }
        }
        // A large table's forms that may be read here, or every form of a small one.
        let indexed = formsToRead(slot: slot, from: position, limit: end)
        for place in 0..<(indexed?.count ?? table.forms.count) {
            let formIndex = indexed?[place] ?? place
            let form = table.forms[formIndex]
            let count = form.words.count
            // The app's name is known by its longest word: any other may be misheard (see `similarity`).
            let longest =
                isAppName
                ? form.words.indices.max {
                    compiled.words[Int(form.words[$0])].utf8.count < compiled.words[Int(form.words[$1])].utf8.count
                } : nil
            // Word by word: each heard word equal or like its form word, hesitations between them skipped;
            // the app name only one unlike.
            var heard = position
            var total = 0.0
            var unlike = 0
            var taken: [Tolerance] = []
            for (offset, word) in form.words.enumerated() {
                while offset > 0, heard < end, utterance.isHesitation[heard] {
                    total += Cost.hesitation
                    taken.append(
                        Tolerance(
                            kind: .hesitation, spoken: words[heard], expected: "", parameter: parameter,
                            cost: Cost.hesitation))
                    heard += 1
                }
                guard heard < end else {
                    total = .infinity
                    break
                }
                defer { heard += 1 }
                if utterance.ids[heard] == word { continue }
                let similar =
                    isAppName
                    ? FlexibleVocabulary.similarity(
                        utterance.spoken[heard], vocabulary.words[Int(word)], isAppName: true,
                        isKeptWord: offset == longest, nameWords: count)
                    // A value word is never `misheard`: one sound off names another value ("plate" is not
                    // "wallet"), and a wrong value is worse than none.
                    // A value word `misheard` must keep its first sound ("leeway" for "li"): one sound off at
                    // the start names another value ("plate" is not "wallet"), and a wrong value is worse
                    // than none.
                    : similarity(heard, word).flatMap {
                        $0.0 != .misheard
                            || utterance.spoken[heard].key?.first == vocabulary.words[Int(word)].key?.first
                            ? $0 : nil
                    }
                guard let (kind, wordCost) = similar, !(isAppName && unlike > 0) else {
                    total = .infinity
                    break
                }
                unlike += 1
                total += wordCost
                taken.append(
                    Tolerance(
                        kind: kind, spoken: words[heard], expected: compiled.words[Int(word)], parameter: parameter,
                        cost: wordCost))
            }
            if total.isFinite, !taken.isEmpty {
                add(
                    ValueReading(
                        end: heard, value: form.valueIndex, cost: total, tolerances: taken,
                        skippedWords: heard - position - count))
            }
            // Joined: one heard word for two form words, or two heard words for one.
            let expected = vocabulary.joinedForms[Int(slot)][formIndex]
            for heardCount in stride(from: count - 1, through: count + 1, by: 2)
            where heardCount >= 1 && position + heardCount <= end {
                let heard = heardJoined(position, count: heardCount)
                // Not misheard: joined words are compared whole, and `ValueFormIndex` finds forms by their
                // sounds and spellings only.
                let similar =
                    heard.bytes == expected.bytes
                    ? (Tolerance.Kind.merged, 0) : FlexibleVocabulary.similarity(heard, expected, isAppName: isAppName)
                guard let (kind, extra) = similar, kind != .misheard else { continue }
                let total = Cost.splitOrMerged + extra
                let tolerance = Tolerance(
                    kind: heardCount > count ? .split : .merged,
                    spoken: words[position..<position + heardCount].joined(separator: " "),
                    expected: form.words.map { compiled.words[Int($0)] }.joined(separator: " "), parameter: parameter,
                    cost: total)
                add(
                    ValueReading(
                        end: position + heardCount, value: form.valueIndex, cost: total, tolerances: [tolerance]))
            }
        }
        return readings
    }

    /// The forms of a large table that may be read from `position` (`ValueFormIndex`), or `nil` for a
    /// table read whole.
    private mutating func formsToRead(slot: Int32, from position: Int, limit end: Int) -> [Int]? {
        guard let index = vocabulary.formIndexes[Int(slot)] else { return nil }
        // Both kinds of reading take at least one heard word.
        guard position < end else { return [] }
        let firstWords = [utterance.ids[position]] + candidates(position)
        let joined = (1...min(end - position, index.mostWordsInAForm + 1)).map { heardJoined(position, count: $0) }
        return index.forms(firstWords: firstWords, joined: joined)
    }
}
