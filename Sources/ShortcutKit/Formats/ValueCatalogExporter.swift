/// Writes the enum cases' titles and synonyms as `Localizable.xcstrings`, the catalog Apple localizes a
/// case's `DisplayRepresentation` from.
///
/// Each key is a case's title or synonym in the registry's locale, as the Swift export writes it in
/// `caseDisplayRepresentations`; each other locale's string is the translation's title for a title, and
/// its synonym at the same position for a synonym (Apple translates each source string once, so a locale
/// with more synonyms than the source keeps the rest in the registry only, with a note). Entity values are
/// not written: an entity's title comes from the app's query at run time, not from a catalog.
///
/// Given the catalog it replaces (`ExportOptions.currentText`), every key that is not a case's form stays
/// as it is (the app's other strings), and so do a case key's other locales, members and states while
/// unchanged; new keys go where a sorted catalog has them.
struct ValueCatalogExporter {
    let registry: Registry
    /// The text of the catalog being replaced, whose other keys are kept; `nil` to write a new catalog.
    var currentText: String?

    /// A case's title or synonym and its strings in the other locales.
    private struct Key {
        var key: String
        var comment: String
        var strings: [(locale: String, text: String)] = []
    }

    func export() -> ExportResult {
        var notes: [FormatNote] = []
        var keys: [Key] = []
        var indexByKey: [String: Int] = [:]
        func declare(_ key: String, comment: String) {
            guard indexByKey[key] == nil else { return }
            indexByKey[key] = keys.count
            keys.append(Key(key: key, comment: comment))
        }
        for type in registry.types where type.kind == .enum {
            for value in type.values {
                declare(value.title, comment: "The title of \(type.name).\(value.identifier)")
                for synonym in value.synonyms {
                    declare(synonym, comment: "A synonym of \(type.name).\(value.identifier)")
                }
            }
        }
        func set(_ key: String, _ text: String, locale: String, place: String) {
            guard let index = indexByKey[key] else { return }
            if let earlier = keys[index].strings.first(where: { $0.locale == locale }) {
                if earlier.text != text {
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: place, phrase: key,
                            message: "two values say this in the registry's locale, and a catalog translates a key "
                                + "once: \(locale) keeps \"\(earlier.text)\", not \"\(text)\""))
                }
                return
            }
            keys[index].strings.append((locale, text))
        }
        for translation in registry.translations where translation.locale != registry.locale {
            let translated = translation.valuesByType
            let typesPath = SourceMap.path(SourceMap.path("translations", key: translation.locale), key: "types")
            for type in registry.types {
                guard let values = translated[type.name] else { continue }
                let typePath = SourceMap.path(typesPath, key: type.name)
                guard type.kind == .enum else {
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: typePath,
                            message: "entity values are not in a string catalog (the app's query gives their "
                                + "titles), so these stay in the registry only"))
                    continue
                }
                for value in type.values {
                    guard let localized = values[value.identifier] else { continue }
                    let place = SourceMap.path(typePath, key: value.identifier)
                    set(value.title, localized.title, locale: translation.locale, place: place)
                    for (index, synonym) in localized.synonyms.enumerated() {
                        guard index < value.synonyms.count else {
                            notes.append(
                                FormatNote(
                                    kind: .lossy, place: place + ".synonyms", phrase: synonym,
                                    message:
                                        "the source has \(value.synonyms.count) synonym\(value.synonyms.count == 1 ? "" : "s") "
                                        + "and a catalog translates each once, so this one stays in the "
                                        + "registry only"))
                            continue
                        }
                        set(value.synonyms[index], synonym, locale: translation.locale, place: place)
                    }
                }
            }
        }

        var root = JSONObject([
            ("sourceLanguage", .string(registry.locale)), ("strings", .object(JSONObject())),
            ("version", .string(StringCatalogExporter.version)),
        ])
        var current: [(key: String, value: JSON)] = []
        if let currentText {
            if let (json, _) = try? JSONParser.parse(Array(currentText.utf8)), let object = json.objectValue,
                let strings = object["strings"]?.objectValue, object["sourceLanguage"]?.stringValue == registry.locale
            {
                root = object
                current = strings.members.map { ($0.0, $0.1) }
            } else {
                notes.append(
                    FormatNote(
                        kind: .lossy, place: "strings",
                        message: "the file being replaced is not a string catalog of locale \"\(registry.locale)\", "
                            + "so its other strings were not kept"))
            }
        }
        var kept: [(key: String, value: JSON)] = []
        var written = Set<String>()
        for (key, value) in current {
            guard let index = indexByKey[key], let object = value.objectValue else {
                kept.append((key, value))
                continue
            }
            written.insert(key)
            kept.append((key, .object(Self.updated(object, with: keys[index].strings))))
        }
        var added: [(key: String, value: JSON)] = []
        for key in keys where !written.contains(key.key) {
            let entry = JSONObject([
                ("comment", .string(key.comment)), ("extractionState", .string("manual")),
            ])
            added.append((key.key, .object(Self.updated(entry, with: key.strings))))
        }
        root["strings"] = .object(JSONObject(StringCatalogExporter.interleaving(kept: kept, added: added)))
        var output: [UInt8] = []
        JSON.object(root).write(to: &output, style: .xcode)
        return ExportResult(text: String(decoding: output, as: UTF8.self) + "\n", notes: notes)
    }

    /// An entry with a `stringUnit` per locale for `strings`; its other locales and members stay.
    private static func updated(_ entry: JSONObject, with strings: [(locale: String, text: String)]) -> JSONObject {
        guard !strings.isEmpty else { return entry }
        var localizations = entry["localizations"]?.objectValue ?? JSONObject()
        for (locale, text) in strings {
            // A key translates to one string: a unit, as Xcode writes one, unless the catalog has a set there.
            let current = localizations[locale]?.objectValue ?? JSONObject([("stringUnit", .object(JSONObject()))])
            localizations[locale] = StringCatalogExporter.unit(values: [text], like: current)
        }
        var members = localizations.members
        members.sort { $0.0 < $1.0 }
        var result = entry
        result["localizations"] = .object(JSONObject(members.map { ($0.0, $0.1) }))
        return result
    }
}
