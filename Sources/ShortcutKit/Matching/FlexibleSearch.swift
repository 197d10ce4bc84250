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
    private var start = 0
    private var end = 0
    private var cost = 0.0
    /// Literal phrase words followed along the current path (heard, misheard or dropped).
    private var literalWords = 0
    /// Arrivals at accepting nodes at the end of the span, to tell dead pairs from live ones.
    private var arrivals = 0
    /// The least cost at which each dead (node, position, after a drop) of a join node was walked.
    private var dead: [Int64: Double] = [:]
    /// Visits left before the walk gives up; see `isExhausted`.
    private(set) var workLeft: Int
    /// Whether the walk stopped at its work budget: its parses are not all there were.
    private(set) var isExhausted = false
    /// Phrase elements followed plus heard words skipped: what a parse's cost is divided by.
    private var length = 0
    private var captures: [PhraseSearch.Capture] = []
    private var steps: [Step] = []
    /// How each heard word, and each pair of heard words joined, compares with each vocabulary word.
    private var similarities: SimilarityTable
    private var splitSimilarities: SimilarityTable
    /// `heardJoined` by position and count, for spans of up to `cachedSpan` words.
    private var joinedSpans: [FlexibleVocabulary.Word?]
    /// `appNameEnd(from:)` by start, for the current search span.
    private var appNameEnds: [Int?]
    /// `fuzzyReadings` by slot and start, for the current search span: many phrases end in the app's
    /// name, and the walk reaches it at one position along each of them. Keyed by
    /// `slot * words.count + start`: a large registry has thousands of slots, and a table of them all
    /// per utterance would cost more than the walk.
    private var valueReadings: [Int: [ValueReading]] = [:]
    private static let cachedSpan = 4
    /// `candidates(_:)` by position.
    private var candidateWords: [[Int32]?]
    /// Run-together heard words the words were split from before the walk (`merged` tolerances that
    /// every parse of these words pays).
    let merges: [Tolerance]
    private(set) var bestByIntent: [Int: Parse] = [:]
    private(set) var bestNegative: (phraseIndex: Int, parse: Parse)?

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
            var found: [(end: Int, value: Int)] = []
            table.scan(ids, from: position, limit: end, appendingTo: &found)
            for (spanEnd, value) in found { descend(edge, position, spanEnd, .choice(value)) }
            for reading in cachedFuzzyReadings(table, slot: edge.slot, from: position)
            where !found.contains(where: { $0.end == reading.end && $0.value == reading.value }) {
                guard cost + reading.cost <= Cost.budget + 1e-9 else { continue }
                cost += reading.cost
                length += reading.skippedWords
                steps.append(
                    Step(
                        kind: reading.tolerances[0].kind, heard: position..<reading.end, expected: -1, expectedNext: -1,
                        cost: reading.cost, value: reading.tolerances))
                descend(edge, position, reading.end, .choice(reading.value))
                steps.removeLast()
                length -= reading.skippedWords
                cost -= reading.cost
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

    private mutating func descend(
        _ edge: PhraseGraph.SlotEdge, _ start: Int, _ spanEnd: Int, _ value: PhraseSearch.Capture.Value
    ) {
        captures.append(PhraseSearch.Capture(slot: edge.slot, start: start, end: spanEnd, value: value))
        length += 1
        visit(edge.child, spanEnd)
        length -= 1
        captures.removeLast()
    }

    /// Takes a tolerance for the length of `body`, unless it would pass the budget.
    private mutating func tolerate(
        _ kind: Tolerance.Kind, _ heard: Range<Int>, _ expected: Int32 = -1, _ expectedNext: Int32 = -1,
        cost extra: Double, length added: Int, literal: Int = 0, _ body: (inout FlexibleSearch) -> Void
    ) {
        guard cost + extra <= Cost.budget + 1e-9 else { return }
        cost += extra
        length += added
        literalWords += literal
        steps.append(Step(kind: kind, heard: heard, expected: expected, expectedNext: expectedNext, cost: extra))
        body(&self)
        steps.removeLast()
        literalWords -= literal
        length -= added
        cost -= extra
    }

    /// A tolerance on the current path, kept as positions and word ids: only a complete parse's steps
    /// become `Tolerance` values, with their strings.
    struct Step {
        var kind: Tolerance.Kind
        var heard: Range<Int>
        /// Word ids, or -1: the expected word, and the second one of a merge.
        var expected: Int32
        var expectedNext: Int32
        var cost: Double
        /// The tolerances of a value read with them (already made: rare, and they carry the parameter).
        var value: [Tolerance]? = nil
    }

    /// The steps as tolerances, a value's naming the phrase's own parameter (values are read on
    /// edges shared by all the parameters of their type; see `PhraseGraph.slotRemaps`).
    private func tolerances(of steps: [Step], phrase: Int32) -> [Tolerance] {
        var result: [Tolerance] = []
        let remaps = graph.slotRemaps[Int(phrase)]
        for step in steps {
            if var value = step.value {
                for index in value.indices {
                    if let remap = remaps.first(where: {
                        compiled.slots[Int($0.symbol)].parameterName == value[index].parameter
                    }) {
                        value[index].parameter = compiled.slots[Int(remap.slot)].parameterName
                    }
                }
                result += value
                continue
            }
            var expected = step.expected >= 0 ? compiled.words[Int(step.expected)] : ""
            if step.expectedNext >= 0 { expected += " " + compiled.words[Int(step.expectedNext)] }
            result.append(
                Tolerance(
                    kind: step.kind, spoken: words[step.heard].joined(separator: " "), expected: expected,
                    cost: step.cost))
        }
        return result
    }

    // MARK: Words and values

    /// Whether flexible matching lets free text take these words. Free text takes anything, so the
    /// tolerances around it could let it swallow what the phrase should explain: it may not begin or
    /// end with a hesitation (skipping it is a tolerance of its own), must hold a word that is not a
    /// function word or hesitation, and may not hold the app's name, not even misheard.
    private mutating func isFreeText(_ span: Range<Int>) -> Bool {
        guard !isHesitation[span.lowerBound], !isHesitation[span.upperBound - 1],
            span.contains(where: { !isFunctionWord[$0] && !isHesitation[$0] })
        else { return false }
        for start in span where appNameEnd(from: start) <= span.upperBound { return false }
        return true
    }

    /// Where the shortest reading of the app's name from `start` ends, exactly or with tolerances
    /// (`Int.max` when there is none), computed once per start and search span.
    private mutating func appNameEnd(from start: Int) -> Int {
        if let known = appNameEnds[start] { return known }
        var shortest = Int.max
        if case .appName(let table) = compiled.slots[Int(CompiledPhrases.appNameSlot)].kind {
            var found: [(end: Int, value: Int)] = []
            table.scan(ids, from: start, limit: end, appendingTo: &found)
            for reading in found { shortest = min(shortest, reading.end) }
            for reading in cachedFuzzyReadings(table, slot: CompiledPhrases.appNameSlot, from: start) {
                shortest = min(shortest, reading.end)
            }
        }
        appNameEnds[start] = shortest
        return shortest
    }

    /// The vocabulary words `followMisheard` may follow for the heard word at `position` (a superset),
    /// looked up once per position.
    private mutating func candidates(_ position: Int) -> [Int32] {
        if let known = candidateWords[position] { return known }
        let joined = position + 1 < words.count ? heardJoined(position, count: 2) : nil
        let found = vocabulary.index.candidates(spoken[position], joinedWithNext: joined)
        candidateWords[position] = found
        return found
    }

    /// `similarity` of a heard word and a vocabulary word, computed once per pair.
    private mutating func similarity(_ position: Int, _ word: Int32) -> (Tolerance.Kind, Double)? {
        if case .known(let value) = similarities.answer(position, word) { return value }
        let result = FlexibleVocabulary.similarity(spoken[position], vocabulary.words[Int(word)])
        similarities.record(result, position, word)
        return result
    }

    /// What the heard words at `position` and after cost, written as one, for a vocabulary word: 0
    /// when they join to it exactly. Computed once per pair.
    private mutating func splitSimilarity(_ position: Int, _ word: Int32) -> (Tolerance.Kind, Double)? {
        if case .known(let value) = splitSimilarities.answer(position, word) { return value }
        // Too different in length to be alike: known without writing the two words as one.
        let joinedLength = spoken[position].bytes.count + spoken[position + 1].bytes.count
        let expectedLength = vocabulary.words[Int(word)].bytes.count
        if abs(joinedLength - expectedLength) > max(2, max(joinedLength, expectedLength) / 2) {
            splitSimilarities.record(nil, position, word)
            return nil
        }
        let joined = heardJoined(position, count: 2)
        let result =
            joined.bytes == vocabulary.words[Int(word)].bytes
            ? (.split, 0) : FlexibleVocabulary.similarity(joined, vocabulary.words[Int(word)])
        splitSimilarities.record(result, position, word)
        return result
    }

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
    private mutating func cachedFuzzyReadings(_ table: CompiledPhrases.ChoiceTable, slot: Int32, from position: Int)
        -> [ValueReading]
    {
        let index = Int(slot) * words.count + position
        if let readings = valueReadings[index] { return readings }
        let readings = fuzzyReadings(table, slot: slot, from: position, limit: end)
        valueReadings[index] = readings
        return readings
    }

    private mutating func fuzzyReadings(
        _ table: CompiledPhrases.ChoiceTable, slot: Int32, from position: Int, limit end: Int
    ) -> [ValueReading] {
        let isAppName = slot == CompiledPhrases.appNameSlot
        let parameter = compiled.slots[Int(slot)].parameterName ?? Template.applicationNameSlot
        var readings: [ValueReading] = []
        func add(_ reading: ValueReading) {
            if let index = readings.firstIndex(where: { $0.end == reading.end && $0.value == reading.value }) {
                if reading.cost < readings[index].cost { readings[index] = reading }
            } else {
                readings.append(reading)
            }
        }
        for (formIndex, form) in table.forms.enumerated() {
            let count = form.words.count
            // Word by word: each heard word equal or like its form word, hesitations between them skipped;
            // the app name only one unlike.
            var heard = position
            var total = 0.0
            var unlike = 0
            var taken: [Tolerance] = []
            for (offset, word) in form.words.enumerated() {
                while offset > 0, heard < end, isHesitation[heard] {
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
                if ids[heard] == word { continue }
                let similar =
                    isAppName
                    ? FlexibleVocabulary.similarity(spoken[heard], vocabulary.words[Int(word)], isAppName: true)
                    : similarity(heard, word)
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
                let extra =
                    heard.bytes == expected.bytes
                    ? 0 : FlexibleVocabulary.similarity(heard, expected, isAppName: isAppName)?.1
                guard let extra else { continue }
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

    /// The heard words `position..<position + count` written as one, computed once per span.
    private mutating func heardJoined(_ position: Int, count: Int) -> FlexibleVocabulary.Word {
        guard count <= Self.cachedSpan else {
            return FlexibleVocabulary.Word(words[position..<position + count].joined(), isJoined: true)
        }
        let index = position * Self.cachedSpan + count - 1
        if let word = joinedSpans[index] { return word }
        let word = FlexibleVocabulary.Word(words[position..<position + count].joined(), isJoined: true)
        joinedSpans[index] = word
        return word
    }

    // MARK: Parses

    private mutating func accept(_ acceptance: PhraseGraph.Acceptance) {
        guard
            var parse = PhraseSearch.parse(
                acceptance, compiled: compiled, graph: graph, literalWords: literalWords, captures: captures,
                span: start..<end, options: options)
        else { return }
        let score = max(0, 1 - cost / Double(max(1, length)))
        parse.score = (score * 10_000).rounded() / 10_000
        // Tolerances are made only for a parse that ranks first so far: most parses do not.
        guard let intent = compiled.phrases[Int(acceptance.phrase)].intentIndex else {
            if bestNegative == nil || parse.ranks(above: bestNegative!.parse) {
                parse.tolerances = tolerances(of: steps, phrase: acceptance.phrase)
                bestNegative = (Int(acceptance.phrase), parse)
            }
            return
        }
        if let current = bestByIntent[intent], !parse.ranks(above: current) { return }
        parse.tolerances = tolerances(of: steps, phrase: acceptance.phrase)
        bestByIntent[intent] = parse
    }

    /// Each intent's best parse as a match, and the best negative phrase's parse.
    func parses(utterance: String, tokens: [Token], registry: Registry) -> FlexibleParses {
        let ranked = bestByIntent.sorted { $0.value.ranks(above: $1.value) }
        let matches = ranked.map { entry in
            var match = PhraseSearch.makeMatch(
                compiled: compiled, intentIndex: entry.key, parse: entry.value, tokens: tokens, utterance: utterance,
                registry: registry)
            match = match.withFlexibility(score: entry.value.score, tolerances: entry.value.tolerances)
            return (match, entry.value)
        }
        let negative = bestNegative.map {
            MatchExplanation.NegativeParse(
                phrase: compiled.phrases[$0.phraseIndex].template, score: $0.parse.score,
                tolerances: $0.parse.tolerances)
        }
        return FlexibleParses(ranked: matches, negative: negative, isExhausted: isExhausted)
    }
}
