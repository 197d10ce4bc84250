/// Decoding of the registry's currency rules and fillers, and of the translated dialogs and prompts.
extension RegistryDecoder {
    /// Reads `"currencies": ["USD", "EUR"]`: well-formed, unique, and holding the default currency.
    ///
    /// Whether a well-formed code is a real ISO 4217 code is the linter's question (`unknown-currency`),
    /// so that a code newer than this release's locale data does not stop a registry from loading.
    func decodeCurrencies(_ json: JSON?, defaultCurrency: String) throws(RegistryError) -> [String] {
        let codes = try strings(json, at: "currencies")
        for (index, code) in codes.enumerated() {
            let path = SourceMap.path("currencies", index: index)
            guard CurrencyNames.isWellFormedCode(code) else {
                throw error(
                    path, "expected an ISO 4217 code of three capital letters, such as \"EUR\", not \"\(code)\"")
            }
            if codes[..<index].contains(code) { throw error(path, "duplicate currency \"\(code)\"; list each once") }
        }
        if !codes.isEmpty, !codes.contains(defaultCurrency) {
            throw error(
                "currencies",
                "the default currency \"\(defaultCurrency)\" is not in \"currencies\"; add it, or change defaultCurrency"
            )
        }
        return codes
    }

    /// Reads `"currencySymbols": {"¥": "JPY"}`: a meaning for a symbol or unit word that has several.
    func decodeCurrencySymbols(_ json: JSON?, currencies: [String]) throws(RegistryError) -> [String: String] {
        guard let json else { return [:] }
        guard case .object(let object) = json else {
            throw error("currencySymbols", "expected an object such as {\"¥\": \"JPY\"}, found \(json.kindName)")
        }
        let ambiguous = CurrencyNames.ambiguousNames
        var choices: [String: String] = [:]
        for (name, value) in object.members {
            let path = SourceMap.path("currencySymbols", key: name)
            let words = Tokenizer.words(of: name)
            let known = CurrencyNames.symbols.merging(CurrencyNames.majorUnits) { first, _ in first }
                .merging(CurrencyNames.minorUnits) { first, _ in first }
            guard words.count == 1, let meaning = ambiguous[words[0]] else {
                if words.count == 1, let single = known[words[0]] ?? CurrencyNames.spokenCodes[words[0]] {
                    throw error(path, "\"\(name)\" always means \(single.codes[0]); remove it")
                }
                let names = ambiguous.keys.sorted().joined(separator: ", ")
                throw error(
                    path, "\"\(name)\" is no currency symbol or unit word with several meanings; use one of: \(names)")
            }
            let code = try requiredString(value, at: path)
            guard meaning.codes.contains(code) else {
                throw error(path, "\"\(name)\" means one of \(meaning.codes.joined(separator: ", ")), not \"\(code)\"")
            }
            if !currencies.isEmpty, !currencies.contains(code) {
                throw error(path, "\"\(code)\" is not in \"currencies\"; add it there or choose one of those")
            }
            choices[words[0]] = code
        }
        return choices
    }

    /// Reads `"fillers": {"leading": […], "trailing": […]}`, at the top level or under a translation.
    func decodeFillers(_ json: JSON?, at path: String) throws(RegistryError) -> Fillers {
        guard let json else { return Fillers() }
        let object = try object(json, at: path, required: [], optional: ["leading", "trailing"])
        var fillers = Fillers()
        for (key, keyPath) in [("leading", \Fillers.leading), ("trailing", \Fillers.trailing)] {
            let listPath = path + "." + key
            let list = try strings(object[key], at: listPath)
            for (index, filler) in list.enumerated() where Tokenizer.words(of: filler).isEmpty {
                throw error(SourceMap.path(listPath, index: index), "a filler needs at least one word")
            }
            fillers[keyPath: keyPath] = list
        }
        return fillers
    }

    /// Reads one translated dialog or prompt: its source must be a dialog, prompt or outOfRange dialog of the registry, and
    /// its placeholders ones the source uses.
    func decodeSentence(_ text: String, source: String, at path: String, registry: Registry) throws(RegistryError)
        -> Translation.Sentence
    {
        let sources =
            registry.intents.flatMap {
                [$0.dialog, $0.confirmation] + $0.parameters.flatMap { [$0.prompt, $0.outOfRange] }
            }.compactMap { $0 }
            + registry.sentences.all + registry.types.compactMap(\.disambiguation)
        try checkTranslationKey(
            source, among: sources, at: path,
            "is not a phrase, dialog, confirmation, prompt, sentence or disambiguation question of this registry; "
                + "a translation's key is the "
                + "source text exactly as written")
        let allowed = Set(DialogText.placeholders(in: source) + [Template.applicationNameSlot])
        for name in DialogText.placeholders(in: text) where !allowed.contains(name) {
            throw error(
                path,
                "unknown placeholder ${\(name)}; the source text uses: \(allowed.sorted().joined(separator: ", "))")
        }
        return Translation.Sentence(source: source, text: text)
    }

    /// Throws unless `key` is one of `sources`, with the closest source as a "did you mean".
    func checkTranslationKey(_ key: String, among sources: [String], at path: String, _ problem: String)
        throws(RegistryError)
    {
        guard !sources.contains(key) else { return }
        var message = "\"\(key)\" \(problem)"
        if let suggestion = EditDistance.suggestion(for: key, among: sources) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        throw error(path, message)
    }
}
