import Foundation
import Testing

@testable import ShortcutKit

@Suite struct SwiftProviderExporterTests {
    @Test func writesOneAppShortcutPerShortcutWithAppleInterpolations() throws {
        let output = try FormatFixtures.registry().export(as: .swift)
        #expect(output.text.contains("import AppIntents"))
        #expect(output.text.contains("struct VillagePayShortcuts: AppShortcutsProvider {"))
        #expect(output.text.components(separatedBy: "        AppShortcut(\n").count - 1 == 4)
        #expect(output.text.contains(#""Check my \(\.$account) balance with \(.applicationName)","#))
        #expect(output.text.contains(#""Load money into \(.applicationName)","#))
        #expect(output.text.contains(#"shortTitle: "Send Money","#))
        #expect(output.text.contains(#"systemImageName: "arrow.left.arrow.right""#))
        #expect(output.text.contains("NegativeAppShortcutPhrases(phrases: [\n            \"Open the village gate\","))
        // Registry order is kept.
        let check = try #require(output.text.range(of: "CheckBalanceIntent()"))
        let talk = try #require(output.text.range(of: "TalkToVillagerIntent()"))
        #expect(check.lowerBound < talk.lowerBound)
        #expect(!output.text.contains("enum Account"))
    }

    @Test func reportsEachPhraseAppleWouldRejectAndLeavesItOut() throws {
        let output = try FormatFixtures.registry().export(as: .swift)
        #expect(
            output.notes.map(\.place) == [
                "shortcuts[1].phrases[1]", "shortcuts[2].phrases[1]", "shortcuts[3].phrases[2]",
            ])
        #expect(output.notes.allSatisfy { $0.kind == .rejectedByApple })
        #expect(output.notes[0].message.contains("${amount} is a currency"))
        #expect(output.notes[1].message.contains("2 parameters (${amount}, ${contact})"))
        #expect(output.notes[2].message.contains("does not name the app"))
        #expect(!output.text.contains("Load \\(\\.$amount)"))
        #expect(!output.text.contains("Talk to the villager\""))
    }

    @Test(arguments: [
        ("Ping ${applicationName} and ${applicationName}", "names the app 2 times"),
        ("Open ${account} and ${account} in ${applicationName}", "names ${account} twice"),
        ("Check ${applicationName}", "an earlier phrase is the same"),
    ])
    func rejectionRules(phrase: String, reason: String) throws {
        var registry = try FormatFixtures.registry()
        registry.translations = []
        registry.shortcuts[0].phrases = ["Check ${applicationName}", try Phrase(phrase)]
        let notes = try registry.export(as: .swift).notes.filter { $0.place == "shortcuts[0].phrases[1]" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains(reason) == true)
    }

    /// Found by `Fuzz/run.sh swift-import`: a Swift file declaring `negativePhrases` twice imports with each
    /// negative phrase twice; the export wrote each once without a note, so the generated file looked
    /// complete, yet importing it back into that registry changed it.
    @Test func aRepeatedNegativePhraseIsLeftOutWithANote() throws {
        var registry = try FormatFixtures.registry()
        registry.translations = []
        registry.negativePhrases = ["Order a pizza", "Scoop the litter box", "order a pizza"]
        let output = try registry.export(as: .swift)
        let notes = output.notes.filter { $0.place.hasPrefix("negativePhrases") }
        #expect(notes.map(\.place) == ["negativePhrases[2]"])
        #expect(notes.first?.message.contains("an earlier negative phrase is the same") == true)
        #expect(output.text.components(separatedBy: "rder a pizza").count - 1 == 1)
    }

    @Test func withTypesEmitsAnAppEnumPerEnumType() throws {
        var registry = try FormatFixtures.registry()
        registry.types[0].values.append(ParameterValueDefinition(identifier: "rainy-day", title: "Rainy \"day\""))
        let text = try registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text
        #expect(
            text.contains(
                "enum Account: String, AppEnum {\n    case checking\n    case savings\n    case rainyDay = \"rainy-day\""
            ))
        #expect(
            text.contains(#".savings: DisplayRepresentation(title: "savings", synonyms: ["saving", "rainy day"]),"#))
        #expect(text.contains(#".rainyDay: DisplayRepresentation(title: "Rainy \"day\""),"#))
        #expect(!text.contains("enum Contact"))
    }

    @Test func anIntentThatIsNoSwiftTypeNameIsAnError() throws {
        var registry = try FormatFixtures.registry()
        registry.intents[0].name = "Check Balance"
        registry.shortcuts[0].intent = "Check Balance"
        #expect(throws: FormatError.self) { try registry.export(as: .swift) }
    }

    @Test func theGeneratedSwiftTypeChecksAgainstTheAppIntentsStandIn() throws {
        let registry = try FormatFixtures.registry()
        let checker = try SwiftTypeChecker()
        let withTypes = try registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text
        let app = SwiftTypeChecker.appDeclarations(for: registry, includingEnums: false)
        let typed = try checker.typecheck(["Shortcuts.swift": withTypes, "App.swift": app])
        #expect(typed.status == 0, "\(typed.output)\n\(withTypes)")
        // Without an image and a short title a shortcut uses AppShortcut(intent:phrases:), which must
        // type-check too.
        var withoutImage = registry
        withoutImage.shortcuts[3].systemImageName = nil
        withoutImage.shortcuts[3].shortTitle = nil
        let plainOutput = try withoutImage.export(as: .swift)
        #expect(!plainOutput.notes.contains { $0.kind == .lossy })
        let plain = plainOutput.text
        #expect(
            plain.contains(
                "intent: TalkToVillagerIntent(),\n            phrases: [\n                \"Talk to villager in \\(.applicationName)\",\n                \"Open \\(.applicationName)\",\n            ]\n        )"
            ))
        let appWithEnums = SwiftTypeChecker.appDeclarations(for: registry, includingEnums: true)
        let untyped = try checker.typecheck(["Shortcuts.swift": plain, "App.swift": appWithEnums])
        #expect(untyped.status == 0, "\(untyped.output)\n\(plain)")
    }

    /// The worked example the package ships: its export type-checks, with and without `--with-types`.
    @Test func theShippedRegistrysSwiftTypeChecks() throws {
        let registry = try Registry(contentsOf: repositoryRoot.appendingPathComponent("shortcuts.json"))
        let checker = try SwiftTypeChecker()
        let typed = try checker.typecheck([
            "Shortcuts.swift": try registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text,
            "App.swift": SwiftTypeChecker.appDeclarations(for: registry, includingEnums: false),
        ])
        #expect(typed.status == 0, "\(typed.output)")
        let untyped = try checker.typecheck([
            "Shortcuts.swift": try registry.export(as: .swift).text,
            "App.swift": SwiftTypeChecker.appDeclarations(for: registry, includingEnums: true),
        ])
        #expect(untyped.status == 0, "\(untyped.output)")
    }

    /// A `confirm` question becomes the intent's `requestConfirmation` call, with its parameters interpolated,
    /// the app's name written out and the text escaped; it type-checks, and stops type-checking when the
    /// question names what the intent does not have.
    @Test func aConfirmationIsWrittenAsTheIntentsRequestConfirmation() throws {
        var registry = try Registry(contentsOf: repositoryRoot.appendingPathComponent("shortcuts.json"))
        let index = try #require(registry.intents.firstIndex { $0.name == "TransferMoneyIntent" })
        let old = registry.intents[index].confirmation
        registry.intents[index].confirmation = #"Send ${amount} to ${recipient} with ${applicationName} "now"?"#
        // The translations of the question replaced would be stale, which the export refuses.
        for locale in registry.translations.indices {
            registry.translations[locale].sentences.removeAll { $0.source == old }
        }
        let text = try registry.export(as: .swift).text
        #expect(
            text.contains(
                """
                @available(iOS 18.0, macOS 15.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
                extension TransferMoneyIntent {
                    /// Asks the registry's question (`confirm` in the registry) before the action runs: call it first in
                    /// `perform()`. It throws when the person declines, so nothing after it runs.
                    func requestRegistryConfirmation() async throws {
                        try await requestConfirmation(dialog: "Send \\(amount) to \\(recipient) with VillagePay \\"now\\"?")
                    }
                }
                """), "\(text)")
        #expect(text.contains("extension PayBillIntent {"))
        #expect(!text.contains("extension LoadFundsIntent {"), "an intent without confirm gets no extension")
        let app = SwiftTypeChecker.appDeclarations(for: registry, includingEnums: true)
        let checker = try SwiftTypeChecker()
        let good = try checker.typecheck(["Shortcuts.swift": text, "App.swift": app])
        #expect(good.status == 0, "\(good.output)")
        let broken = try checker.typecheck([
            "Shortcuts.swift": text.replacingOccurrences(of: "\\(recipient)", with: "\\(payee)"), "App.swift": app,
        ])
        #expect(broken.status != 0)
        #expect(broken.output.contains("payee"), "\(broken.output)")
    }

    /// The check must be able to fail: a typo, or a phrase naming a currency parameter, does not type-check.
    @Test(arguments: [
        ("shortTitle:", "shortTittle:"),
        ("NegativeAppShortcutPhrases(phrases:", "NegativeAppShortcutPhrases(phrase:"),
        (#""Send money with \(.applicationName)""#, #""Send \(\.$amount) with \(.applicationName)""#),
        (#"\(.applicationName)"#, #"\(.appName)"#),
    ])
    func theStandInRejectsWhatAppleWouldReject(original: String, broken: String) throws {
        let registry = try FormatFixtures.registry()
        var registryWithAmount = registry
        // The currency parameter exists on the intent, so only its type can make the phrase fail.
        registryWithAmount.intents[2].parameters[1].type = .currency
        let text = try registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text
        #expect(text.contains(original))
        let app = SwiftTypeChecker.appDeclarations(for: registryWithAmount, includingEnums: false)
        let result = try SwiftTypeChecker().typecheck([
            "Shortcuts.swift": text.replacingOccurrences(of: original, with: broken), "App.swift": app,
        ])
        #expect(result.status != 0)
        // It fails for the change, not for the app's side.
        #expect(result.output.contains("Shortcuts.swift:"))
        #expect(!result.output.contains("App.swift:"), "\(result.output)")
    }

    /// An image without a short title is written with iOS 16's initializer, never with an invented title,
    /// and a short title without an image with `(intent:phrases:shortTitle:)`; both type-check and import
    /// back into the same registry, with nothing lost to report.
    @Test func aShortTitleOrAnImageAloneIsWrittenAsItIs() throws {
        var registry = try FormatFixtures.registry()
        registry.shortcuts[3].shortTitle = nil
        registry.shortcuts[2].systemImageName = nil
        registry.app.shortcutTileColor = "navy"
        let exported = try registry.export(as: .swift)
        #expect(!exported.notes.contains { $0.kind == .lossy })
        #expect(exported.text.contains("    static var shortcutTileColor: ShortcutTileColor { .navy }\n"))
        #expect(exported.text.contains("            ],\n            systemImageName: \"person.wave.2\"\n        )"))
        #expect(exported.text.contains("            ],\n            shortTitle: \"Send Money\"\n        )"))
        let checked = try SwiftTypeChecker().typecheck([
            "Shortcuts.swift": exported.text,
            "App.swift": SwiftTypeChecker.appDeclarations(for: registry, includingEnums: true),
        ])
        #expect(checked.status == 0, "\(checked.output)")
        let merged = try Registry.imported(
            from: Data(exported.text.utf8), format: .swift, file: "S.swift", options: ImportOptions(base: registry))
        #expect(merged.problems.isEmpty)
        #expect(merged.registry == registry)
    }

    /// A shortcut none of whose phrases Apple accepts is an error, never an empty or shorter provider.
    @Test func aShortcutWithoutAnExportablePhraseIsAnError() throws {
        var registry = try FormatFixtures.registry()
        registry.translations = []
        registry.shortcuts[0].phrases = ["Talk to the villager", "Open the village gate"]
        let error = try #require(throws: FormatError.self) { try registry.export(as: .swift) }
        #expect(error.path == "shortcuts[0]")
        #expect(error.message.hasPrefix("a shortcut has no phrase Apple would accept, so the Swift would leave it out"))
        #expect(
            error.message.contains(
                #"shortcuts[0] (CheckBalanceIntent): "Talk to the villager": it does not name the app"#))
        #expect(error.message.contains(#"\(.applicationName)"#))
        // The other formats still report it as a note: a catalog does not lose a shortcut by leaving out a key.
        #expect(try registry.export(as: .xcstrings).notes.contains { $0.place == "shortcuts[0]" })
    }
}
