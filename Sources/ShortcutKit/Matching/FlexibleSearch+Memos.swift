/// What the walk asks of the heard words again and again, each answered once per utterance (or per
/// search span): free-text spans, where the app's name ends, the words a heard word may stand for, the
/// similarity of a heard word (alone or joined with the next) to a vocabulary word, and heard words
/// written as one.
extension FlexibleSearch {
    /// Whether flexible matching lets free text take these words. Free text takes anything, so the
    /// tolerances around it could let it swallow what the phrase should explain: it may not begin or
    /// end with a hesitation (skipping it is a tolerance of its own), must hold a word that is not a
    /// function word or hesitation, and may not hold the app's name, not even misheard.
    mutating func isFreeText(_ span: Range<Int>) -> Bool {
        let isHesitation = utterance.isHesitation
        let isFunctionWord = utterance.isFunctionWord
        guard !isHesitation[span.lowerBound], !isHesitation[span.upperBound - 1],
            span.contains(where: { !isFunctionWord[$0] && !isHesitation[$0] })
        else { return false }
        for start in span where appNameEnd(from: start) <= span.upperBound { return false }
        return true
    }

    /// Where the shortest reading of the app's name from `start` ends, exactly or with tolerances
    /// (`Int.max` when there is none), computed once per start and search span.
    mutating func appNameEnd(from start: Int) -> Int {
        if let known = memos[appNameEndFrom: start] { return known }
        var shortest = Int.max
        if case .appName(let table) = compiled.slots[Int(CompiledPhrases.appNameSlot)].kind {
            var found: [(end: Int, value: Int)] = []
            table.scan(utterance.ids, from: start, limit: end, appendingTo: &found)
            for reading in found { shortest = min(shortest, reading.end) }
            for reading in cachedFuzzyReadings(table, slot: CompiledPhrases.appNameSlot, from: start) {
                shortest = min(shortest, reading.end)
            }
        }
        memos[appNameEndFrom: start] = shortest
        return shortest
    }

    /// The vocabulary words `followMisheard` may follow for the heard word at `position` (a superset),
    /// looked up once per position.
    mutating func candidates(_ position: Int) -> [Int32] {
        if let known = memos[candidatesAt: position] { return known }
        let joined = position + 1 < utterance.count ? heardJoined(position, count: 2) : nil
        let found = vocabulary.index.candidates(utterance.spoken[position], joinedWithNext: joined)
        memos[candidatesAt: position] = found
        return found
    }

    /// `similarity` of a heard word and a vocabulary word, computed once per pair.
    mutating func similarity(_ position: Int, _ word: Int32) -> (Tolerance.Kind, Double)? {
        if case .known(let value) = memos.similarity(position, word) { return value }
        let result = FlexibleVocabulary.similarity(utterance.spoken[position], vocabulary.words[Int(word)])
        memos.record(similarity: result, position, word)
        return result
    }

    /// What the heard words at `position` and after cost, written as one, for a vocabulary word: 0
    /// when they join to it exactly. Computed once per pair.
    mutating func splitSimilarity(_ position: Int, _ word: Int32) -> (Tolerance.Kind, Double)? {
        if case .known(let value) = memos.splitSimilarity(position, word) { return value }
        // Too different in length to be alike: known without writing the two words as one.
        let joinedLength = utterance.spoken[position].bytes.count + utterance.spoken[position + 1].bytes.count
        let expectedLength = vocabulary.words[Int(word)].bytes.count
        if abs(joinedLength - expectedLength) > max(2, max(joinedLength, expectedLength) / 2) {
            memos.record(splitSimilarity: nil, position, word)
            return nil
        }
        let joined = heardJoined(position, count: 2)
        let result =
            joined.bytes == vocabulary.words[Int(word)].bytes
            ? (.split, 0) : FlexibleVocabulary.similarity(joined, vocabulary.words[Int(word)])
        memos.record(splitSimilarity: result, position, word)
        return result
    }

    /// The heard words `position..<position + count` written as one, computed once per span.
    mutating func heardJoined(_ position: Int, count: Int) -> FlexibleVocabulary.Word {
        guard count <= FlexibleMemos.cachedSpan else {
            return FlexibleVocabulary.Word(utterance.words[position..<position + count].joined(), isJoined: true)
        }
        if let word = memos[joined: position, count: count] { return word }
        let word = FlexibleVocabulary.Word(utterance.words[position..<position + count].joined(), isJoined: true)
        memos[joined: position, count: count] = word
        return word
    }
}
