extension CompiledPhrases {
    /// Words that may join a phrase to the app's name ("… in VillagePay"): left out with the name.
    package static let appNameConnectives: Set<String> = [
        "in", "into", "on", "with", "using", "via", "through", "from", "at", "to", "by", "for", "inside",
    ]

    /// Compiles a registry's phrases.
    ///
    /// - Throws: `RegistryError` when a phrase is malformed or names what its intent lacks; a registry
    ///   read from a file has passed these checks already, one built in code may not have.
    /// - Complexity: proportional to the total length of the templates and spoken values.
    package init(registry: Registry) throws(RegistryError) {
        let file = registry.sourcePath ?? "registry"
        func fail(_ path: String, _ message: String) -> RegistryError {
            RegistryError(file: file, path: path, location: registry.location(of: path), message: message)
        }

        // A registry read from a file has passed this check; one built in code is checked here.
        for (intentIndex, intent) in registry.intents.enumerated() {
            for (parameterIndex, parameter) in intent.parameters.enumerated() {
                let path = "intents[\(intentIndex)].parameters[\(parameterIndex)]"
                if let problem = parameter.boundsProblem {
                    throw fail("\(path).\(problem.key)", problem.message)
                }
                if let value = parameter.defaultValue {
                    if parameter.isRequired { throw fail("\(path).default", Parameter.requiredDefaultProblem) }
                    if let problem = parameter.problem(with: value, registry: registry) {
                        throw fail("\(path).default", problem)
                    }
                }
            }
        }
        fillers = EdgeFillers(adding: registry.fillers, locale: registry.locale)
        currencyRules = CurrencyRules(registry: registry)
        numberWords = NumberWords.words(for: registry.locale)
        if !numberWords.isEnglish { hesitations = FlexibleVocabulary.hesitations(for: registry.locale) }
        calendarWords = CalendarWords.forLocale(registry.locale)
        slots.append(Slot(kind: .appName(makeAppNameTable(registry.app)), parameterName: nil, intentIndex: nil))
        // By intent index and parameter name: a key without writing a string for every slot of every phrase.
        struct SlotKey: Hashable {
            var intent: Int
            var parameter: String
        }
        var slotIndex: [SlotKey: Int32] = [:]
        // The first slot of each language, by type ("named Account", "integer"), and its kind: one
        // table per enum or entity type, however many parameters have it.
        var languages: [String: (slot: Int32, kind: Slot.Kind)] = [:]

        var sources: [(phrase: Phrase, place: (shortcut: Int?, index: Int), intentIndex: Int?)] = []
        var intentIndexByName: [String: Int] = [:]
        for (index, intent) in registry.intents.enumerated() where intentIndexByName[intent.name] == nil {
            intentIndexByName[intent.name] = index
        }
        // Each shortcut's fixed values, as an index into `fixedValues`: equal sets share one.
        var fixedValueIndex: [[String: ParameterValue]: Int32] = [[:]: 0]
        var fixedValuesOfShortcut: [Int32] = []
        for (shortcutIndex, shortcut) in registry.shortcuts.enumerated() {
            guard let intentIndex = intentIndexByName[shortcut.intent] else {
                throw fail("shortcuts[\(shortcutIndex)].intent", "unknown intent \"\(shortcut.intent)\"")
            }
            for name in shortcut.values.keys.sorted() {
                if let problem = shortcut.problem(
                    withValueOf: name, in: registry.intents[intentIndex], registry: registry)
                {
                    throw fail(SourceMap.path("shortcuts[\(shortcutIndex)].values", key: name), problem)
                }
            }
            let fixed = fixedValueIndex[shortcut.values] ?? Int32(fixedValues.count)
            if fixed == Int32(fixedValues.count) {
                fixedValueIndex[shortcut.values] = fixed
                fixedValues.append(shortcut.values)
            }
            fixedValuesOfShortcut.append(fixed)
            for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
                sources.append((phrase, (shortcutIndex, phraseIndex), intentIndex))
            }
        }
        for (index, phrase) in registry.negativePhrases.enumerated() {
            sources.append((phrase, (nil, index), nil))
        }

        // The word ids of each run of text, by the run: phrases repeat their words ("check", "in the"),
        // and tokenizing and interning a run again cost more than finding it.
        var idsOfText: [String: [Int32]] = [:]
        for source in sources {
            let template = source.phrase.template
            /// The slot a `${name}` of this phrase stands for, added on first use.
            func slot(named name: String) throws(RegistryError) -> Int32 {
                if name == Template.applicationNameSlot { return Self.appNameSlot }
                guard let intentIndex = source.intentIndex,
                    let parameter = registry.intents[intentIndex].parameter(named: name)
                else {
                    throw fail(PhraseInfo.path(source.place), "unknown parameter ${\(name)}")
                }
                if let shortcut = source.place.shortcut, registry.shortcuts[shortcut].values[name] != nil {
                    throw fail(
                        PhraseInfo.path(source.place),
                        "${\(name)} is fixed by this shortcut's values, so no phrase of it may name it; remove "
                            + "${\(name)} from the phrase, or move the phrase to a shortcut that does not fix \(name)")
                }
                let key = SlotKey(intent: intentIndex, parameter: name)
                if let index = slotIndex[key] { return index }
                var language: String
                switch parameter.type {
                case .named(let type): language = "named " + type
                default: language = "\(parameter.type)"
                }
                // A number that may be negative reads other words than one that may not.
                if parameter.allowsNegative { language += " allowing negatives" }
                // A bounded number reads fewer values than an unbounded one (unless it reads every value to
                // say its outOfRange dialog).
                if let bounds = parameter.readingBounds { language += " within \(bounds)" }
                let slot = Int32(slots.count)
                let kind: Slot.Kind
                if let known = languages[language] {
                    kind = known.kind
                    slotLanguages.append(known.slot)
                } else {
                    kind = try makeKind(parameter.type, registry: registry, path: PhraseInfo.path(source.place))
                    languages[language] = (slot, kind)
                    slotLanguages.append(slot)
                    if case .named(let typeName) = parameter.type, let type = registry.type(named: typeName),
                        let policy = type.requestValues
                    {
                        requestValueLanguages[typeName] = (slot, policy)
                        if policy == .add { indexValues(of: type) }
                    }
                }
                slots.append(Slot(kind: kind, parameter: parameter, intentIndex: intentIndex))
                slotIndex[key] = Int32(slots.count - 1)
                return Int32(slots.count - 1)
            }
            /// The parts as a pattern: text split into interned words, slots resolved, groups kept.
            func pattern(_ parts: [Template.Part]) throws(RegistryError) -> PhrasePattern {
                var sequence: [PhrasePattern] = []
                sequence.reserveCapacity(parts.count)
                for part in parts {
                    switch part {
                    case .text(let text):
                        if let ids = idsOfText[text] {
                            for id in ids { sequence.append(.word(id)) }
                            continue
                        }
                        let ids = Tokenizer.tokens(of: text, separators: numberWords.separators).map { intern($0.text) }
                        idsOfText[text] = ids
                        for id in ids { sequence.append(.word(id)) }
                    case .slot(let name):
                        sequence.append(.slot(try slot(named: name)))
                    case .group(let alternatives, let isOptional):
                        var choices: [PhrasePattern] = []
                        choices.reserveCapacity(alternatives.count)
                        for alternative in alternatives { choices.append(try pattern(alternative)) }
                        let choice = choices.count == 1 ? choices[0] : .choice(choices)
                        sequence.append(isOptional ? .optional(choice) : choice)
                    }
                }
                return sequence.count == 1 ? sequence[0] : .sequence(sequence)
            }
            phrases.append(
                PhraseInfo(
                    intentIndex: source.intentIndex, template: source.phrase.text, path: PhraseInfo.path(source.place),
                    pattern: try pattern(template.parts),
                    fixedValues: source.place.shortcut.map { fixedValuesOfShortcut[$0] } ?? 0))
        }
        for intent in registry.intents {
            for parameter in intent.parameters where parameter.context != nil {
                if case .named(let typeName) = parameter.type, let type = registry.type(named: typeName) {
                    indexValues(of: type)
                }
            }
        }
    }

    /// Fills `registryValueIndexes` for a type, once.
    private mutating func indexValues(of type: ParameterTypeDefinition) {
        guard registryValueIndexes[type.name] == nil else { return }
        var indexes: [String: Int] = [:]
        indexes.reserveCapacity(type.values.count)
        for (index, value) in type.values.enumerated() where indexes[value.identifier] == nil {
            indexes[value.identifier] = index
        }
        registryValueIndexes[type.name] = indexes
    }

    /// The phrases' graph, or the error that names the phrase it grew too large at.
    func graph(phrases: some Sequence<Int>, registry: Registry) throws(RegistryError) -> PhraseGraph {
        do {
            return try PhraseGraph.build(self, phrases: phrases)
        } catch {
            let path = self.phrases[error.phrase].path
            throw RegistryError(
                file: registry.sourcePath ?? "registry", path: path, location: registry.location(of: path),
                message: "the phrases' graph passes \(PhraseGraph.maximumSize.formatted()) nodes and edges while "
                    + "adding this phrase; split its groups into separate phrases or use a parameter for long "
                    + "lists of alternatives")
        }
    }

    /// Every sentence of every phrase as a flat sequence, with the app-name-left-out variants: the form
    /// the linter's automata and Apple's counts still read, until they read the patterns.
    ///
    /// Never used by the matcher. A phrase that stands for more than `limit` sentences lists its first
    /// `limit` only.
    package func expandedVariants(limit: Int = 4_096) -> [Variant] {
        var variants: [Variant] = []
        for (phraseIndex, phrase) in phrases.enumerated() {
            var seen = Set<Variant>()
            for elements in Self.sentences(phrase.pattern, limit: limit) where !elements.isEmpty {
                for variant in Self.variants(of: elements, phraseIndex: phraseIndex, words: words)
                where seen.insert(variant).inserted {
                    variants.append(variant)
                }
            }
        }
        return variants
    }

    /// The pattern's sentences in template order, at most `limit`.
    private static func sentences(_ pattern: PhrasePattern, limit: Int) -> [[Element]] {
        switch pattern {
        case .word(let id): return [[.word(id)]]
        case .slot(let id): return [[.slot(id)]]
        case .sequence(let parts):
            var results: [[Element]] = [[]]
            for part in parts {
                let suffixes = sentences(part, limit: limit)
                var next: [[Element]] = []
                outer: for prefix in results {
                    for suffix in suffixes {
                        if next.count == limit { break outer }
                        next.append(prefix + suffix)
                    }
                }
                results = next
            }
            return results
        case .choice(let alternatives):
            return Array(alternatives.flatMap { sentences($0, limit: limit) }.prefix(limit))
        case .optional(let inner):
            return Array(([[]] + sentences(inner, limit: limit)).prefix(limit))
        }
    }

    /// The expansion as written, and the one with the app name and its connective left out when at
    /// least two words remain (a parameter counting as one).
    private static func variants(of elements: [Element], phraseIndex: Int, words: [String]) -> [Variant] {
        let literalCount = elements.count { if case .word = $0 { return true } else { return false } }
        var result = [
            Variant(phraseIndex: phraseIndex, elements: elements, appNameSpoken: true, literalWordCount: literalCount)
        ]
        guard elements.contains(.slot(appNameSlot)) else { return result }
        var remaining: [Element] = []
        for element in elements {
            if element == .slot(appNameSlot) {
                if case .word(let id) = remaining.last, appNameConnectives.contains(words[Int(id)]) {
                    remaining.removeLast()
                }
            } else {
                remaining.append(element)
            }
        }
        if remaining.count >= 2 {
            let literals = remaining.count { if case .word = $0 { return true } else { return false } }
            result.append(
                Variant(phraseIndex: phraseIndex, elements: remaining, appNameSpoken: false, literalWordCount: literals)
            )
        }
        return result
    }

    private mutating func makeKind(_ type: ParameterType, registry: Registry, path: String) throws(RegistryError)
        -> Slot.Kind
    {
        switch type {
        case .string: return .freeText
        case .integer: return .integer
        case .number: return .number
        case .currency: return .currency
        case .date: return .date
        case .time: return .time
        case .duration: return .duration
        case .percent: return .percent
        case .named(let name):
            guard let definition = registry.type(named: name) else {
                throw RegistryError(
                    file: registry.sourcePath ?? "registry", path: path, message: "unknown type \"\(name)\"")
            }
            var forms: [(words: [Int32], valueIndex: Int)] = []
            forms.reserveCapacity(definition.values.count)
            // Room in the lexicon for every word the forms may add (a word a space, about): growing it in
            // steps rehashed every word so far, a fifth of compiling 100,000 entity values.
            var wordCount = 0
            for value in definition.values {
                value.forEachSpokenForm { spoken in wordCount += 1 + spoken.utf8.count { $0 == 0x20 } }
            }
            lexicon.reserveCapacity(lexicon.count + wordCount)
            for (index, value) in definition.values.enumerated() {
                value.forEachSpokenForm { spoken in
                    let ids = Tokenizer.tokens(of: spoken).map { intern($0.text) }
                    if !ids.isEmpty { forms.append((ids, index)) }
                }
            }
            return .choice(ChoiceTable(values: definition.values.map(\.identifier), forms: forms), definition.kind)
        }
    }

    /// Each of the app's names, joined or split at its word boundaries ("VillagePay", "Village Pay").
    private mutating func makeAppNameTable(_ app: AppName) -> ChoiceTable {
        var forms: [(words: [Int32], valueIndex: Int)] = []
        var seen = Set<[Int32]>()
        for (index, name) in app.allNames.enumerated() {
            for spelling in Self.spellings(of: name) {
                let ids = Tokenizer.words(of: spelling).map { intern($0) }
                if !ids.isEmpty, seen.insert(ids).inserted { forms.append((ids, index)) }
            }
        }
        return ChoiceTable(values: app.allNames, forms: forms)
    }

    /// A name's parts (at spaces and lower-to-upper case changes) joined in every way.
    package static func spellings(of name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if character == " " || character == "-" {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                if let previous, previous.isLowercase, character.isUppercase, !current.isEmpty {
                    parts.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { parts.append(current) }
        guard parts.count > 1, parts.count <= 6 else { return [name] }
        var spellings: [String] = []
        for mask in 0..<(1 << (parts.count - 1)) {
            var spelling = parts[0]
            for index in 1..<parts.count {
                spelling += (mask >> (index - 1)) & 1 == 1 ? " " : ""
                spelling += parts[index]
            }
            spellings.append(spelling)
        }
        return spellings
    }
}
