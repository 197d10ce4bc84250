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
        for item in items {
            lines += [
                "    /// \(item.title): Siri runs it on \"\(item.phrase)\".",
                "    @MainActor static func \(item.property)(isVisible: Binding<Bool>) -> SiriTipView {",
                "        SiriTipView(intent: \(item.activityType)(), isVisible: isVisible)",
                "    }",
                "",
            ]
        }
        lines += [
            "    /// Opens the app's page in the Shortcuts app, where every shortcut is listed.",
            "    @MainActor static var shortcutsLink: ShortcutsLink { ShortcutsLink() }",
            "}",
        ]
        return ExportResult(text: lines.joined(separator: "\n") + "\n")
    }
}
