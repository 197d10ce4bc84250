/// Writes a registry as `AppShortcuts.xcstrings`, the string catalog Apple reads App Shortcut phrases from.
///
/// The shape Xcode writes: `sourceLanguage` (the registry's locale), `strings` with one key per exported
/// concrete phrase in Apple's placeholder form (`Check my ${account} balance in ${applicationName}`), and
/// `version`. Each other locale with translations of the key's template gets a `stringSet`: several phrases
/// per key, as App Shortcuts allow. Keys are sorted, as Xcode sorts them, so regenerating gives no diff.
/// A new key is `"extractionState": "manual"` (so Xcode keeps it where no Swift source names it) with a
/// `"translated"` string set per other locale: what Xcode writes for a key added in its catalog editor.
///
/// Given the catalog it replaces (`ExportOptions.currentText`), the export keeps that catalog's layout: its
/// keys and their order, a key's source-language string set (the other phrases a key stands for), each
/// entry's other members (`extractionState`, `comment`), each unit's kind (`stringUnit` or `stringSet`) and
/// its `state` while its values are unchanged (`needs_review` stays), and a phrase's spelling where it
/// differs from the registry's only in white space. Only what the registry changed is written anew, so
/// export → import → export of a catalog Xcode wrote gives the same bytes.
struct StringCatalogExporter {
    static let version = "1.0"

    let registry: Registry
    /// The text of the catalog being replaced, whose layout is kept; `nil` to write a new catalog.
    var currentText: String?

    /// A phrase to write, with what its translations need.
    private struct Phrase {
        var phrase: ConcretePhrase
        var intent: Intent?
        var isNegative: Bool
    }

    func export() throws(FormatError) -> ExportResult {
        let plan = try ExportPlan(registry, file: "xcstrings")
        var notes = plan.notes
        var phrases: [Phrase] = []
        for entry in plan.entries {
            let intent = registry.intent(named: entry.shortcut.intent)
            phrases += entry.phrases.map { Phrase(phrase: $0, intent: intent, isNegative: false) }
        }
        phrases += plan.negativePhrases.map { Phrase(phrase: $0, intent: nil, isNegative: true) }

        let current = currentText.flatMap { CurrentCatalog(parsing: $0, locale: registry.locale, notes: &notes) }
        // Each phrase goes to the current key that names it (as its key or in its source-language set);
        // the rest become new keys.
        var groups = [[Phrase]](repeating: [], count: current?.entries.count ?? 0)
        var newPhrases: [Phrase] = []
        for phrase in phrases {
            if let index = current?.entryIndex(of: phrase.phrase.key) {
                groups[index].append(phrase)
            } else {
                newPhrases.append(phrase)
            }
        }
        var kept: [(key: String, value: JSON)] = []
        for (index, entry) in (current?.entries ?? []).enumerated() {
            let group = groups[index]
            guard group.contains(where: { Self.normalized($0.phrase.key) == Self.normalized(entry.key) }) else {
                // The registry no longer says the key's phrase: its other phrases become keys of their own.
                newPhrases += group
                notes.append(
                    FormatNote(
                        kind: .lossy, place: "strings", phrase: entry.key,
                        message: "removed from the catalog: the registry has no such phrase any more"))
                continue
            }
            kept.append((entry.key, .object(try updated(entry, group: group, notes: &notes))))
        }
        var added: [(key: String, value: JSON)] = []
        for phrase in newPhrases {
            added.append((phrase.phrase.key, .object(try newEntry(for: [phrase], notes: &notes))))
        }
        let strings = Self.interleaving(kept: kept, added: added)

        // A translation repeated for each concrete phrase of a template is one note, not one per key.
        var uniqueNotes: [FormatNote] = []
        for note in notes where !uniqueNotes.contains(note) { uniqueNotes.append(note) }
        var root =
            current?.root
            ?? JSONObject([
                ("sourceLanguage", .string(registry.locale)), ("strings", .object(JSONObject())),
                ("version", .string(Self.version)),
            ])
        root["strings"] = .object(JSONObject(strings))
        var output: [UInt8] = []
        JSON.object(root).write(to: &output, style: .xcode)
        return ExportResult(text: String(decoding: output, as: UTF8.self) + "\n", notes: uniqueNotes)
    }

    /// The current keys in their order, with the new keys sorted and each put where a sorted catalog has it.
    static func interleaving(kept: [(key: String, value: JSON)], added: [(key: String, value: JSON)])
        -> [(String, JSON)]
    {
        let added = added.sorted { $0.key < $1.key }
        var strings: [(String, JSON)] = []
        var next = added.startIndex
        for entry in kept {
            while next < added.endIndex, added[next].key < entry.key {
                strings.append((added[next].key, added[next].value))
                next += 1
            }
            strings.append((entry.key, entry.value))
        }
        strings += added[next...].map { ($0.key, $0.value) }
        return strings
    }

    /// The translations of a key's phrases in each other locale of the registry, in registry order.
    private func translations(of group: [Phrase], notes: inout [FormatNote]) throws(FormatError)
        -> [(locale: String, values: [String])]
    {
        var result: [(String, [String])] = []
        for translation in registry.translations where translation.locale != registry.locale {
            var values: [String] = []
            var templates: [String] = []
            for phrase in group where !templates.contains(phrase.phrase.template) {
                templates.append(phrase.phrase.template)
                let translated = try ExportPlan.translatedPhrases(
                    of: phrase.phrase.template, in: translation, intent: phrase.intent, registry: registry,
                    isNegative: phrase.isNegative, file: "xcstrings", notes: &notes)
                for value in translated where !values.contains(value.key) { values.append(value.key) }
            }
            if !values.isEmpty { result.append((translation.locale, values)) }
        }
        return result
    }

    /// A key the current catalog does not have, as Xcode writes one added in its editor.
    private func newEntry(for group: [Phrase], notes: inout [FormatNote]) throws(FormatError) -> JSONObject {
        var entry = JSONObject([("extractionState", .string("manual"))])
        let localizations = try translations(of: group, notes: &notes).sorted { $0.locale < $1.locale }
        if !localizations.isEmpty {
            entry["localizations"] = .object(
                JSONObject(localizations.map { ($0.locale, Self.unit(values: $0.values, like: nil)) }))
        }
        return entry
    }

    /// A current key with the registry's phrases: its members, locales and units as they were, the values
    /// and (where they changed) the states new.
    private func updated(_ entry: CurrentCatalog.Entry, group: [Phrase], notes: inout [FormatNote]) throws(FormatError)
        -> JSONObject
    {
        var values: [String: [String]] = [:]
        let registryPhrases = Set(group.map { Self.normalized($0.phrase.key) })
        // The source language's set keeps the current phrases the registry still has.
        values[registry.locale] = entry.sourceValues.filter { registryPhrases.contains(Self.normalized($0)) }
        var newLocales: [String] = []
        for (locale, translated) in try translations(of: group, notes: &notes) {
            values[locale] = translated
            if entry.localizations?[locale] == nil { newLocales.append(locale) }
        }
        var localizations: [(String, JSON)] = []
        for (locale, current) in entry.localizations?.members ?? [] {
            if let localeValues = values[locale], !localeValues.isEmpty {
                localizations.append((locale, Self.unit(values: localeValues, like: current.objectValue)))
            } else if let object = current.objectValue, object["stringUnit"] == nil, object["stringSet"] == nil {
                // Nothing of the registry's (variations, say): kept as it is.
                localizations.append((locale, current))
            }
        }
        for locale in newLocales {
            let unit = Self.unit(values: values[locale] ?? [], like: nil)
            let index = localizations.firstIndex { $0.0 > locale } ?? localizations.endIndex
            localizations.insert((locale, unit), at: index)
        }
        var object = entry.object
        if localizations.isEmpty {
            object["localizations"] = JSON?.none
        } else {
            object["localizations"] = .object(JSONObject(localizations))
        }
        return object
    }

    /// One locale's unit with `values`: the current unit's kind, spelling and state while its values are the
    /// same modulo white space; otherwise a `stringUnit` for one value where there was one, else a
    /// `stringSet`, `"translated"`.
    static func unit(values: [String], like current: JSONObject?) -> JSON {
        let currentValues: [String]
        let isUnit: Bool
        let container: JSONObject?
        if let unit = current?["stringUnit"]?.objectValue {
            currentValues = unit["value"]?.stringValue.map { [$0] } ?? []
            isUnit = true
            container = unit
        } else if let set = current?["stringSet"]?.objectValue {
            currentValues = set["values"]?.arrayValue?.compactMap(\.stringValue) ?? []
            isUnit = false
            container = set
        } else {
            (currentValues, isUnit, container) = ([], false, nil)
        }
        // The current spelling of a value that differs only in white space.
        let spelled = values.map { value in
            currentValues.first { normalized($0) == normalized(value) } ?? value
        }
        let isUnchanged = spelled.map(normalized) == currentValues.map(normalized)
        let state = isUnchanged ? (container?["state"] ?? .string("translated")) : .string("translated")
        var localization = current ?? JSONObject()
        if isUnit, spelled.count == 1 {
            var unit = container ?? JSONObject()
            unit["state"] = state
            unit["value"] = .string(spelled[0])
            localization["stringUnit"] = .object(unit)
        } else {
            var set = isUnit ? JSONObject() : (container ?? JSONObject())
            set["state"] = state
            set["values"] = .array(spelled.map(JSON.string))
            localization["stringUnit"] = JSON?.none
            localization["stringSet"] = .object(set)
        }
        return .object(localization)
    }

    /// A phrase as Siri compares it: runs of white space (non-breaking ones too) as one space, and case.
    static func normalized(_ phrase: String) -> String {
        ConcretePhrase.normalizedSpaces(phrase).lowercased()
    }
}

/// The catalog an export replaces, read for its layout: its root members and each key's entry, with the
/// source-language phrases the key stands for.
private struct CurrentCatalog {
    struct Entry {
        var key: String
        var object: JSONObject
        var localizations: JSONObject? { object["localizations"]?.objectValue }
        /// The key's source-language values (its string set or unit), in the file's spelling.
        var sourceValues: [String]
    }

    var root: JSONObject
    var entries: [Entry] = []
    /// A normalized phrase → the first entry that names it.
    private var index: [String: Int] = [:]

    /// Reads `text`; a file that is not a catalog of the registry's locale is replaced whole, with a note.
    init?(parsing text: String, locale: String, notes: inout [FormatNote]) {
        guard let (json, _) = try? JSONParser.parse(Array(text.utf8)), let root = json.objectValue,
            let strings = root["strings"]?.objectValue, root["sourceLanguage"]?.stringValue == locale
        else {
            notes.append(
                FormatNote(
                    kind: .lossy, place: "strings",
                    message:
                        "the file being replaced is not a string catalog of locale \"\(locale)\", so its layout was not kept"
                ))
            return nil
        }
        self.root = root
        for (key, value) in strings.members {
            guard let object = value.objectValue else { continue }
            let source = object["localizations"]?[locale]
            var values = source?["stringSet"]?["values"]?.arrayValue?.compactMap(\.stringValue) ?? []
            if let unit = source?["stringUnit"]?["value"]?.stringValue { values.append(unit) }
            entries.append(Entry(key: key, object: object, sourceValues: values))
            for phrase in [key] + values {
                let normalized = StringCatalogExporter.normalized(phrase)
                if index[normalized] == nil { index[normalized] = entries.count - 1 }
            }
        }
    }

    /// The entry whose key or source-language values name the phrase, modulo white space.
    func entryIndex(of phrase: String) -> Int? {
        index[StringCatalogExporter.normalized(phrase)]
    }
}
