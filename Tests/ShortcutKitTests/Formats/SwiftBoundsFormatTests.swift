import Foundation
import Testing

@testable import ShortcutKit

/// Bounds through the Swift format: App Intents' `@Parameter(inclusiveRange:)` is read on import; the
/// export, which does not write the app's intents, lists the bounds in a comment.
@Suite struct SwiftBoundsFormatTests {
    @Test func theExportListsTheBoundsForTheIntentsParameters() throws {
        let registry = try makeRegistry(
            intents: """
                [{"name": "SetIntent", "parameters": [
                    {"name": "level", "type": "integer", "title": "Level", "minimum": 0, "maximum": 100, "step": 5},
                    {"name": "tip", "type": "currency", "title": "Tip", "minimum": 0.5}]}]
                """,
            shortcuts: #"[{"intent": "SetIntent", "phrases": ["Set the level in ${applicationName}"]}]"#)
        let text = try registry.export(as: .swift).text
        #expect(
            text.hasSuffix(
                """

                // The registry bounds these parameters; declare the bounds on the intents' own @Parameter properties:
                //   SetIntent.level: @Parameter(title: "Level", inclusiveRange: (lowerBound: 0, upperBound: 100)); step 5 (App Intents has no step)
                //   SetIntent.tip: minimum 0.5 (inclusiveRange takes both bounds)

                """))
        let unbounded = try makeRegistry(
            intents: #"[{"name": "SetIntent", "parameters": [{"name": "level", "type": "integer"}]}]"#,
            shortcuts: #"[{"intent": "SetIntent", "phrases": ["Set the level in ${applicationName}"]}]"#)
        #expect(!(try unbounded.export(as: .swift).text.contains("bounds")))
    }

    /// The declaration's `inclusiveRange:`, and the bounds imported (a bound that is no literal is none).
    static let declarations: [(String, String, Double?, Double?)] = [
        ("Int", "inclusiveRange: (lowerBound: 1, upperBound: 10)", 1, 10),
        ("Double", "inclusiveRange: (lowerBound: -30, upperBound: 30.5)", -30, 30.5),
        ("IntentCurrencyAmount", "inclusiveRange: (lowerBound: 0.01, upperBound: 10_000)", 0.01, 10_000),
        ("Double", "inclusiveRange: (lowerBound: 0, upperBound: Double.greatestFiniteMagnitude)", 0, nil),
        ("Int", "controlStyle: .field", nil, nil),
    ]

    @Test(arguments: declarations)
    func theImportReadsInclusiveRange(type: String, argument: String, minimum: Double?, maximum: Double?) throws {
        let source = """
            struct SetIntent: AppIntent {
                @Parameter(title: "Level", \(argument)) var level: \(type)
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: SetIntent(), phrases: ["Set \\(\\.$level) with \\(.applicationName)"])
                }
            }
            """
        let imported = try Registry.imported(
            from: Data(source.utf8), format: .swift, file: "Shortcuts.swift",
            options: ImportOptions(appName: "Scoops"))
        let level = try #require(imported.registry.intent(named: "SetIntent")?.parameter(named: "level"))
        #expect(level.minimum == minimum)
        #expect(level.maximum == maximum)
    }
}
