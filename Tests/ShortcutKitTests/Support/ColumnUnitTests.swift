import Foundation
import Testing

@testable import ShortcutKit

/// Every path that reports a position counts columns in Unicode scalars, and the caret sits under the
/// character: the same mistake after accented, decomposed, CJK, emoji, ZWJ-joined and flag text.
@Suite struct ColumnUnitTests {
    /// Text placed before each mistake, and how many of its characters take two terminal cells.
    static let prefixes: [(text: String, wide: Int)] = [
        ("Café", 0), ("Cafe\u{301} crème", 0), ("日本語の店", 5), ("🎉 party 🎊", 2), ("👩‍👩‍👧 family", 1), ("🇫🇷 Paris", 1),
    ]

    /// The 1-based column, in Unicode scalars, where `needle` first starts in `line`: the oracle, counted
    /// on `String` rather than on bytes as the code does.
    static func column(of needle: String, in line: String) throws -> Int {
        let range = try #require(line.range(of: needle), "\(needle) in \(line)")
        return line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1
    }

    /// Checks the `-->` place of the first `needle` in `text` and that the caret line puts `^` under it,
    /// counting two cells for each wide character before it (the lines are kept under the 80 characters
    /// that `DiagnosticText` shows before a caret, so that none is cut).
    static func expectPlace(
        _ description: String, _ location: ShortcutKit.SourceLocation?, text: String, needle: String, wide: Int,
        file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lineIndex = try #require(lines.firstIndex { $0.contains(needle) })
        let line = lines[lineIndex]
        let column = try Self.column(of: needle, in: line)
        let expected = ShortcutKit.SourceLocation(line: lineIndex + 1, column: column)
        #expect(location == expected, "\(description)", sourceLocation: sourceLocation)
        #expect(description.contains("--> \(file):\(expected)\n"), "\(description)", sourceLocation: sourceLocation)
        let range = try #require(line.range(of: needle))
        let charactersBefore = line.distance(from: line.startIndex, to: range.lowerBound)
        let gutter = String(repeating: " ", count: String(lineIndex + 1).count)
        let caretLine = gutter + " | " + String(repeating: " ", count: charactersBefore + wide) + "^"
        #expect(description.hasSuffix("\n" + caretLine), "\(description)", sourceLocation: sourceLocation)
    }

    @Test(arguments: prefixes)
    func jsonSyntaxErrors(prefix: String, wide: Int) throws {
        let text = #"{"version": 1, "app": {"name": "\#(prefix)", "synonyms": [1 2]}}"#
        let error = try #require(throws: RegistryError.self) { try Registry(jsonText: text, sourcePath: "r.json") }
        #expect(error.message == "invalid JSON: expected ',' or ']'")
        try Self.expectPlace(error.description, error.location, text: text, needle: "2]", wide: wide, file: "r.json")
        let syntax = try #require(throws: JSONSyntaxError.self) { try JSON(parsing: text) }
        #expect(syntax.location == error.location)
    }

    @Test(arguments: prefixes)
    func registryValidationErrors(prefix: String, wide: Int) throws {
        let text = #"{"version": 1, "app": {"name": "\#(prefix)", "synonymz": []}, "intents": [], "shortcuts": []}"#
        let error = try #require(throws: RegistryError.self) { try Registry(jsonText: text, sourcePath: "r.json") }
        #expect(error.message.hasPrefix("unknown key \"synonymz\""), "\(error)")
        try Self.expectPlace(
            error.description, error.location, text: text, needle: #""synonymz""#, wide: wide, file: "r.json")
    }

    static func registry(phrase: String, app: String = "V") -> String {
        #"{"version": 1, "app": {"name": "\#(app)"}, "intents": [{"name": "A"}],"# + "\n"
            + #""shortcuts": [{"intent": "A", "phrases": ["\#(phrase)"]}]}"#
    }

    /// A template's mistake is placed at its character in the file, also after escapes that the file
    /// writes with more characters than the string holds.
    @Test(arguments: prefixes)
    func templateErrors(prefix: String, wide: Int) throws {
        for (phrase, needle) in [
            ("\(prefix) ${nme} now", "${nme}"), (#"\"\#(prefix)\" \u00e9 ${nme}"#, "${nme}"),
            ("\(prefix) [open", "[open"), (#"\t\#(prefix) (a|b"#, "(a|b"),
        ] {
            let text = Self.registry(phrase: phrase)
            let error = try #require(throws: RegistryError.self) { try Registry(jsonText: text, sourcePath: "r.json") }
            #expect(error.path == "shortcuts[0].phrases[0]")
            try Self.expectPlace(
                error.description, error.location, text: text, needle: needle, wide: wide, file: "r.json")
        }
    }

    @Test(arguments: prefixes)
    func lintFindings(prefix: String, wide: Int) throws {
        let text = Self.registry(phrase: "Check \(prefix) balance", app: prefix)
        let registry = try Registry(jsonText: text, sourcePath: "r.json")
        let finding = try #require(Linter().lint(registry).first { $0.rule == .appNameMissing })
        let line = try #require(text.split(separator: "\n").last.map(String.init))
        #expect(
            finding.location == ShortcutKit.SourceLocation(line: 2, column: try Self.column(of: #""Check"#, in: line)))
    }

    @Test(arguments: prefixes)
    func stringCatalogImport(prefix: String, wide: Int) throws {
        let base = try FormatFixtures.registryWithoutTranslations()
        let catalog = [
            #"{"sourceLanguage": "en", "strings": {"Open ${applicationName}": {"#,
            #""comment": "\#(prefix)", "localizations": {"de": {"stringUnit": {"value": "${konto} öffnen","#,
            #""state": "translated"}}}}}, "version": "1.0"}"#,
        ].joined(separator: "\n")
        func importing(_ text: String) throws -> FormatError {
            try #require(throws: FormatError.self) {
                try Registry.imported(
                    from: Data(text.utf8), format: .xcstrings, file: "A.xcstrings", options: ImportOptions(base: base))
            }
        }
        let error = try importing(catalog)
        #expect(error.message.contains("unknown parameter ${konto}"), "\(error)")
        try Self.expectPlace(
            error.description, error.location, text: catalog, needle: #""value""#, wide: wide, file: "A.xcstrings")
        let broken = catalog.replacing(#""localizations": {"#, with: #""localizations" {"#)
        let syntax = try importing(broken)
        #expect(syntax.message == "invalid JSON: expected ':' after key")
        try Self.expectPlace(
            syntax.description, syntax.location, text: broken, needle: #"{"de""#, wide: wide, file: "A.xcstrings")
    }

    @Test(arguments: prefixes)
    func stringsFileImport(prefix: String, wide: Int) throws {
        let base = try FormatFixtures.registry()
        let text = #""Open ${applicationName}" = "\#(prefix) öffnen" "x";"#
        let error = try #require(throws: FormatError.self) {
            try Registry.imported(
                from: Data(text.utf8), format: .strings, file: "de.lproj/A.strings", options: ImportOptions(base: base))
        }
        #expect(error.message.contains("expected ';'"), "\(error)")
        try Self.expectPlace(
            error.description, error.location, text: text, needle: #""x""#, wide: wide, file: "de.lproj/A.strings")
    }

    @Test(arguments: prefixes)
    func swiftSourceImport(prefix: String, wide: Int) throws {
        let line = #"    AppShortcut(intent: O(), phrases: ["\#(prefix) \(.applicationName)", p])"#
        let source = """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
            \(line)
                }
            }
            """
        let result = try Registry.imported(
            from: Data(source.utf8), format: .swift, file: "S.swift", options: ImportOptions(appName: "Scoops"))
        let problem = try #require(result.problems.first)
        #expect(problem.message.contains("not a string literal"), "\(problem)")
        let column = try Self.column(of: "p])", in: line)
        #expect(problem.location == ShortcutKit.SourceLocation(line: 3, column: column), "\(problem)")
        let range = try #require(line.range(of: "p])"))
        let indent = line.distance(from: line.startIndex, to: range.lowerBound) + wide
        #expect(problem.description.hasSuffix("  | " + String(repeating: " ", count: indent) + "^"), "\(problem)")
    }

    /// CSV errors name the row (column 1, the same in every unit), whatever the row holds before the mistake.
    @Test(arguments: prefixes)
    func csvImport(prefix: String, wide: Int) throws {
        let base = try FormatFixtures.registry()
        let csv = "intent,template,phrase,locale,primary\r\nLoadFundsIntent,\(prefix) (money,,en,true\r\n"
        let error = try #require(throws: FormatError.self) {
            try Registry.imported(from: Data(csv.utf8), format: .csv, file: "p.csv", options: ImportOptions(base: base))
        }
        #expect(error.message.contains("malformed template"), "\(error)")
        #expect(error.location == ShortcutKit.SourceLocation(line: 2, column: 1))
    }

    /// A byte order mark is no column, and a line break inside the file starts the count again.
    @Test func byteOrderMarkAndLaterLines() throws {
        let text = "\u{FEFF}{\"a\": \"日本\",\n \"b\": [1 2]}"
        let error = try #require(throws: JSONSyntaxError.self) { try JSON(parsing: text) }
        #expect(error.location == ShortcutKit.SourceLocation(line: 2, column: 10))
        let first = try #require(throws: JSONSyntaxError.self) { try JSON(parsing: "\u{FEFF}{\"日本\" 1}") }
        #expect(first.location == ShortcutKit.SourceLocation(line: 1, column: 7))
    }

    @Test func displayWidths() {
        let table: [(Character, Int)] = [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("Ａ", 2), ("🎉", 2), ("👩‍👩‍👧", 2), ("🇫🇷", 2),
            ("❤️", 2), ("\u{301}", 0),
        ]
        for (character, width) in table {
            #expect(DiagnosticText.displayWidth(character) == width, "\(character.unicodeScalars.map(\.value))")
        }
    }
}
