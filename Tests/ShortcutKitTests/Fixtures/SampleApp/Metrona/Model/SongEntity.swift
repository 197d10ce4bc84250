import AppIntents

struct SongEntity: AppEntity, Identifiable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Song"
    static var defaultQuery = SongQuery()

    var id: UUID
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct SongQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [SongEntity] { [] }
    func suggestedEntities() async throws -> [SongEntity] { [] }
}
