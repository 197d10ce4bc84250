extension SwiftProviderExporter {
    /// The intent parameters that get a "Which one?" method: each whose type is an enum or entity type with
    /// request values (a user's payees, where two share a first name) or its own `disambiguation` question.
    func disambiguatedParameters() -> [(intent: Intent, parameter: Parameter, type: ParameterTypeDefinition)] {
        var result: [(intent: Intent, parameter: Parameter, type: ParameterTypeDefinition)] = []
        for intent in registry.intents {
            for parameter in intent.parameters {
                guard case .named(let typeName) = parameter.type, let type = registry.type(named: typeName),
                    type.requestValues != nil || type.disambiguation != nil
                else { continue }
                result.append((intent, parameter, type))
            }
        }
        return result
    }

    /// One extension per intent with such parameters: for each, `request<Parameter>Disambiguation(among:heard:
    /// choices:)`, which asks the registry's question (the type's `disambiguation`, or the default "Which
    /// ${heard}: ${choices}?") through App Intents' `IntentParameter.requestDisambiguation(among:dialog:)` and
    /// returns the value the person picks, for the app's `perform()` to call when its look-up of what was
    /// said finds several values.
    ///
    /// `${heard}` and `${choices}` become the method's `heard` and `choices` arguments: the app knows how its
    /// values are titled, so it passes their titles joined as Siri should say them ("Jonas Weber or Jonas
    /// Brown"). Apple has the method from iOS 16, as App Shortcuts, so no availability is written.
    func disambiguationExtensions() -> [String] {
        var lines: [String] = []
        var currentIntent: String?
        for (intent, parameter, type) in disambiguatedParameters()
        where SwiftSource.isIdentifier(intent.name) && SwiftSource.isIdentifier(parameter.name)
            && SwiftSource.isIdentifier(type.name)
        {
            if currentIntent != intent.name {
                if currentIntent != nil { lines.append("}") }
                lines += ["", "extension \(intent.name) {"]
                currentIntent = intent.name
            } else {
                lines.append("")
            }
            let question = type.disambiguation ?? ParameterTypeDefinition.defaultDisambiguation
            let literal = DialogText.replacingPlaceholders(in: question, literal: SwiftSource.escaped) { "\\(\($0))" }
            lines += [
                "    /// Asks which \(type.title) was meant when what was said (`heard`) names several (`candidates`), with",
                "    /// the registry's question; `choices` is their titles as Siri should say them. Returns the one picked.",
                "    func \(Self.disambiguationMethod(for: parameter))(",
                "        among candidates: [\(type.name)], heard: String, choices: String",
                "    ) async throws -> \(type.name) {",
                "        try await $\(parameter.name).requestDisambiguation(among: candidates, dialog: \"\(literal)\")",
                "    }",
            ]
        }
        if currentIntent != nil { lines.append("}") }
        return lines
    }

    /// The notes for an export into the app's own provider file, which gets no extensions.
    func disambiguationSpliceNotes() -> [FormatNote] {
        disambiguatedParameters().map { intent, parameter, _ in
            FormatNote(
                kind: .lossy, place: "intents.\(intent.name).\(parameter.name)",
                message:
                    "no \(Self.disambiguationMethod(for: parameter))(among:heard:choices:) was written for \(intent.name): the file is the app's own provider; export to a file of its own to get the extension, or call $\(parameter.name).requestDisambiguation(among:dialog:) in its perform()"
            )
        }
    }

    /// `requestRecipientDisambiguation` for the parameter `recipient`.
    private static func disambiguationMethod(for parameter: Parameter) -> String {
        "request" + parameter.name.prefix(1).uppercased() + parameter.name.dropFirst() + "Disambiguation"
    }
}
