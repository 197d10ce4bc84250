import Foundation
import ShortcutKit
import Testing

/// Columns after non-ASCII text, from the file a user writes to the bytes `shortcuts` prints: in-process
/// and through the built binary, for a registry error with its caret and for lint's text and SARIF.
@Suite(needsBuiltBinary)
struct ColumnEndToEndTests {
    /// Text before the mistake, and how many of its characters take two terminal cells.
    static let prefixes: [(text: String, wide: Int)] = [("Café", 0), ("日本語の店", 5), ("🎉 party 🎊", 2)]

    /// Writes `text` to a new directory as `r.json` and returns the directory.
    static func directory(with text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("columns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent("r.json"))
        return directory
    }

    static func scalarColumn(of needle: String, in line: String) throws -> Int {
        let range = try #require(line.range(of: needle))
        return line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1
    }

    /// The issue's example: the `2` of `[1 2]` is at 1:55 with the caret under it, not 1:56 under `]`.
    @Test(arguments: [false, true])
    func theIssuesExample(throughBinary: Bool) throws {
        let text = #"{"version": 1, "app": {"name": "Café", "synonyms": [1 2]}}"#
        let directory = try Self.directory(with: text)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("r.json").path
        let arguments = ["match", "--registry", path, "hi"]
        let outcome = throughBinary ? try runBinary(arguments) : runInProcess(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.error.hasPrefix(
                """
                error: \(path): invalid JSON: expected ',' or ']'
                  --> \(path):1:55
                  |
                1 | \(text)
                  | \(String(repeating: " ", count: 54))^
                """), "\(outcome.error)")
    }

    @Test(arguments: prefixes.flatMap { prefix in [false, true].map { (prefix.text, prefix.wide, $0) } })
    func registryErrorsPointAtTheCharacter(prefix: String, wide: Int, throughBinary: Bool) throws {
        let line = #""shortcuts": [{"intent": "A", "phrases": ["\#(prefix) ${nme}"]}]}"#
        let text = #"{"version": 1, "app": {"name": "V"}, "intents": [{"name": "A"}],"# + "\n" + line
        let directory = try Self.directory(with: text)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["lint", "--registry", "r.json"]
        let outcome =
            throughBinary
            ? try runBinary(arguments, in: directory)
            : runInProcess(["lint", "--registry", directory.appendingPathComponent("r.json").path])
        #expect(outcome.status == 2)
        let column = try Self.scalarColumn(of: "${nme}", in: line)
        #expect(outcome.error.contains("r.json:2:\(column)\n"), "\(outcome.error)")
        let range = try #require(line.range(of: "${nme}"))
        let cells = line.distance(from: line.startIndex, to: range.lowerBound) + wide
        #expect(outcome.error.contains("\n  | " + String(repeating: " ", count: cells) + "^"), "\(outcome.error)")
    }

    @Test(arguments: prefixes.map(\.text))
    func lintTextAndSARIFCountScalars(prefix: String) throws {
        let line = #""shortcuts": [{"intent": "A", "phrases": ["\#(prefix)", "Check \#(prefix) balance"]}]}"#
        let text = #"{"version": 1, "app": {"name": "\#(prefix)"}, "intents": [{"name": "A"}],"# + "\n" + line
        let directory = try Self.directory(with: text)
        defer { try? FileManager.default.removeItem(at: directory) }
        let column = try Self.scalarColumn(of: #""Check"#, in: line)
        let plain = try runBinary(["lint", "--registry", "r.json"], in: directory)
        #expect(plain.output.contains("r.json:2:\(column): error: [app-name-missing] \"Check"), "\(plain.output)")
        let sarif = try runBinary(["lint", "--format", "sarif", "--registry", "r.json"], in: directory)
        let run = try #require(try JSON(parsing: sarif.output)["runs"]?.arrayValue?.first)
        #expect(run["columnKind"] == "unicodeCodePoints")
        let regions = (run["results"]?.arrayValue ?? []).compactMap {
            $0["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]
        }
        #expect(regions.contains(["startLine": 2, "startColumn": .integer(column)]), "\(regions)")
    }
}
