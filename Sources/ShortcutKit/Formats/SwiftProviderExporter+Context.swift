extension SwiftProviderExporter {
    /// A note for each parameter the request's context fills (`"context": "area"`): App Intents has no
    /// request context, so the Swift cannot say it, and the app's `perform()` must fill the value itself
    /// (the room the device is in, say) when the phrase did not.
    func contextNotes() -> [FormatNote] {
        registry.intents.flatMap { intent in
            intent.parameters.compactMap { parameter -> FormatNote? in
                guard let key = parameter.context else { return nil }
                return FormatNote(
                    kind: .lossy, place: "intents.\(intent.name).parameters.\(parameter.name).context",
                    message:
                        "\(intent.name).\(parameter.name) is filled from the request's context \"\(key)\" on the server; "
                        + "App Intents has no request context, so fill it in the intent's perform() when the phrase "
                        + "did not say it")
            }
        }
    }
}
