import AppIntents

struct SetTempoIntent: AppIntent {
    static let title = LocalizedStringResource("Set Tempo", comment: "Intent title")

    @Parameter(title: LocalizedStringResource("Tempo", table: "Intents"), requestValueDialog: "Which tempo?")
    var preset: TempoPreset

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Tempo set to \(preset.rawValue)")
    }
}
