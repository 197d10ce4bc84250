/// Which of an app's string catalogs an `.xcstrings` file is: Apple reads App Shortcut phrases from one
/// and everything else, enum cases' display titles among them, from another.
///
/// `DisplayRepresentation(title:synonyms:)` takes `LocalizedStringResource`s, whose table is `Localizable`
/// unless the app names another; `AppShortcuts.xcstrings` holds only phrases. So a case's title and
/// synonyms are translated in `Localizable.xcstrings`, keyed by the source text, one string per locale.
package enum StringCatalogTable: String, Sendable, Equatable, CaseIterable {
    /// `AppShortcuts.xcstrings`: the shortcuts' phrases, several per key and locale.
    case appShortcuts = "AppShortcuts"
    /// `Localizable.xcstrings`: enum cases' titles and synonyms, among the app's other strings.
    case localizable = "Localizable"

    /// The table a catalog's file name says: `Localizable` for `…/Localizable.xcstrings`, else `AppShortcuts`.
    package init(fileName: String) {
        let name = fileName.split(separator: "/").last.map(String.init) ?? fileName
        self = name.lowercased() == "localizable.xcstrings" ? .localizable : .appShortcuts
    }
}
