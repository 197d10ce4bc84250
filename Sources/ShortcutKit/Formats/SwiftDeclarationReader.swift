/// Reads one Swift file's App Shortcuts declarations into `SwiftDeclarations`: providers and their
/// `AppShortcut(…)` literals and negative phrases, `AppIntent` titles and `@Parameter`s, `AppEnum` cases and
/// display representations (from the enum and its extensions), and `AppEntity` types.
///
/// A construct that cannot be read statically is one problem with its place and fix, and reading goes on:
/// one unreadable phrase never costs the rest of the file.
struct SwiftDeclarationReader {
    typealias Declarations = SwiftDeclarations

    let file: SwiftFile
    var declarations: Declarations
    /// The App Intents macros (`@AppEntity(schema:)`, `@AppEnum(schema:)`, `@AppIntent(schema:)`) written
    /// before the next type declaration: each conforms the type as its protocol would, without the
    /// conformance being written.
    var pendingMacroConformances: [String] = []
    /// The types whose bodies enclose the scan, innermost last: each qualified name (`CreateItemIntent`,
    /// `CreateItemIntent.PinnedStatus`) and the index of its closing brace. Nested types of one name in two
    /// enclosing types (`CreateItemIntent.PinnedStatus`, `ToggleItemIntent.PinnedStatus`) stay apart.
    var enclosingTypes: [(name: String, end: Int)] = []

    init(file: SwiftFile, declarations: Declarations) {
        self.file = file
        self.declarations = declarations
    }

    var tokens: [SwiftFile.Token] { file.tokens }

    func place(_ index: Int) -> Declarations.Place {
        let location = file.location(at: index)
        return Declarations.Place(file: file.name, location: location, sourceLine: file.sourceLine(location))
    }

    mutating func record(_ problem: FormatError) {
        declarations.problems.append(problem)
    }

    /// `static var shortcutTileColor: ShortcutTileColor = .navy` (or `{ .navy }`, `ShortcutTileColor.navy`).
    mutating func tileColor(at index: Int) -> Int {
        var next = index + 1
        var name: String?
        while next < tokens.count, next < index + 12 {
            if file.isPunctuation(".", at: next), let member = file.name(at: next + 1) {
                name = member
                break
            }
            next += 1
        }
        guard let name, ShortcutTileColor.allNames.contains(name) else {
            record(
                file.failure(
                    "cannot read shortcutTileColor; write static var shortcutTileColor: ShortcutTileColor = .navy with one of Apple's colours",
                    at: index))
            return index + 1
        }
        declarations.shortcutTileColor = name
        return next + 2
    }

    mutating func scan() {
        var index = 0
        while index < tokens.count {
            while let innermost = enclosingTypes.last, index >= innermost.end { enclosingTypes.removeLast() }
            guard let word = file.name(at: index) else {
                index += 1
                continue
            }
            do {
                switch word {
                case "struct", "class", "enum", "actor", "extension":
                    index = try declaration(at: index)
                    pendingMacroConformances = []
                case "AppEntity", "AppEnum",
                    "AppIntent" where file.isPunctuation("@", at: index - 1):
                    pendingMacroConformances.append(word)
                    index += 1
                case "shortcutTileColor" where ["var", "let"].contains(file.name(at: index - 1)):
                    index = tileColor(at: index)
                case "AppShortcut" where file.isPunctuation("(", at: index + 1):
                    index = try appShortcut(at: index)
                case "negativePhrases"
                where file.isPunctuation(":", at: index + 1) || file.isPunctuation("=", at: index + 1):
                    index = try negativePhrasesDeclaration(at: index)
                default:
                    index += 1
                }
            } catch {
                record(error)
                index += 1
            }
        }
    }
}
