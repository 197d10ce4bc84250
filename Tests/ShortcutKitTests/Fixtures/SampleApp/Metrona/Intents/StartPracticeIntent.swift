import AppIntents

struct StartPracticeIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Practice"
    static var openAppWhenRun = true

    @Parameter(title: "Instrument", requestValueDialog: IntentDialog("Which instrument?"))
    var instrument: Instrument?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
