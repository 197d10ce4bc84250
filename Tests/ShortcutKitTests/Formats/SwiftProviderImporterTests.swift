import Foundation
import Testing

@testable import ShortcutKit

@Suite struct SwiftProviderImporterTests {
    private func importSwift(_ source: String, base: Registry? = nil, appName: String? = "Scoops") throws(FormatError)
        -> ImportResult
    {
        try Registry.imported(
            from: Data(source.utf8), format: .swift, file: "Shortcuts.swift",
            options: ImportOptions(base: base, appName: appName))
    }

    @Test func exportThenImportGivesBackTheExportableShortcuts() throws {
        let registry = try FormatFixtures.registry()
        let exported = try registry.export(as: .swift, options: ExportOptions(includesTypes: true))
        // Into a registry of the intents and types only, the Swift gives the exportable concrete phrases.
        var withIntents = registry
        withIntents.shortcuts = []
        withIntents.negativePhrases = []
        withIntents.translations = []
        let flat = try importSwift(exported.text, base: withIntents, appName: nil)
        let plan = try ExportPlan(registry, file: "swift")
        #expect(flat.registry.shortcuts.count == plan.entries.count)
        for (shortcut, entry) in zip(flat.registry.shortcuts, plan.entries) {
            #expect(shortcut.intent == entry.shortcut.intent)
            #expect(shortcut.shortTitle == entry.shortcut.shortTitle)
            #expect(shortcut.systemImageName == entry.shortcut.systemImageName)
            #expect(shortcut.phrases.map(\.text) == entry.phrases.map(\.key))
        }
        #expect(flat.registry.negativePhrases == registry.negativePhrases)
        #expect(try flat.registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text == exported.text)
        // Into the registry it came from, the import changes nothing: templates, left-out phrases and
        // translations all stay.
        let merged = try importSwift(exported.text, base: registry, appName: nil)
        #expect(merged.notes.isEmpty)
        #expect(merged.registry == registry)
    }

    /// The worked example the package ships: through Swift and through CSV, it comes back unchanged.
    @Test func theShippedRegistryComesBackUnchanged() throws {
        let registry = try Registry(contentsOf: repositoryRoot.appendingPathComponent("shortcuts.json"))
        let swift = try registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text
        let merged = try importSwift(swift, base: registry, appName: nil)
        #expect(merged.notes.isEmpty)
        #expect(merged.registry == registry)
        let csv = try registry.export(as: .csv).text
        let fromCSV = try Registry.imported(
            from: Data(csv.utf8), format: .csv, file: "p.csv", options: ImportOptions(base: registry))
        #expect(fromCSV.notes.isEmpty)
        #expect(fromCSV.registry == registry)
    }

    /// A locale the registry declares with nothing in it yet stays through the round trip (found by the
    /// `registry` fuzz target: `Fuzz/Corpus/registry/regression-empty-translation.json`).
    @Test func anEmptyTranslationSurvivesTheRoundTrip() throws {
        var registry = try FormatFixtures.registry()
        registry.translations = [Translation(locale: "de")]
        let swift = try registry.export(as: .swift).text
        let merged = try importSwift(swift, base: registry, appName: nil)
        #expect(merged.registry.translations == registry.translations)
    }

    @Test func anEditedSwiftFileUpdatesTheRegistry() throws {
        let registry = try FormatFixtures.registry()
        var text = try registry.export(as: .swift).text
        text = text.replacingOccurrences(of: "                \"Load money into \\(.applicationName)\",\n", with: "")
        text = text.replacingOccurrences(
            of: "\"Open \\(.applicationName)\",",
            with: "\"Open \\(.applicationName)\",\n                \"Greet the villager in \\(.applicationName)\",")
        let result = try importSwift(text, base: registry, appName: nil)
        let load = result.registry.shortcuts[1]
        // The template lost one of its phrases, so it comes back as the phrase that stayed.
        #expect(load.phrases == ["Load ${amount} into ${applicationName}", "Load money in ${applicationName}"])
        #expect(result.registry.shortcuts[3].phrases.last == "Greet the villager in ${applicationName}")
        #expect(result.notes.map(\.phrase) == ["Load money (in|into) ${applicationName}"])
        #expect(result.registry.translation(for: "de")?.phrases(for: "Load money (in|into) ${applicationName}") == nil)
    }

    @Test func aTeamsExistingProviderBecomesARegistry() throws {
        let source = try FormatFixtures.text("ExistingShortcuts.swift")
        let result = try importSwift(source)
        #expect(result.notes.isEmpty)
        #expect(
            result.registry.json(schema: nil).prettyText == """
                {
                  "version": 1,
                  "locale": "en",
                  "defaultCurrency": "USD",
                  "app": {
                    "name": "Scoops"
                  },
                  "types": {
                    "Flavor": {
                      "kind": "enum",
                      "title": "Flavor",
                      "cases": [
                        {
                          "value": "vanilla",
                          "title": "vanilla"
                        },
                        {
                          "value": "dark-chocolate",
                          "title": "dark chocolate",
                          "synonyms": [
                            "dark",
                            "bitter chocolate"
                          ]
                        }
                      ]
                    }
                  },
                  "intents": [
                    {
                      "name": "OrderScoopIntent",
                      "title": "Order a Scoop",
                      "parameters": [
                        {
                          "name": "flavor",
                          "type": "Flavor",
                          "title": "Flavor",
                          "required": true
                        }
                      ]
                    },
                    {
                      "name": "ShowMenuIntent",
                      "title": "Show Menu"
                    }
                  ],
                  "shortcuts": [
                    {
                      "intent": "OrderScoopIntent",
                      "shortTitle": "Order Scoop",
                      "systemImageName": "cup.and.saucer",
                      "phrases": [
                        "Order a scoop in ${applicationName}",
                        "Order ${flavor} in ${applicationName}",
                        "Get a \\"${applicationName}\\" scoop"
                      ]
                    },
                    {
                      "intent": "ShowMenuIntent",
                      "phrases": [
                        "Show the ${applicationName} menu"
                      ]
                    }
                  ],
                  "negativePhrases": [
                    "Order a pizza",
                    "Scoop the litter box"
                  ]
                }
                """)
    }

    @Test func withoutAnAppNameOrRegistryTheImportSaysWhatIsMissing() throws {
        let source = try FormatFixtures.text("ExistingShortcuts.swift")
        let error = try #require(throws: FormatError.self) { try importSwift(source, appName: nil) }
        #expect(error.missingInput == .appName)
        #expect(error.description.contains("ImportOptions.appName"))
        #expect(!error.description.contains("--"))
    }

    /// The one problem an import of `source` reports; the shortcut it concerns is not imported.
    private func onlyProblem(_ source: String) throws -> FormatError {
        let result = try importSwift(source)
        #expect(result.problems.count == 1, "\(result.problems)")
        #expect(!result.registry.shortcuts.contains { $0.intent == "OpenIntent" })
        return try #require(result.problems.first)
    }

    /// Each source a static reader cannot trust is a problem naming its line, never a dropped phrase; the
    /// rest of the file is still imported.
    @Test(arguments: [
        (#"phrases: ["Open " + "\(.applicationName)"]"#, "not a string literal", 4),
        (#"phrases: ["Open \(.applicationName) \(greeting)"]"#, #"interpolates \(greeting)"#, 4),
        (#"phrases: [openPhrase]"#, "not a string literal", 4),
        (#"phrases: [String(format: "Open %@", name)]"#, "String(format:)", 4),
        (#"phrases: ["Open (beta) \(.applicationName)"]"#, "contains '('", 4),
        (#"phrases: ["Open ${applicationName}"]"#, #"write \(.applicationName)"#, 4),
        (#"phrases: ["Open \(.applicationName) for \(\.$account)"]"#, "no imported file declares OpenIntent", 4),
        ("phrases: makePhrases()", "not an array literal", 4),
    ])
    func unreadableSourceIsAProblemNamingTheLine(phrases: String, message: String, line: Int) throws {
        let source = """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OpenIntent(),
                        \(phrases))
                    AppShortcut(intent: HelpIntent(), phrases: ["Help with \\(.applicationName)"])
                }
            }
            """
        let result = try importSwift(source)
        #expect(
            result.registry.shortcuts == [Shortcut(intent: "HelpIntent", phrases: ["Help with ${applicationName}"])])
        #expect(result.problems.count == 1, "\(result.problems)")
        let problem = try #require(result.problems.first)
        #expect(problem.message.contains(message), "\(problem)")
        #expect(problem.location?.line == line, "\(problem)")
        #expect(problem.description.contains("Shortcuts.swift"))
        #expect(problem.description.contains("^"), "a caret under the place: \(problem)")
    }

    @Test func otherUnreadableSource() throws {
        let cases: [(String, String)] = [
            (
                "AppShortcut(intent: OpenIntent(target: favourite), phrases: [\"Open \\(.applicationName)\"])",
                "the value of OpenIntent.target is computed at run time"
            ),
            ("AppShortcut(intent: OpenIntent(), phrases: [\"\"\"\nOpen \\(.applicationName)\n\"\"\"])", "multi-line"),
            (
                "AppShortcut(intent: OpenIntent(), phrases: [\"Open \\(.applicationName)\"], shortTitle: title)",
                "computed at run time"
            ),
            (
                "AppShortcut(intent: OpenIntent(), phrases: [\"Open \\(.applicationName)\"], availability: p)",
                "'availability:'"
            ),
        ]
        for (shortcut, message) in cases {
            let source = "struct S: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { \(shortcut) } }"
            let problem = try onlyProblem(source)
            #expect(problem.message.contains(message), "\(source): \(problem)")
        }
        let error = try #require(throws: FormatError.self) { try importSwift("let x = 1") }
        #expect(error.message.contains("no AppShortcutsProvider in this file"), "\(error)")
    }

    @Test func aParameterOfAnEntityTypeNeedsTheRegistry() throws {
        let source = """
            struct PayIntent: AppIntent { @Parameter(title: "Contact") var contact: Contact }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: PayIntent(), phrases: ["Pay \\(\\.$contact) with \\(.applicationName)"])
                }
            }
            """
        let error = try onlyProblem(source)
        #expect(error.message.contains("PayIntent.contact is a Contact"))
        #expect(error.missingInput == .declaration(of: "Contact"))
        // With the registry that declares Contact, the same source imports.
        var base = try FormatFixtures.registry()
        base.translations = []
        let registry = try importSwift(source, base: base, appName: nil).registry
        #expect(registry.type(named: "Contact")?.kind == .entity)
        #expect(registry.intent(named: "PayIntent")?.parameter(named: "contact")?.isRequired == true)
    }
}
