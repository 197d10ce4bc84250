import AppIntents

struct CreateItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Create Item"
    static var description = IntentDescription("""
        Creates an item in the current list, \
        pinned or not.
        """)

    enum PinnedStatus: String, AppEnum {
        case pinned
        case unpinned

        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pinned Status"
        static var caseDisplayRepresentations: [PinnedStatus: DisplayRepresentation] = [
            .pinned: "pinned",
            .unpinned: DisplayRepresentation(title: "unpinned", synonyms: ["loose"]),
        ]
    }

    @Parameter(title: "Status", default: .unpinned)
    var status: PinnedStatus

    func perform() async throws -> some IntentResult { .result() }
}
