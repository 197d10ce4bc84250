import Testing

@testable import ShortcutKit

/// Apple's phrase rules are written once (`AppleShortcutRules`); `lint` evaluates them on a template's
/// forms and `export` on its concrete phrases. For every rule, a phrase `lint` reports is exactly one an
/// export leaves out, for the same rule.
@Suite struct AppleShortcutRulesTests {
    static func registry(_ template: String) throws -> Registry {
        try makeRegistry(
            types:
                #"{"Color": {"kind": "enum", "title": "Color", "cases": [{"value": "red", "title": "red"}, {"value": "blue", "title": "blue"}]}}"#,
            intents: """
                [{"name": "AIntent", "title": "A", "parameters": [{"name": "color", "type": "Color", "title": "Color"},
                  {"name": "count", "type": "integer", "title": "Count"}, {"name": "note", "type": "string", "title": "Note"},
                  {"name": "amount", "type": "currency", "title": "Amount"}, {"name": "shade", "type": "Color", "title": "Shade"}]}]
                """,
            shortcuts: """
                [{"intent": "AIntent", "shortTitle": "A", "systemImageName": "a", "phrases": ["\(template)"]}]
                """)
    }

    /// A template and the rules it breaks: each row is one rule, alone or in company.
    static let table: [(template: String, rules: Set<LintRule>)] = [
        ("Paint ${color} in ${applicationName}", []),
        ("Paint my wall", [.appNameMissing]),
        ("Paint my wall [in ${applicationName}]", [.appNameMissing]),
        ("${applicationName} paint in ${applicationName}", [.appNameRepeated]),
        ("Paint [${applicationName}] in ${applicationName}", [.appNameRepeated]),
        ("Paint ${color} and ${shade} in ${applicationName}", [.notExportable]),
        ("Paint ${count} walls in ${applicationName}", [.notExportable]),
        ("Note ${note} in ${applicationName}", [.notExportable]),
        ("Send ${amount} with ${applicationName}", [.notExportable]),
        ("Paint ${color} [and ${shade}] in ${applicationName}", [.notExportable]),
        // lint once let a repeated parameter pass; export always left it out.
        ("Paint ${color} and ${color} in ${applicationName}", [.notExportable]),
        // Each form names one parameter: Apple takes both phrases (the two copies once disagreed here).
        ("Paint (${color}|${shade}) in ${applicationName}", []),
        ("Paint [${color}] my wall in ${applicationName}", []),
        ("Paint ${count} walls", [.appNameMissing, .notExportable]),
        ("${applicationName} ${applicationName} ${color} ${count}", [.appNameRepeated, .notExportable]),
    ]

    @Test(arguments: table)
    func lintAndExportAgree(_ template: String, _ rules: Set<LintRule>) throws {
        let registry = try Self.registry(template)
        let appleRules: Set<LintRule> = [.appNameMissing, .appNameRepeated, .notExportable]
        let linted = Set(
            Linter().lint(registry).filter { $0.path == "shortcuts[0].phrases[0]" }.map(\.rule)
        ).intersection(appleRules)
        let plan = try ExportPlan(registry, file: "swift")
        let exported = Set(plan.rejections.flatMap(\.violations).map(\.lintRule))
        #expect(linted == rules, "lint: \(template)")
        #expect(exported == rules, "export: \(template)")
        #expect(plan.rejections.allSatisfy { $0.place == "shortcuts[0].phrases[0]" })
    }

    /// A form that names two parameters reads the same in both outputs: one reason, one wording.
    @Test func bothSayTheSameReason() throws {
        let registry = try Self.registry("Paint ${color} and ${shade} in ${applicationName}")
        let reason = "it has 2 parameters (${color}, ${shade}) and an App Shortcut phrase takes at most one"
        let finding = try #require(Linter().lint(registry).first { $0.rule == .notExportable })
        #expect(finding.message.hasSuffix("cannot be exported to Apple: \(reason)"))
        let note = try #require(try ExportPlan(registry, file: "swift").notes.first)
        #expect(note.message == "left out: \(reason)")
    }
}
