import Foundation

/// Reads an `AppShortcuts.xcstrings` string catalog into a registry: each locale's phrases become
/// translations of the phrase their key names.
///
/// Both entry shapes Xcode writes are read: `stringUnit` (one value) and `stringSet` (several, as App
/// Shortcuts allow). `variations` (plural or device forms) have no meaning for App Shortcut phrases and are
/// reported and skipped. A key that matches no phrase of the registry is reported, as Apple's build does.
///
/// A `Localizable.xcstrings` (`table`) is read for enum cases' titles and synonyms instead
/// (`StringCatalogImporter+Values.swift`).
struct StringCatalogImporter {
    let base: Registry
    let file: String
    var table = StringCatalogTable.appShortcuts

    func read(_ text: String) throws(FormatError) -> ImportResult {
        let bytes = Array(text.utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let json: JSON
        let sourceMap: SourceMap
        do {
            (json, sourceMap) = try JSONParser.parse(bytes)
        } catch {
            throw FormatError(
                file: file, location: error.location, message: "invalid JSON: \(error.message)",
                sourceLine: error.location.line <= lines.count ? String(lines[error.location.line - 1]) : nil)
        }
        func failure(_ path: String, _ message: String) -> FormatError {
            let location = sourceMap[path]
            return FormatError(
                file: file, path: path, location: location, message: message,
                sourceLine: location.flatMap { $0.line <= lines.count ? String(lines[$0.line - 1]) : nil })
        }
        guard case .object(let root) = json else {
            throw failure("", "expected a string catalog object, found \(json.kindName)")
        }
        for key in ["sourceLanguage", "strings", "version"] where root[key] == nil {
            throw failure("", "missing \"\(key)\"; a string catalog has sourceLanguage, strings and version")
        }
        guard let sourceLanguage = root["sourceLanguage"]?.stringValue else {
            throw failure("sourceLanguage", "expected a locale code such as \"en\"")
        }
        guard sourceLanguage == base.locale else {
            throw failure(
                "sourceLanguage",
                "the catalog's source language is \"\(sourceLanguage)\" but the registry's locale is \"\(base.locale)\"; import into a registry of that locale"
            )
        }
        guard case .object(let strings) = root["strings"]! else {
            throw failure("strings", "expected an object of keys")
        }
        if table == .localizable { return try readValues(strings, failure: failure) }
        var merger = try LocalizedPhraseMerger(base: base, file: file)
        for (key, entryJSON) in strings.members {
            let entryPath = SourceMap.path("strings", key: key)
            guard case .object(let entry) = entryJSON else {
                throw failure(entryPath, "expected an object, found \(entryJSON.kindName)")
            }
            guard let localizationsJSON = entry["localizations"] else {
                try merger.add([], forKey: key, locale: base.locale, keyPlace: "\(file): \(entryPath)")
                continue
            }
            let localizationsPath = SourceMap.path(entryPath, key: "localizations")
            guard case .object(let localizations) = localizationsJSON else {
                throw failure(localizationsPath, "expected an object of locales, found \(localizationsJSON.kindName)")
            }
            for (locale, localizationJSON) in localizations.members {
                let localePath = SourceMap.path(localizationsPath, key: locale)
                guard case .object(let localization) = localizationJSON else {
                    throw failure(localePath, "expected an object, found \(localizationJSON.kindName)")
                }
                var values: [LocalizedPhraseMerger.Value] = []
                func value(_ json: JSON?, at path: String) throws(FormatError) -> LocalizedPhraseMerger.Value {
                    guard let text = json?.stringValue else { throw failure(path, "expected a phrase string") }
                    return LocalizedPhraseMerger.Value(text: text, place: path) { failure(path, $0) }
                }
                if let unit = localization["stringUnit"] {
                    let unitPath = SourceMap.path(localePath, key: "stringUnit")
                    values.append(try value(unit["value"], at: SourceMap.path(unitPath, key: "value")))
                }
                if let set = localization["stringSet"] {
                    let valuesPath = SourceMap.path(SourceMap.path(localePath, key: "stringSet"), key: "values")
                    guard let array = set["values"]?.arrayValue else {
                        throw failure(valuesPath, "expected an array of phrases")
                    }
                    for (index, element) in array.enumerated() {
                        values.append(try value(element, at: SourceMap.path(valuesPath, index: index)))
                    }
                }
                if localization["variations"] != nil {
                    merger.note(
                        FormatNote(
                            kind: .lossy, place: "\(file): \(localePath)", phrase: key,
                            message:
                                "variations (plural or device forms) do not apply to App Shortcut phrases and were skipped; use a stringSet"
                        ))
                }
                try merger.add(values, forKey: key, locale: locale, keyPlace: "\(file): \(entryPath)")
            }
        }
        return try merger.result(file: file)
    }
}
