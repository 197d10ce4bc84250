extension Linter {
    /// Apple's limits on App Shortcuts: how many, what a phrase must hold, what it may take.
    ///
    /// - Parameter registryLevel: whether to check the limits on the whole app (counts, titles); a
    ///   translation's phrases are checked without them, since its shortcuts are the registry's.
    func appleFindings(_ registry: Registry, compiled: CompiledPhrases, registryLevel: Bool = true) -> [Finding] {
        var findings: [Finding] = []
        func add(_ rule: LintRule, _ message: String, at path: String, severity: Finding.Severity? = nil) {
            findings.append(
                Finding(
                    rule: rule, severity: severity, message: message, path: path, location: registry.location(of: path))
            )
        }

        if registryLevel, registry.shortcuts.count > 10 {
            add(
                .tooManyShortcuts,
                "\(registry.shortcuts.count) shortcuts; Apple allows at most 10 App Shortcuts per app", at: "shortcuts")
        }
        if registryLevel, registry.app.synonyms.count > 3 {
            add(
                .tooManyAppNames,
                "\(registry.app.synonyms.count) app name synonyms; Siri uses at most 3, keep the ones people say",
                at: "app.synonyms")
        }
        for (index, shortcut) in registry.shortcuts.enumerated() where registryLevel {
            let path = "shortcuts[\(index)]"
            if shortcut.phrases.isEmpty {
                add(
                    .shortcutWithoutPhrases, "\(shortcut.intent) has no phrases; add at least one",
                    at: "\(path).phrases")
            }
            if shortcut.shortTitle == nil {
                add(.missingShortTitle, "\(shortcut.intent) has no shortTitle; the Shortcuts app shows one", at: path)
            }
            if shortcut.systemImageName == nil {
                add(
                    .missingSystemImage, "\(shortcut.intent) has no systemImageName; the Shortcuts app shows one",
                    at: path)
            }
        }

        var expandedCount = 0
        var variantsByPhrase = [[CompiledPhrases.Variant]](repeating: [], count: compiled.phrases.count)
        for variant in compiled.expandedVariants() { variantsByPhrase[variant.phraseIndex].append(variant) }
        for (phraseIndex, phrase) in compiled.phrases.enumerated() {
            guard let intentIndex = phrase.intentIndex else { continue }
            let spoken = variantsByPhrase[phraseIndex].filter(\.appNameSpoken)
            let quoted = "\"\(phrase.template)\""
            let appNameCounts = spoken.map { $0.elements.count { $0 == .slot(CompiledPhrases.appNameSlot) } }
            if appNameCounts.contains(0) {
                add(
                    .appNameMissing,
                    "\(quoted) has no ${applicationName}\(appNameCounts.contains { $0 > 0 } ? " in some of its forms" : ""); "
                        + "Apple requires it in every App Shortcut phrase", at: phrase.path)
            }
            if appNameCounts.contains(where: { $0 > 1 }) {
                add(.appNameRepeated, "\(quoted) has ${applicationName} more than once; say it once", at: phrase.path)
            }
            if appNameCounts.contains(where: { $0 > 0 }),
                !variantsByPhrase[phraseIndex].contains(where: { !$0.appNameSpoken })
            {
                add(
                    .needsAppName,
                    "\(quoted) cannot match with the app name left out: fewer than two words would remain",
                    at: phrase.path)
            }
            for variant in spoken {
                var count = 1
                for case .slot(let slot) in Set(variant.elements) {
                    if case .choice(let table, _) = compiled.slots[Int(slot)].kind {
                        count *= max(1, table.values.count)
                    }
                }
                expandedCount += count
            }
            if let reason = exportProblem(phrase.template, intent: registry.intents[intentIndex], registry: registry) {
                add(
                    .notExportable, "\(quoted) serves the server but cannot be exported to Apple: \(reason)",
                    at: phrase.path,
                    severity: options.strict ? .error : .warning)
            }
        }
        if registryLevel, expandedCount > 1_000 {
            add(
                .tooManyPhrases,
                "\(expandedCount) phrases once alternatives, optionals, enum cases and entity values are expanded; "
                    + "Apple allows at most 1,000", at: "shortcuts")
        }
        return findings
    }

    /// Why App Shortcuts cannot carry a phrase: more than one parameter, or one not an enum or entity.
    private func exportProblem(_ template: String, intent: Intent, registry: Registry) -> String? {
        guard let names = try? Template(parsing: template).parameterNames else { return nil }
        var reasons: [String] = []
        if names.count > 1 {
            reasons.append("it has \(names.count) parameters and an App Shortcut phrase takes at most one")
        }
        for name in names {
            guard let parameter = intent.parameter(named: name) else { continue }
            if case .named(let type) = parameter.type, registry.type(named: type) != nil { continue }
            let article = parameter.type == .integer ? "an" : "a"
            reasons.append(
                "${\(name)} is \(article) \(parameter.type) and App Shortcuts take only AppEnum and AppEntity parameters"
            )
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}
