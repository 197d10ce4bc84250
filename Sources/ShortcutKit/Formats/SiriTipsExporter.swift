/// Writes App Intents' discoverability views for the registry's shortcuts: a `SiriTipView` per shortcut,
/// which shows the phrase that runs it, and a `ShortcutsLink` to the app's page in the Shortcuts app.
///
/// Apple asks apps to show a tip where people would use a shortcut; each function here makes the tip of
/// one shortcut, so a screen places it with one line: `VillagePaySiriTips.checkBalance(isVisible: $show)`.
struct SiriTipsExporter {
    let registry: Registry
    let options: ExportOptions

    func export() throws(FormatError) -> ExportResult {
        let typeName = SwiftSource.typeName(from: registry.app.name) + "SiriTips"
        var (items, lines) = try SiriKitExporter.start(
            of: .tips, registry: registry, options: options, imports: ["AppIntents", "SwiftUI"])
        lines += [
            "/// Siri tips for \(registry.app.name)'s shortcuts: place one where people would use its shortcut.",
            "enum \(typeName) {",
        ]
        let swift = SwiftProviderExporter(registry: registry, options: options)
        for item in items {
            lines += [
                "    /// \(item.title): Siri runs it on \"\(item.phrase)\".",
                "    @MainActor static func \(item.property)(isVisible: Binding<Bool>) -> SiriTipView {",
                "        SiriTipView(intent: \(swift.intentExpression(registry.shortcuts[item.index])), isVisible: isVisible)",
                "    }",
                "",
            ]
        }
        lines += [
            "    /// Opens the app's page in the Shortcuts app, where every shortcut is listed.",
            "    @MainActor static var shortcutsLink: ShortcutsLink { ShortcutsLink() }",
            "}",
        ]
        // The tip runs the shortcut's intent with its fixed values, through the initializer the Swift
        // provider's export declares.
        let notes = SiriKitExporter.fixedValueNotes(of: registry) { shortcut, values in
            "the tip calls \(swift.intentExpression(shortcut)) for the fixed values (\(values)): the initializer "
                + "`export --format swift` declares; declare it in the app if its provider is written by hand"
        }
        return ExportResult(text: lines.joined(separator: "\n") + "\n", notes: notes)
    }
}
