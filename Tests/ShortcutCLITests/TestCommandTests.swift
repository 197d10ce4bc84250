import Foundation
import ShortcutKit
import Testing

/// `shortcuts test`: expectations line by line, failures printed, the closing count, exit statuses.
@Suite struct TestCommandTests {
    /// Writes a cases file to a fresh temporary path.
    static func casesFile(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString).jsonl")
            .path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func test(_ lines: [String]) throws -> (Outcome, String) {
        let path = try casesFile(lines)
        return (runInProcess(["test", path, "--registry", shippedRegistry]), path)
    }

    @Test func passingSuiteExitsZero() throws {
        let (outcome, _) = try Self.test([
            #"{"utterance": "check my savings balance", "intent": "CheckBalanceIntent", "parameters": {"account": "savings"}}"#,
            #"{"utterance": "load 20 dollars", "intent": "LoadFundsIntent", "parameters": {"amount": {"amount": 20.0, "currency": "USD"}}}"#,
            #"{"utterance": "open the village gate", "intent": null}"#,
            #"{"utterance": "book a flight to new york", "intent": "BookFlightIntent"}"#,
        ])
        #expect(outcome.output == "4 passed, 0 failed\n")
        #expect(outcome.status == 0)
        #expect(outcome.error.isEmpty)
    }

    @Test func failuresArePrintedWithTheirLines() throws {
        let (outcome, path) = try Self.test([
            #"{"utterance": "check my savings balance", "intent": "CheckBalanceIntent", "parameters": {"account": "checking"}}"#,
            "",
            #"{"utterance": "play jazz", "intent": "CheckBalanceIntent"}"#,
            #"{"utterance": "check my balance", "intent": null}"#,
            #"{"utterance": "buy two movie tickets", "intent": "BuyMovieTicketsIntent", "parameters": {"tickets": 2}}"#,
            #"{"utterance": "buy two movie tickets", "intent": "BuyMovieTicketsIntent", "parameters": {}}"#,
        ])
        #expect(
            outcome.output == """
                \(path):1: FAIL "check my savings balance": expected CheckBalanceIntent {"account":"checking"}, got CheckBalanceIntent {"account":"savings"}
                \(path):3: FAIL "play jazz": expected CheckBalanceIntent, got no match (noPhrase)
                \(path):4: FAIL "check my balance": expected no match, got CheckBalanceIntent {}
                \(path):6: FAIL "buy two movie tickets": expected BuyMovieTicketsIntent {}, got BuyMovieTicketsIntent {"tickets":2}
                1 passed, 4 failed

                """)
        #expect(outcome.status == 1)
    }

    @Test(arguments: [
        ([#"{"utterance": "x", "intent": null}"#, "{not json"], ":2: invalid JSON"),
        ([#"{"utterance": 3, "intent": null}"#], ":1: \"utterance\" must be a string"),
        ([#"{"utterance": "x"}"#], ":1: \"intent\" must be an intent name or null"),
        ([#"{"utterance": "x", "intent": null, "parameters": {}}"#], ":1: \"parameters\" needs an intent"),
        ([#"{"utterance": "x", "intent": null, "expected": 1}"#], ":1: unknown key \"expected\""),
        ([#"{"utterance": "x", "intent": null, "flexible": "yes"}"#], ":1: \"flexible\" must be true or false"),
        (["[1]"], ":1: expected a JSON object"),
        ([#"{"utterance": "x", "intent": null, "locale": 7}"#], ":1: \"locale\" must be a locale code"),
        ([#"{"utterance": "x", "intent": null, "locale": "it"}"#], ":1: no phrases for locale \"it\""),
    ])
    func malformedLinesExitTwoWithTheLineNumber(_ lines: [String], _ message: String) throws {
        let (outcome, path) = try Self.test(lines)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("error: \(path)\(message)"))
    }

    /// `"flexible": true` matches like `match --flexible`; without it the same transcript must fail.
    @Test func flexibleCasesMatchLikeMatchFlexible() throws {
        let (outcome, path) = try Self.test([
            #"{"utterance": "lode twenty dollars", "intent": "LoadFundsIntent", "parameters": {"amount": {"amount": 20, "currency": "USD"}}, "flexible": true}"#,
            #"{"utterance": "check my credit card balance", "intent": null, "flexible": true}"#,
            #"{"utterance": "lode twenty dollars", "intent": "LoadFundsIntent", "flexible": false}"#,
        ])
        #expect(
            outcome.output == """
                \(path):3: FAIL "lode twenty dollars": expected LoadFundsIntent, got no match (noPhrase)
                2 passed, 1 failed

                """)
        #expect(outcome.status == 1)
    }

    /// `"locale"` matches against the registry's translation, as `match --locale` does.
    @Test func localeCasesMatchTheTranslation() throws {
        let (outcome, path) = try Self.test([
            #"{"utterance": "zwanzig Euro in VillagePay laden", "intent": "LoadFundsIntent", "parameters": {"amount": {"amount": 20, "currency": "EUR"}}, "locale": "de"}"#,
            #"{"utterance": "Charger vingt euros dans VillagePay", "intent": "LoadFundsIntent", "locale": "fr"}"#,
            #"{"utterance": "zwanzig Euro in VillagePay laden", "intent": "LoadFundsIntent"}"#,
        ])
        #expect(
            outcome.output == """
                \(path):3: FAIL "zwanzig Euro in VillagePay laden": expected LoadFundsIntent, got no match (noPhrase)
                2 passed, 1 failed

                """)
        #expect(outcome.status == 1)
    }

    /// A file without cases (empty, or only blank lines) is a mistake, not a suite that passed.
    @Test(arguments: [[], [""], ["", "  ", ""]])
    func aFileWithoutCasesExitsTwo(_ lines: [String]) throws {
        let (outcome, path) = try Self.test(lines)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("error: \(path): no cases; write one JSON object a line"))
    }

    /// An intent the registry lacks can never match: every such line is named, with a suggestion, and
    /// nothing runs.
    @Test func unknownIntentsAreNamedWithASuggestion() throws {
        let (outcome, path) = try Self.test([
            #"{"utterance": "check my balance", "intent": "CheckBalanceIntnet"}"#,
            #"{"utterance": "open the village gate", "intent": null}"#,
            #"{"utterance": "play jazz", "intent": "PlayMusicIntent"}"#,
        ])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        let lines = outcome.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first
                == #"error: \#(path):1: unknown intent "CheckBalanceIntnet"; did you mean "CheckBalanceIntent"?"#)
        #expect(
            lines.last?.hasPrefix(#"error: \#(path):3: unknown intent "PlayMusicIntent"; the registry's intents are "#)
                == true)
        #expect(lines.last?.contains("CheckBalanceIntent, ") == true)
    }

    @Test func unreadableFilesExitTwo() {
        let missing = runInProcess(["test", "/nonexistent/cases.jsonl", "--registry", shippedRegistry])
        #expect(missing.status == 2)
        #expect(missing.error == "error: /nonexistent/cases.jsonl: cannot read the file\n")
        let noArgument = runInProcess(["test"])
        #expect(noArgument.status == 2)
        #expect(noArgument.error.contains("error: missing cases file"))
    }
}
