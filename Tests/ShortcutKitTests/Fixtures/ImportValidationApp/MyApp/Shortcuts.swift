import AppIntents

// Valid Swift that the registry refuses: the shortcut presets domain and a phrase names it.

struct LightsShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: TurnOnIntent(domain: .light),
            phrases: ["Turn on the \(\.$domain) in \(.applicationName)"],
            shortTitle: "Lights",
            systemImageName: "lightbulb"
        )
    }
}
