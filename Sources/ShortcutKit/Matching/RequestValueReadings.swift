/// A request's own values found in one utterance: where each may be read, for the walk's value slots.
///
/// Made per turn from `RequestValues`, never merged into the compiled graph: the graph stays shared and
/// immutable, and a turn without values pays nothing. Finding costs one cheap test per spoken form
/// (`FirstWordFilter`): only a form whose first word may be among the utterance's is tokenized and
/// compared, so 500 values cost microseconds, not a tokenizer run each.
struct RequestValueReadings {
    /// A request value spoken at `start..<end` of the utterance's words.
    struct Span {
        var start: Int
        var end: Int
        var value: PhraseSearch.Capture.Value
    }

    /// The spans of each type's slot, by the slot its parameters share (`CompiledPhrases.requestValueLanguages`).
    private(set) var spansByLanguage: [(language: Int32, spans: [Span])] = []
    /// The slots whose registry values this request replaces (`requestValues: "replace"` with values sent).
    private(set) var replacedLanguages: [Int32] = []
    /// The request values some span reads, as `.requestValue(index)` captures index them.
    private(set) var values: [ParameterValueDefinition] = []
    /// The request's values and context, for filling parameters and speaking values.
    let request: RequestValues

    /// The spans of a request's values in `words`; values of types the registry does not let requests
    /// extend are skipped (`Matcher.problem(in:)` names them).
    init(_ request: RequestValues, words: [String], compiled: CompiledPhrases) {
        self.request = request
        // The keys of the words heard, as a bit set: a form is read only when its first word's key is here.
        var heard = [UInt64](repeating: 0, count: FirstWordKey.count / 64)
        for word in words {
            let key = Int(FirstWordKey.key(ofWord: word))
            heard[key >> 6] |= 1 << UInt64(key & 63)
        }
        for (typeName, forms) in request.firstWords {
            guard let (language, policy) = compiled.requestValueLanguages[typeName] else { continue }
            if policy == .replace { replacedLanguages.append(language) }
            guard let list = request.entities[typeName] else { continue }
            let registryIndexes = compiled.registryValueIndexes[typeName]
            var spans: [Span] = []
            for form in forms where heard[Int(form.key) >> 6] & (1 << UInt64(form.key & 63)) != 0 {
                let value = list[Int(form.value)]
                let text = form.synonym < 0 ? value.title : value.synonyms[Int(form.synonym)]
                find(text, of: value, in: words, registryIndexes, into: &spans)
            }
            if !spans.isEmpty { spansByLanguage.append((language, spans)) }
        }
    }

    /// Adds a span for each place `form` is spoken in `words`.
    private mutating func find(
        _ form: String, of value: ParameterValueDefinition, in words: [String], _ registryIndexes: [String: Int]?,
        into spans: inout [Span]
    ) {
        let formWords = Tokenizer.words(of: form)
        guard let first = formWords.first, formWords.count <= words.count else { return }
        for start in 0...(words.count - formWords.count)
        where words[start] == first && words[start..<start + formWords.count].elementsEqual(formWords) {
            let read = capture(of: value, registryIndexes: registryIndexes)
            // A synonym equal to the title, or a form found twice, adds no second reading.
            if !spans.contains(where: { $0.start == start && $0.end == start + formWords.count && $0.value == read }) {
                spans.append(Span(start: start, end: start + formWords.count, value: read))
            }
        }
    }

    /// The capture a request value is read as: the registry's value of the same id, or its own index.
    private mutating func capture(of value: ParameterValueDefinition, registryIndexes: [String: Int]?)
        -> PhraseSearch.Capture.Value
    {
        if let index = registryIndexes?[value.identifier] { return .choice(index) }
        if let index = values.firstIndex(where: { $0.identifier == value.identifier }) { return .requestValue(index) }
        values.append(value)
        return .requestValue(values.count - 1)
    }

    /// The capture a request value of the type read on `slot` is read as, when a reading other than a
    /// strict span finds it (flexible matching).
    mutating func reading(of value: ParameterValueDefinition, slot: Int32, compiled: CompiledPhrases)
        -> PhraseSearch.Capture.Value?
    {
        guard let typeName = compiled.requestValueLanguages.first(where: { $0.value.slot == slot })?.key else {
            return nil
        }
        return capture(of: value, registryIndexes: compiled.registryValueIndexes[typeName])
    }

    /// Whether the walk reads the registry's own values on this slot.
    func readsRegistryValues(of language: Int32) -> Bool {
        !replacedLanguages.contains(language)
    }

    /// Calls `body` with each request value of this slot spoken from `position`, ending at `limit` at most.
    func forEachSpan(of language: Int32, from position: Int, limit: Int, _ body: (Span) -> Void) {
        for entry in spansByLanguage where entry.language == language {
            for span in entry.spans where span.start == position && span.end <= limit { body(span) }
        }
    }
}

extension ParameterValueDefinition {
    /// The forms a request value is spoken by: its title and synonyms, without repeats. Its id is a key
    /// for the backend (`payee-8842`), not a name.
    func forEachRequestForm(_ body: (String) -> Void) {
        body(title)
        for (index, synonym) in synonyms.enumerated() where synonym != title && !synonyms[..<index].contains(synonym) {
            body(synonym)
        }
    }
}

extension RequestValueReadings {
    /// The match value of a request value read on a slot of this kind.
    func parameterValue(_ index: Int, of kind: CompiledPhrases.Slot.Kind) -> ParameterValue {
        let identifier = values[index].identifier
        if case .choice(_, .enum) = kind { return .enumCase(identifier) }
        return .entity(identifier)
    }

    /// The value the request's context gives a parameter that declares a context key, or `nil` when it
    /// gives none or one that is not a value of the parameter's type (`Matcher.problem(in:)` names it).
    func contextValue(of parameter: Parameter, compiled: CompiledPhrases, registry: Registry) -> ParameterValue? {
        guard let key = parameter.context, let json = request.context[key] else { return nil }
        return try? ParameterValue(
            context: json, for: parameter, compiled: compiled, registry: registry, request: request)
    }
}
