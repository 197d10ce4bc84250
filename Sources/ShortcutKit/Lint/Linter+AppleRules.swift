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
        let connectives = ElementAutomaton.connectives(compiled.words)
        for phrase in compiled.phrases {
            guard let intentIndex = phrase.intentIndex else { continue }
            let quoted = "\"\(phrase.template)\""
            // A bit per choice slot: Apple counts a form once per value of each distinct one it holds.
            var choiceSlots: [Int32] = []
            let measures = PatternMeasures(phrase.pattern) { slot in
                guard case .choice = compiled.slots[Int(slot)].kind else { return 0 }
                if !choiceSlots.contains(slot) { choiceSlots.append(slot) }
                return choiceSlots.count <= 63 ? 1 << UInt64(choiceSlots.firstIndex(of: slot)!) : 0
            }
            if let appNames = measures.appNames {
                if appNames.fewest == 0 {
                    add(
                        .appNameMissing,
                        "\(quoted) has no ${applicationName}\(appNames.most > 0 ? " in some of its forms" : ""); "
                            + "Apple requires it in every App Shortcut phrase", at: phrase.path)
                }
                if appNames.most > 1 {
                    add(
                        .appNameRepeated, "\(quoted) has ${applicationName} more than once; say it once",
                        at: phrase.path)
                }
                if appNames.most > 0, !ElementAutomaton.hasAppNameLeftOutForm(phrase.pattern, connectives: connectives)
                {
                    add(
                        .needsAppName,
                        "\(quoted) cannot match with the app name left out: fewer than two words would remain",
                        at: phrase.path)
                }
            }
            let count = measures.appleCount { bit in
                guard case .choice(let table, _) = compiled.slots[Int(choiceSlots[bit])].kind else { return 1 }
                return table.values.count
            }
            let (sum, overflow) = expandedCount.addingReportingOverflow(count)
            expandedCount = overflow ? .max : sum
            if let reason = exportProblem(
                phrase, compiled: compiled, intent: registry.intents[intentIndex], registry: registry)
            {
                add(
                    .notExportable, "\(quoted) serves the server but cannot be exported to Apple: \(reason)",
                    at: phrase.path,
                    severity: LintRule.notExportable.severity(isStrict: options.isStrict))
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
    private func exportProblem(
        _ phrase: CompiledPhrases.PhraseInfo, compiled: CompiledPhrases, intent: Intent, registry: Registry
    ) -> String? {
        var names: [String] = []
        func collect(_ pattern: PhrasePattern) {
            switch pattern {
            case .word: break
            case .slot(let slot):
                if let name = compiled.slots[Int(slot)].parameterName, !names.contains(name) { names.append(name) }
            case .sequence(let parts), .choice(let parts): parts.forEach(collect)
            case .optional(let inner): collect(inner)
            }
        }
        collect(phrase.pattern)
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
