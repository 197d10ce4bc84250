import AppIntents

enum Genre: String, AppEnum {
    case poetry
    case fiction

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
    static var caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
        .poetry: "poetry",
        .fiction: "novels",
    ]
}

enum Shelf: String, AppEnum {
    case reading
    case finished

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static var caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
        .reading: "reading",
        .finished: "finished",
    ]
}

struct BrowseGenreIntent: AppIntent {
    static var title: LocalizedStringResource = "Browse Genre"

    @Parameter(title: "Genre")
    var genre: Genre?

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenShelfIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Shelf"

    @Parameter(title: "Shelf")
    var shelf: Shelf?

    func perform() async throws -> some IntentResult { .result() }
}

struct GenreOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [Genre] { Genre.allCases }
}

struct FavoriteGenresProvider: DynamicOptionsProvider {
    func results() async throws -> [Genre] { [.poetry] }
}

struct ShelfOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [Shelf] { Shelf.allCases }
}
