extension SwiftProviderExporter {
    /// One extension per intent with a `confirm` question: `requestRegistryConfirmation()`, which asks the
    /// question through App Intents' `requestConfirmation(conditions:actionName:dialog:)` with the intent's
    /// own parameter values, for the app to call first in `perform()`.
    ///
    /// Apple has that method from iOS 18 and macOS 15, so the extension is marked available from there; the
    /// intents themselves are the app's code, so the question names their `@Parameter` properties by the
    /// registry's parameter names. `${applicationName}` is written as the app's name.
    func confirmationExtensions() -> [String] {
        var lines: [String] = []
        for intent in registry.intents {
            guard let question = intent.confirmation, SwiftSource.isIdentifier(intent.name) else { continue }
            let literal = DialogText.replacingPlaceholders(in: question, literal: SwiftSource.escaped) { name in
                name == Template.applicationNameSlot ? SwiftSource.escaped(registry.app.name) : "\\(\(name))"
            }
            lines += [
                "",
                "@available(iOS 18.0, macOS 15.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)",
                "extension \(intent.name) {",
                "    /// Asks the registry's question (`confirm` in the registry) before the action runs: call it first in",
                "    /// `perform()`. It throws when the person declines, so nothing after it runs.",
                "    func requestRegistryConfirmation() async throws {",
                "        try await requestConfirmation(dialog: \"\(literal)\")",
                "    }",
                "}",
            ]
        }
        return lines
    }
}
