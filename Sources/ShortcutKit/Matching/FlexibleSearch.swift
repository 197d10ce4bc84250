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
    let options: MatchOptions
    /// What dates and times are read against: the options' clock, read once per search.
    let reference: CalendarReference
    /// The words heard.
    let utterance: FlexibleUtterance
    /// The request's own values found in the words; `nil` for none. Flexible matching also reads them
    /// misheard word by word (`requestFuzzyReadings`).
    var requestValues: RequestValueReadings?
    /// The span of the current run.
    private(set) var start = 0
    private(set) var end = 0
    /// Arrivals at accepting nodes at the end of the span, to tell dead pairs from live ones.
    private var arrivals = 0
    var path = FlexiblePath()
    var memos: FlexibleMemos
    private var work: FlexibleWorkBudget
    var best = FlexibleBest()

    /// Visits left before the walk gives up; see `isExhausted`.
    var workLeft: Int { work.left }
    /// Whether the walk stopped at its work budget: its parses are not all there were.
    var isExhausted: Bool { work.isExhausted }

    /// - Parameter workBudget: the most (node, position) visits the walk may make, over all its runs.
    init(
        compiled: CompiledPhrases, graph: PhraseGraph, vocabulary: FlexibleVocabulary,
        words: [String], ids: [Int32], merges: [Tolerance] = [], options: MatchOptions, workBudget: Int
    ) {
        self.compiled = compiled
        self.graph = graph
        self.edges = graph.edges
        self.work = FlexibleWorkBudget(visits: workBudget)
        self.vocabulary = vocabulary
        self.utterance = FlexibleUtterance(
            words: words, ids: ids, merges: merges, hesitations: compiled.hesitations)
        self.options = options
        self.reference = options.calendarReference
        self.memos = FlexibleMemos(wordCount: words.count, vocabularySize: vocabulary.words.count)
    }

    /// Finds every parse of the words in `start..<end` within the budget.
    ///
    /// Hesitations outside the span (around edge fillers set aside) and words split before the walk
    /// are paid for all the same, so that only a strict match scores 1.
    mutating func run(from start: Int, to end: Int) {
        memos.begin(spanEndingAt: end)
        self.start = start
        self.end = end
        let isHesitation = utterance.isHesitation
        let outside = (0..<start).filter { isHesitation[$0] } + (end..<utterance.count).filter { isHesitation[$0] }
        for position in outside {
            path.take(
                Step(
                    kind: .hesitation, heard: position..<position + 1, expected: -1, expectedNext: -1,
                    cost: Cost.hesitation), length: 1)
        }
        for merge in utterance.merges {
            path.take(
                Step(kind: .merged, heard: 0..<0, expected: -1, expectedNext: -1, cost: merge.cost, value: [merge]),
                length: 0)
        }
        visit(0, start)
        path.clear()
    }

    // MARK: The walk

    /// - Parameter afterDrop: the last phrase word was dropped or swapped for another function word; a
    ///   free-text value may not follow, since the word before it is what tells where it starts.
    private mutating func visit(_ node: Int32, _ position: Int, afterDrop: Bool = false) {
        guard work.spend() else { return }
        if position == end {
            let accepting = graph.accepting[Int(node)]
            arrivals += accepting.count
            for acceptance in accepting { accept(acceptance) }
        }
        let isJoin = graph.isJoin[Int(node)]
        let key = Int64(node) << 17 | Int64(position) << 1 | (afterDrop ? 1 : 0)
        if isJoin, memos.isDead(key, at: path.cost) { return }
        let arrivalsBefore = arrivals
        defer {
            if isJoin, arrivals == arrivalsBefore, !work.isExhausted { memos.markDead(key, at: path.cost) }
        }
        // At a wide node, only the edges of the words that may apply, in the same order.
        let isWide = edges.isWide(node)
        if isWide {
            for edge in edges.edges(of: node, words: vocabulary.index.functionWords) { drop(edge, position) }
        } else {
            for edge in edges.of(node) where vocabulary.isFunctionWord[Int(edges.words[edge])] { drop(edge, position) }
        }
        guard position < end else { return }
        if let child = graph.child(of: node, word: utterance.ids[position]) {
            path.followWord()
            visit(child, position + 1)
            path.unfollowWord()
        }
        if utterance.isHesitation[position] {
            tolerate(.hesitation, position..<position + 1, cost: Cost.hesitation, length: 1) {
                $0.visit(node, position + 1, afterDrop: afterDrop)
            }
        } else if utterance.isFunctionWord[position] {
            tolerate(.added, position..<position + 1, cost: Cost.added, length: 1) {
                $0.visit(node, position + 1, afterDrop: afterDrop)
            }
        }
        if isWide {
            for edge in edges.edges(of: node, words: candidates(position))
            where edges.words[edge] != utterance.ids[position] {
                followMisheard(edges.words[edge], edges.children[edge], position)
            }
        } else {
            for edge in edges.of(node) where edges.words[edge] != utterance.ids[position] {
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
        let heardLength = utterance.spoken[position].bytes.count
        let firstLength = vocabulary.words[Int(word)].bytes.count
        followMovedBoundary(word, child, position)
        guard heardLength > firstLength,
            utterance.spoken[position].bytes.starts(with: vocabulary.words[Int(word)].bytes)
        else {
            return
        }
        for edge in edges.of(child) {
            let next = edges.words[edge]
            guard vocabulary.words[Int(next)].bytes.count == heardLength - firstLength,
                utterance.spoken[position].bytes[firstLength...].elementsEqual(vocabulary.words[Int(next)].bytes)
            else { continue }
            tolerate(.merged, position..<position + 1, word, next, cost: Cost.splitOrMerged, length: 2, literal: 2) {
                $0.visit($0.edges.children[edge], position + 1)
            }
        }
    }

    /// The heard word for the edge's word run into the function word after it, the boundary between
    /// them moved ("balancing" for "balance in", "stepson" for "steps in"): the edge's word but for its
    /// last letter begins the heard word, which is spelled alike with the two written as one.
    ///
    /// The first condition is what lets `SimilarWordIndex` offer the edge's word at a wide node: it
    /// files each word under its deletions, and looks a heard word's prefixes up.
    private mutating func followMovedBoundary(_ word: Int32, _ child: Int32, _ position: Int) {
        let heard = utterance.spoken[position].bytes
        let first = vocabulary.words[Int(word)].bytes
        guard first.count >= 4, heard.count > first.count, heard.starts(with: first.dropLast()),
            FlexibleVocabulary.maySpellAlike(utterance.spoken[position])
        else { return }
        for edge in edges.of(child) where vocabulary.isFunctionWord[Int(edges.words[edge])] {
            let next = edges.words[edge]
            let joined = first + vocabulary.words[Int(next)].bytes
            guard joined != heard, let distance = EditDistance.distance(heard, joined, atMost: 2) else { continue }
            let likeness = distance == 1 ? Cost.spelledAlikeOneEdit : Cost.spelledAlikeTwoEdits
            tolerate(
                .merged, position..<position + 1, word, next, cost: Cost.splitOrMerged + likeness, length: 2, literal: 2
            ) {
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
            table.scan(utterance.ids, from: position, limit: end, appendingTo: &found)
            for (spanEnd, value) in found { descend(edge, position, spanEnd, .choice(value)) }
            for reading in cachedFuzzyReadings(table, slot: edge.slot, from: position)
            where !found.contains(where: { $0.end == reading.end && $0.value == reading.value }) {
                descend(edge, position, reading, .choice(reading.value))
            }
        case .freeText:
            guard !afterDrop else { return }
            // The words a phrase may go on with after the value ("with" before the app's name): one of them
            // heard inside it says the value ended there, and a parse that reads on is the other phrase's.
            let followers = edges.of(edge.child).map { edges.words[$0] }
            for spanEnd in stride(from: end, to: position, by: -1)
            where isFreeText(position..<spanEnd) && hasFunctionWordsFirstOnly(position..<spanEnd)
                && !(position..<spanEnd).contains(where: { followers.contains(utterance.ids[$0]) })
            {
                descend(edge, position, spanEnd, .words)
            }
        case .integer, .number, .currency, .date, .time, .duration, .percent:
            PhraseSearch.readValues(
                of: slot, utterance.words, from: position, to: end, rules: compiled.currencyRules,
                numbers: compiled.numberWords,
                calendar: compiled.calendarWords, reference: reference
            ) {
                descend(edge, position, $0, $1)
            }
        }
    }

    /// Whether the function words of a free-text span all come before its other words ("the hague",
    /// not "los to handle it", not "go to a"): read with tolerances, a connective inside a value is more
    /// likely a recognizer's filler than a name's.
    private func hasFunctionWordsFirstOnly(_ span: Range<Int>) -> Bool {
        guard let firstContent = span.first(where: { !utterance.isFunctionWord[$0] }) else { return false }
        return !(firstContent..<span.upperBound).contains { utterance.isFunctionWord[$0] }
    }

    /// Reads a value heard with tolerances, within the walk's cost budget.
    private mutating func descend(
        _ edge: PhraseGraph.SlotEdge, _ position: Int, _ reading: ValueReading, _ value: PhraseSearch.Capture.Value
    ) {
        guard path.affords(reading.cost) else { return }
        path.take(
            Step(
                kind: reading.tolerances[0].kind, heard: position..<reading.end, expected: -1, expectedNext: -1,
                cost: reading.cost, value: reading.tolerances), length: reading.skippedWords)
        descend(edge, position, reading.end, value)
        path.giveBack(cost: reading.cost, length: reading.skippedWords)
    }

    private mutating func descend(
        _ edge: PhraseGraph.SlotEdge, _ start: Int, _ spanEnd: Int, _ value: PhraseSearch.Capture.Value
    ) {
        path.capture(PhraseSearch.Capture(slot: edge.slot, start: start, end: spanEnd, value: value))
        visit(edge.child, spanEnd)
        path.releaseCapture()
    }
}
