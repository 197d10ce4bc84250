import AppIntents

// Tiles per value in the Shortcuts app: one presentation in the layout the export writes, one written on
// a single line.
struct ShelfShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BrowseGenreIntent(),
            phrases: [
                "Browse \(\.$genre) in \(.applicationName)",
            ],
            shortTitle: "Browse Genre",
            systemImageName: "books.vertical",
            parameterPresentation: ParameterPresentation(
                for: \.$genre,
                summary: Summary("Browse \(\.$genre)"),
                optionsCollections: {
                    OptionsCollection(GenreOptionsProvider(), title: "Genres", systemImageName: "tag")
                    OptionsCollection(FavoriteGenresProvider(), title: "Favorites")
                }
            )
        )
        AppShortcut(intent: OpenShelfIntent(), phrases: ["Open my \(\.$shelf) shelf in \(.applicationName)"], shortTitle: "Open Shelf", systemImageName: "tray", parameterPresentation: ParameterPresentation(for: \.$shelf, summary: Summary("Open \(\.$shelf)"), optionsCollections: { OptionsCollection(ShelfOptionsProvider(), title: "Shelves") }))
    }
}
