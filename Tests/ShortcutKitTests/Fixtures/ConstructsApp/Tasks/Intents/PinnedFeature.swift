import AppIntents

// A file with App Intents types: each skipped #if branch is its own note.
#if BETA
struct BetaIntent: AppIntent {
    static var title: LocalizedStringResource = "Beta"
    func perform() async throws -> some IntentResult { .result() }
}
#endif
