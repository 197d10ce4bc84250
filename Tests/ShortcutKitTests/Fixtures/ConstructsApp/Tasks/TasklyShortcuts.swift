import AppIntents

// Every App Shortcut initializer real apps use: a short title without an image, an image without a
// short title, and both.
struct TasklyShortcuts: AppShortcutsProvider {
    static var shortcutTileColor: ShortcutTileColor = .grape

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CreateItemIntent(),
            phrases: [
                "Create a \(\.$status) item in \(.applicationName)",
                "New item in \(.applicationName)",
            ],
            systemImageName: "plus.circle"
        )
        AppShortcut(
            intent: ToggleItemIntent(),
            phrases: ["Mark an item \(\.$status) in \(.applicationName)"],
            shortTitle: "Toggle Item"
        )
        AppShortcut(
            intent: OpenAssetIntent(),
            phrases: [
                "Open \(\.$asset) in \(.applicationName)",
                "Show my \(\.$kind) in \(.applicationName)",
            ],
            shortTitle: "Open Asset",
            systemImageName: "photo"
        )
        AppShortcut(intent: TagItemsIntent(), phrases: ["Tag \(\.$tags) in \(.applicationName)"])
    }
}
