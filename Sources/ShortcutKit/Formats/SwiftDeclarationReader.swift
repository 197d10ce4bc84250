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

    var tokens: [SwiftFile.Token] { file.tokens }

    func place(_ index: Int) -> Declarations.Place {
        let location = file.location(at: index)
        return Declarations.Place(file: file.name, location: location, sourceLine: file.sourceLine(location))
    }

    mutating func record(_ problem: FormatError) {
        declarations.problems.append(problem)
    }

    mutating func scan() {
        var index = 0
        while index < tokens.count {
            guard let word = file.name(at: index) else {
                index += 1
                continue
            }
            do {
                switch word {
                case "struct", "class", "enum", "actor", "extension":
                    index = try declaration(at: index)
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
