/// What a flexible search has worked out about its heard words, kept so that each answer is worked out
/// once however many paths ask, and forgotten in one place when it stops holding.
///
/// Answers hold for one of three lifetimes, and `begin(spanEndingAt:)`, called at the start of every
/// run, is the only place that forgets any:
/// - the whole utterance: how a heard word (alone, or joined with the next) compares with a vocabulary
///   word, the words a heard word may stand for, heard words written as one, the request values' forms;
/// - one end of the span (several runs may share it): where the app's name ends from each start, and the
///   values of a table heard with tolerances from each position, since both read no further than the end;
/// - one run: the least cost at which each (node, position) of a join node was found dead, since what is
///   dead depends on the cost already paid, which differs between spans.
struct FlexibleMemos {
    /// Spans of up to this many heard words written as one are remembered.
    static let cachedSpan = 4

    private let wordCount: Int
    private var similarities: SimilarityTable
    private var splitSimilarities: SimilarityTable
    /// By `position * cachedSpan + count - 1`.
    private var joinedSpans: [FlexibleVocabulary.Word?]
    private var candidateWords: [[Int32]?]
    private var requestForms: [Int32: [FlexibleSearch.RequestForm]] = [:]
    private var spanEnd = 0
    private var appNameEnds: [Int?]
    /// Keyed by `slot * wordCount + start`: a large registry has thousands of slots, and a table of
    /// them all per utterance would cost more than the walk.
    private var valueReadings: [Int: [FlexibleSearch.ValueReading]] = [:]
    private var dead: [Int64: Double] = [:]

    init(wordCount: Int, vocabularySize: Int) {
        self.wordCount = wordCount
        similarities = SimilarityTable(rows: wordCount, width: vocabularySize)
        splitSimilarities = SimilarityTable(rows: wordCount, width: vocabularySize)
        joinedSpans = Array(repeating: nil, count: wordCount * Self.cachedSpan)
        candidateWords = Array(repeating: nil, count: wordCount)
        appNameEnds = Array(repeating: nil, count: wordCount)
    }

    /// Forgets what does not hold for a run over a span ending at `end`.
    mutating func begin(spanEndingAt end: Int) {
        if end != spanEnd {
            appNameEnds = Array(repeating: nil, count: wordCount)
            valueReadings.removeAll(keepingCapacity: true)
        }
        dead.removeAll(keepingCapacity: true)
        spanEnd = end
    }

    // MARK: The whole utterance

    func similarity(_ position: Int, _ word: Int32) -> SimilarityTable.Answer {
        similarities.answer(position, word)
    }

    mutating func record(similarity: (Tolerance.Kind, Double)?, _ position: Int, _ word: Int32) {
        similarities.record(similarity, position, word)
    }

    func splitSimilarity(_ position: Int, _ word: Int32) -> SimilarityTable.Answer {
        splitSimilarities.answer(position, word)
    }

    mutating func record(splitSimilarity: (Tolerance.Kind, Double)?, _ position: Int, _ word: Int32) {
        splitSimilarities.record(splitSimilarity, position, word)
    }

    /// The heard words `position..<position + count` written as one; `count` at most `cachedSpan`.
    subscript(joined position: Int, count count: Int) -> FlexibleVocabulary.Word? {
        get { joinedSpans[position * Self.cachedSpan + count - 1] }
        set { joinedSpans[position * Self.cachedSpan + count - 1] = newValue }
    }

    subscript(candidatesAt position: Int) -> [Int32]? {
        get { candidateWords[position] }
        set { candidateWords[position] = newValue }
    }

    subscript(requestFormsOf slot: Int32) -> [FlexibleSearch.RequestForm]? {
        get { requestForms[slot] }
        set { requestForms[slot] = newValue }
    }

    // MARK: One end of the span

    subscript(appNameEndFrom start: Int) -> Int? {
        get { appNameEnds[start] }
        set { appNameEnds[start] = newValue }
    }

    subscript(readingsOf slot: Int32, from position: Int) -> [FlexibleSearch.ValueReading]? {
        get { valueReadings[Int(slot) * wordCount + position] }
        set { valueReadings[Int(slot) * wordCount + position] = newValue }
    }

    // MARK: One run

    /// Whether the (node, position, after a drop) pair `key` was found dead at this cost or less.
    func isDead(_ key: Int64, at cost: Double) -> Bool {
        guard let deadCost = dead[key] else { return false }
        return cost >= deadCost - 1e-9
    }

    /// Records that no path from `key` at `cost` reached an accepting node at the end of the span.
    mutating func markDead(_ key: Int64, at cost: Double) {
        dead[key] = min(dead[key] ?? .infinity, cost)
    }
}
