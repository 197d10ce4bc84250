import AppIntents

struct StopPracticeIntent: AppIntent {
    static var title: LocalizedStringResource = LocalizedStringResource(
        "intent.stop", defaultValue: "Stop Practice", table: "Intents", comment: "Ends the session")

    func perform() async throws -> some IntentResult {
        .result()
    }
}

#if DEBUG
struct ResetProgressIntent: AppIntent {
    static var title: LocalizedStringResource = "Reset Progress"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
#endif
