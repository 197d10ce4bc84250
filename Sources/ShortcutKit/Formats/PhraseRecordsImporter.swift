/// Reads phrase records (JSON or CSV) back into the registry they were exported from.
///
/// The records define the shortcuts' phrases completely: a shortcut (named by intent and short title) gets
/// the templates of its records in the registry's locale, in order, and each other locale's records become
/// translations of their `source` template. Everything the records do not hold (types, intents, images,
/// negative phrases and their translations, and the translations of locales without records) comes from
/// the base registry. A base shortcut with no records is removed, with a note. The `phrase` column is derived from the template; a record whose phrase was
/// edited by hand is reported, since the template wins.
struct PhraseRecordsImporter {
    let base: Registry
    let file: String

    /// A record and where it was written, for messages.
    struct Located {
        var record: PhraseRecord
        var place: String
        var location: SourceLocation?
        var sourceLine: String?
    }

    func read(json text: String) throws(FormatError) -> ImportResult {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let json: JSON
        let sourceMap: SourceMap
        do {
            (json, sourceMap) = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw FormatError(
                file: file, location: error.location, message: "invalid JSON: \(error.message)",
                sourceLine: error.location.line <= lines.count ? lines[error.location.line - 1] : nil)
        }
        func failure(_ path: String, _ message: String) -> FormatError {
            let location = sourceMap[path]
            return FormatError(
                file: file, path: path, location: location, message: message,
                sourceLine: location.flatMap { $0.line <= lines.count ? lines[$0.line - 1] : nil })
        }
        guard case .array(let elements) = json else {
            throw failure("", "expected an array of phrase records, as the phrases export format writes them")
        }
        var records: [Located] = []
        for (index, element) in elements.enumerated() {
            let path = SourceMap.path("", index: index)
            guard case .object(let object) = element else {
                throw failure(path, "expected a record object, found \(element.kindName)")
            }
            for key in object.keys where !PhraseRecord.columns.contains(key) {
                throw failure(
                    SourceMap.path(path, key: key),
                    "unknown key \"\(key)\"; a record has: \(PhraseRecord.columns.joined(separator: ", "))")
            }
            func string(_ key: String, required: Bool) throws(FormatError) -> String? {
                guard let value = object[key] else {
                    if required { throw failure(path, "missing \"\(key)\"") }
                    return nil
                }
                guard let text = value.stringValue else {
                    throw failure(SourceMap.path(path, key: key), "expected a string, found \(value.kindName)")
                }
                return text
            }
            guard let primary = object["primary"]?.boolValue else {
                throw failure(path, "missing \"primary\" (true or false)")
            }
            let record = PhraseRecord(
                intent: try string("intent", required: true)!, shortTitle: try string("shortTitle", required: false),
                template: try string("template", required: true)!, phrase: try string("phrase", required: true)!,
                locale: try string("locale", required: true)!, isPrimary: primary,
                source: try string("source", required: false))
            let location = sourceMap[path]
            records.append(
                Located(
                    record: record, place: "\(file): \(path)", location: location,
                    sourceLine: location.flatMap { $0.line <= lines.count ? lines[$0.line - 1] : nil }))
        }
        return try merge(records)
    }

    func read(csv text: String) throws(FormatError) -> ImportResult {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows: [CSV.Row]
        do {
            rows = try CSV.rows(text)
        } catch {
            throw FormatError(file: file, location: SourceLocation(line: error.line, column: 1), message: error.message)
        }
        guard let header = rows.first else {
            throw FormatError(
                file: file,
                message: "empty file; expected a header line: \(PhraseRecord.columns.joined(separator: ","))")
        }
        var columns: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() { columns[name.trimmingCharacters(in: .whitespaces)] = index }
        for name in ["intent", "template", "locale"] where columns[name] == nil {
            throw FormatError(
                file: file, location: SourceLocation(line: header.line, column: 1),
                message:
                    "missing column \"\(name)\"; the header needs intent, template and locale, and may have: \(PhraseRecord.columns.joined(separator: ","))"
            )
        }
        var records: [Located] = []
        for row in rows.dropFirst() {
            let sourceLine = row.line <= lines.count ? lines[row.line - 1] : nil
            func field(_ name: String) -> String {
                guard let index = columns[name], index < row.fields.count else { return "" }
                return row.fields[index]
            }
            func failure(_ message: String) -> FormatError {
                FormatError(
                    file: file, location: SourceLocation(line: row.line, column: 1), message: message,
                    sourceLine: sourceLine)
            }
            for name in ["intent", "template", "locale"] where field(name).isEmpty {
                throw failure("empty \"\(name)\"; every record needs an intent, a template and a locale")
            }
            let primary: Bool
            switch field("primary").lowercased() {
            case "true", "yes", "1": primary = true
            case "false", "no", "0", "": primary = false
            default: throw failure("\"primary\" is \"\(field("primary"))\"; write true or false")
            }
            let record = PhraseRecord(
                intent: field("intent"), shortTitle: field("shortTitle").isEmpty ? nil : field("shortTitle"),
                template: field("template"), phrase: field("phrase"), locale: field("locale"), isPrimary: primary,
                source: field("source").isEmpty ? nil : field("source"))
            records.append(
                Located(
                    record: record, place: "\(file):\(row.line)", location: SourceLocation(line: row.line, column: 1),
                    sourceLine: sourceLine))
        }
        return try merge(records)
    }

    /// The base registry with the shortcuts and translations the records define.
    private func merge(_ records: [Located]) throws(FormatError) -> ImportResult {
        struct Key: Hashable {
            var intent: String
            var shortTitle: String?
        }
        func failure(_ located: Located, _ message: String) -> FormatError {
            FormatError(file: file, location: located.location, message: message, sourceLine: located.sourceLine)
        }
        /// A template's phrases as a person would say them, per intent (the sample values depend on it):
        /// a template stands for up to `ConcretePhrase.limit` records, and expanding it again for each
        /// of them made reading a file quadratic in its records.
        struct TemplateKey: Hashable {
            var intent: String
            var template: String
        }
        var spokenPhrases: [TemplateKey: (phrase: Phrase, spoken: Set<String>)] = [:]
        var notes: [FormatNote] = []
        var order: [Key] = []
        var templates: [Key: [Phrase]] = [:]
        var translations: [Translation] = []
        for located in records {
            let record = located.record
            let key = Key(intent: record.intent, shortTitle: record.shortTitle)
            guard let intent = base.intent(named: record.intent) else {
                var message = "unknown intent \"\(record.intent)\""
                if let suggestion = EditDistance.suggestion(for: record.intent, among: base.intents.map(\.name)) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message += "; declare it in the registry first"
                }
                throw failure(located, message)
            }
            let templateKey = TemplateKey(intent: intent.name, template: record.template)
            let phrase: Phrase
            let expected: Set<String>
            if let known = spokenPhrases[templateKey] {
                (phrase, expected) = known
            } else {
                do {
                    phrase = try Phrase(record.template)
                } catch {
                    throw failure(located, "malformed template \"\(record.template)\": \(error.reason)")
                }
                for name in phrase.parameterNames where intent.parameter(named: name) == nil {
                    throw failure(
                        located,
                        "unknown parameter ${\(name)} in \"\(record.template)\"; \(intent.name) has: \(intent.parameters.map(\.name).joined(separator: ", "))"
                    )
                }
                do {
                    expected = Set(
                        try ConcretePhrase.expanding(phrase).map {
                            PhraseRecords.spoken($0, intent: intent, registry: base)
                        })
                } catch {
                    throw failure(located, "malformed template \"\(record.template)\": \(error)")
                }
                spokenPhrases[templateKey] = (phrase, expected)
            }
            if !record.phrase.isEmpty, !expected.contains(record.phrase) {
                notes.append(
                    FormatNote(
                        kind: .lossy, place: located.place, phrase: record.phrase,
                        message:
                            "the phrase differs from what its template says, and the template wins; to change a phrase, edit the template column"
                    ))
            }
            if record.locale == base.locale {
                if templates[key] == nil { order.append(key) }
                if !templates[key, default: []].contains(phrase) {
                    templates[key, default: []].append(phrase)
                }
                continue
            }
            guard let source = record.source else {
                throw failure(
                    located, "a \(record.locale) record needs \"source\": the \(base.locale) template it translates")
            }
            guard templates[key]?.contains(where: { $0.text == source }) == true else {
                throw failure(
                    located,
                    "its source \"\(source)\" is no \(base.locale) template of this shortcut in an earlier record; list the \(base.locale) records first"
                )
            }
            if let index = translations.firstIndex(where: { $0.locale == record.locale }) {
                translations[index].add([phrase], for: source)
            } else {
                var translation = Translation(locale: record.locale)
                translation.add([phrase], for: source)
                translations.append(translation)
            }
        }
        var registry = base
        registry.shortcuts = order.map { key in
            let existing = base.shortcuts.first { $0.intent == key.intent && $0.shortTitle == key.shortTitle }
            return Shortcut(
                intent: key.intent, shortTitle: key.shortTitle, systemImageName: existing?.systemImageName,
                phrases: templates[key] ?? [])
        }
        for (index, shortcut) in base.shortcuts.enumerated()
        where !order.contains(Key(intent: shortcut.intent, shortTitle: shortcut.shortTitle)) {
            notes.append(
                FormatNote(
                    kind: .unmatched, place: "shortcuts[\(index)]",
                    message:
                        "\(shortcut.intent) (\(shortcut.shortTitle ?? "no short title")) has no records in \(file), so it was removed"
                ))
        }
        // Translations of negative phrases are not records, and a locale without records (an export of one
        // locale) was not edited: both stay as the base registry has them, where their phrase still exists.
        let recordLocales = Set(records.map(\.record.locale))
        let sources = Set(registry.shortcuts.flatMap(\.phrases).map(\.text))
        for baseTranslation in base.translations {
            let isEdited = recordLocales.contains(baseTranslation.locale)
            let kept = baseTranslation.entries.filter { entry in
                if base.negativePhrases.contains(where: { $0.text == entry.source }) { return true }
                guard !isEdited else { return false }
                if sources.contains(entry.source) { return true }
                notes.append(
                    FormatNote(
                        kind: .unmatched, place: "translations.\(baseTranslation.locale)", phrase: entry.source,
                        message: "the records no longer have this phrase, so its translations were dropped"))
                return false
            }
            // Dialogs, prompts, fillers and values' titles are not records: they stay as the base registry
            // has them.
            guard
                !kept.isEmpty || !baseTranslation.sentences.isEmpty || !baseTranslation.fillers.isEmpty
                    || !baseTranslation.values.isEmpty
            else {
                continue
            }
            if let index = translations.firstIndex(where: { $0.locale == baseTranslation.locale }) {
                translations[index].entries += kept
                translations[index].sentences = baseTranslation.sentences
                translations[index].fillers = baseTranslation.fillers
                translations[index].values = baseTranslation.values
            } else {
                translations.append(
                    Translation(
                        locale: baseTranslation.locale, entries: kept, sentences: baseTranslation.sentences,
                        fillers: baseTranslation.fillers, values: baseTranslation.values))
            }
        }
        registry.translations = translations
        return ImportResult(registry: try registry.validated(file: file), notes: notes)
    }
}
