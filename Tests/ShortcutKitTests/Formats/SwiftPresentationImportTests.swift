import Foundation
import Testing

@testable import ShortcutKit

/// `parameterPresentation:` through the Swift import and export: the fixture app `PresentationApp` imports
/// fully, a whole-file export of it imports back to the same registry, what the registry cannot hold is a
/// lossy note naming it, and a problem the registry's validation finds names the Swift file and line.
@Suite struct SwiftPresentationImportTests {
    private static func presentationApp() throws -> ImportResult {
        let root = try FormatFixtures.url("PresentationApp/Shelf/ShelfShortcuts.swift").deletingLastPathComponent()
            .deletingLastPathComponent().path
        return try SwiftSourceTreeImportTests.importTree(root, options: ImportOptions(appName: "Shelfie"))
    }

    /// - Parameter base: the registry that declares the intents, for a provider imported without them.
    private func swift(_ text: String, base: Registry? = nil) throws -> ImportResult {
        try Registry.imported(
            from: Data(text.utf8), format: .swift, file: "App.swift",
            options: ImportOptions(base: base, appName: "Shelfie"))
    }

    @Test func thePresentationAppImportsFully() throws {
        let result = try Self.presentationApp()
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(!result.notes.contains { $0.kind == .lossy }, "\(result.notes)")
        #expect(
            result.registry.shortcuts.map(\.parameterPresentation) == [
                ParameterPresentation(
                    parameter: "genre", summary: "Browse ${genre}",
                    optionsCollections: [
                        .init(provider: "GenreOptionsProvider", title: "Genres", systemImageName: "tag"),
                        .init(provider: "FavoriteGenresProvider", title: "Favorites"),
                    ]),
                ParameterPresentation(
                    parameter: "shelf", summary: "Open ${shelf}",
                    optionsCollections: [.init(provider: "ShelfOptionsProvider", title: "Shelves")]),
            ])
        #expect(Linter().lint(result.registry).filter { $0.rule == .parameterPresentation }.isEmpty)
    }

    @Test func aWholeFileExportImportsBackToTheSameRegistry() throws {
        let registry = try Self.presentationApp().registry
        let exported = try registry.export(as: .swift, options: ExportOptions())
        #expect(exported.text.contains("            parameterPresentation: ParameterPresentation(\n"))
        #expect(exported.text.contains("                summary: Summary(\"Open \\(\\.$shelf)\"),\n"))
        let reimported = try swift(exported.text, base: registry)
        #expect(reimported.problems.isEmpty, "\(reimported.problems)")
        #expect(reimported.registry.shortcuts == registry.shortcuts)
    }

    /// The generated presentation type-checks against the stand-in of Apple's signatures, and stops when
    /// its summary names a parameter the intent lacks.
    @Test func theGeneratedPresentationTypeChecks() throws {
        let registry = try Self.presentationApp().registry
        let checker = try SwiftTypeChecker()
        let providers = ["GenreOptionsProvider", "FavoriteGenresProvider", "ShelfOptionsProvider"].map {
            "struct \($0): DynamicOptionsProvider {}"
        }
        let app =
            SwiftTypeChecker.appDeclarations(for: registry, includingEnums: true) + "\n"
            + providers.joined(separator: "\n") + "\n"
        let exported = try registry.export(as: .swift).text
        let typed = try checker.typecheck(["Shortcuts.swift": exported, "App.swift": app])
        #expect(typed.status == 0, "\(typed.output)\n\(exported)")
        let wrong = exported.replacingOccurrences(
            of: "summary: Summary(\"Open \\(\\.$shelf)\")", with: "summary: Summary(\"Open \\(\\.$shelves)\")")
        #expect(wrong != exported)
        #expect(try checker.typecheck(["Shortcuts.swift": wrong, "App.swift": app]).status != 0)
    }

    @Test func aChangedPresentationRewritesOnlyItsShortcut() throws {
        let url = try FormatFixtures.url("PresentationApp/Shelf/ShelfShortcuts.swift")
        let original = try String(contentsOf: url, encoding: .utf8)
        var registry = try Self.presentationApp().registry
        registry.shortcuts[1].parameterPresentation?.summary = "Show ${shelf}"
        let exported = try registry.export(as: .swift, options: ExportOptions(currentText: original))
        #expect(exported.text.contains("summary: Summary(\"Show \\(\\.$shelf)\")"))
        #expect(exported.text.components(separatedBy: "OptionsCollection(GenreOptionsProvider()").count == 2)
        #expect(try swift(exported.text, base: registry).registry.shortcuts == registry.shortcuts)
    }

    /// Presentations the registry cannot hold: the shortcut is imported without one, and a lossy note says
    /// what was left and where.
    static let unreadable: [(presentation: String, words: String)] = [
        ("presentation", "not written as ParameterPresentation(for:summary:optionsCollections:)"),
        (
            "ParameterPresentation(for: \\.$genre, summary: Summary(\"Browse \\(\\.$genre)\"), optionsCollections: { collections() })",
            "the options collections are built by code"
        ),
        (
            "ParameterPresentation(for: \\.$genre, summary: Summary(\"Browse \\(\\.$genre)\"), optionsCollections: { OptionsCollection(Provider(kind: 1), title: \"G\") })",
            "provider is not made as Provider()"
        ),
        (
            "ParameterPresentation(for: \\.$genre, summary: Summary(\"Browse \\(name)\"), optionsCollections: { OptionsCollection(Provider(), title: \"G\") })",
            "the summary interpolates \\(name)"
        ),
    ]

    @Test(arguments: unreadable)
    func aPresentationTheRegistryCannotHoldIsALossyNote(presentation: String, words: String) throws {
        let source = """
            enum Genre: String, AppEnum { case poetry }
            struct BrowseIntent: AppIntent { @Parameter(title: "Genre") var genre: Genre? }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BrowseIntent(), phrases: ["Browse \\(\\.$genre) in \\(.applicationName)"], shortTitle: "Browse", systemImageName: "book", parameterPresentation: \(presentation))
                }
            }
            """
        let result = try swift(source)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.registry.shortcuts.count == 1)
        #expect(result.registry.shortcuts[0].parameterPresentation == nil)
        let note = try #require(result.notes.first { $0.kind == .lossy }, "\(result.notes)")
        #expect(note.place.hasPrefix("App.swift:5:"), "\(note)")
        #expect(note.message.contains("parameterPresentation of the AppShortcut for BrowseIntent"), "\(note)")
        #expect(note.message.contains(words), "\(note)")
        // An export over the file keeps it as written.
        let exported = try result.registry.export(as: .swift, options: ExportOptions(currentText: source))
        #expect(exported.text == source)
    }

    @Test func aSummarysTableIsKeptOverTheFileAndNamedAsNotHeld() throws {
        let source = """
            enum Genre: String, AppEnum { case poetry }
            struct BrowseIntent: AppIntent { @Parameter(title: "Genre") var genre: Genre? }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: BrowseIntent(), phrases: ["Browse \\(\\.$genre) in \\(.applicationName)"], shortTitle: "Browse", systemImageName: "book", parameterPresentation: ParameterPresentation(for: \\.$genre, summary: Summary("Browse \\(\\.$genre)", table: "Tiles"), optionsCollections: { OptionsCollection(GenreOptions(), title: "Genres") }))
                }
            }
            """
        let result = try swift(source)
        #expect(result.registry.shortcuts[0].parameterPresentation?.summary == "Browse ${genre}")
        let note = try #require(result.notes.first { $0.kind == .lossy }, "\(result.notes)")
        #expect(note.message.contains("does not hold the summary's table: \"Tiles\""), "\(note)")
        #expect(note.place.hasPrefix("App.swift:5:"), "\(note)")
        #expect(try result.registry.export(as: .swift, options: ExportOptions(currentText: source)).text == source)
    }

    /// Valid Swift that the registry's validation refuses: the problem names the Swift file, line and column
    /// of the literal it concerns, with its source line and a caret, not a line of generated JSON.
    static let refusedByValidation: [(source: String, path: String, line: Int, words: String)] = [
        (
            """
            enum Domain: String, AppEnum { case light }
            struct TurnOnIntent: AppIntent { @Parameter(title: "Domain") var domain: Domain }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: TurnOnIntent(domain: .light),
                        phrases: ["Turn on the \\(\\.$domain) in \\(.applicationName)"])
                }
            }
            """,
            "shortcuts[0].phrases[0]", 7, "is fixed by this shortcut's values"
        ),
        (
            """
            struct NoteIntent: AppIntent { @Parameter(title: "Text") var text: String }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: NoteIntent(), phrases: ["Note in \\(.applicationName)"], shortTitle: "Note", systemImageName: "pencil",
                        parameterPresentation: ParameterPresentation(for: \\.$text, summary: Summary("Note \\(\\.$text)"), optionsCollections: { OptionsCollection(P(), title: "T") }))
                }
            }
            """,
            "shortcuts[0].parameterPresentation.parameter", 5, "NoteIntent.text is a string parameter"
        ),
        (
            """
            struct RepeatIntent: AppIntent {
                @Parameter(title: "Times", inclusiveRange: (lowerBound: 10, upperBound: 1))
                var times: Int
            }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: RepeatIntent(), phrases: ["Repeat \\(\\.$times) times in \\(.applicationName)"])
                }
            }
            """,
            "intents[0].parameters[0].minimum", 2, "minimum"
        ),
    ]

    @Test(arguments: refusedByValidation)
    func aValidationProblemNamesTheSwiftFileAndLine(source: String, path: String, line: Int, words: String) throws {
        let error = try #require(throws: FormatError.self) { try swift(source) }
        #expect(error.file == "App.swift", "\(error)")
        #expect(error.path == path, "\(error)")
        #expect(error.location?.line == line, "\(error)")
        #expect(error.message.contains("the imported registry would not load: "), "\(error)")
        #expect(error.message.contains(words), "\(error)")
        #expect(error.description.contains("--> App.swift:\(line):"), "\(error)")
        #expect(error.description.contains("^"), "\(error)")
    }
}
