/// The colours Apple offers for an app's tiles in the Shortcuts app (`ShortcutTileColor` of AppIntents).
///
/// One list, read by the registry's loader (an unknown colour is an error with its place) and the Swift
/// import; `shortcuts.schema.json` lists the same names, and a test holds the two together.
package enum ShortcutTileColor {
    /// The case names of AppIntents' `ShortcutTileColor`, as the registry and Swift spell them.
    package static let allNames = [
        "blue", "grape", "grayBlue", "grayBrown", "grayGreen", "lightBlue", "lime", "navy", "orange", "pink",
        "purple", "red", "tangerine", "teal", "yellow",
    ]
}
