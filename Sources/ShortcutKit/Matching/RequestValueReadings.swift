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
        let filter = FirstWordFilter(words)
        for (typeName, list) in request.entities {
            guard let (language, policy) = compiled.requestValueLanguages[typeName] else { continue }
            if policy == .replace { replacedLanguages.append(language) }
            let registryIndexes = compiled.registryValueIndexes[typeName]
            var spans: [Span] = []
            // By index, testing each form in place: a value is copied only when one of its forms may be
            // spoken, and most are not.
            for index in list.indices {
                if filter.mayStart(list[index].title) {
                    find(list[index].title, of: list[index], in: words, registryIndexes, into: &spans)
                }
                guard !list[index].synonyms.isEmpty else { continue }
                for synonym in list[index].synonyms where filter.mayStart(synonym) {
                    find(synonym, of: list[index], in: words, registryIndexes, into: &spans)
                }
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

/// A test of whether a text's first word may be one of an utterance's words, from its first two bytes:
/// a superset, so a form it rejects cannot be spoken there, and a form it passes is compared in full.
///
/// A word is keyed by its first two bytes with case folded (`& 0x1F`: a letter and its capital meet;
/// a digit meets some letters, which only adds candidates); a one-letter word by its letter alone.
/// A text passes when its first bytes do not show its first word plainly (not ASCII, punctuation), and
/// when they are those of a contraction the tokenizer expands into another first word ("Im" into "i
/// am"): those keys are set from the start.
struct FirstWordFilter {
    private var bits: [UInt64]

    init(_ words: [String]) {
        bits = Self.contractionBits
        for word in words {
            var bytes = word.utf8.makeIterator()
            // A word of other letters is found by texts that do not start plainly, which always pass.
            guard let first = bytes.next(), first < 0x80 else { continue }
            let second = bytes.next()
            let key = Self.key(first, second.map { Self.isWordASCII($0) ? $0 : 0 } ?? 0)
            bits[key >> 6] |= 1 << UInt64(key & 63)
        }
    }

    /// Whether `text`'s first word may be one of the words.
    ///
    /// Reads the text's bytes in place: it runs once per spoken form of every request value.
    @inline(__always)
    func mayStart(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { mayStart($0) } ?? true
    }

    private func mayStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count, Self.isWordASCII(bytes[index]) else { return true }
        let first = bytes[index]
        var second: UInt8 = 0
        if index + 1 < bytes.count, bytes[index + 1] != 0x20 {
            guard Self.isWordASCII(bytes[index + 1]) else { return true }
            second = bytes[index + 1]
        }
        let key = Self.key(first, second)
        return bits[key >> 6] & (1 << UInt64(key & 63)) != 0
    }

    private static func key(_ first: UInt8, _ second: UInt8) -> Int {
        Int(first & 0x1F) << 5 | Int(second & 0x1F)
    }

    private static func isWordASCII(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The keys of written contractions whose expansion starts with a word of another key.
    private static let contractionBits: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 16)
        for (written, expansion) in Array(Contractions.unambiguous) + Array(Contractions.withApostropheOnly) {
            let bytes = Array(written.utf8)
            let expanded = Array(expansion[0].utf8)
            let writtenKey = key(bytes[0], bytes.count > 1 ? bytes[1] : 0)
            if writtenKey != key(expanded[0], expanded.count > 1 ? expanded[1] : 0) {
                bits[writtenKey >> 6] |= 1 << UInt64(writtenKey & 63)
            }
        }
        return bits
    }()
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
