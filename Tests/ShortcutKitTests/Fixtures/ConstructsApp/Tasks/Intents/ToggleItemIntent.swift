import AppIntents

struct ToggleItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Item"

    // Another type named PinnedStatus, nested in another intent: told apart by its enclosing type.
    enum PinnedStatus: String, AppEnum {
        case done
        case open

        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Done or Open"
        static var caseDisplayRepresentations: [PinnedStatus: DisplayRepresentation] = [
            .done: "done",
            .open: "open",
        ]
    }

    @Parameter(title: "Status", requestValueDialog: "Done or open?")
    var status: PinnedStatus

    /// Item titles look like `[list/*] title`: the regex holds a `/*` that starts no comment.
    static let listPrefix = /\[[a-z\/*]+\]\s/

    func perform() async throws -> some IntentResult {
        let cleaned = "[inbox/*] milk".replacing(Self.listPrefix, with: "")
        _ = cleaned
        return .result()
    }
}
