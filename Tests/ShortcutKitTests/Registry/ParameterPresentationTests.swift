import Foundation
import Testing

@testable import ShortcutKit

/// A shortcut's `parameterPresentation`: read, written back, refused with its place when it cannot be
/// Apple's, linted when the Shortcuts app would show it badly, and ignored by the matcher.
@Suite struct ParameterPresentationTests {
    static let presentation = """
        {"parameter": "genre", "summary": "Browse ${genre}",
         "optionsCollections": [{"provider": "GenreOptions", "title": "Genres", "systemImageName": "tag"}]}
        """

    /// A registry with an enum parameter `genre`, a string parameter `note` and an entity parameter `book`
    /// whose type lists no values; `shortcut` is the one shortcut's members after its intent.
    static func registry(shortcut: String) -> String {
        """
        {"version": 1, "app": {"name": "Shelfie"},
         "types": {"Genre": {"kind": "enum", "cases": [{"value": "poetry"}, {"value": "fiction"}]},
                   "Book": {"kind": "entity", "values": []}},
         "intents": [{"name": "BrowseIntent", "parameters": [
             {"name": "genre", "type": "Genre"}, {"name": "note", "type": "string"},
             {"name": "book", "type": "Book"}]}],
         "shortcuts": [{"intent": "BrowseIntent", \(shortcut)}]}
        """
    }

    static let titled =
        #""shortTitle": "Browse", "systemImageName": "books.vertical", "phrases": ["Browse ${genre} in ${applicationName}"]"#

    @Test func aPresentationIsReadAndWrittenBackAndTheMatcherIgnoresIt() throws {
        let registry = try Registry(
            jsonText: Self.registry(shortcut: Self.titled + ", \"parameterPresentation\": " + Self.presentation))
        let expected = ParameterPresentation(
            parameter: "genre", summary: "Browse ${genre}",
            optionsCollections: [.init(provider: "GenreOptions", title: "Genres", systemImageName: "tag")])
        #expect(registry.shortcuts[0].parameterPresentation == expected)
        let reread = try Registry(jsonText: registry.json().prettyText)
        #expect(reread == registry)
        var without = registry
        without.shortcuts[0].parameterPresentation = nil
        #expect(without != registry)
        let match = try Matcher(registry: registry).match("browse poetry in shelfie")
        let plain = try Matcher(registry: without).match("browse poetry in shelfie")
        #expect(match == plain)
    }

    /// Each presentation the loader refuses, with the place its error names and words of its message.
    static let refused: [(shortcut: String, path: String, message: String)] = [
        (
            Self.titled
                + #", "parameterPresentation": {"parameter": "genra", "summary": "Browse ${genre}", "optionsCollections": [{"provider": "P", "title": "T"}]}"#,
            "shortcuts[0].parameterPresentation.parameter", "unknown parameter \"genra\"; did you mean \"genre\"?"
        ),
        (
            Self.titled
                + #", "parameterPresentation": {"parameter": "note", "summary": "Note ${note}", "optionsCollections": [{"provider": "P", "title": "T"}]}"#,
            "shortcuts[0].parameterPresentation.parameter", "BrowseIntent.note is a string parameter"
        ),
        (
            #""shortTitle": "Browse", "systemImageName": "books.vertical", "phrases": ["Browse in ${applicationName}"], "#
                + #""values": {"genre": "poetry"}, "parameterPresentation": "# + Self.presentation,
            "shortcuts[0].parameterPresentation.parameter", "genre is fixed by this shortcut's values"
        ),
        (
            Self.titled
                + #", "parameterPresentation": {"parameter": "genre", "summary": "Browse ${genre} by ${author}", "optionsCollections": [{"provider": "P", "title": "T"}]}"#,
            "shortcuts[0].parameterPresentation.summary", "unknown parameter ${author} in the summary"
        ),
        (
            Self.titled
                + #", "parameterPresentation": {"parameter": "genre", "summary": "Browse ${genre}", "optionsCollections": []}"#,
            "shortcuts[0].parameterPresentation.optionsCollections", "no options collections"
        ),
        (
            #""phrases": ["Browse ${genre} in ${applicationName}"], "parameterPresentation": "# + Self.presentation,
            "shortcuts[0].parameterPresentation", "needs a shortTitle and a systemImageName"
        ),
        (
            Self.titled
                + #", "parameterPresentation": {"parameter": "genre", "summary": "Browse ${genre}", "optionsCollections": [{"provider": "P", "title": "T", "image": "x"}]}"#,
            "shortcuts[0].parameterPresentation.optionsCollections[0].image", "unknown key \"image\""
        ),
    ]

    @Test(arguments: refused)
    func aPresentationAppleCannotHaveIsRefusedWithItsPlace(shortcut: String, path: String, message: String) throws {
        let error = try #require(throws: RegistryError.self) {
            try Registry(jsonText: Self.registry(shortcut: shortcut))
        }
        #expect(error.path == path, "\(error)")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.location != nil, "\(error)")
    }

    /// Presentations that load but that the Shortcuts app would show badly: the key each finding names.
    static let linted: [(presentation: String, key: String?, message: String)] = [
        (Self.presentation, nil, ""),
        (
            #"{"parameter": "book", "summary": "Read ${book}", "optionsCollections": [{"provider": "P", "title": "T"}]}"#,
            "parameter", "is a Book, which lists no values"
        ),
        (
            #"{"parameter": "genre", "summary": "Browse a genre", "optionsCollections": [{"provider": "P", "title": "T"}]}"#,
            "summary", "does not name ${genre}"
        ),
        (
            #"{"parameter": "genre", "summary": "Browse ${genre", "optionsCollections": [{"provider": "P", "title": "T"}]}"#,
            "summary", "unclosed ${"
        ),
    ]

    @Test(arguments: linted)
    func lintSaysWhatTheShortcutsAppWouldShowBadly(presentation: String, key: String?, message: String) throws {
        let registry = try Registry(
            jsonText: Self.registry(shortcut: Self.titled + ", \"parameterPresentation\": " + presentation))
        let findings = Linter().lint(registry).filter { $0.rule == .parameterPresentation }
        guard let key else {
            #expect(findings.isEmpty, "\(findings)")
            return
        }
        let finding = try #require(findings.first, "no finding for \(presentation)")
        #expect(findings.count == 1)
        #expect(finding.path == "shortcuts[0].parameterPresentation." + key)
        #expect(finding.message.contains(message), "\(finding.message)")
        #expect(finding.severity == .error)
        #expect(finding.location != nil)
    }
}
