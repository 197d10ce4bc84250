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

    func export() -> FormatOutput {
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
        Self.writeXcodeStyle(catalog, to: &output, level: 0)
        return FormatOutput(text: String(decoding: output, as: UTF8.self) + "\n", notes: uniqueNotes)
    }

    /// JSON as Xcode writes string catalogs: two-space indent and `"key" : value`.
    ///
    /// Xcode rewrites a catalog in its own style whenever it touches it; writing the same bytes means a
    /// catalog regenerated in a build step and one saved by Xcode do not differ line by line.
    static func writeXcodeStyle(_ value: JSON, to output: inout [UInt8], level: Int) {
        func newline(_ level: Int) {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        }
        switch value {
        case .object(let object) where !object.isEmpty:
            output.append(UInt8(ascii: "{"))
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(level + 1)
                JSON.writeString(member.key, to: &output)
                output.append(contentsOf: " : ".utf8)
                writeXcodeStyle(member.value, to: &output, level: level + 1)
            }
            newline(level)
            output.append(UInt8(ascii: "}"))
        case .array(let elements) where !elements.isEmpty:
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(level + 1)
                writeXcodeStyle(element, to: &output, level: level + 1)
            }
            newline(level)
            output.append(UInt8(ascii: "]"))
        default:
            output.append(contentsOf: value.compactText.utf8)
        }
    }
}
