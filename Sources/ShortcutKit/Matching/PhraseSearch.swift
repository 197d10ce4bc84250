/// One utterance's walk through the phrase trie: every parse, and the best per intent.
struct PhraseSearch {
    struct Capture {
        enum Value {
            case words
            case choice(Int)
            case number(Double)
            case money(SpokenAmount.Money)
        }

        var slot: Int32
        var start: Int
        var end: Int
        var value: Value
    }

    /// A complete parse, with what ranks it.
    struct Parse {
        var variant: Int32
        var literalWordCount: Int
        var freeTextWordCount: Int
        var appNameSpoken: Bool
        var captures: [Capture]

        /// The ranking of the matcher's documentation; registry order (the variant index) breaks ties.
        func ranks(above other: Parse) -> Bool {
            if literalWordCount != other.literalWordCount { return literalWordCount > other.literalWordCount }
            if freeTextWordCount != other.freeTextWordCount { return freeTextWordCount < other.freeTextWordCount }
            if appNameSpoken != other.appNameSpoken { return appNameSpoken }
            return variant < other.variant
        }

        /// Equal on everything but registry order: two intents tied like this are ambiguous.
        func ties(with other: Parse) -> Bool {
            literalWordCount == other.literalWordCount && freeTextWordCount == other.freeTextWordCount
                && appNameSpoken == other.appNameSpoken
        }
    }

    let compiled: CompiledPhrases
    let trie: PhraseTrie
    let words: [String]
    let ids: [Int32]
    let options: MatchOptions
    private var end = 0
    private var captures: [Capture] = []
    /// Spans found by choice tables; each level of the walk appends its own and removes them after.
    private var spans: [(end: Int, value: Int)] = []
    /// The best parse of each intent that has one (few intents match at once: a list beats a dictionary).
    private(set) var bestByIntent: [(intent: Int, parse: Parse)] = []
    private(set) var negativePhrase: Int?

    init(
        compiled: CompiledPhrases, trie: PhraseTrie, words: [String], ids: [Int32], options: MatchOptions
    ) {
        self.compiled = compiled
        self.trie = trie
        self.words = words
        self.ids = ids
        self.options = options
    }

    /// Finds every parse of the utterance, with and without the edge fillers it may start or end with.
    mutating func runOverEdgeFillers() {
        if compiled.fillers.mayHaveFillers(words) {
            let bounds = compiled.fillers.bounds(of: words)
            for start in bounds.starts {
                for end in bounds.ends where end > start { run(from: start, to: end) }
            }
        } else if !words.isEmpty {
            run(from: 0, to: words.count)
        }
    }

    /// Finds every parse of the words in `start..<end`.
    mutating func run(from start: Int, to end: Int) {
        self.end = end
        visit(0, start)
    }

    private mutating func visit(_ node: Int32, _ position: Int) {
        if position == end {
            for variant in trie.accepting[Int(node)] { accept(variant) }
            return
        }
        if let child = trie.child(of: node, word: ids[position]) { visit(child, position + 1) }
        for edge in trie.slotEdges[Int(node)] {
            switch compiled.slots[Int(edge.slot)].kind {
            case .appName(let table), .choice(let table, _):
                let base = spans.count
                table.scan(ids, from: position, limit: end, appendingTo: &spans)
                for index in base..<spans.count {
                    descend(edge, position, spans[index].end, .choice(spans[index].value))
                }
                spans.removeSubrange(base...)
            case .freeText:
                let limit = freeTextLimit(from: position)
                for spanEnd in stride(from: limit, to: position, by: -1) { descend(edge, position, spanEnd, .words) }
            case .integer, .number, .currency:
                Self.readValues(
                    of: compiled.slots[Int(edge.slot)], words, from: position, to: end, rules: compiled.currencyRules
                ) {
                    descend(edge, position, $0, $1)
                }
            }
        }
    }

    /// Every reading of a number, amount or free-text value from `position`: where it ends and what it is.
    ///
    /// Strict and flexible matching (and the assistant reading a bare answer) read these the same way;
    /// only enum, entity and app-name values are heard with tolerances, and flexible matching narrows
    /// free text further. A negative number ("minus twenty", "-20") is read only where the slot allows it;
    /// amounts follow the registry's `CurrencyRules` and are never negative.
    static func readValues(
        of slot: CompiledPhrases.Slot, _ words: [String], from position: Int, to end: Int, rules: CurrencyRules,
        _ body: (Int, Capture.Value) -> Void
    ) {
        switch slot.kind {
        case .integer, .number:
            var start = position
            var sign = 1.0
            if slot.allowsNegative, position < end, SpokenNumber.negativeSigns.contains(words[position]) {
                start += 1
                sign = -1
            }
            for reading in SpokenNumber.readings(of: words, from: start, limit: end) {
                let value = sign * reading.value
                if case .integer = slot.kind, !(value.rounded() == value && abs(value) < 1e15) { continue }
                body(reading.end, .number(value))
            }
        case .currency:
            let readings = SpokenAmount.readings(of: words, from: position, limit: end, rules: rules)
            for reading in readings {
                body(reading.end, .money(reading.money))
            }
        case .freeText:
            for spanEnd in stride(from: end, to: position, by: -1) { body(spanEnd, .words) }
        case .appName, .choice:
            preconditionFailure("enum, entity and app-name values are read from their tables")
        }
    }

    /// The last word a free-text value starting at `start` may end at: before it would hold a whole
    /// form of the app's name.
    ///
    /// The app's name is never part of a value: "book a flight to tokyo villagepay" is not a flight to
    /// "tokyo villagepay" (the connective before the name was lost) but a sentence for the fallback.
    private mutating func freeTextLimit(from start: Int) -> Int {
        guard case .appName(let table) = compiled.slots[Int(CompiledPhrases.appNameSlot)].kind else { return end }
        var limit = end
        var position = start
        while position < limit {
            let base = spans.count
            table.scan(ids, from: position, limit: end, appendingTo: &spans)
            // Longest first: the last span is the shortest form starting here.
            if spans.count > base { limit = min(limit, spans[spans.count - 1].end - 1) }
            spans.removeSubrange(base...)
            position += 1
        }
        return limit
    }

    private mutating func descend(_ edge: PhraseTrie.SlotEdge, _ start: Int, _ spanEnd: Int, _ value: Capture.Value) {
        captures.append(Capture(slot: edge.slot, start: start, end: spanEnd, value: value))
        visit(edge.child, spanEnd)
        captures.removeLast()
    }

    private mutating func accept(_ variantIndex: Int32) {
        let variant = compiled.variants[Int(variantIndex)]
        if options.requireAppName && !variant.appNameSpoken { return }
        guard let intent = compiled.phrases[variant.phraseIndex].intentIndex else {
            if negativePhrase == nil { negativePhrase = variant.phraseIndex }
            return
        }
        var freeText = 0
        for capture in captures {
            if case .freeText = compiled.slots[Int(capture.slot)].kind { freeText += capture.end - capture.start }
        }
        let parse = Parse(
            variant: variantIndex, literalWordCount: variant.literalWordCount, freeTextWordCount: freeText,
            appNameSpoken: variant.appNameSpoken, captures: captures)
        if let index = bestByIntent.firstIndex(where: { $0.intent == intent }) {
            if parse.ranks(above: bestByIntent[index].parse) { bestByIntent[index].parse = parse }
        } else {
            bestByIntent.append((intent, parse))
        }
    }

    // MARK: The result

    func result(utterance: String, tokens: [Token], registry: Registry) -> MatchResult {
        let ranked = bestByIntent.sorted { $0.parse.ranks(above: $1.parse) }
        let candidates = ranked.map {
            Self.makeMatch(
                compiled: compiled, intentIndex: $0.intent, variantIndex: $0.parse.variant, captures: $0.parse.captures,
                freeTextWordCount: $0.parse.freeTextWordCount, tokens: tokens, utterance: utterance, registry: registry)
        }
        var result = MatchResult(utterance: utterance, match: nil, reason: nil, candidates: candidates)
        if let negativePhrase {
            result.reason = .negativePhrase(compiled.phrases[negativePhrase].template)
        } else if ranked.isEmpty {
            result.reason = .noPhrase
        } else if ranked.count > 1, ranked[0].parse.ties(with: ranked[1].parse) {
            result.reason = .ambiguous
        } else {
            result.match = candidates[0]
        }
        return result
    }

    /// The match a parse stands for: its intent, phrase and parameter values read from the captures.
    static func makeMatch(
        compiled: CompiledPhrases, intentIndex: Int, variantIndex: Int32, captures: [Capture], freeTextWordCount: Int,
        tokens: [Token], utterance: String, registry: Registry
    ) -> Match {
        let intent = registry.intents[intentIndex]
        let variant = compiled.variants[Int(variantIndex)]
        let phrase = compiled.phrases[variant.phraseIndex]
        var parameters: [MatchedParameter] = []
        var missing: [Parameter] = []
        for parameter in intent.parameters {
            guard let capture = captures.last(where: { compiled.slots[Int($0.slot)].parameterName == parameter.name })
            else {
                if parameter.isRequired { missing.append(parameter) }
                continue
            }
            let utf8 = utterance.utf8
            let spoken = String(
                utf8[
                    utf8.index(
                        utf8.startIndex, offsetBy: tokens[capture.start].sourceRange.lowerBound)..<utf8.index(
                            utf8.startIndex, offsetBy: tokens[capture.end - 1].sourceRange.upperBound)])!
            let value: ParameterValue
            switch (capture.value, compiled.slots[Int(capture.slot)].kind) {
            case (.choice(let index), .choice(let table, let kind)):
                value = kind == .enum ? .enumCase(table.values[index]) : .entity(table.values[index])
            case (.number(let number), .integer): value = .integer(Int(number))
            case (.number(let number), _): value = .number(number)
            case (.money(let money), _): value = .currency(money)
            default: value = .string(spoken)
            }
            parameters.append(MatchedParameter(name: parameter.name, value: value, spokenText: spoken))
        }
        return Match(
            intent: intent.name, phrase: phrase.template, phrasePath: phrase.path, parameters: parameters,
            appNameSpoken: variant.appNameSpoken, missingParameters: missing,
            literalWordCount: variant.literalWordCount, freeTextWordCount: freeTextWordCount)
    }
}
