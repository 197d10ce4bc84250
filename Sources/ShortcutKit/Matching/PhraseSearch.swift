/// One utterance's walk through the phrase graph: every parse, and the best per intent.
///
/// The walk is depth first over (node, position) pairs. Word edges are followed by one table probe,
/// slot edges by reading the slot's values from the position; a pair that led to no accepting node is
/// remembered (at nodes the walk may meet along several paths), so the walk's cost is bounded by the
/// graph's nodes times the utterance's positions plus the parses it finds, never by the number of
/// sentences the phrases stand for.
struct PhraseSearch {
    struct Capture {
        enum Value: Equatable {
            case words
            case choice(Int)
            case number(Double)
            case money(SpokenAmount.Money)
            case date(CalendarReference.Day)
            case time(hour: Int, minute: Int)
            case seconds(Int)
            /// A value the request brought (`RequestValueReadings.values`).
            case requestValue(Int)
        }

        var slot: Int32
        var start: Int
        var end: Int
        var value: Value

        /// Which enum case or entity value an `isEnumOrEntity` capture read: a registry value's index, or
        /// a request value's as a negative number, so that the two never meet.
        var valueIdentity: Int {
            switch value {
            case .choice(let index): index
            case .requestValue(let index): -1 - index
            default: Int.min
            }
        }

        /// Where a value is declared, the registry's values before the request's: the order readings are
        /// offered in.
        var declarationOrder: Int {
            switch value {
            case .choice(let index): index
            case .requestValue(let index): Int(Int32.max) + index
            default: -1
            }
        }

        /// An enum case or entity value (not the app's name): what ranking rules 2–4 of `Parse` count.
        var isEnumOrEntity: Bool {
            switch value {
            case .choice: slot != CompiledPhrases.appNameSlot
            case .requestValue: true
            default: false
            }
        }
    }

    let tables: MatchTables
    let words: [String]
    let ids: [Int32]
    let options: MatchOptions
    /// The request's own values found in the words; `nil` for a turn without any.
    let requestValues: RequestValueReadings?
    /// What dates and times are read against: the options' clock, read once per search.
    let reference: CalendarReference
    private var start = 0
    private var end = 0
    private var captures: [Capture] = []
    /// Literal phrase words read along the current path.
    private var literalWords = 0
    /// Counts the walk's arrivals at accepting nodes, to tell a dead (node, position) pair from a live one.
    private var arrivals = 0
    /// Dead (node, position) pairs of join nodes, as `node << 16 | position`, remembered once the walk
    /// has made `Self.unmemoizedVisits` visits: most utterances end sooner, and never pay for the set.
    private var dead: Set<Int64> = []
    private var visits = 0
    private static let unmemoizedVisits = 64
    /// Spans found by choice tables; each level of the walk appends its own and removes them after.
    private var spans: [(end: Int, value: Int)] = []
    /// The best parse of each intent that has one (few intents match at once: a list beats a dictionary).
    private(set) var bestByIntent: [(intent: Int, parse: Parse)] = []
    private(set) var negativePhrase: Int?

    init(
        tables: MatchTables, words: [String], ids: [Int32], options: MatchOptions,
        requestValues: RequestValueReadings? = nil
    ) {
        self.tables = tables
        self.words = words
        self.ids = ids
        self.options = options
        self.requestValues = requestValues
        self.reference = options.calendarReference
    }

    /// Finds every parse of the utterance, with and without the edge fillers it may start or end with.
    mutating func runOverEdgeFillers() {
        if tables.compiled.fillers.mayHaveFillers(words) {
            let bounds = tables.compiled.fillers.bounds(of: words)
            for start in bounds.starts {
                for end in bounds.ends where end > start { run(from: start, to: end) }
            }
        } else if !words.isEmpty {
            run(from: 0, to: words.count)
        }
    }

    /// Finds every parse of the words in `start..<end`.
    mutating func run(from start: Int, to end: Int) {
        if end != self.end { dead.removeAll(keepingCapacity: true) }
        self.start = start
        self.end = end
        visit(0, start)
    }

    private mutating func visit(_ node: Int32, _ position: Int) {
        if position == end {
            let accepting = tables.graph.accepting[Int(node)]
            arrivals += accepting.count
            for acceptance in accepting { accept(acceptance) }
            return
        }
        visits += 1
        let isJoin = visits > Self.unmemoizedVisits && tables.graph.isJoin[Int(node)]
        let key = Int64(node) << 16 | Int64(position)
        if isJoin, dead.contains(key) { return }
        let arrivalsBefore = arrivals
        if let child = tables.graph.child(of: node, word: ids[position]) {
            literalWords += 1
            visit(child, position + 1)
            literalWords -= 1
        }
        for edge in tables.graph.slotEdges[Int(node)] {
            switch tables.compiled.slots[Int(edge.slot)].kind {
            case .appName(let table), .choice(let table, _):
                if let requestValues {
                    requestValues.forEachSpan(of: edge.slot, from: position, limit: end) {
                        descend(edge, position, $0.end, $0.value)
                    }
                    guard requestValues.readsRegistryValues(of: edge.slot) else { continue }
                }
                let base = spans.count
                table.scan(ids, from: position, limit: end, appendingTo: &spans)
                for index in base..<spans.count {
                    descend(edge, position, spans[index].end, .choice(spans[index].value))
                }
                spans.removeLast(spans.count - base)
            case .freeText:
                let limit = freeTextLimit(from: position)
                for spanEnd in stride(from: limit, to: position, by: -1) { descend(edge, position, spanEnd, .words) }
            case .integer, .number, .currency, .date, .time, .duration, .percent:
                Self.readValues(
                    of: tables.compiled.slots[Int(edge.slot)], words, from: position, to: end,
                    rules: tables.compiled.currencyRules, numbers: tables.compiled.numberWords,
                    calendar: tables.compiled.calendarWords, reference: reference
                ) {
                    descend(edge, position, $0, $1)
                }
            }
        }
        if isJoin, arrivals == arrivalsBefore { dead.insert(key) }
    }

    /// Every reading of a number, amount or free-text value from `position`: where it ends and what it is.
    ///
    /// Strict and flexible matching (and the assistant reading a bare answer) read these the same way;
    /// only enum, entity and app-name values are heard with tolerances, and flexible matching narrows
    /// free text further. A negative number ("minus twenty", "-20") is read only where the slot allows it;
    /// amounts follow the registry's `CurrencyRules` and are never negative. A value outside the slot's
    /// bounds, or off its step, is not read (an amount by its amount, whatever its currency; a duration by
    /// its seconds; a percentage by its number). Dates, times, durations and percentages follow the
    /// locale's `CalendarWords` and the rules of `SpokenDate`, `SpokenTime` and `SpokenDuration`; a date or
    /// time is resolved against `reference`.
    static func readValues(
        of slot: CompiledPhrases.Slot, _ words: [String], from position: Int, to end: Int, rules: CurrencyRules,
        numbers: NumberWords, calendar: CalendarWords, reference: CalendarReference,
        _ body: (Int, Capture.Value) -> Void
    ) {
        switch slot.kind {
        case .integer, .number, .percent:
            var start = position
            var sign = 1.0
            if slot.allowsNegative, position < end, SpokenNumber.negativeSigns.contains(words[position]) {
                start += 1
                sign = -1
            }
            for reading in SpokenNumber.readings(of: words, from: start, limit: end, words: numbers) {
                let value = sign * reading.value
                if case .integer = slot.kind, value.exactInteger == nil { continue }
                if let bounds = slot.bounds, !bounds.contains(value) { continue }
                guard case .percent = slot.kind else {
                    body(reading.end, .number(value))
                    continue
                }
                for sign in calendar.readings("percent", in: words, from: reading.end, limit: end) {
                    body(sign.end, .number(value))
                }
            }
        case .date:
            for reading in SpokenDate.readings(
                of: words, from: position, limit: end, table: calendar, reference: reference)
            {
                body(reading.end, .date(reading.day))
            }
        case .time:
            for reading in SpokenTime.readings(
                of: words, from: position, limit: end, table: calendar, numbers: numbers, reference: reference)
            {
                body(reading.end, .time(hour: reading.hour, minute: reading.minute))
            }
        case .duration:
            for reading in SpokenDuration.readings(
                of: words, from: position, limit: end, table: calendar, numbers: numbers)
            {
                if let bounds = slot.bounds, !bounds.contains(Double(reading.seconds)) { continue }
                body(reading.end, .seconds(reading.seconds))
            }
        case .currency:
            let readings = SpokenAmount.readings(of: words, from: position, limit: end, rules: rules, words: numbers)
            for reading in readings {
                if let bounds = slot.bounds, !bounds.contains(reading.money.amount) { continue }
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
        guard case .appName(let table) = tables.compiled.slots[Int(CompiledPhrases.appNameSlot)].kind else {
            return end
        }
        var limit = end
        var position = start
        while position < limit {
            let base = spans.count
            table.scan(ids, from: position, limit: end, appendingTo: &spans)
            // Longest first: the last span is the shortest form starting here.
            if spans.count > base { limit = min(limit, spans[spans.count - 1].end - 1) }
            spans.removeLast(spans.count - base)
            position += 1
        }
        return limit
    }

    private mutating func descend(_ edge: PhraseGraph.SlotEdge, _ start: Int, _ spanEnd: Int, _ value: Capture.Value) {
        captures.append(Capture(slot: edge.slot, start: start, end: spanEnd, value: value))
        visit(edge.child, spanEnd)
        captures.removeLast()
    }

    private mutating func accept(_ acceptance: PhraseGraph.Acceptance) {
        guard
            var parse = Self.parse(
                acceptance, slots: tables.compiled.slots, literalWords: literalWords, captures: captures,
                span: start..<end, options: options)
        else { return }
        let intent = tables.intentOfPhrase[Int(acceptance.phrase)]
        guard intent >= 0 else {
            // The registry's first negative phrase that accepts: not the first the walk meets.
            negativePhrase = min(negativePhrase ?? Int.max, Int(acceptance.phrase))
            return
        }
        parse.fixedValues = tables.fixedValuesOfPhrase[Int(acceptance.phrase)]
        // Most acceptances lose to the intent's best so far: only a parse that is kept pays for its
        // own copy of the captures.
        let index = bestByIntent.firstIndex { $0.intent == intent }
        if let index {
            let current = bestByIntent[index].parse
            guard parse.ranks(above: current) else {
                if parse.readsOtherValues(thanTied: current) {
                    parse.readPhraseSlots(tables.graph.slotRemaps[Int(acceptance.phrase)])
                    bestByIntent[index].parse.addTiedReading(parse)
                }
                return
            }
            parse.inheritTie(of: current)
        }
        parse.readPhraseSlots(tables.graph.slotRemaps[Int(acceptance.phrase)])
        if let index {
            bestByIntent[index].parse = consume parse
        } else {
            bestByIntent.append((intent, consume parse))
        }
    }

    /// The parse a path ending at an acceptance stands for, or `nil` when the path may not end there:
    /// the app's name left out with fewer than two elements read, or not spoken when it is required.
    ///
    /// The captures are as the graph read them, some by a slot shared by the phrases of one language
    /// (`PhraseGraph.slotRemaps`): that ranks the same, and a parse that is kept is then given its
    /// phrase's own slots by `Parse.readPhraseSlots(_:)`. Takes the slots alone, not
    /// `CompiledPhrases`: a search reads it through `MatchTables`, and passing the whole struct from
    /// there copies it, a retain per table, at every acceptance.
    static func parse(
        _ acceptance: PhraseGraph.Acceptance, slots: [CompiledPhrases.Slot], literalWords: Int,
        captures: [Capture], span: Range<Int>, options: MatchOptions
    ) -> Parse? {
        if acceptance.appNameLeftOut && literalWords + captures.count < 2 { return nil }
        if options.requiresAppName && !captures.contains(where: { $0.slot == CompiledPhrases.appNameSlot }) {
            return nil
        }
        var freeText = 0
        var values = 0
        var valueWords = 0
        for capture in captures {
            if case .freeText = slots[Int(capture.slot)].kind { freeText += capture.end - capture.start }
            if capture.isEnumOrEntity {
                values += 1
                valueWords += capture.end - capture.start
            }
        }
        return Parse(
            phrase: acceptance.phrase, literalWordCount: literalWords, freeTextWordCount: freeText,
            valueCount: values, valueWordCount: valueWords, appNameLeftOut: acceptance.appNameLeftOut, span: span,
            captures: captures)
    }

    // MARK: The result

    func result(utterance: String, tokens: [Token], registry: Registry) -> MatchResult {
        // Most utterances have one candidate or none: nothing to sort.
        let ranked = bestByIntent.count > 1 ? bestByIntent.sorted { $0.parse.ranks(above: $1.parse) } : bestByIntent
        let candidates = ranked.map {
            Self.makeMatch(
                compiled: tables.compiled, intentIndex: $0.intent, parse: $0.parse, tokens: tokens,
                utterance: utterance, registry: registry, requestValues: requestValues)
        }
        let reason: MatchResult.NoMatchReason?
        var readings: [Match] = []
        if let negativePhrase {
            reason = .negativePhrase(tables.compiled.phrases[negativePhrase].template)
        } else if ranked.isEmpty {
            reason = .noPhrase
        } else if ranked.count > 1 && ranked[0].parse.ties(with: ranked[1].parse) {
            reason = .ambiguous
        } else if ranked[0].parse.hasTiedReading {
            reason = .ambiguous
            // In the order the values are declared, the registry's first, whatever order the walk met them in;
            // readings alike in that (shortcuts fixing other values) in registry order.
            let tied = ([ranked[0].parse] + ranked[0].parse.tiedReadings).sorted {
                let (one, other) = ($0.captures.map(\.declarationOrder), $1.captures.map(\.declarationOrder))
                return one == other ? $0.phrase < $1.phrase : one.lexicographicallyPrecedes(other)
            }
            readings = tied.map {
                Self.makeMatch(
                    compiled: tables.compiled, intentIndex: ranked[0].intent, parse: $0, tokens: tokens,
                    utterance: utterance, registry: registry, requestValues: requestValues)
            }
        } else {
            reason = nil
        }
        // Built once, with every field known: the result is never copied to be amended.
        return MatchResult(
            utterance: utterance, match: reason == nil ? candidates.first : nil, reason: reason,
            candidates: candidates, readings: readings)
    }

    /// The match a parse stands for: its intent, phrase and parameter values read from the captures.
    ///
    /// A parameter the words do not give takes the value the phrase's shortcut fixes, else the request's
    /// context value when it declares one, else its default.
    static func makeMatch(
        compiled: CompiledPhrases, intentIndex: Int, parse: Parse, tokens: [Token], utterance: String,
        registry: Registry, requestValues: RequestValueReadings?
    ) -> Match {
        let intent = registry.intents[intentIndex]
        let captures = parse.captures
        let phrase = compiled.phrases[Int(parse.phrase)]
        let fixed = compiled.fixedValues[Int(phrase.fixedValues)]
        var parameters: [MatchedParameter] = []
        var missing: [Parameter] = []
        var outOfRange: [String] = []
        for parameter in intent.parameters {
            guard let capture = captures.last(where: { compiled.slots[Int($0.slot)].parameterName == parameter.name })
            else {
                // A fixed value is given as surely as a spoken one, so the context does not replace it;
                // nothing of the utterance said either.
                if let value = fixed[parameter.name] {
                    parameters.append(
                        MatchedParameter(name: parameter.name, value: value, spokenText: "", isFixed: true))
                } else if let requestValues,
                    let value = requestValues.contextValue(of: parameter, compiled: compiled, registry: registry)
                {
                    parameters.append(MatchedParameter(name: parameter.name, value: value, spokenText: ""))
                } else if let value = parameter.defaultValue {
                    parameters.append(
                        MatchedParameter(name: parameter.name, value: value, spokenText: "", isDefault: true))
                } else if parameter.isRequired {
                    missing.append(parameter)
                }
                continue
            }
            let utf8 = utterance.utf8
            let spoken = String(
                utf8[
                    utf8.index(
                        utf8.startIndex, offsetBy: tokens[capture.start].sourceRange.lowerBound)..<utf8.index(
                            utf8.startIndex, offsetBy: tokens[capture.end - 1].sourceRange.upperBound)])!
            let value =
                if case .requestValue(let index) = capture.value, let requestValues {
                    requestValues.parameterValue(index, of: compiled.slots[Int(capture.slot)].kind)
                } else {
                    ParameterValue(reading: capture.value, of: compiled.slots[Int(capture.slot)].kind, spoken: spoken)
                }
            parameters.append(MatchedParameter(name: parameter.name, value: value, spokenText: spoken))
            // Read only where the parameter has an outOfRange dialog: the slot's bounds keep it out otherwise.
            if parameter.isOutOfRange(value) { outOfRange.append(parameter.name) }
        }
        return Match(
            intent: intent.name, phrase: phrase.template, phrasePath: phrase.path, parameters: parameters,
            isAppNameSpoken: captures.contains { $0.slot == CompiledPhrases.appNameSlot }, missingParameters: missing,
            outOfRangeParameters: outOfRange, literalWordCount: parse.literalWordCount,
            freeTextWordCount: parse.freeTextWordCount)
    }
}
