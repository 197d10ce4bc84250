import AppIntents

struct OpenSongIntent: AppIntent {
    static var title: LocalizedStringResource { "Open Song" }

    @Parameter(title: "Song", requestValueDialog: IntentDialog("Which song?"))
    var song: SongEntity

    func perform() async throws -> some IntentResult {
        .result()
    }
}
