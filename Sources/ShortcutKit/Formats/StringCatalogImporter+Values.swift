/// Reading a `Localizable.xcstrings` for enum cases' titles and synonyms.
extension StringCatalogImporter {
    /// Where a source string is a case's form: its type, identifier, and which synonym (`nil` for the title).
    private struct Form {
        var type: String
        var identifier: String
        var synonym: Int?
        /// The value's place among all the registry's values: new translations are added in that order.
        var order: Int
    }

    /// A case's strings in one locale, as the catalog gives them.
    private struct Found {
        var title: String?
        var synonyms: [Int: String] = [:]
    }

    /// Files each locale's string of a key that is an enum case's title or synonym (`ValueCatalogExporter`
    /// writes them) as that case's translated title or synonym; every other key is one of the app's own
    /// strings and is passed over in silence. A case's strings replace its translated title and the synonyms
    /// at the same positions; synonyms the registry has beyond the catalog's stay.
    func readValues(_ strings: JSONObject, failure: (String, String) -> FormatError) throws(FormatError)
        -> ImportResult
    {
        var forms: [String: [Form]] = [:]
        var order = 0
        for type in base.types where type.kind == .enum {
            for value in type.values {
                forms[value.title, default: []].append(
                    Form(type: type.name, identifier: value.identifier, order: order))
                for (index, synonym) in value.synonyms.enumerated() {
                    forms[synonym, default: []].append(
                        Form(type: type.name, identifier: value.identifier, synonym: index, order: order))
                }
                order += 1
            }
        }
        var notes: [FormatNote] = []
        // Locale → "type\u{0}identifier" → what the catalog says, in the order first found.
        var found: [(locale: String, values: [(key: String, form: Form, found: Found)])] = []
        for (key, entryJSON) in strings.members {
            guard let keyForms = forms[key] else { continue }
            let entryPath = SourceMap.path("strings", key: key)
            guard case .object(let entry) = entryJSON else {
                throw failure(entryPath, "expected an object, found \(entryJSON.kindName)")
            }
            let localizationsPath = SourceMap.path(entryPath, key: "localizations")
            for (locale, localizationJSON) in entry["localizations"]?.objectValue?.members ?? []
            where locale != base.locale {
                let localePath = SourceMap.path(localizationsPath, key: locale)
                if localizationJSON["variations"] != nil {
                    notes.append(
                        FormatNote(
                            kind: .lossy, place: "\(file): \(localePath)", phrase: key,
                            message: "variations (plural or device forms) do not apply to a case's title and were "
                                + "skipped; use a stringUnit"))
                }
                let unitPath = SourceMap.path(SourceMap.path(localePath, key: "stringUnit"), key: "value")
                let text =
                    localizationJSON["stringUnit"]?["value"]?.stringValue
                    ?? localizationJSON["stringSet"]?["values"]?.arrayValue?.first?.stringValue
                guard let text else {
                    if localizationJSON["stringUnit"] != nil { throw failure(unitPath, "expected a string") }
                    continue
                }
                guard !text.isBlank else { continue }
                let localeIndex =
                    found.firstIndex { $0.locale == locale }
                    ?? {
                        found.append((locale, []))
                        return found.count - 1
                    }()
                for form in keyForms {
                    let id = form.type + "\u{0}" + form.identifier
                    var index = found[localeIndex].values.firstIndex { $0.key == id }
                    if index == nil {
                        found[localeIndex].values.append((id, form, Found()))
                        index = found[localeIndex].values.count - 1
                    }
                    if let synonym = form.synonym {
                        found[localeIndex].values[index!].found.synonyms[synonym] = text
                    } else {
                        found[localeIndex].values[index!].found.title = text
                    }
                }
            }
        }
        var registry = base
        for (locale, values) in found {
            let translationIndex =
                registry.translations.firstIndex { $0.locale == locale }
                ?? {
                    registry.translations.append(Translation(locale: locale))
                    return registry.translations.count - 1
                }()
            var translation = registry.translations[translationIndex]
            for (_, form, strings) in values.sorted(by: { $0.form.order < $1.form.order }) {
                let existing = translation.values.firstIndex {
                    $0.type == form.type && $0.identifier == form.identifier
                }
                guard let title = strings.title ?? existing.map({ translation.values[$0].title }) else {
                    notes.append(
                        FormatNote(
                            kind: .unmatched, place: "\(file): strings", phrase: "\(form.type).\(form.identifier)",
                            message: "\(locale) translates synonyms of this case but not its title, so they were "
                                + "skipped; translate the title too"))
                    continue
                }
                var synonyms = strings.synonyms.sorted { $0.key < $1.key }.map(\.value)
                synonyms += existing.map { translation.values[$0].synonyms } ?? []
                var seen: Set<[String]> = [Tokenizer.words(of: title)]
                synonyms = synonyms.filter { seen.insert(Tokenizer.words(of: $0)).inserted }
                let value = Translation.Value(
                    type: form.type, identifier: form.identifier, title: title, synonyms: synonyms)
                if let existing {
                    translation.values[existing] = value
                } else {
                    translation.values.append(value)
                }
            }
            registry.translations[translationIndex] = translation
        }
        return ImportResult(registry: try registry.validated(file: file), notes: notes)
    }
}
