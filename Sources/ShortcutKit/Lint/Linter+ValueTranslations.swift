extension Linter {
    /// The most values a finding names; the rest are counted (an entity type may have 100,000).
    static let namedValueLimit = 5

    /// `untranslated-value`: for each type a translation's phrases take, the values the translation gives
    /// no title. `localized(to:)` keeps their source titles, so "hier" is heard where "yesterday" is not:
    /// the phrase is translated, its value is not.
    ///
    /// One finding per locale and type, at the first translated phrase that takes the type (so that
    /// `lint.ignore` silences it by that phrase), with a note at each other one.
    func untranslatedValueFindings(_ registry: Registry, _ translation: Translation) -> [Finding] {
        let localePath = SourceMap.path("translations", key: translation.locale)
        // Type name → the translation entries whose phrases take it, in the order written.
        var entriesByType: [(type: String, paths: [String])] = []
        for entry in translation.entries {
            let named = Set(entry.phrases.flatMap(\.parameterNames))
            let intents = registry.shortcuts.filter { $0.phrases.contains { $0.text == entry.source } }
                .compactMap { registry.intent(named: $0.intent) }
            for parameter in intents.flatMap(\.parameters) where named.contains(parameter.name) {
                guard case .named(let typeName) = parameter.type else { continue }
                let path = SourceMap.path(localePath, key: entry.source)
                if let index = entriesByType.firstIndex(where: { $0.type == typeName }) {
                    if !entriesByType[index].paths.contains(path) { entriesByType[index].paths.append(path) }
                } else {
                    entriesByType.append((typeName, [path]))
                }
            }
        }
        let translated = translation.valuesByType
        var findings: [Finding] = []
        for (typeName, paths) in entriesByType {
            guard let type = registry.type(named: typeName) else { continue }
            let done = translated[typeName] ?? [:]
            let missing = type.values.map(\.identifier).filter { done[$0] == nil }
            guard let first = missing.first, let path = paths.first else { continue }
            var named = missing.prefix(Self.namedValueLimit).map { "\"\($0)\"" }.joined(separator: ", ")
            if missing.count > Self.namedValueLimit { named += " and \(missing.count - Self.namedValueLimit) more" }
            let locale = translation.locale
            let which =
                missing.count == type.values.count
                ? "no value of \(typeName) has a title in \(locale)"
                : "\(missing.count) of the \(type.values.count) values of \(typeName) \(missing.count == 1 ? "has" : "have") "
                    + "no title in \(locale)"
            let typePath = SourceMap.path(SourceMap.path(localePath, key: "types"), key: typeName)
            var finding = Finding(
                rule: .untranslatedValue,
                message: "\(locale): \(which) (\(named)), so the translated phrases hear them only as the "
                    + "registry's own locale says them; add \"\(first)\": {\"title\": \"…\"} under \(typePath)",
                path: path, location: registry.location(of: path))
            finding.locale = translation.locale
            finding.notes = paths.dropFirst().map { other in
                Finding.Note(
                    message: "another phrase of \(translation.locale) takes \(typeName)", path: other,
                    location: registry.location(of: other))
            }
            findings.append(finding)
        }
        return findings
    }

    /// `shared-spoken-form` in a locale: values of one type that its translation gives one spoken form
    /// ("Strom" for two cases), as `match --locale` hears them. Only forms a translated value takes part in
    /// are reported here; the registry's own are reported once, at the registry's values.
    func translatedSharedSpokenFormFindings(_ registry: Registry, _ translation: Translation) -> [Finding] {
        let translated = translation.valuesByType
        guard !translated.isEmpty, var localized = try? registry.localized(to: translation.locale) else {
            return []
        }
        localized.types = localized.types.filter { translated[$0.name] != nil }
        // Each translated value's path in the localized registry → its path in the translation.
        let typesPath = SourceMap.path(SourceMap.path("translations", key: translation.locale), key: "types")
        var paths: [String: String] = [:]
        for type in localized.types {
            let listPath = SourceMap.path(
                SourceMap.path("types", key: type.name), key: type.kind == .enum ? "cases" : "values")
            for (index, value) in type.values.enumerated() where translated[type.name]?[value.identifier] != nil {
                paths[SourceMap.path(listPath, index: index)] = SourceMap.path(
                    SourceMap.path(typesPath, key: type.name), key: value.identifier)
            }
        }
        return sharedSpokenFormFindings(localized).compactMap { finding in
            guard ([finding.path] + finding.notes.map(\.path)).contains(where: { paths[$0] != nil }) else {
                return nil
            }
            var finding = finding
            finding.message = "\(translation.locale): \(finding.message)"
            finding.locale = translation.locale
            finding.path = paths[finding.path] ?? finding.path
            finding.location = registry.location(of: finding.path)
            for index in finding.notes.indices {
                finding.notes[index].path = paths[finding.notes[index].path] ?? finding.notes[index].path
                finding.notes[index].location = registry.location(of: finding.notes[index].path)
            }
            return finding
        }
    }
}
