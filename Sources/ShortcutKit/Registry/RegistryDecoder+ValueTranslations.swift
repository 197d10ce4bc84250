/// Decoding of a translation's enum cases and entity values.
extension RegistryDecoder {
    /// Reads `"types": {"Biller": {"electricity": {"title": "Strom", "synonyms": ["Elektrizität"]}}}` under a
    /// translation: each type must be one of the registry's, each key the identifier of one of its values
    /// (so that a translation whose value was renamed or removed is an error, not a silent leftover), each
    /// title non-empty, and no spoken form listed twice.
    func decodeTranslatedValues(_ json: JSON, at path: String, locale: String, registry: Registry)
        throws(RegistryError) -> [Translation.Value]
    {
        guard case .object(let types) = json else {
            throw error(path, "expected an object of types, such as {\"Biller\": {…}}, found \(json.kindName)")
        }
        var values: [Translation.Value] = []
        for (typeName, typeJSON) in types.members {
            let typePath = SourceMap.path(path, key: typeName)
            guard let type = registry.type(named: typeName) else {
                let names = registry.types.map(\.name)
                var message = "\"\(typeName)\" is not a type of this registry; a key here is a type's name as "
                message += names.isEmpty ? "\"types\" writes it, and the registry has none" : "\"types\" writes it"
                if let suggestion = EditDistance.suggestion(for: typeName, among: names) {
                    message += "; did you mean \"\(suggestion)\"?"
                }
                throw error(typePath, message)
            }
            guard case .object(let members) = typeJSON else {
                throw error(
                    typePath,
                    "expected an object from \(type.kind.identifierKey) to title and synonyms, found \(typeJSON.kindName)"
                )
            }
            // A set, not a scan of the type's values: an entity type may have 100,000.
            let identifiers = Set(type.values.map(\.identifier))
            for (identifier, valueJSON) in members.members {
                let valuePath = SourceMap.path(typePath, key: identifier)
                guard identifiers.contains(identifier) else {
                    let what = type.kind == .enum ? "case" : "value"
                    var message =
                        "\"\(identifier)\" names no \(what) of \(typeName); a key here is a \(what)'s "
                        + "\(type.kind.identifierKey) as types.\(typeName) writes it"
                    if identifiers.count <= 1_000,
                        let suggestion = EditDistance.suggestion(for: identifier, among: type.values.map(\.identifier))
                    {
                        message += "; did you mean \"\(suggestion)\"?"
                    }
                    throw error(valuePath, message)
                }
                let fields = try object(valueJSON, at: valuePath, required: ["title"], optional: ["synonyms"])
                let title = try string(fields["title"], at: valuePath + ".title") ?? ""
                if title.isBlank {
                    throw error(
                        valuePath + ".title",
                        "must not be empty; write how people say \"\(identifier)\" in \(locale)")
                }
                let synonyms = try strings(fields["synonyms"], at: valuePath + ".synonyms")
                var seen: Set<[String]> = [Self.spokenKey(title)]
                for (index, synonym) in synonyms.enumerated() where !seen.insert(Self.spokenKey(synonym)).inserted {
                    throw error(
                        SourceMap.path(valuePath + ".synonyms", index: index),
                        "duplicate spoken form \"\(synonym)\": the title or an earlier synonym says it; list each once")
                }
                values.append(
                    Translation.Value(type: typeName, identifier: identifier, title: title, synonyms: synonyms))
            }
        }
        return values
    }

    /// A spoken form as the matcher hears it: its words, so that "Strom" and "strom " are one form.
    private static func spokenKey(_ form: String) -> [String] { Tokenizer.words(of: form) }
}
