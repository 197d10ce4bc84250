extension Linter {
    /// A required parameter that some phrase of its intent leaves unspoken, without a `prompt`: Siri (and
    /// `ask`) must then ask for it, and would ask with a made-up question. A value the phrase's shortcut
    /// fixes is given, as a spoken one is.
    func promptFindings(_ registry: Registry) -> [Finding] {
        var findings: [Finding] = []
        for (intentIndex, intent) in registry.intents.enumerated() {
            let shortcuts = registry.shortcuts.filter { $0.intent == intent.name }
            guard shortcuts.contains(where: { !$0.phrases.isEmpty }) else { continue }
            let named = shortcuts.flatMap { shortcut in
                shortcut.phrases.map { $0.parameterNames + shortcut.values.keys }
            }
            for (parameterIndex, parameter) in intent.parameters.enumerated()
            where parameter.isRequired && parameter.prompt == nil
                && named.contains(where: { !$0.contains(parameter.name) })
            {
                let path = "intents[\(intentIndex)].parameters[\(parameterIndex)]"
                findings.append(
                    Finding(
                        rule: .promptMissing,
                        message:
                            "\(intent.name).\(parameter.name) is required and a phrase can leave it unspoken, but it has no prompt; add \"prompt\" with the question Siri should ask",
                        path: path, location: registry.location(of: path)))
            }
        }
        return findings
    }
}
