// A practice app's App Shortcuts, written as an app team would: the provider alone in its file, every
// intent and type it uses declared elsewhere. Written for the import tests; not taken from any app.
import AppIntents

struct MetronaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartPracticeIntent(),
            phrases: [
                "Start practicing \(\.$instrument) in \(.applicationName)",
                "Practice \(\.$instrument) with \(.applicationName)",
                "Start a practice session in \(.applicationName)",
            ],
            shortTitle: LocalizedStringResource("Start Practice", comment: "Shortcut tile title"),
            systemImageName: "music.note"
        )
        AppShortcut(
            intent: SetTempoIntent(),
            phrases: [
                "Set the tempo to \(\.$preset) in \(.applicationName)",
                "Switch \(AppShortcutPhraseToken.applicationName) to \(\.$preset)",
            ],
            shortTitle: LocalizedStringResource("Set Tempo", table: "Shortcuts"),
            systemImageName: "metronome"
        )
        AppShortcut(
            intent: OpenSongIntent(),
            phrases: ["Open \(\.$song) in \(.applicationName)"],
            shortTitle: "Open Song",
            systemImageName: "music.note.list"
        )
        #if os(iOS)
        AppShortcut(
            intent: StopPracticeIntent(),
            phrases: ["Stop practicing in \(.applicationName)", "End my \(.applicationName) session"],
            shortTitle: LocalizedStringResource("stop.title", defaultValue: "Stop Practice", table: "Shortcuts"),
            systemImageName: "stop.circle"
        )
        #else
        AppShortcut(
            intent: StopPracticeIntent(),
            phrases: ["Stop \(.applicationName)"],
            shortTitle: "Stop",
            systemImageName: "stop"
        )
        #endif
        #if DEBUG
        AppShortcut(
            intent: ResetProgressIntent(),
            phrases: ["Reset everything in \(.applicationName)"],
            shortTitle: "Reset",
            systemImageName: "trash"
        )
        #endif
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Buy a metronome on \(.applicationName)",
        ])
    }
}
