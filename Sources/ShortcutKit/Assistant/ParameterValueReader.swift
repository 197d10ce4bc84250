/// Reads a bare answer ("twenty dollars", "savings", "Jonas") as the value of one parameter.
///
/// When Siri has asked for a missing parameter, the next turn holds just its value, with no phrase
/// around it to match. The reader accepts the same spoken forms the matcher accepts inside a phrase (it
/// uses the same tokenizer and number and amount grammars) and sets aside the same edge fillers, so
/// "twenty dollars please" answers "How much would you like to load?" as well as it would inside
/// "Load twenty dollars into VillagePay".
struct ParameterValueReader: Sendable {
    let registry: Registry
    /// The registry's fillers and currency rules, as its matcher compiled them.
    let fillers: EdgeFillers
    let currencyRules: CurrencyRules
    /// The registry's language's number and unit words.
    let numberWords: NumberWords
    let calendarWords: CalendarWords
    /// What a date or time answer is read against.
    let reference: CalendarReference
    /// The request's own values, read beside (or instead of) the registry's as the type declares.
    let turn: RequestValues

    init(matcher: Matcher, turn: RequestValues = RequestValues(), options: MatchOptions = MatchOptions()) {
        registry = matcher.registry
        fillers = matcher.compiled.fillers
        currencyRules = matcher.compiled.currencyRules
        numberWords = matcher.compiled.numberWords
        calendarWords = matcher.compiled.calendarWords
        reference = options.calendarReference
        self.turn = turn
    }

    /// The value of `parameter` that accounts for every word of `text` but edge fillers, if there is one.
    func value(of parameter: Parameter, in text: String) -> MatchedParameter? {
        let tokens = Tokenizer.tokens(of: text, separators: numberWords.separators)
        let words = tokens.map(\.text)
        guard !words.isEmpty else { return nil }
        let utf8 = Array(text.utf8)
        let bounds = fillers.bounds(of: words)
        for start in bounds.starts {
            for end in bounds.ends where end > start {
                let spokenBytes = utf8[tokens[start].sourceRange.lowerBound..<tokens[end - 1].sourceRange.upperBound]
                let spoken = String(decoding: spokenBytes, as: UTF8.self)
                guard let value = read(parameter, words, start, end, spoken: spoken) else { continue }
                return MatchedParameter(name: parameter.name, value: value, spokenText: spoken)
            }
        }
        return nil
    }

    private func read(_ parameter: Parameter, _ words: [String], _ start: Int, _ end: Int, spoken: String)
        -> ParameterValue?
    {
        let kind: CompiledPhrases.Slot.Kind
        switch parameter.type {
        case .string:
            // Free text, as the matcher reports it: the words as spoken.
            return .string(spoken)
        case .integer: kind = .integer
        case .number: kind = .number
        case .currency: kind = .currency
        case .date: kind = .date
        case .time: kind = .time
        case .duration: kind = .duration
        case .percent: kind = .percent
        case .named(let name):
            return choice(named: name, Array(words[start..<end]))
        }
        // The matcher's own reading of numbers and amounts, so that an answer is read as the phrase would.
        let slot = CompiledPhrases.Slot(kind: kind, parameter: parameter, intentIndex: nil)
        var value: ParameterValue?
        PhraseSearch.readValues(
            of: slot, words, from: start, to: end, rules: currencyRules, numbers: numberWords,
            calendar: calendarWords, reference: reference
        ) { readingEnd, reading in
            guard value == nil, readingEnd == end else { return }
            value = ParameterValue(reading: reading, of: kind, spoken: spoken)
        }
        return value
    }

    /// The one value of the type that `said` names, or nil when it names none, or several ("Jonas" for
    /// Jonas Weber and Jonas Brown): a bare answer is never read as one of them by the order they are
    /// listed in, so such an answer goes to the backend.
    private func choice(named name: String, _ said: [String]) -> ParameterValue? {
        guard let definition = registry.type(named: name) else { return nil }
        var named: [String] = []
        let requestValues = definition.requestValues == nil ? nil : turn.entities[name]
        for requestValue in requestValues ?? [] {
            var isSaid = false
            requestValue.forEachRequestForm { isSaid = isSaid || Tokenizer.words(of: $0) == said }
            if isSaid, !named.contains(requestValue.identifier) { named.append(requestValue.identifier) }
        }
        if requestValues == nil || definition.requestValues == .add {
            for registryValue in definition.values
            where !named.contains(registryValue.identifier)
                && registryValue.spokenForms.contains(where: { Tokenizer.words(of: $0) == said })
            {
                named.append(registryValue.identifier)
            }
        }
        guard named.count == 1 else { return nil }
        return definition.kind == .enum ? .enumCase(named[0]) : .entity(named[0])
    }
}
