extension Registry {
    /// The registry with the accepted suggestions' templates added as phrases of their intents: to the
    /// intent's first shortcut, or a new shortcut titled as the intent when it has none.
    ///
    /// What `shortcuts suggest --write` writes. Refused suggestions are left out.
    package func adding(_ suggestions: [Suggestion]) -> Registry {
        adding(phrases: suggestions.filter(\.isAccepted).map { ($0.intent, $0.template) }).registry
    }

    /// The registry with each template added to its intent's phrases (of its first shortcut that fixes no
    /// values), and the path of each in order.
    func adding(phrases: [(intent: String, template: String)]) -> (registry: Registry, paths: [String]) {
        var registry = self
        var paths: [String] = []
        for (intentName, template) in phrases {
            let index: Int
            // A suggestion reads its values from the words, so it joins a shortcut that fixes none: a
            // phrase of one that fixes values would mean them too.
            if let existing = registry.shortcuts.firstIndex(where: { $0.intent == intentName && $0.values.isEmpty }) {
                index = existing
            } else {
                let title = registry.intent(named: intentName)?.title
                registry.shortcuts.append(Shortcut(intent: intentName, shortTitle: title, phrases: []))
                index = registry.shortcuts.count - 1
            }
            paths.append("shortcuts[\(index)].phrases[\(registry.shortcuts[index].phrases.count)]")
            registry.shortcuts[index].phrases.append(template)
        }
        return (registry, paths)
    }
}
