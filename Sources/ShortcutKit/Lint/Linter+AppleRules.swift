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
        let rules = AppleShortcutRules(registry: registry)
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
            let forms = AppleShortcutRules.Form.forms(of: phrase.pattern, slots: compiled.slots)
            let intent = registry.intents[intentIndex]
            var violations: [AppleShortcutRules.Violation] = []
            for form in forms {
                for violation in rules.violations(of: form, intent: intent) where !violations.contains(violation) {
                    violations.append(violation)
                }
            }
            if violations.contains(.appNameMissing) {
                let inSome = forms.contains { $0.appNameCount > 0 } ? " in some of its forms" : ""
                add(
                    .appNameMissing,
                    "\(quoted) has no ${applicationName}\(inSome); Apple requires it in every App Shortcut phrase",
                    at: phrase.path)
            }
            if violations.contains(where: { $0.lintRule == .appNameRepeated }) {
                add(.appNameRepeated, "\(quoted) has ${applicationName} more than once; say it once", at: phrase.path)
            }
            if forms.contains(where: { $0.appNameCount > 0 }),
                !ElementAutomaton.hasAppNameLeftOutForm(phrase.pattern, connectives: connectives)
            {
                add(
                    .needsAppName,
                    "\(quoted) cannot match with the app name left out: fewer than two words would remain",
                    at: phrase.path)
            }
            let count = measures.appleCount { bit in
                guard case .choice(let table, _) = compiled.slots[Int(choiceSlots[bit])].kind else { return 1 }
                return table.values.count
            }
            let (sum, overflow) = expandedCount.addingReportingOverflow(count)
            expandedCount = overflow ? .max : sum
            if let reasons = Self.exportProblem(violations) {
                add(
                    .notExportable, "\(quoted) serves the server but cannot be exported to Apple: \(reasons)",
                    at: phrase.path,
                    severity: LintRule.notExportable.severity(isStrict: isStrict))
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

    /// Why App Shortcuts cannot carry a phrase, from its forms' parameter violations: the most parameters
    /// any form names, then each parameter Apple does not take, once.
    private static func exportProblem(_ violations: [AppleShortcutRules.Violation]) -> String? {
        var reasons: [AppleShortcutRules.Violation] = []
        let mostParameters = violations.compactMap { violation -> [String]? in
            if case .tooManyParameters(let names) = violation { return names }
            return nil
        }.max { $0.count < $1.count }
        if let mostParameters { reasons.append(.tooManyParameters(mostParameters)) }
        for violation in violations where violation.lintRule == .notExportable {
            if case .tooManyParameters = violation { continue }
            reasons.append(violation)
        }
        return reasons.isEmpty ? nil : reasons.map(\.description).joined(separator: "; ")
    }
}
