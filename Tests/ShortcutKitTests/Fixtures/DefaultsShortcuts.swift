import AppIntents

/// An app whose intent declares a default: "send a tip" needs no speed.
enum TipSpeed: String, AppEnum {
    case standard
    case instant

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
    static var caseDisplayRepresentations: [TipSpeed: DisplayRepresentation] = [
        .standard: "standard",
        .instant: "instant",
    ]
}

struct SendTipIntent: AppIntent {
    static var title: LocalizedStringResource = "Send Tip"

    @Parameter(title: "Speed", default: .standard)
    var speed: TipSpeed

    func perform() async throws -> some IntentResult { .result() }
}

struct TipsterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SendTipIntent(),
            phrases: [
                "Send a tip with \(.applicationName)",
                "Send an \(\.$speed) tip with \(.applicationName)",
            ],
            shortTitle: "Send Tip",
            systemImageName: "heart"
        )
    }
}
