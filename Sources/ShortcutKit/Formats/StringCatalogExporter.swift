/// Writes a registry as `AppShortcuts.xcstrings`, the string catalog Apple reads App Shortcut phrases from.
///
/// The shape Xcode writes: `sourceLanguage` (the registry's locale), `strings` with one key per exported
/// concrete phrase in Apple's placeholder form (`Check my ${account} balance in ${applicationName}`), and
/// `version`. Each other locale with translations of the key's template gets a `stringSet`: several phrases
/// per key, as App Shortcuts allow. Keys are sorted, as Xcode sorts them, so regenerating gives no diff.
/// Entries are `"extractionState": "manual"`, so Xcode keeps them even where no Swift source names them.
struct StringCatalogExporter {
    static let version = "1.0"

    let registry: Registry

    func export() -> ExportResult {
        let plan = ExportPlan(registry)
        var notes = plan.notes
        var entries: [(key: String, value: JSON)] = []
        func add(_ phrase: ConcretePhrase, intent: Intent?, isNegative: Bool) {
            var localizations = JSONObject()
            for translation in registry.translations where translation.locale != registry.locale {
                let values = ExportPlan.translatedPhrases(
                    of: phrase.template, in: translation, intent: intent, registry: registry, isNegative: isNegative,
                    notes: &notes)
                guard !values.isEmpty else { continue }
                localizations[translation.locale] = [
                    "stringSet": ["state": "translated", "values": .array(values.map { .string($0.key) })]
                ]
            }
            var entry = JSONObject([("extractionState", "manual")])
            if !localizations.isEmpty {
                entry["localizations"] = .object(
                    JSONObject(localizations.members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
            }
            entries.append((phrase.key, .object(entry)))
        }
        for entry in plan.entries {
            let intent = registry.intent(named: entry.shortcut.intent)
            for phrase in entry.phrases { add(phrase, intent: intent, isNegative: false) }
        }
        for phrase in plan.negativePhrases { add(phrase, intent: nil, isNegative: true) }
        // A translation repeated for each concrete phrase of a template is one note, not one per key.
        var uniqueNotes: [FormatNote] = []
        for note in notes where !uniqueNotes.contains(note) { uniqueNotes.append(note) }
        let strings = JSONObject(entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        let catalog: JSON = [
            "sourceLanguage": .string(registry.locale), "strings": .object(strings), "version": .string(Self.version),
        ]
        var output: [UInt8] = []
        catalog.write(to: &output, style: .xcode)
        return ExportResult(text: String(decoding: output, as: UTF8.self) + "\n", notes: uniqueNotes)
    }
}
