/// The phrase records of a registry, and their JSON and CSV text.
///
/// Every concrete phrase is a record, Apple's limits notwithstanding: the records serve people and SiriKit
/// suggestions, which know no such limits. Records come shortcut by shortcut within each locale, the
/// registry's own locale first, so that a spreadsheet reads in the registry's order.
struct PhraseRecords {
    let registry: Registry
    let records: [PhraseRecord]
    /// Shortcuts the records had to merge, since they name a shortcut by intent and short title.
    let notes: [FormatNote]

    /// - Parameter locale: only that locale's records; `nil` for every locale.
    init(registry: Registry, locale: String?) throws(FormatError) {
        self.registry = registry
        if let locale, !registry.locales.contains(locale) {
            throw FormatError(
                file: "phrases",
                message:
                    "no phrases for locale \"\(locale)\"; the registry has: \(registry.locales.joined(separator: ", "))"
            )
        }
        var records: [PhraseRecord] = []
        let (shortcuts, notes) = Self.shortcutsAsRecordsName(registry.shortcuts)
        let wanted = locale
        for locale in registry.locales where wanted == nil || wanted == locale {
            let translation = locale == registry.locale ? nil : registry.translation(for: locale)
            for shortcut in shortcuts {
                var templates: [(template: Phrase, source: String?)] = []
                for source in shortcut.phrases {
                    if let translation {
                        for template in translation.phrases(for: source.text) ?? [] {
                            templates.append((template, source.text))
                        }
                    } else {
                        templates.append((source, nil))
                    }
                }
                var isFirst = true
                for (template, source) in templates {
                    // The shortcuts were merged by name, so the phrase's text is its place.
                    let place = "\(shortcut.intent).phrases[\"\(template.text)\"]"
                    for phrase in try ConcretePhrase.expanding(template, file: "phrases", place: place) {
                        records.append(
                            PhraseRecord(
                                intent: shortcut.intent, shortTitle: shortcut.shortTitle, template: template.text,
                                phrase: Self.spoken(
                                    phrase, intent: registry.intent(named: shortcut.intent), registry: registry),
                                locale: locale, isPrimary: isFirst, source: source))
                        isFirst = false
                    }
                }
            }
        }
        self.records = records
        self.notes = notes
    }

    /// The shortcuts as records can hold them: a record names its shortcut by intent and short title,
    /// and a reader keeps each template of a shortcut once. Shortcuts that share intent and short title
    /// are written as one, at the first one's place, and a template a shortcut repeats is written once,
    /// each with a note. Writing them as they are would give a file that does not read back as itself.
    static func shortcutsAsRecordsName(_ shortcuts: [Shortcut]) -> (shortcuts: [Shortcut], notes: [FormatNote]) {
        var merged: [(place: Int, shortcut: Shortcut)] = []
        var notes: [FormatNote] = []
        for (place, shortcut) in shortcuts.enumerated() {
            let existing = merged.firstIndex {
                $0.shortcut.intent == shortcut.intent && $0.shortcut.shortTitle == shortcut.shortTitle
            }
            if let existing {
                notes.append(
                    FormatNote(
                        kind: .lossy, place: "shortcuts[\(place)]",
                        message:
                            "\(shortcut.intent) (\(shortcut.shortTitle ?? "no short title")) has the intent and short title of shortcuts[\(merged[existing].place)], and a record names its shortcut by the two: the records hold their phrases as one shortcut's; give the shortcuts different short titles to keep them apart"
                    ))
            }
            let target = existing ?? merged.count
            if existing == nil {
                var empty = shortcut
                empty.phrases = []
                merged.append((place, empty))
            }
            for (index, phrase) in shortcut.phrases.enumerated() {
                guard merged[target].shortcut.phrases.contains(phrase) else {
                    merged[target].shortcut.phrases.append(phrase)
                    continue
                }
                // Shared by two merged shortcuts: their note says so.
                guard existing == nil else { continue }
                notes.append(
                    FormatNote(
                        kind: .lossy, place: "shortcuts[\(place)].phrases[\(index)]", phrase: phrase.text,
                        message: "written once: an earlier phrase of this shortcut is the same template"))
            }
        }
        return (merged.map(\.shortcut), notes)
    }

    func jsonOutput() -> ExportResult {
        ExportResult(text: JSON.array(records.map(\.json)).prettyText + "\n", notes: notes)
    }

    func csvOutput() -> ExportResult {
        ExportResult(text: CSV.text([PhraseRecord.columns] + records.map(\.csvFields)), notes: notes)
    }

    /// A concrete phrase as a person would say it: the app's name, and a sample value for each parameter.
    static func spoken(_ phrase: ConcretePhrase, intent: Intent?, registry: Registry) -> String {
        phrase.filled { name in
            if name == Template.applicationNameSlot { return registry.app.name }
            guard let parameter = intent?.parameter(named: name) else { return name }
            return sampleValue(of: parameter, registry: registry)
        }
    }

    /// A value a person might say for a parameter: an enum's or entity's first title, a round number, an
    /// amount in the registry's default currency, or the parameter's title for free text.
    static func sampleValue(of parameter: Parameter, registry: Registry) -> String {
        switch parameter.type {
        case .named(let name): return registry.type(named: name)?.values.first?.title ?? parameter.title
        case .integer: return "3"
        case .number: return "2.5"
        case .string: return parameter.title.lowercased()
        case .date: return "tomorrow"
        case .time: return "5:30 pm"
        case .duration: return "two hours"
        case .percent: return "50%"
        case .currency:
            switch registry.defaultCurrency {
            case "USD": return "$20"
            case "EUR": return "€20"
            case "GBP": return "£20"
            default: return "20 \(registry.defaultCurrency)"
            }
        }
    }
}
