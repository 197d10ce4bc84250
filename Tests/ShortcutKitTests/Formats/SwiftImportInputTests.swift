import Foundation
import Testing

@testable import ShortcutKit

/// What Swift source the importer refuses before reading it (too large, not UTF-8 text), and source shapes
/// that must cost linear time: many phrases on one line.
@Suite struct SwiftImportInputTests {
    static let provider = """
        struct S: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] { AppShortcut(intent: OpenIntent(), phrases: ["Open \\(.applicationName)"]) }
        }

        """

    /// Bytes that are not UTF-8 text are an error naming the file and the byte offset, never repaired into
    /// another phrase (`"Open \u{FFFD}"` would import a phrase nobody wrote).
    @Test(
        arguments: [
            (Array(provider.utf8), nil),
            (
                Array("// caf".utf8) + [0xFF] + Array("\n".utf8) + Array(provider.utf8),
                "S.swift: invalid UTF-8 at byte offset 6 (0xFF); save the file as UTF-8 text without NUL bytes"
            ),
            (
                Array(provider.utf8) + [0x00],
                "S.swift: a NUL byte at byte offset \(provider.utf8.count); save the file as UTF-8 text without NUL bytes"
            ),
            (
                [UInt8](repeating: 0x20, count: 8 << 20) + [0x20],
                "S.swift: larger than 8 MiB, the limit for a Swift file; import the files that hold the app's shortcuts"
            ),
        ] as [([UInt8], String?)])
    func swiftSourceThatIsNoTextIsRefused(bytes: [UInt8], expected: String?) throws {
        let source = ImportSource(file: "S.swift", data: Data(bytes), format: .swift)
        #expect(source.problem?.description == expected)
        let options = ImportOptions(appName: "Tiles")
        if let expected {
            #expect(throws: FormatError.self) { try Registry.imported(from: [source], options: options) }
            do {
                _ = try Registry.imported(from: [source], options: options)
            } catch {
                #expect(error.description == expected)
            }
        } else {
            #expect(try Registry.imported(from: [source], options: options).registry.shortcuts.count == 1)
        }
    }

    /// The size limit is per format: a phrase file may be larger than a Swift file.
    @Test func theSizeLimitIsCheckedBeforeDecoding() {
        #expect(ImportSource.maximumLength(of: .swift) == 8 << 20)
        #expect(ImportSource.maximumLength(of: .xcstrings) == 16 << 20)
        let exact = ImportSource(file: "S.swift", data: Data(count: 8 << 20), format: .swift)
        #expect(exact.problem?.description.contains("NUL") == true, "at the limit the size passes; the NULs do not")
        let catalog = ImportSource(file: "AppShortcuts.xcstrings", data: Data([0xFF]), format: .xcstrings)
        #expect(catalog.problem == nil, "only Swift source is checked for UTF-8 here; catalogs keep their decoding")
    }

    /// Ten thousand phrases on one line import, each with its place; the long line is measured once and
    /// not shown under a message.
    @Test func manyPhrasesOnOneLongLine() throws {
        let count = 10_000
        let phrases = (0..<count).map { "\"Open item \($0) in \\(.applicationName)\"" }.joined(separator: ", ")
        let text = """
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] { AppShortcut(intent: OpenIntent(), phrases: [\(phrases), x]) }
            }
            """
        let result = try Registry.imported(
            from: Data(text.utf8), format: .swift, file: "S.swift", options: ImportOptions(appName: "Tiles"))
        #expect(result.registry.shortcuts.first?.phrases.count == count)
        let problem = try #require(result.problems.first)
        #expect(problem.location?.line == 2)
        #expect(problem.sourceLine == nil, "a line of \(text.count) characters is not shown")
        let file = SwiftFile(name: "S.swift", text: text)
        #expect(file.lines.map { $0 == nil } == [false, true, false])
        #expect(file.sourceLine(SourceLocation(line: 1, column: 1)) == "struct S: AppShortcutsProvider {")
    }

    /// A file with CRLF line ends shows the line of a problem, as one with LF does.
    @Test(arguments: ["\n", "\r\n"])
    func theLineOfAProblemIsShownWhateverTheLineEnds(end: String) throws {
        let lines = [
            "struct S: AppShortcutsProvider {",
            "    static var appShortcuts: [AppShortcut] {",
            "        AppShortcut(intent: OpenIntent(), phrases: [\"Open \\(.applicationName)\", x])",
            "    }",
            "}",
        ]
        let result = try Registry.imported(
            from: Data(lines.joined(separator: end).utf8), format: .swift, file: "S.swift",
            options: ImportOptions(appName: "Tiles"))
        let problem = try #require(result.problems.first)
        #expect(problem.location == SourceLocation(line: 3, column: 81))
        #expect(problem.sourceLine == lines[2])
    }
}
