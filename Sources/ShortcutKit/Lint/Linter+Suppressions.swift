extension Linter {
    /// The findings the registry's `lint.ignore` does not silence, and a `stale-suppression` finding for
    /// each entry that silences none.
    ///
    /// A suppression silences a finding of its rule when every phrase it lists is one of the finding's
    /// phrases: the phrase at the finding's place and at each of its notes' places (a collision's two
    /// phrases, say). A finding about a shortcut (`shortcuts[2]`) or an intent (`intents[1]…`) concerns every
    /// phrase of that shortcut or of that intent's shortcuts; one about a type's values
    /// (`types.Contact.values[1]`), every phrase of the shortcuts whose intents take that type. Applied to
    /// the findings of every rule, after they are made, so that suppressions mean the same whatever the rules
    /// become.
    func applyingSuppressions(_ findings: [Finding], of registry: Registry) -> [Finding] {
        guard !registry.lintSuppressions.isEmpty else { return findings }
        var used = [Bool](repeating: false, count: registry.lintSuppressions.count)
        var kept: [Finding] = []
        for finding in findings {
            let phrases = Set(
                ([finding.path] + finding.notes.map(\.path)).flatMap { Self.phrases(at: $0, in: registry) })
            let silencing = registry.lintSuppressions.indices.filter { index in
                let suppression = registry.lintSuppressions[index]
                return suppression.rule == finding.rule && suppression.phrases.allSatisfy(phrases.contains)
            }
            if silencing.isEmpty {
                kept.append(finding)
            } else {
                for index in silencing { used[index] = true }
            }
        }
        let allPhrases =
            registry.shortcuts.flatMap(\.phrases) + registry.negativePhrases
            + registry.translations.flatMap { $0.entries.flatMap(\.phrases) }
        let allTexts = allPhrases.map(\.text)
        for (index, suppression) in registry.lintSuppressions.enumerated() where !used[index] {
            let path = "lint.ignore[\(index)]"
            var message: String
            if let unknown = suppression.phrases.first(where: { !allTexts.contains($0) }) {
                message = "\"\(unknown)\" is not a phrase of the registry, so this suppression silences nothing"
                if let suggestion = EditDistance.suggestion(for: unknown, among: allTexts) {
                    message += "; did you mean \"\(suggestion)\"?"
                }
            } else {
                message = "no \(suppression.rule.rawValue) finding concerns these phrases any more; remove the entry"
            }
            kept.append(
                Finding(rule: .staleSuppression, message: message, path: path, location: registry.location(of: path)))
        }
        return kept
    }

    /// The phrases a registry path concerns: the phrase written there, or every phrase of a shortcut, of an
    /// intent's shortcuts, of the shortcuts whose intents take a type, or of a translation entry.
    static func phrases(at path: String, in registry: Registry) -> [String] {
        phrasesWritten(at: path, in: registry).map(\.text)
    }

    private static func phrasesWritten(at path: String, in registry: Registry) -> [Phrase] {
        /// Every phrase of the shortcuts whose intents take the type whose path (under `prefix`) `path` is in.
        func phrasesTakingType(under prefix: String) -> [Phrase] {
            guard
                let type = registry.types.first(where: { type in
                    let typePath = SourceMap.path(prefix, key: type.name)
                    return path == typePath || path.hasPrefix(typePath + ".") || path.hasPrefix(typePath + "[")
                })
            else { return [] }
            let intents = Set(
                registry.intents.filter { $0.parameters.contains { $0.type == .named(type.name) } }.map(\.name))
            return registry.shortcuts.filter { intents.contains($0.intent) }.flatMap(\.phrases)
        }
        if path.hasPrefix("types") { return phrasesTakingType(under: "types") }
        if path.hasPrefix("translations") {
            for translation in registry.translations {
                let localePath = SourceMap.path("translations", key: translation.locale)
                // A translated value concerns the phrases that take its type, as the value itself does.
                let typesPath = SourceMap.path(localePath, key: "types")
                if path.hasPrefix(typesPath + ".") || path.hasPrefix(typesPath + "[") {
                    return phrasesTakingType(under: typesPath)
                }
                for entry in translation.entries {
                    let entryPath = SourceMap.path(localePath, key: entry.source)
                    if path == entryPath { return entry.phrases }
                    if let index = entry.phrases.indices.first(where: { SourceMap.path(entryPath, index: $0) == path })
                    {
                        return [entry.phrases[index]]
                    }
                }
            }
            return []
        }
        let indices = Self.indices(in: path)
        if path.hasPrefix("negativePhrases"), let index = indices.first,
            registry.negativePhrases.indices.contains(index)
        {
            return [registry.negativePhrases[index]]
        }
        if path.hasPrefix("shortcuts"), let index = indices.first, registry.shortcuts.indices.contains(index) {
            let shortcut = registry.shortcuts[index]
            if path.contains(".phrases["), indices.count > 1, shortcut.phrases.indices.contains(indices[1]) {
                return [shortcut.phrases[indices[1]]]
            }
            return shortcut.phrases
        }
        if path.hasPrefix("intents"), let index = indices.first, registry.intents.indices.contains(index) {
            let name = registry.intents[index].name
            return registry.shortcuts.filter { $0.intent == name }.flatMap(\.phrases)
        }
        return []
    }

    /// The array indices of a path: `shortcuts[2].phrases[1]` → `[2, 1]`.
    private static func indices(in path: String) -> [Int] {
        var result: [Int] = []
        var rest = path[...]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            if let number = Int(rest[rest.index(after: open)..<close]) { result.append(number) }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
