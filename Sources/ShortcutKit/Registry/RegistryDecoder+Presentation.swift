extension RegistryDecoder {
    /// Reads a shortcut's `"parameterPresentation": {"parameter": "kind", "summary": "Open ${kind}",
    /// "optionsCollections": [{"provider": "KindOptions", "title": "Kinds", "systemImageName": "tag"}]}`.
    ///
    /// The parameter must be an enum or entity parameter of the intent that the shortcut does not fix, the
    /// summary may name only the intent's parameters, and the shortcut needs the short title and image that
    /// Apple's initializer with a presentation takes. Whether the summary names the presented parameter, and
    /// whether its type lists values, are lint's to say (`parameter-presentation`).
    func decodePresentation(
        _ json: JSON?, at path: String, intent: Intent, shortcut: Shortcut, registry: Registry
    ) throws(RegistryError) -> ParameterPresentation? {
        guard let json else { return nil }
        let fields = try object(json, at: path, required: ["parameter", "summary", "optionsCollections"], optional: [])
        if shortcut.shortTitle == nil || shortcut.systemImageName == nil {
            throw error(
                path,
                "a shortcut with a parameterPresentation needs a shortTitle and a systemImageName (Apple's "
                    + "initializer with parameterPresentation: takes both); add them to the shortcut")
        }
        let name = try requiredString(fields["parameter"], at: path + ".parameter")
        guard let parameter = intent.parameter(named: name) else {
            var message = "unknown parameter \"\(name)\""
            if let suggestion = EditDistance.suggestion(for: name, among: intent.parameters.map(\.name)) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                let names = intent.parameters.map(\.name).joined(separator: ", ")
                message += "; \(intent.name) has " + (names.isEmpty ? "no parameters" : names)
            }
            throw error(path + ".parameter", message)
        }
        guard case .named(let typeName) = parameter.type, registry.type(named: typeName) != nil else {
            throw error(
                path + ".parameter",
                "\(intent.name).\(name) is a \(parameter.type) parameter; a presentation shows one tile per value "
                    + "of an enum or entity parameter, so present one of those")
        }
        if shortcut.values[name] != nil {
            throw error(
                path + ".parameter",
                "\(name) is fixed by this shortcut's values, so it has one value, not one tile per value; remove "
                    + "it from \"values\" or present another parameter")
        }
        let summary = try requiredString(fields["summary"], at: path + ".summary")
        for placeholder in DialogText.placeholders(in: summary) where intent.parameter(named: placeholder) == nil {
            let offset = summary.range(of: "${\(placeholder)}").map {
                summary.distance(from: summary.startIndex, to: $0.lowerBound)
            }
            throw error(
                path + ".summary",
                "unknown parameter ${\(placeholder)} in the summary; it may name \(intent.name)'s parameters: "
                    + intent.parameters.map(\.name).joined(separator: ", "),
                characterOffset: offset)
        }
        let collectionsPath = path + ".optionsCollections"
        var collections: [ParameterPresentation.OptionsCollection] = []
        for (index, element) in try array(fields["optionsCollections"], at: collectionsPath).enumerated() {
            let elementPath = SourceMap.path(collectionsPath, index: index)
            let members = try object(
                element, at: elementPath, required: ["provider", "title"], optional: ["systemImageName"])
            collections.append(
                ParameterPresentation.OptionsCollection(
                    provider: try requiredString(members["provider"], at: elementPath + ".provider"),
                    title: try requiredString(members["title"], at: elementPath + ".title"),
                    systemImageName: try string(members["systemImageName"], at: elementPath + ".systemImageName")))
        }
        if collections.isEmpty {
            throw error(
                collectionsPath,
                "no options collections; Apple's builder takes at least one: add {\"provider\": \"<the app's "
                    + "DynamicOptionsProvider type>\", \"title\": \"…\"}")
        }
        return ParameterPresentation(parameter: name, summary: summary, optionsCollections: collections)
    }
}
