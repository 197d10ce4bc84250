import Foundation
import ShortcutKit
import Testing

/// Hostile and huge grammars and utterances through the built binary: a clear error (exit 2) or a
/// normal answer, never a signal (issues 9 and 14).
@Suite(.enabled(if: builtBinary() != nil, "needs the shortcuts binary; `swift build` makes it"))
struct GrammarLimitsTests {
    /// Writes a registry with one shortcut of the given phrases to a temporary file.
    static func registryFile(phrases: [String]) throws -> URL {
        let quoted = phrases.map { "\"\($0)\"" }.joined(separator: ", ")
        let text = """
            {"version": 1, "locale": "en", "defaultCurrency": "USD", "app": {"name": "Grammar App"},
             "intents": [{"name": "GoIntent", "title": "Go"}],
             "shortcuts": [{"intent": "GoIntent", "phrases": [\(quoted)]}]}
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("grammar-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The hostile templates, by name: the arguments' descriptions stay short.
    static func hostile(_ name: String) -> String {
        switch name {
        case "100,000 parentheses deep":
            return String(repeating: "(", count: 100_000) + "go" + String(repeating: ")", count: 100_000)
        case "100,000 brackets deep":
            return String(repeating: "[", count: 100_000) + "go" + String(repeating: "]", count: 100_000)
        case "1,000 deep":
            return String(repeating: "(", count: 1_000) + "go" + String(repeating: ")", count: 1_000)
        default:
            return "go (" + (0..<100_000).map { "w\($0)" }.joined(separator: "|") + ")"
        }
    }

    @Test(arguments: [
        // 100,000 groups deep: past the length limit before any nesting is read.
        ("100,000 parentheses deep", "bytes long"), ("100,000 brackets deep", "bytes long"),
        // 1,000 deep fits in 4 KB: the depth limit names the 33rd group.
        ("1,000 deep", "nested more than 32 deep"),
        ("100,000 alternatives", "bytes long"),
    ])
    func refusesAHostileTemplateWithItsPlace(name: String, message: String) throws {
        let file = try Self.registryFile(phrases: [Self.hostile(name)])
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try runBinary(["match", "--registry", file.path, "go"])
        #expect(outcome.status == 2)
        #expect(outcome.error.contains(message))
        #expect(outcome.error.contains("shortcuts[0].phrases[0]"))
        #expect(outcome.error.contains("^"))
    }

    /// 50 optional words: 2^50 sentences, one small graph, a normal answer.
    @Test func answersWithFiftyOptionalsInOnePhrase() throws {
        let optionals = (0..<50).map { "[w\($0)]" }.joined(separator: " ")
        let file = try Self.registryFile(phrases: ["go \(optionals) now"])
        defer { try? FileManager.default.removeItem(at: file) }
        let hit = try runBinary(["match", "--registry", file.path, "go w1 w20 w49 now"])
        #expect(hit.status == 0)
        #expect(hit.output.hasPrefix("GoIntent\n"))
        let miss = try runBinary(["match", "--registry", file.path, "go w20 w1 now"])
        #expect(miss.status == 1)
    }

    /// An utterance past 1,024 bytes or 64 words is not read: `tooLong`, exit 1.
    @Test(arguments: [("please ", 500), ("a ", 65), ("x", 1_025)])
    func refusesATooLongUtterance(word: String, count: Int) throws {
        let utterance = String(repeating: word, count: count)
        let outcome = try runBinary(["match", "--json", "--flexible", utterance])
        #expect(outcome.status == 1)
        #expect(try JSON(parsing: outcome.output)["reason"] == "tooLong")
        let text = try runBinary(["match", utterance])
        #expect(text.status == 1)
        #expect(text.output.contains("not read"))
    }

    @Test func readsAnUtteranceJustWithinTheLimits() throws {
        let outcome = try runBinary(["match", "--json", "check my balance" + String(repeating: " ", count: 1_000)])
        #expect(outcome.status == 0)
    }
}
