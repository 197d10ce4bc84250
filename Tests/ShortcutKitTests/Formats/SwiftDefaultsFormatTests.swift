import Foundation
import Testing

@testable import ShortcutKit

/// Defaults through the Swift format: the export, which does not write the app's intents, lists each
/// default as the `@Parameter(title:default:)` to declare, and importing that declaration gives it back.
@Suite struct SwiftDefaultsFormatTests {
    /// The parameter's type in the registry and in Swift, its default in the registry, and how the export
    /// writes it.
    static let defaults: [(String, String, String, String)] = [
        ("integer", "Int", "20", #"@Parameter(title: "Value", default: 20)"#),
        ("integer", "Int", "-3", #"@Parameter(title: "Value", default: -3)"#),
        ("number", "Double", "2.5", #"@Parameter(title: "Value", default: 2.5)"#),
        ("string", "String", #""thanks""#, #"@Parameter(title: "Value", default: "thanks")"#),
        ("Speed", "Speed", #""instant""#, #"@Parameter(title: "Value", default: .instant)"#),
        (
            "currency", "IntentCurrencyAmount", #"{"amount": 5, "currency": "USD"}"#,
            #"@Parameter(title: "Value", default: IntentCurrencyAmount(amount: 5, currencyCode: "USD"))"#
        ),
    ]

    @Test(arguments: defaults)
    func theExportWritesTheDeclarationAndTheImportReadsItBack(
        type: String, swiftType: String, value: String, declaration: String
    ) throws {
        let negative = value.hasPrefix("-") ? #", "allowsNegative": true"# : ""
        let registry = try makeRegistry(
            types: #"{"Speed": {"kind": "enum", "cases": [{"value": "standard"}, {"value": "instant"}]}}"#,
            intents: """
                [{"name": "SendIntent", "parameters": [
                    {"name": "value", "type": "\(type)", "title": "Value", "default": \(value)\(negative)}]}]
                """,
            shortcuts: #"[{"intent": "SendIntent", "phrases": ["Send it with ${applicationName}"]}]"#)
        let text = try registry.export(as: .swift).text
        #expect(
            text.hasSuffix(
                """

                // The registry gives these parameters defaults; declare them on the intents' own @Parameter properties:
                //   SendIntent.value: \(declaration)

                """))
        let source = """
            enum Speed: String, AppEnum {
                case standard
                case instant
            }
            struct SendIntent: AppIntent {
                \(declaration) var value: \(swiftType)
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: SendIntent(), phrases: ["Send \\(\\.$value) with \\(.applicationName)"])
                }
            }
            """
        let imported = try Registry.imported(
            from: Data(source.utf8), format: .swift, file: "Shortcuts.swift", options: ImportOptions(appName: "Scoops"))
        #expect(imported.problems.isEmpty, "\(imported.problems)")
        let parameter = try #require(imported.registry.intent(named: "SendIntent")?.parameter(named: "value"))
        #expect(parameter.defaultValue == registry.intents[0].parameters[0].defaultValue)
    }

    /// An export into the app's own provider leaves it byte for byte and says nothing of the defaults: they
    /// were read from the intents, which that export does not touch.
    @Test func theAppsOwnProviderIsLeftAsItIs() throws {
        let original = try String(contentsOf: FormatFixtures.url("DefaultsShortcuts.swift"), encoding: .utf8)
        let imported = try Registry.imported(
            from: Data(original.utf8), format: .swift, file: "DefaultsShortcuts.swift",
            options: ImportOptions(appName: "Tipster"))
        #expect(imported.problems.isEmpty && imported.notes.isEmpty, "\(imported.problems) \(imported.notes)")
        let intent = try #require(imported.registry.intent(named: "SendTipIntent"))
        #expect(intent.parameters.map(\.defaultValue) == [.enumCase("standard")])
        let exported = try imported.registry.export(as: .swift, options: ExportOptions(currentText: original))
        #expect(exported.text == original)
        #expect(exported.notes.isEmpty, "\(exported.notes)")
        // "send a tip" takes the default; "send an instant tip" says another speed.
        let matcher = try Matcher(registry: imported.registry)
        let match = try #require(matcher.match("send a tip with Tipster").match)
        #expect(match.parameters.map(\.isDefault) == [true])
        #expect(matcher.match("send an instant tip with Tipster").match?.value(of: "speed") == .enumCase("instant"))
    }
}
