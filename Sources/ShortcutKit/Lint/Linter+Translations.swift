extension Linter {
    /// Lints a translation's phrases as the matcher compiles them for its locale, and points each finding
    /// at the translated phrase in `translations`, not at the source phrase it replaces.
    func translationFindings(_ registry: Registry, _ translation: Translation) -> [Finding] {
        guard let localized = try? registry.localized(to: translation.locale) else { return [] }
        let paths = Self.translatedPaths(registry, translation)
        func remap(_ path: String) -> String { paths[path] ?? path }
        return localeFindings(localized, registryLevel: false).map { finding in
            var finding = finding
            finding.message = "\(translation.locale): \(finding.message)"
            finding.locale = translation.locale
            finding.path = remap(finding.path)
            finding.location = registry.location(of: finding.path)
            for index in finding.notes.indices {
                finding.notes[index].path = remap(finding.notes[index].path)
                finding.notes[index].location = registry.location(of: finding.notes[index].path)
            }
            if var witness = finding.witness {
                for index in witness.readings.indices {
                    witness.readings[index].phrasePath = remap(witness.readings[index].phrasePath)
                }
                finding.witness = witness
            }
            return finding
        }
    }

    /// Where each phrase of `registry.localized(to:)` was written: its path in the localized registry
    /// (`shortcuts[0].phrases[1]`) to its path in the file (`translations.de["Open ${applicationName}"][0]`).
    ///
    /// Follows `localized(to:)`: shortcuts without translated phrases are left out, and a phrase that two
    /// sources of one shortcut share appears once.
    static func translatedPaths(_ registry: Registry, _ translation: Translation) -> [String: String] {
        let localePath = SourceMap.path("translations", key: translation.locale)
        var paths: [String: String] = [:]
        func collect(_ sources: [Phrase], into prefix: (Int) -> String) -> Int {
            var seen: [Phrase] = []
            for source in sources {
                for (index, phrase) in (translation.phrases(for: source.text) ?? []).enumerated()
                where !seen.contains(phrase) {
                    paths[prefix(seen.count)] = SourceMap.path(
                        SourceMap.path(localePath, key: source.text), index: index)
                    seen.append(phrase)
                }
            }
            return seen.count
        }
        var shortcutIndex = 0
        for shortcut in registry.shortcuts {
            let index = shortcutIndex
            if collect(shortcut.phrases, into: { "shortcuts[\(index)].phrases[\($0)]" }) > 0 { shortcutIndex += 1 }
        }
        _ = collect(registry.negativePhrases) { "negativePhrases[\($0)]" }
        return paths
    }
}
