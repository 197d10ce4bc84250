import Foundation
import Testing

@testable import ShortcutKit

/// Shortcuts that fix parameters, through the formats: the Swift provider writes them as Apple's preset
/// parameters and reads them back; the other formats keep working and say what they cannot carry.
@Suite struct FixedValueFormatsTests {
    static func registry() throws -> Registry {
        try makeRegistry(
            app: #"{"name": "HomeHub"}"#,
            types: #"""
                {"Domain": {"kind": "enum", "title": "Domain", "cases": [{"value": "light", "title": "Lights"},
                                                                          {"value": "fan", "title": "Fans"}]},
                 "Area": {"kind": "entity", "title": "Area", "values": [{"id": "kitchen", "title": "Kitchen"}]}}
                """#,
            intents: #"""
                [{"name": "TurnOnIntent", "title": "Turn On", "parameters": [
                    {"name": "domain", "type": "Domain", "title": "Domain", "required": true},
                    {"name": "area", "type": "Area", "title": "Area"},
                    {"name": "level", "type": "integer", "title": "Level"},
                    {"name": "brightness", "type": "number", "title": "Brightness"},
                    {"name": "budget", "type": "currency", "title": "Budget"},
                    {"name": "note", "type": "string", "title": "Note"}]}]
                """#,
            shortcuts: #"""
                [{"intent": "TurnOnIntent", "shortTitle": "Lights On", "systemImageName": "lightbulb",
                  "values": {"domain": "light"},
                  "phrases": ["Turn on the lights in ${applicationName}", "Light the ${area} with ${applicationName}"]},
                 {"intent": "TurnOnIntent", "shortTitle": "Fans On", "systemImageName": "fan",
                  "values": {"domain": "fan", "area": "kitchen", "level": 3, "brightness": 0.5,
                             "budget": {"amount": 5, "currency": "USD"}, "note": "gently"},
                  "phrases": ["Turn on the fans in ${applicationName}"]},
                 {"intent": "TurnOnIntent", "shortTitle": "Turn On", "systemImageName": "power",
                  "phrases": ["Turn on the ${domain} in ${applicationName}"]}]
                """#)
    }

    @Test func theSwiftProviderWritesPresetParametersAndTheirInitializers() throws {
        let output = try Self.registry().export(as: .swift)
        let text = output.text
        #expect(text.contains("intent: TurnOnIntent(domain: .light),"))
        #expect(
            text.contains(
                #"intent: TurnOnIntent(domain: .fan, area: Area(id: "kitchen"), level: 3, brightness: 0.5, budget: IntentCurrencyAmount(amount: 5, currencyCode: "USD"), note: "gently"),"#
            ))
        #expect(text.contains("intent: TurnOnIntent(),"))
        #expect(
            text.contains(
                """
                extension TurnOnIntent {
                    /// The intent with the values a shortcut fixes (`values` in the registry).
                    init(domain: Domain) {
                        self.init()
                        self.domain = domain
                    }

                """))
        #expect(
            text.contains(
                "init(domain: Domain, area: Area, level: Int, brightness: Double, budget: IntentCurrencyAmount, note: String) {"
            ))
        #expect(output.notes.map(\.place) == ["shortcuts[1].values.area"])
    }

    @Test func theSwiftProviderTypeChecksAgainstTheAppIntentsStandIn() throws {
        let registry = try Self.registry()
        let checker = try SwiftTypeChecker()
        let swift = try registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text
        let result = try checker.typecheck([
            "Shortcuts.swift": swift,
            "App.swift": SwiftTypeChecker.appDeclarations(for: registry, includingEnums: false),
        ])
        #expect(result.status == 0, "\(result.output)\n\(swift)")
        let tips = try registry.export(as: .tips).text
        let withTips = try checker.typecheck([
            "Shortcuts.swift": swift, "Tips.swift": tips,
            "App.swift": SwiftTypeChecker.appDeclarations(for: registry, includingEnums: false),
        ])
        #expect(withTips.status == 0, "\(withTips.output)\n\(tips)")
    }

    /// Exported, then imported with the app's intent declarations (no base registry), the shortcuts come
    /// back with their values; into the registry they came from, nothing changes.
    @Test func theSwiftProviderRoundTrips() throws {
        let registry = try Self.registry()
        let swift = try registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text
        let app = SwiftTypeChecker.appDeclarations(for: registry, includingEnums: false)
        let imported = try Registry.imported(
            from: [
                ImportSource(file: "Shortcuts.swift", data: Data(swift.utf8), format: .swift),
                ImportSource(file: "App.swift", data: Data(app.utf8), format: .swift),
            ], options: ImportOptions(appName: "HomeHub"))
        #expect(imported.problems.isEmpty, "\(imported.problems)")
        #expect(imported.registry.shortcuts.map(\.values) == registry.shortcuts.map(\.values))
        #expect(imported.registry.shortcuts.map(\.phrases) == registry.shortcuts.map(\.phrases))
        let merged = try Registry.imported(
            from: Data(swift.utf8), format: .swift, file: "Shortcuts.swift", options: ImportOptions(base: registry))
        #expect(merged.registry == registry)
    }

    /// Hand-written preset parameters: an enum with raw values, and a value the registry cannot hold.
    @Test func importReadsHandWrittenPresetParameters() throws {
        let source = #"""
            import AppIntents
            enum Domain: String, AppEnum {
                case light = "light_domain"
                case fan
                static var typeDisplayRepresentation: TypeDisplayRepresentation { "Domain" }
                static var caseDisplayRepresentations: [Domain: DisplayRepresentation] { [.light: "Lights", .fan: "Fans"] }
            }
            struct TurnOnIntent: AppIntent {
                static var title: LocalizedStringResource { "Turn On" }
                @Parameter(title: "Domain") var domain: Domain
                func perform() async throws -> some IntentResult { .result() }
            }
            struct HomeShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: TurnOnIntent(domain: .light), phrases: ["Lights on in \(.applicationName)"],
                                shortTitle: "Lights", systemImageName: "lightbulb")
                    AppShortcut(intent: TurnOnIntent(domain: favourite), phrases: ["Favourite on in \(.applicationName)"],
                                shortTitle: "Favourite", systemImageName: "star")
                }
            }
            """#
        let result = try Registry.imported(
            from: Data(source.utf8), format: .swift, file: "Home.swift", options: ImportOptions(appName: "Home"))
        #expect(result.registry.shortcuts.map(\.values) == [["domain": .enumCase("light_domain")]])
        #expect(result.problems.count == 1)
        #expect(
            result.problems.first?.description.contains("the value of TurnOnIntent.domain is computed at run time")
                == true)
    }

    /// The other formats keep working with several shortcuts of one intent, and say where the values go
    /// missing.
    @Test func otherFormatsKeepWorkingAndSayWhatTheyLeaveOut() throws {
        let registry = try Self.registry()
        for format in [PhraseFormat.xcstrings, .strings, .phrases, .csv, .plist] {
            let output = try registry.export(as: format)
            #expect(!output.text.isEmpty)
        }
        let sirikit = try registry.export(as: .sirikit)
        #expect(sirikit.notes.map(\.place) == ["shortcuts[0].values", "shortcuts[1].values"])
        #expect(sirikit.notes.first?.message.contains("carries no parameter values") == true)
        let tips = try registry.export(as: .tips)
        #expect(tips.text.contains("SiriTipView(intent: TurnOnIntent(domain: .light), isVisible: isVisible)"))
        #expect(tips.text.contains("SiriTipView(intent: TurnOnIntent(), isVisible: isVisible)"))
    }
}

/// Exporting into the app's own provider: a literal whose preset parameters are the registry's values is
/// kept as written, one with other values is rewritten, and a warning gives the initializer to declare.
@Suite struct FixedValueSpliceTests {
    @Test func aLiteralIsKeptOrRewrittenByItsValues() throws {
        let registry = try FixedValueFormatsTests.registry()
        let generated = try registry.export(as: .swift).text
        // The app's own file: no generated header, no extension.
        let own = generated.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .prefix { !$0.hasPrefix("extension ") }.joined(separator: "\n")
        let kept = try registry.export(as: .swift, options: ExportOptions(currentText: own))
        #expect(kept.text == own)
        #expect(kept.notes.map(\.place).contains("intents.TurnOnIntent"))
        #expect(
            kept.notes.first { $0.place == "intents.TurnOnIntent" }?.message.contains("init(domain: Domain)") == true)
        let changed = own.replacingOccurrences(of: "TurnOnIntent(domain: .light)", with: "TurnOnIntent(domain: .fan)")
        let rewritten = try registry.export(as: .swift, options: ExportOptions(currentText: changed))
        #expect(rewritten.text == own)
    }
}
