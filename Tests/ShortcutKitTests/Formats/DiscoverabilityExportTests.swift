import Foundation
import Testing

@testable import ShortcutKit

/// `sirikit`, `tips` and `plist`: SiriKit's "Add to Siri", App Intents' tips and the Info.plist entries,
/// type-checked against stand-ins of the frameworks or parsed as a property list.
@Suite struct DiscoverabilityExportTests {
    @Test func siriKitWritesAShortcutPerShortcutWithThePrimaryPhraseAsSpoken() throws {
        let text = try FormatFixtures.registry().export(as: .sirikit).text
        #expect(text.contains("enum VillagePaySiriShortcuts {"))
        #expect(
            text.contains(
                #"        shortcut("CheckBalanceIntent", title: "Check Balance", phrase: "Check my balance in VillagePay")"#
            ))
        // A parameter is said with a sample value, as a person would say it.
        #expect(text.contains(#"phrase: "Load money in VillagePay""#))
        #expect(text.contains("        [checkBalance, loadFunds, transferMoney, talkToVillager]\n"))
        #expect(text.contains("INVoiceShortcutCenter.shared.setShortcutSuggestions(all)"))
        #expect(text.contains("struct AddToSiriButton: UIViewControllerRepresentable {"))
    }

    @Test func theGeneratedSwiftTypeChecksAgainstTheFrameworkStandIns() throws {
        let registry = try FormatFixtures.registry()
        let checker = try SwiftTypeChecker()
        let siriKit = try registry.export(as: .sirikit).text
        let tips = try registry.export(as: .tips).text
        let app = SwiftTypeChecker.appDeclarations(for: registry, includingEnums: true)
        // How an app uses them: a button per shortcut, the suggestions at launch, a tip on a screen.
        let use = """
            import SwiftUI

            @MainActor func useTheGeneratedCode(showTip: Binding<Bool>) {
                let button = AddToSiriButton(shortcut: VillagePaySiriShortcuts.checkBalance)
                _ = AddToSiriButton(shortcut: VillagePaySiriShortcuts.all[1], style: .black)
                _ = button.makeCoordinator()
                VillagePaySiriShortcuts.suggest()
                _ = VillagePaySiriTips.checkBalance(isVisible: showTip)
                _ = VillagePaySiriTips.shortcutsLink
            }
            """
        let result = try checker.typecheck([
            "SiriKit.swift": siriKit, "Tips.swift": tips, "App.swift": app, "Use.swift": use,
        ])
        #expect(result.status == 0, "\(result.output)")
    }

    /// The check can fail: a misspelt delegate method or a wrong initializer does not type-check.
    @Test(arguments: [
        ("addVoiceShortcutViewControllerDidCancel(", "addVoiceShortcutViewControllerDidCancelled("),
        ("INShortcut(userActivity: activity)", "INShortcut(activity: activity)"),
        ("SiriTipView(intent: CheckBalanceIntent(), isVisible: isVisible)", "SiriTipView(isVisible: isVisible)"),
    ])
    func theStandInsRejectWhatTheSDKWouldReject(original: String, broken: String) throws {
        let registry = try FormatFixtures.registry()
        let siriKit = try registry.export(as: .sirikit).text
        let tips = try registry.export(as: .tips).text
        #expect(siriKit.contains(original) || tips.contains(original))
        let result = try SwiftTypeChecker().typecheck([
            "SiriKit.swift": siriKit.replacingOccurrences(of: original, with: broken),
            "Tips.swift": tips.replacingOccurrences(of: original, with: broken),
            "App.swift": SwiftTypeChecker.appDeclarations(for: registry, includingEnums: true),
        ])
        #expect(result.status != 0)
    }

    @Test func thePlistIsAValidPropertyListOfTheAppsOtherNamesAndActivityTypes() throws {
        let output = try FormatFixtures.registry().export(as: .plist)
        #expect(output.notes.isEmpty)
        let plist = try PropertyListSerialization.propertyList(from: Data(output.text.utf8), format: nil)
        let dictionary = try #require(plist as? [String: Any])
        let names = try #require(dictionary["INAlternativeAppNames"] as? [[String: String]])
        #expect(names == [["INAlternativeAppName": "Village Wallet"]])
        #expect(
            dictionary["NSUserActivityTypes"] as? [String] == [
                "CheckBalanceIntent", "LoadFundsIntent", "TransferMoneyIntent", "TalkToVillagerIntent",
            ])
    }

    @Test func anAppWithoutSynonymsIsNoted() throws {
        var registry = try FormatFixtures.registry()
        registry.app.synonyms = []
        let output = try registry.export(as: .plist)
        #expect(output.notes.map(\.place) == ["app.synonyms"])
    }

    @Test(arguments: [PhraseFormat.sirikit, .tips, .plist])
    func theyAreNotReadBack(format: PhraseFormat) throws {
        let error = try #require(throws: FormatError.self) {
            try Registry.imported(
                from: Data("x".utf8), format: format, file: "x",
                options: ImportOptions(base: try FormatFixtures.registry()))
        }
        #expect(error.message.contains("is written from the registry and is not read back"))
    }
}
