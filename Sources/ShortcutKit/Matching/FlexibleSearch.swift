/// One utterance's cost-bounded walk through the phrase trie: the parses flexible matching allows,
/// and the best per intent.
///
/// The walk is the strict one with more moves, each with a cost (`FlexibleVocabulary.Cost`): at a
/// trie node it may also follow a word edge whose word the heard word sounds or is spelled like, the
/// next two heard words joined, or two edges whose words the heard word joins; follow a function
/// word's edge without a heard word (dropped); skip a heard hesitation or function word (added); and
/// read an enum, entity or app-name value that is heard the same ways. A path whose cost passes the
/// budget is abandoned, so the walk stays near the trie paths strict matching would take.
struct FlexibleSearch {
    /// A complete parse, with its cost and what ranks it.
    struct Parse {
        var variant: Int32
        var score: Double
        var literalWordCount: Int
        var freeTextWordCount: Int
        var appNameSpoken: Bool
        var captures: [PhraseSearch.Capture]
        var tolerances: [Tolerance]

        /// Higher score first; between equal scores the strict ranking, then registry order.
        func ranks(above other: Parse) -> Bool {
            if score != other.score { return score > other.score }
            if literalWordCount != other.literalWordCount { return literalWordCount > other.literalWordCount }
            if freeTextWordCount != other.freeTextWordCount { return freeTextWordCount < other.freeTextWordCount }
            if appNameSpoken != other.appNameSpoken { return appNameSpoken }
            return variant < other.variant
        }
    }

    typealias Cost = FlexibleVocabulary.Cost

    let compiled: CompiledPhrases
    let trie: PhraseTrie
    let vocabulary: FlexibleVocabulary
    let words: [String]
    let ids: [Int32]
    let spoken: [FlexibleVocabulary.Word]
    let defaultCurrency: String
    let options: MatchOptions
    private var end = 0
    private var cost = 0.0
    /// Phrase elements followed plus heard words skipped: what a parse's cost is divided by.
    private var length = 0
    private var captures: [PhraseSearch.Capture] = []
    private var tolerances: [Tolerance] = []
    /// How each heard word compares with each vocabulary word, computed once per pair: `unknown`,
    /// `dissimilar`, or the tolerance kind's index in the high bits and the cost in twentieths below.
    private var similarities: [Int8]
    private(set) var bestByIntent: [Int: Parse] = [:]
    private(set) var bestNegative: (phraseIndex: Int, parse: Parse)?

    init(
        compiled: CompiledPhrases, trie: PhraseTrie, vocabulary: FlexibleVocabulary, words: [String], ids: [Int32],
        defaultCurrency: String, options: MatchOptions
    ) {
        self.compiled = compiled
        self.trie = trie
        self.vocabulary = vocabulary
        self.words = words
        self.ids = ids
        self.spoken = words.map(FlexibleVocabulary.Word.init)
        self.defaultCurrency = defaultCurrency
        self.options = options
        self.similarities = Array(repeating: Self.unknown, count: words.count * vocabulary.words.count)
    }

    /// Finds every parse of the words in `start..<end` within the budget.
    mutating func run(from start: Int, to end: Int) {
        self.end = end
        visit(0, start)
    }

    // MARK: The walk

    /// - Parameter afterDrop: the last phrase word was dropped or swapped for another function word; a
    ///   free-text value may not follow, since the word before it is what tells where it starts.
    private mutating func visit(_ node: Int32, _ position: Int, afterDrop: Bool = false) {
        if position == end {
            for variant in trie.accepting[Int(node)] { accept(variant) }
        }
        // A function word of the phrase that was not said.
        for (word, child) in trie.wordChildren[Int(node)] where vocabulary.words[Int(word)].isFunctionWord {
            tolerate(.dropped, "", compiled.words[Int(word)], cost: Cost.dropped, length: 1) {
                $0.visit(child, position, afterDrop: true)
            }
        }
        guard position < end else { return }
        let heard = spoken[position]
        if let child = trie.child(of: node, word: ids[position]) {
            length += 1
            visit(child, position + 1)
            length -= 1
        }
        if heard.isHesitation {
            tolerate(.hesitation, words[position], "", cost: Cost.hesitation, length: 1) {
                $0.visit(node, position + 1, afterDrop: afterDrop)
            }
        } else if heard.isFunctionWord {
            tolerate(.added, words[position], "", cost: Cost.added, length: 1) {
                $0.visit(node, position + 1, afterDrop: afterDrop)
            }
        }
        for (word, child) in trie.wordChildren[Int(node)] where word != ids[position] {
            followMisheard(word, child, position)
        }
        for edge in trie.slotEdges[Int(node)] { readSlot(edge, position, afterDrop: afterDrop) }
    }

    /// The heard word for the edge's word, two heard words joined for it, or it for two edges' words.
    private mutating func followMisheard(_ word: Int32, _ child: Int32, _ position: Int) {
        let expected = compiled.words[Int(word)]
        if let (kind, wordCost) = similarity(position, word) {
            tolerate(kind, words[position], expected, cost: wordCost, length: 1) {
                $0.visit(child, position + 1, afterDrop: kind == .functionWordSwapped)
            }
        }
        if position + 1 < end {
            let joined = FlexibleVocabulary.Word(words[position] + words[position + 1])
            let extra = joined.bytes == vocabulary.words[Int(word)].bytes
                ? 0 : FlexibleVocabulary.similarity(joined, vocabulary.words[Int(word)])?.1
            if let extra {
                tolerate(.split, words[position] + " " + words[position + 1], expected, cost: Cost.splitOrMerged + extra, length: 1) {
                    $0.visit(child, position + 2)
                }
            }
        }
        let heard = spoken[position].bytes
        let first = vocabulary.words[Int(word)].bytes
        guard heard.count > first.count, heard.starts(with: first) else { return }
        for (next, grandchild) in trie.wordChildren[Int(child)]
        where vocabulary.words[Int(next)].bytes.count == heard.count - first.count
            && heard[first.count...].elementsEqual(vocabulary.words[Int(next)].bytes)
        {
            tolerate(.merged, words[position], expected + " " + compiled.words[Int(next)], cost: Cost.splitOrMerged, length: 2) {
                $0.visit(grandchild, position + 1)
            }
        }
    }

    private mutating func readSlot(_ edge: PhraseTrie.SlotEdge, _ position: Int, afterDrop: Bool) {
        let slot = compiled.slots[Int(edge.slot)]
        switch slot.kind {
        case .appName(let table), .choice(let table, _):
            var found: [(end: Int, value: Int)] = []
            table.scan(ids, from: position, limit: end, appendingTo: &found)
            for (spanEnd, value) in found { descend(edge, position, spanEnd, .choice(value)) }
            for reading in fuzzyReadings(table, from: position, limit: end, parameter: slot.parameterName)
            where !found.contains(where: { $0.end == reading.end && $0.value == reading.value }) {
                let saved = tolerances.count
                tolerances += reading.tolerances
                cost += reading.cost
                if cost <= Cost.budget { descend(edge, position, reading.end, .choice(reading.value)) }
                cost -= reading.cost
                tolerances.removeSubrange(saved...)
            }
        case .freeText:
            guard !afterDrop else { return }
            for spanEnd in stride(from: end, to: position, by: -1) where isFreeText(position..<spanEnd) {
                descend(edge, position, spanEnd, .words)
            }
        case .integer, .number, .currency:
            PhraseSearch.readValues(of: slot.kind, words, from: position, to: end, defaultCurrency: defaultCurrency) {
                descend(edge, position, $0, $1)
            }
        }
    }

    private mutating func descend(_ edge: PhraseTrie.SlotEdge, _ start: Int, _ spanEnd: Int, _ value: PhraseSearch.Capture.Value) {
        captures.append(PhraseSearch.Capture(slot: edge.slot, start: start, end: spanEnd, value: value))
        length += 1
        visit(edge.child, spanEnd)
        length -= 1
        captures.removeLast()
    }

    /// Takes a tolerance for the length of `body`, unless it would pass the budget.
    private mutating func tolerate(
        _ kind: Tolerance.Kind, _ heard: String, _ expected: String, parameter: String? = nil, cost extra: Double,
        length added: Int, _ body: (inout FlexibleSearch) -> Void
    ) {
        guard cost + extra <= Cost.budget + 1e-9 else { return }
        cost += extra
        length += added
        tolerances.append(Tolerance(kind: kind, spoken: heard, expected: expected, parameter: parameter, cost: extra))
        body(&self)
        tolerances.removeLast()
        length -= added
        cost -= extra
    }

    // MARK: Words and values

    /// Whether flexible matching lets free text take these words. Free text takes anything, so the
    /// tolerances around it could let it swallow what the phrase should explain: it may not begin or
    /// end with a hesitation (skipping it is a tolerance of its own), must hold a word that is not a
    /// function word or hesitation, and may not hold the app's name, not even misheard.
    private func isFreeText(_ span: Range<Int>) -> Bool {
        guard !spoken[span.lowerBound].isHesitation, !spoken[span.upperBound - 1].isHesitation,
            span.contains(where: { !spoken[$0].isFunctionWord && !spoken[$0].isHesitation })
        else { return false }
        guard case .appName(let table) = compiled.slots[Int(CompiledPhrases.appNameSlot)].kind else { return true }
        var found: [(end: Int, value: Int)] = []
        for start in span {
            table.scan(ids, from: start, limit: span.upperBound, appendingTo: &found)
            if !found.isEmpty || !fuzzyReadings(table, from: start, limit: span.upperBound, parameter: nil).isEmpty {
                return false
            }
        }
        return true
    }

    private static let unknown: Int8 = -2
    private static let dissimilar: Int8 = -1

    /// `similarity` of a heard word and a vocabulary word, computed once per pair.
    private mutating func similarity(_ position: Int, _ word: Int32) -> (Tolerance.Kind, Double)? {
        let index = position * vocabulary.words.count + Int(word)
        let cached = similarities[index]
        if cached == Self.dissimilar { return nil }
        if cached != Self.unknown {
            let kind = Tolerance.Kind.allCases[Int(cached) >> 4]
            return (kind, Double(cached & 0xF) / 20)
        }
        let result = FlexibleVocabulary.similarity(spoken[position], vocabulary.words[Int(word)])
        if let (kind, value) = result {
            let kindIndex = Tolerance.Kind.allCases.firstIndex(of: kind)!
            similarities[index] = Int8(kindIndex << 4 | Int((value * 20).rounded()))
        } else {
            similarities[index] = Self.dissimilar
        }
        return result
    }

    struct ValueReading {
        var end: Int
        var value: Int
        var cost: Double
        var tolerances: [Tolerance]
    }

    /// The values of a table heard with tolerances: word by word, or joined when the heard words are
    /// one more or fewer than the form's. The cheapest reading per end and value.
    private func fuzzyReadings(
        _ table: CompiledPhrases.ChoiceTable, from position: Int, limit end: Int, parameter: String?
    ) -> [ValueReading] {
        let isAppName = parameter == nil
        let parameter = parameter ?? Template.applicationNameSlot
        var readings: [ValueReading] = []
        func add(_ reading: ValueReading) {
            if let index = readings.firstIndex(where: { $0.end == reading.end && $0.value == reading.value }) {
                if reading.cost < readings[index].cost { readings[index] = reading }
            } else {
                readings.append(reading)
            }
        }
        for form in table.forms {
            let count = form.words.count
            // Word by word: each heard word equal or like its form word; the app name only one unlike.
            if position + count <= end {
                var total = 0.0
                var taken: [Tolerance] = []
                for (offset, word) in form.words.enumerated() where ids[position + offset] != word {
                    guard let (kind, wordCost) = FlexibleVocabulary.similarity(spoken[position + offset], vocabulary.words[Int(word)], isAppName: isAppName),
                        !(isAppName && !taken.isEmpty)
                    else {
                        total = .infinity
                        break
                    }
                    total += wordCost
                    taken.append(Tolerance(kind: kind, spoken: words[position + offset], expected: compiled.words[Int(word)], parameter: parameter, cost: wordCost))
                }
                if total.isFinite, !taken.isEmpty { add(ValueReading(end: position + count, value: form.valueIndex, cost: total, tolerances: taken)) }
            }
            // Joined: one heard word for two form words, or two heard words for one.
            let formJoined = form.words.map { compiled.words[Int($0)] }.joined()
            for heardCount in [count - 1, count + 1] where heardCount >= 1 && position + heardCount <= end {
                let heardWords = words[position..<position + heardCount]
                let heard = FlexibleVocabulary.Word(heardWords.joined())
                let expected = FlexibleVocabulary.Word(formJoined)
                let extra = heard.bytes == expected.bytes
                    ? 0 : FlexibleVocabulary.similarity(heard, expected, isAppName: isAppName)?.1
                guard let extra else { continue }
                let total = Cost.splitOrMerged + extra
                let tolerance = Tolerance(
                    kind: heardCount > count ? .split : .merged, spoken: heardWords.joined(separator: " "),
                    expected: form.words.map { compiled.words[Int($0)] }.joined(separator: " "), parameter: parameter, cost: total)
                add(ValueReading(end: position + heardCount, value: form.valueIndex, cost: total, tolerances: [tolerance]))
            }
        }
        return readings
    }

    // MARK: Parses

    private mutating func accept(_ variantIndex: Int32) {
        let variant = compiled.variants[Int(variantIndex)]
        if options.requireAppName && !variant.appNameSpoken { return }
        let score = max(0, 1 - cost / Double(max(1, length)))
        var freeText = 0
        for capture in captures {
            if case .freeText = compiled.slots[Int(capture.slot)].kind { freeText += capture.end - capture.start }
        }
        let parse = Parse(
            variant: variantIndex, score: (score * 10_000).rounded() / 10_000, literalWordCount: variant.literalWordCount,
            freeTextWordCount: freeText, appNameSpoken: variant.appNameSpoken, captures: captures, tolerances: tolerances)
        guard let intent = compiled.phrases[variant.phraseIndex].intentIndex else {
            if bestNegative == nil || parse.ranks(above: bestNegative!.parse) { bestNegative = (variant.phraseIndex, parse) }
            return
        }
        if let current = bestByIntent[intent], !parse.ranks(above: current) { return }
        bestByIntent[intent] = parse
    }

    /// The decision: the best intent if its score reaches the threshold and beats every other
    /// intent and negative phrase by the margin.
    func result(utterance: String, tokens: [Token], registry: Registry) -> MatchResult {
        let ranked = bestByIntent.sorted { $0.value.ranks(above: $1.value) }
        let candidates = ranked.map { entry in
            var match = PhraseSearch.makeMatch(
                compiled: compiled, intentIndex: entry.key, variantIndex: entry.value.variant, captures: entry.value.captures,
                freeTextWordCount: entry.value.freeTextWordCount, tokens: tokens, utterance: utterance, registry: registry)
            match.score = entry.value.score
            match.tolerances = entry.value.tolerances
            return match
        }
        var result = MatchResult(utterance: utterance, match: nil, reason: nil, candidates: candidates)
        guard let best = ranked.first?.value else {
            if let bestNegative { result.reason = .negativePhrase(compiled.phrases[bestNegative.phraseIndex].template) }
            else { result.reason = .noPhrase }
            return result
        }
        let margin = options.flexibleMargin - 1e-9
        if let bestNegative, bestNegative.parse.score > best.score - margin {
            result.reason = .negativePhrase(compiled.phrases[bestNegative.phraseIndex].template)
        } else if best.score < options.flexibleThreshold - 1e-9 {
            result.reason = .belowThreshold
        } else if ranked.count > 1, ranked[1].value.score > best.score - margin {
            result.reason = .ambiguous
        } else {
            result.match = candidates[0]
        }
        return result
    }
}
