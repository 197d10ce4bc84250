/// One utterance's cost-bounded walk through the phrase graph: the parses flexible matching allows,
/// and the best per intent.
///
/// The walk is the strict one with more moves, each with a cost (`FlexibleVocabulary.Cost`): at a
/// graph node it may also follow a word edge whose word the heard word sounds or is spelled like, the
/// next two heard words joined, or two edges whose words the heard word joins; follow a function
/// word's edge without a heard word (dropped); skip a heard hesitation or function word (added); and
/// read an enum, entity or app-name value that is heard the same ways. A path whose cost passes the
/// budget is abandoned, so the walk stays near the graph paths strict matching would take.
///
/// Its work is bounded too: a (node, position) pair found dead at some cost is not walked again at that
/// cost or more, and the walk stops after `workBudget` visits (`Matcher.maximumFlexibleWork` at most),
/// leaving the utterance to the fallback (`isExhausted`).
struct FlexibleSearch {
    typealias Cost = FlexibleVocabulary.Cost

    let compiled: CompiledPhrases
    let graph: PhraseGraph
    let edges: FlexibleEdges
    let vocabulary: FlexibleVocabulary
    let words: [String]
    let ids: [Int32]
    let spoken: [FlexibleVocabulary.Word]
    /// `spoken[i].isHesitation` and `.isFunctionWord`, flat: the walk asks them at every node.
    let isHesitation: [Bool]
    let isFunctionWord: [Bool]
    let options: MatchOptions
    var start = 0
    var end = 0
    var cost = 0.0
    /// Literal phrase words followed along the current path (heard, misheard or dropped).
    var literalWords = 0
    /// Arrivals at accepting nodes at the end of the span, to tell dead pairs from live ones.
    var arrivals = 0
    /// The least cost at which each dead (node, position, after a drop) of a join node was walked.
    var dead: [Int64: Double] = [:]
    /// Visits left before the walk gives up; see `isExhausted`.
    private(set) var workLeft: Int
    /// Whether the walk stopped at its work budget: its parses are not all there were.
    private(set) var isExhausted = false
    /// Phrase elements followed plus heard words skipped: what a parse's cost is divided by.
    var length = 0
    var captures: [PhraseSearch.Capture] = []
    var steps: [Step] = []
    /// How each heard word, and each pair of heard words joined, compares with each vocabulary word.
    var similarities: SimilarityTable
    var splitSimilarities: SimilarityTable
    /// `heardJoined` by position and count, for spans of up to `cachedSpan` words.
    var joinedSpans: [FlexibleVocabulary.Word?]
    /// `appNameEnd(from:)` by start, for the current search span.
    var appNameEnds: [Int?]
    /// `fuzzyReadings` by slot and start, for the current search span: many phrases end in the app's
    /// name, and the walk reaches it at one position along each of them. Keyed by
    /// `slot * words.count + start`: a large registry has thousands of slots, and a table of them all
    /// per utterance would cost more than the walk.
    var valueReadings: [Int: [ValueReading]] = [:]
    static let cachedSpan = 4
    /// `candidates(_:)` by position.
    var candidateWords: [[Int32]?]
    /// Run-together heard words the words were split from before the walk (`merged` tolerances that
    /// every parse of these words pays).
    let merges: [Tolerance]
    /// The request's own values found in the words; `nil` for none. Flexible matching also reads them
    /// misheard word by word (`requestFuzzyReadings`).
    var requestValues: RequestValueReadings?
    /// The request values' forms as words the walk compares heard words with, per slot, made on the
    /// first flexible reading of that slot.
    var requestForms: [Int32: [RequestForm]] = [:]
    var bestByIntent: [Int: Parse] = [:]
    var bestNegative: (phraseIndex: Int, parse: Parse)?

    /// - Parameter workBudget: the most (node, position) visits the walk may make, over all its runs.
    init(
        compiled: CompiledPhrases, graph: PhraseGraph, vocabulary: FlexibleVocabulary,
        words: [String], ids: [Int32], merges: [Tolerance] = [], options: MatchOptions, workBudget: Int
    ) {
        self.merges = merges
        self.compiled = compiled
        self.graph = graph
        self.edges = graph.edges
        self.workLeft = workBudget
        self.vocabulary = vocabulary
        self.words = words
        self.ids = ids
        self.spoken = words.map { FlexibleVocabulary.Word($0) }
        self.isHesitation = spoken.map(\.isHesitation)
        self.isFunctionWord = spoken.map(\.isFunctionWord)
        self.options = options
        self.similarities = SimilarityTable(rows: words.count, width: vocabulary.words.count)
        self.splitSimilarities = SimilarityTable(rows: words.count, width: vocabulary.words.count)
        self.joinedSpans = Array(repeating: nil, count: words.count * Self.cachedSpan)
        self.candidateWords = Array(repeating: nil, count: words.count)
        self.appNameEnds = Array(repeating: nil, count: words.count)
    }

    /// Finds every parse of the words in `start..<end` within the budget.
    ///
    /// Hesitations outside the span (around edge fillers set aside) and words split before the walk
    /// are paid for all the same, so that only a strict match scores 1.
    mutating func run(from start: Int, to end: Int) {
        if end != self.end {
            appNameEnds = Array(repeating: nil, count: words.count)
            valueReadings.removeAll(keepingCapacity: true)
        }
        // What is dead depends on the cost already paid, which differs between spans.
        dead.removeAll(keepingCapacity: true)
        self.start = start
        self.end = end
        let outside = (0..<start).filter { isHesitation[$0] } + (end..<words.count).filter { isHesitation[$0] }
        for position in outside {
            cost += Cost.hesitation
            length += 1
            steps.append(
                Step(
                    kind: .hesitation, heard: position..<position + 1, expected: -1, expectedNext: -1,
                    cost: Cost.hesitation))
        }
        for merge in merges {
            cost += merge.cost
            steps.append(
                Step(kind: .merged, heard: 0..<0, expected: -1, expectedNext: -1, cost: merge.cost, value: [merge]))
        }
        visit(0, start)
        cost = 0
        length = 0
        steps.removeAll(keepingCapacity: true)
    }

    // MARK: The walk

    /// - Parameter afterDrop: the last phrase word was dropped or swapped for another function word; a
    ///   free-text value may not follow, since the word before it is what tells where it starts.
    private mutating func visit(_ node: Int32, _ position: Int, afterDrop: Bool = false) {
        guard workLeft > 0 else {
            isExhausted = true
            return
        }
        workLeft -= 1
        if position == end {
            let accepting = graph.accepting[Int(node)]
            arrivals += accepting.count
            for acceptance in accepting { accept(acceptance) }
        }
        let isJoin = graph.isJoin[Int(node)]
        let key = Int64(node) << 17 | Int64(position) << 1 | (afterDrop ? 1 : 0)
        if isJoin, let deadCost = dead[key], cost >= deadCost - 1e-9 { return }
        let arrivalsBefore = arrivals
        defer {
            if isJoin, arrivals == arrivalsBefore, !isExhausted { dead[key] = min(dead[key] ?? .infinity, cost) }
        }
        // At a wide node, only the edges of the words that may apply, in the same order.
        let isWide = edges.isWide(node)
        if isWide {
            for edge in edges.edges(of: node, words: vocabulary.index.functionWords) { drop(edge, position) }
        } else {
            for edge in edges.of(node) where vocabulary.isFunctionWord[Int(edges.words[edge])] { drop(edge, position) }
        }
        guard position < end else { return }
        if let child = graph.child(of: node, word: ids[position]) {
            length += 1
            literalWords += 1
            visit(child, position + 1)
            literalWords -= 1
            length -= 1
        }
        if isHesitation[position] {
            tolerate(.hesitation, position..<position + 1, cost: Cost.hesitation, length: 1) {
                $0.visit(node, position + 1, afterDrop: afterDrop)
            }
        } else if isFunctionWord[position] {
            tolerate(.added, position..<position + 1, cost: Cost.added, length: 1) {
                $0.visit(node, position + 1, afterDrop: afterDrop)
            }
        }
        if isWide {
            for edge in edges.edges(of: node, words: candidates(position)) where edges.words[edge] != ids[position] {
                followMisheard(edges.words[edge], edges.children[edge], position)
            }
        } else {
            for edge in edges.of(node) where edges.words[edge] != ids[position] {
                followMisheard(edges.words[edge], edges.children[edge], position)
            }
        }
        for edge in graph.slotEdges[Int(node)] { readSlot(edge, position, afterDrop: afterDrop) }
    }

    /// A function word of the phrase that was not said.
    private mutating func drop(_ edge: Int, _ position: Int) {
        tolerate(.dropped, position..<position, edges.words[edge], cost: Cost.dropped, length: 1, literal: 1) {
            $0.visit($0.edges.children[edge], position, afterDrop: true)
        }
    }

    /// The heard word for the edge's word, two heard words joined for it, or it for two edges' words.
    private mutating func followMisheard(_ word: Int32, _ child: Int32, _ position: Int) {
        if let (kind, wordCost) = similarity(position, word) {
            tolerate(kind, position..<position + 1, word, cost: wordCost, length: 1, literal: 1) {
                $0.visit(child, position + 1, afterDrop: kind == .functionWordSwapped)
            }
        }
        if position + 1 < end, let (_, extra) = splitSimilarity(position, word) {
            tolerate(.split, position..<position + 2, word, cost: Cost.splitOrMerged + extra, length: 1, literal: 1) {
                $0.visit(child, position + 2)
            }
        }
        let heardLength = spoken[position].bytes.count
        let firstLength = vocabulary.words[Int(word)].bytes.count
        guard heardLength > firstLength, spoken[position].bytes.starts(with: vocabulary.words[Int(word)].bytes) else {
            return
        }
        for edge in edges.of(child) {
            let next = edges.words[edge]
            guard vocabulary.words[Int(next)].bytes.count == heardLength - firstLength,
                spoken[position].bytes[firstLength...].elementsEqual(vocabulary.words[Int(next)].bytes)
            else { continue }
            tolerate(.merged, position..<position + 1, word, next, cost: Cost.splitOrMerged, length: 2, literal: 2) {
                $0.visit($0.edges.children[edge], position + 1)
            }
        }
    }

    private mutating func readSlot(_ edge: PhraseGraph.SlotEdge, _ position: Int, afterDrop: Bool) {
        let slot = compiled.slots[Int(edge.slot)]
        switch slot.kind {
        case .appName(let table), .choice(let table, _):
            if requestValues != nil {
                requestValues?.forEachSpan(of: edge.slot, from: position, limit: end) {
                    descend(edge, position, $0.end, $0.value)
                }
                for (reading, value) in requestFuzzyReadings(slot: edge.slot, from: position) {
                    descend(edge, position, reading, value)
                }
                guard requestValues?.readsRegistryValues(of: edge.slot) ?? true else { return }
            }
            var found: [(end: Int, value: Int)] = []
            table.scan(ids, from: position, limit: end, appendingTo: &found)
            for (spanEnd, value) in found { descend(edge, position, spanEnd, .choice(value)) }
            for reading in cachedFuzzyReadings(table, slot: edge.slot, from: position)
            where !found.contains(where: { $0.end == reading.end && $0.value == reading.value }) {
                descend(edge, position, reading, .choice(reading.value))
            }
        case .freeText:
            guard !afterDrop else { return }
            for spanEnd in stride(from: end, to: position, by: -1) where isFreeText(position..<spanEnd) {
                descend(edge, position, spanEnd, .words)
            }
        case .integer, .number, .currency:
            PhraseSearch.readValues(of: slot, words, from: position, to: end, rules: compiled.currencyRules) {
                descend(edge, position, $0, $1)
            }
        }
    }

    /// Reads a value heard with tolerances, within the walk's cost budget.
    private mutating func descend(
        _ edge: PhraseGraph.SlotEdge, _ position: Int, _ reading: ValueReading, _ value: PhraseSearch.Capture.Value
    ) {
        guard cost + reading.cost <= Cost.budget + 1e-9 else { return }
        cost += reading.cost
        length += reading.skippedWords
        steps.append(
            Step(
                kind: reading.tolerances[0].kind, heard: position..<reading.end, expected: -1, expectedNext: -1,
                cost: reading.cost, value: reading.tolerances))
        descend(edge, position, reading.end, value)
        steps.removeLast()
        length -= reading.skippedWords
        cost -= reading.cost
    }

    private mutating func descend(
        _ edge: PhraseGraph.SlotEdge, _ start: Int, _ spanEnd: Int, _ value: PhraseSearch.Capture.Value
    ) {
        captures.append(PhraseSearch.Capture(slot: edge.slot, start: start, end: spanEnd, value: value))
        length += 1
        visit(edge.child, spanEnd)
        length -= 1
        captures.removeLast()
    }
}
