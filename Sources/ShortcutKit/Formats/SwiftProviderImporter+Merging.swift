extension SwiftProviderImporter {
    /// The shortcuts read from Swift, merged into the registry the Swift was generated from.
    ///
    /// Swift holds only concrete phrases Apple accepts, so importing the generated file into its own registry
    /// must not flatten the registry's templates or lose what the export had to leave out. A base template
    /// whose exported phrases all appear in the source comes back as the template; one none of whose phrases
    /// could be exported is kept as it was; phrases the source adds or changes follow as written. Shortcuts
    /// keep the base order, new ones follow in source order, and a base shortcut the source no longer has is
    /// removed with a note. Translations follow their source phrases; those whose phrase is gone are noted.
    ///
    /// - Throws: `FormatError` when a base template stands for more concrete phrases than Swift can hold.
    static func merged(_ imported: Registry, into base: Registry, file: String, notes: inout [FormatNote])
        throws(FormatError) -> Registry
    {
        let plan = try ExportPlan(base, file: file)
        var exported: [Int: [String: [String]]] = [:]
        for entry in plan.entries {
            for phrase in entry.phrases {
                exported[entry.index, default: [:]][phrase.template, default: []].append(phrase.key)
            }
        }
        var unmatched = Array(imported.shortcuts.indices)
        var shortcuts: [Shortcut] = []
        for (index, baseShortcut) in base.shortcuts.enumerated() {
            // Several shortcuts may run one intent: the one with the same fixed values is this one, before
            // one of the same title.
            let candidates = unmatched.filter { imported.shortcuts[$0].intent == baseShortcut.intent }
            let sameValues = candidates.filter { imported.shortcuts[$0].values == baseShortcut.values }
            let exactTitle = (sameValues + candidates).first {
                imported.shortcuts[$0].shortTitle == baseShortcut.shortTitle
            }
            guard let position = exactTitle ?? sameValues.first ?? candidates.first else {
                if exported[index] == nil {
                    shortcuts.append(baseShortcut)
                } else {
                    notes.append(
                        FormatNote(
                            kind: .unmatched, place: "shortcuts[\(index)]",
                            message: "\(baseShortcut.intent) is not in the Swift source, so the shortcut was removed"))
                }
                continue
            }
            unmatched.removeAll { $0 == position }
            var shortcut = imported.shortcuts[position]
            // Without an image a short title cannot be written in Swift, so its absence there says nothing.
            if shortcut.shortTitle == nil, shortcut.systemImageName == nil, baseShortcut.systemImageName == nil {
                shortcut.shortTitle = baseShortcut.shortTitle
            }
            shortcut.phrases = collapsed(shortcut.phrases, into: baseShortcut.phrases, exported: exported[index] ?? [:])
            shortcuts.append(shortcut)
        }
        shortcuts += unmatched.map { imported.shortcuts[$0] }

        var negativeKeys: [String: [String]] = [:]
        for phrase in plan.negativePhrases { negativeKeys[phrase.template, default: []].append(phrase.key) }
        var registry = imported
        registry.shortcuts = shortcuts
        registry.negativePhrases = collapsed(
            imported.negativePhrases, into: base.negativePhrases, exported: negativeKeys)
        let sources = Set((registry.shortcuts.flatMap(\.phrases) + registry.negativePhrases).map(\.text))
        registry.translations = []
        for translation in base.translations {
            // Dialogs, prompts, fillers and values' titles are not in Swift source: they stay as the registry
            // has them, while their value does.
            let values = translation.values(keptIn: registry)
            var kept = Translation(
                locale: translation.locale, sentences: translation.sentences, fillers: translation.fillers,
                values: values.kept)
            for value in values.dropped {
                notes.append(
                    FormatNote(
                        kind: .unmatched, place: "translations.\(translation.locale).types",
                        phrase: "\(value.type).\(value.identifier)",
                        message: "the Swift source no longer has this value, so its translation was dropped"))
            }
            for entry in translation.entries {
                if sources.contains(entry.source) {
                    kept.entries.append(entry)
                } else {
                    notes.append(
                        FormatNote(
                            kind: .unmatched, place: "translations.\(translation.locale)", phrase: entry.source,
                            message: "the Swift source no longer has this phrase, so its translations were dropped"))
                }
            }
            // A locale the import emptied goes; one the registry declares empty stays, as it was written.
            if !kept.entries.isEmpty || !kept.sentences.isEmpty || !kept.fillers.isEmpty || !kept.values.isEmpty
                || translation.entries.isEmpty
            {
                registry.translations.append(kept)
            }
        }
        return registry
    }

    /// Concrete phrases folded back into the base templates they were exported from.
    ///
    /// - Parameter exported: each base template's exported concrete phrases.
    static func collapsed(_ phrases: [Phrase], into templates: [Phrase], exported: [String: [String]]) -> [Phrase] {
        var remaining = phrases
        var result: [Phrase] = []
        for template in templates {
            let keys = exported[template.text] ?? []
            if keys.isEmpty {
                // Nothing of it could be in Swift, so its absence there says nothing.
                result.append(template)
            } else if keys.allSatisfy({ key in remaining.contains { $0.text == key } }) {
                result.append(template)
                remaining.removeAll { keys.contains($0.text) }
            }
        }
        return result + remaining
    }
}
