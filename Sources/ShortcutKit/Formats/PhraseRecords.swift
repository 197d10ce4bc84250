/// The phrase records of a registry, and their JSON and CSV text.
///
/// Every concrete phrase is a record, Apple's limits notwithstanding: the records serve people and SiriKit
/// suggestions, which know no such limits. Records come shortcut by shortcut within each locale, the
/// registry's own locale first, so that a spreadsheet reads in the registry's order.
struct PhraseRecords {
    let registry: Registry
    let records: [PhraseRecord]

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
        let wanted = locale
        for locale in registry.locales where wanted == nil || wanted == locale {
            let translation = locale == registry.locale ? nil : registry.translation(for: locale)
            for shortcut in registry.shortcuts {
                var templates: [(template: String, source: String?)] = []
                for source in shortcut.phrases {
                    if let translation {
                        for template in translation.phrases(for: source) ?? [] { templates.append((template, source)) }
                    } else {
                        templates.append((source, nil))
                    }
                }
                var isFirst = true
                for (template, source) in templates {
                    for phrase in (try? ConcretePhrase.expanding(template)) ?? [] {
                        records.append(
                            PhraseRecord(
                                intent: shortcut.intent, shortTitle: shortcut.shortTitle, template: template,
                                phrase: Self.spoken(
                                    phrase, intent: registry.intent(named: shortcut.intent), registry: registry),
                                locale: locale, isPrimary: isFirst, source: source))
                        isFirst = false
                    }
                }
            }
        }
        self.records = records
    }

    func jsonOutput() -> ExportResult {
        ExportResult(text: JSON.array(records.map(\.json)).prettyText + "\n")
    }

    func csvOutput() -> ExportResult {
        ExportResult(text: CSV.text([PhraseRecord.columns] + records.map(\.csvFields)))
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
