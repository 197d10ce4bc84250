import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// `shortcuts ask` in-process, against the shipped registry and a real backend on loopback.
///
/// Runs that may reach the backend block while they wait for it, so they run through `onThread`.
@Suite struct AskCommandTests {
    static func ask(_ arguments: [String], input: String = "") async throws -> Outcome {
        try await onThread { runInProcess(["ask", "--registry", shippedRegistry] + arguments, input: input) }
    }

    /// A temporary `--history` file holding `json`.
    static func historyFile(_ json: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString).json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test(arguments: [
        (["load 20 dollars into VillagePay"], "Loading $20.00 into your wallet.\n"),
        (["load", "money", "in", "VillagePay"], "How much would you like to load?\n"),
        (
            ["--json", "pay my gas bill"],
            #"{"sentenceSiriShouldSay":"Pay your gas bill?","continueConversation":true,"source":"local","intent":"PayBillIntent","parameters":{"biller":"gas"}}"#
                + "\n"
        ),
    ])
    func answersLocallyWithoutABackend(arguments: [String], output: String) async throws {
        let outcome = try await Self.ask(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.output == output)
        #expect(outcome.error.isEmpty)
    }

    /// Money through `ask`: the right amount said, or no local answer (exit 1), never a wrong amount.
    @Test(arguments: [
        ("send ¥5000 to jonas", nil), ("send 5000 yen to jonas", "Send ¥5,000 to Jonas Weber?"),
        ("send JPY 5000 to jonas", "Send ¥5,000 to Jonas Weber?"),
        ("load ₦500", "Loading NGN 500.00 into your wallet."),
        ("load ₹100", "Loading ₹100.00 into your wallet."), ("load ₩1000", "Loading ₩1,000 into your wallet."),
        ("load 500 kr", nil), ("load -20 dollars", nil), ("load minus twenty dollars", nil),
    ])
    func moneyIsSaidRightOrNotAtAll(query: String, sentence: String?) async throws {
        for flags in [[], ["--flexible"]] {
            let outcome = try await Self.ask(flags + [query])
            #expect(outcome.status == (sentence == nil ? 1 : 0))
            #expect(outcome.output == (sentence.map { $0 + "\n" } ?? ""))
        }
    }

    @Test func flexibleAnswersAMisheardWordLocally() async throws {
        let strict = try await Self.ask(["lode twenty dollars"])
        #expect(strict.status == 1)
        let flexible = try await Self.ask(["--flexible", "lode twenty dollars"])
        #expect(flexible.status == 0)
        #expect(flexible.output == "Loading $20.00 into your wallet.\n")
        let tight = try await Self.ask(["--flexible", "--threshold", "0.99", "lode twenty dollars"])
        #expect(tight.status == 1)
        let named = try await Self.ask(["--require-app-name", "load twenty dollars"])
        #expect(named.status == 1)
    }

    @Test func speaksGermanWithLocaleDe() async throws {
        let first = try await Self.ask(["--locale", "de", "Sende Geld an Jonas"])
        #expect(first.output == "Wie viel möchtest du senden?\n")
        let path = try Self.historyFile(
            #"[{"role": "user", "content": "Sende Geld an Jonas"}, {"role": "assistant", "content": "Wie viel möchtest du senden?"}]"#
        )
        let second = try await Self.ask(["--locale", "de", "--history", path, "20 Euro"])
        #expect(second.status == 0)
        #expect(second.output == "20,00 € an Jonas Weber senden?\n")
        let confirmed = try Self.historyFile(
            #"[{"role": "user", "content": "Sende Geld an Jonas"}, {"role": "assistant", "content": "Wie viel möchtest du senden?"}, {"role": "user", "content": "20 Euro"}, {"role": "assistant", "content": "20,00 € an Jonas Weber senden?"}]"#
        )
        let third = try await Self.ask(["--locale", "de", "--history", confirmed, "ja"])
        #expect(third.status == 0)
        #expect(third.output == "Ich sende 20,00 € an Jonas Weber.\n")
    }

    @Test func resumesFromAHistoryFile() async throws {
        let path = try Self.historyFile(
            #"[{"role": "user", "content": "load money in VillagePay"}, {"role": "assistant", "content": "How much would you like to load?"}]"#
        )
        let outcome = try await Self.ask(["--history", path, "twenty dollars"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "Loading $20.00 into your wallet.\n")
    }

    @Test func withoutAFallbackAnUnmatchedTurnExitsOne() async throws {
        let outcome = try await Self.ask(["what's the weather"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.error
                == "error: no local answer (noPhrase) and no fallback backend is configured; pass --fallback URL to ask one\n"
        )
    }

    @Test(arguments: [
        ([String](), "missing utterance"),
        (["--stdin", "hello"], "--stdin reads whole payloads"),
        (["--fallback", "ftp://example.com", "hi"], "invalid --fallback 'ftp://example.com'"),
        (["--fallback", "not a url", "hi"], "invalid --fallback 'not a url'"),
        (["--timeout", "0", "hi"], "invalid --timeout '0'"),
        (["--timeout", "soon", "hi"], "invalid --timeout 'soon'"),
        (["--history", "/nonexistent/history.json", "hi"], "cannot read --history /nonexistent/history.json"),
        (["--jsn", "hi"], "Did you mean '--json'?"),
        (["--threshold", "2", "hi"], "invalid value '2' for '--threshold'; give a number from 0 to 1"),
        (["--margin", "wide", "hi"], "invalid value 'wide' for '--margin'; give a number from 0 to 1"),
        (["--locale", "xx", "hi"], #"no phrases for locale "xx"; the registry has: en, de"#),
    ])
    func usageErrorsExitTwoWithNothingOnStandardOutput(arguments: [String], message: String) async throws {
        let outcome = try await Self.ask(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains(message), "\(outcome.error)")
    }

    @Test(arguments: [
        ("{}", "must be an array, found an object"),
        (#"[{"role": "system", "content": "x"}]"#, "conversation_history[0].role is 'system'"),
        ("[1,", "is not JSON: 1:4:"),
    ])
    func aBadHistoryFileIsAUsageError(json: String, message: String) async throws {
        let outcome = try await Self.ask(["--history", try Self.historyFile(json), "hi"])
        #expect(outcome.status == 2)
        #expect(outcome.error.contains(message), "\(outcome.error)")
    }

    @Test func anUnmatchedTurnMakesExactlyOneBackendCallAndPrintsItsAnswer() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let local = try await Self.ask(["--fallback", backend.url.absoluteString, "track my order"])
        #expect(local.output == "Here is where your item is.\n")
        #expect(backend.callCount == 0)
        let outcome = try await Self.ask(["--fallback", backend.url.absoluteString, "--json", "sing me a song"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output
                == #"{"sentenceSiriShouldSay":"LLM heard: sing me a song","continueConversation":false,"source":"llm","model":"stub","historyLength":0}"#
                + "\n")
        #expect(backend.callCount == 1)
        #expect(backend.receivedBodies == [#"{"conversation_history": [], "current_query": "sing me a song"}"#.json])
    }

    @Test(arguments: [
        (FakeBackend.Behavior.status(500, "boom: database locked"), "answered HTTP 500: boom: database locked"),
        // A backend's text cannot forge a line or colour the terminal: its control characters are escaped.
        (.status(500, "boom\nerror: forged\u{1B}[31m"), #"answered HTTP 500: boom\nerror: forged\u{1B}[31m"#),
        (.garbage("<html>\r\n\u{7}</html>"), #"the body is not JSON"#),
        (.garbage("<html>hello</html>"), "sent a reply that is not the contract: the body is not JSON"),
        (.garbage(#"{"reply": "hi"}"#), "'sentenceSiriShouldSay' is missing or not a string"),
        (.held(Gate()), "did not answer within 0.5 s"),
    ])
    func aFailingBackendExitsThreeWithANamedError(behavior: FakeBackend.Behavior, message: String) async throws {
        let backend = try FakeBackend(behavior)
        defer { backend.stop() }
        // A short deadline only where the backend holds the turn: a loaded machine is slow too.
        let timeout = if case .held = behavior { "0.5" } else { "20" }
        let outcome = try await Self.ask(["--fallback", backend.url.absoluteString, "--timeout", timeout, "sing"])
        #expect(outcome.status == 3)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("error: fallback backend at \(backend.url.absoluteString)"))
        #expect(outcome.error.contains(message), "\(outcome.error)")
        #expect(outcome.error.filter(\.isNewline).count == 1, "one line: \(outcome.error)")
        #expect(!outcome.error.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        if case .held = behavior {
            // A timed-out turn is not retried, and its exchange was cancelled before `ask` returned, so no
            // request can come later. Whether the one request reached the backend before the client gave
            // up depends on the machine's load, so only "at most once" is certain.
            #expect(backend.callCount <= 1)
        } else {
            #expect(backend.callCount == 1)
        }
    }

    @Test func aBackendThatIsDownExitsThree() async throws {
        let url = FakeBackend.refusingURL()
        let outcome = try await Self.ask(["--fallback", url.absoluteString, "sing"])
        #expect(outcome.status == 3)
        #expect(outcome.error.hasPrefix("error: fallback backend unreachable at \(url.absoluteString)"))
    }

    @Test func stdinAnswersEachPayloadOnItsOwnLine() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let input = """
            {"conversation_history": [], "current_query": "load money in VillagePay"}
            {"conversation_history": [{"role": "user", "content": "load money in VillagePay"}, {"role": "assistant", "content": "How much would you like to load?"}], "current_query": "$5"}
            {"current_query": "tell me a story"}
            {"current_query": 42}

            """
        let outcome = try await Self.ask(["--stdin", "--fallback", backend.url.absoluteString], input: input)
        #expect(outcome.status == 0)
        let lines = try outcome.output.split(separator: "\n").map { try JSON(parsing: String($0)) }
        #expect(lines.count == 4)
        #expect(lines[0]["sentenceSiriShouldSay"] == "How much would you like to load?")
        #expect(lines[0]["continueConversation"] == true)
        #expect(lines[1]["sentenceSiriShouldSay"] == "Loading $5.00 into your wallet.")
        #expect(lines[2]["sentenceSiriShouldSay"] == "LLM heard: tell me a story")
        #expect(lines[2]["source"] == "llm")
        #expect(lines[3]["error"]?["kind"] == "invalidRequest")
        #expect(backend.callCount == 1)
    }

    @Test func stdinWithoutAFallbackMarksUnansweredTurns() async throws {
        let outcome = try await Self.ask(["--stdin"], input: #"{"current_query": "open the village gate"}"# + "\n")
        #expect(outcome.status == 0)
        let line = try JSON(parsing: outcome.output)
        #expect(line["error"]?["kind"] == "noLocalAnswer")
        #expect(line["error"]?["reason"] == "negativePhrase")
    }
}

extension String {
    /// The string parsed as JSON, for comparing with what a backend received.
    fileprivate var json: JSON { (try? JSON(parsing: self)) ?? .null }
}
