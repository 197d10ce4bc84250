import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// `shortcuts ask` through the built binary, as a Flask server's co-process would run it.
@Suite(needsBuiltBinary)
struct AskEndToEndTests {
    /// Writes one payload at a time and reads its answer before writing the next: the answer must not
    /// wait for more input or for the end of input.
    @Test func answersEachPayloadLineAtOnceAsACoProcess() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let url = backend.url.absoluteString
        let turns = [
            (
                #"{"conversation_history": [], "current_query": "load money in VillagePay"}"#,
                "How much would you like to load?"
            ),
            (
                #"{"conversation_history": [{"role": "user", "content": "load money in VillagePay"}, {"role": "assistant", "content": "How much would you like to load?"}], "current_query": "30 bucks"}"#,
                "Loading $30.00 into your wallet."
            ),
            (#"{"conversation_history": [], "current_query": "who are you"}"#, "LLM heard: who are you"),
        ]
        let answers = try await onThread { () -> [String] in
            let coProcess = try CoProcess(["ask", "--stdin", "--registry", shippedRegistry, "--fallback", url])
            defer { coProcess.finish() }
            return turns.map { coProcess.ask($0.0) }
        }
        #expect(answers.count == turns.count)
        for (answer, (_, sentence)) in zip(answers, turns) {
            #expect(try JSON(parsing: answer)["sentenceSiriShouldSay"]?.stringValue == sentence)
        }
        #expect(backend.callCount == 1)
    }

    @Test func exitStatusesAndStreamsThroughTheBinary() async throws {
        let refusing = FakeBackend.refusingURL().absoluteString
        let (answered, unanswered, failed, usage) = try await onThread {
            (
                try runBinary(["ask", "track my order"]), try runBinary(["ask", "sing"]),
                try runBinary(["ask", "--fallback", refusing, "sing"]), try runBinary(["ask"])
            )
        }
        #expect(answered.status == 0)
        #expect(answered.output == "Here is where your item is.\n")
        #expect(answered.error.isEmpty)
        #expect(unanswered.status == 1)
        #expect(unanswered.output.isEmpty)
        #expect(failed.status == 3)
        #expect(failed.output.isEmpty)
        #expect(failed.error.contains("unreachable"))
        #expect(usage.status == 2)
        #expect(usage.error.contains("See 'shortcuts help ask'."))
    }

    @Test func helpListsTheNewSubcommandsAndTheirExitStatuses() async throws {
        let (overview, ask, serve) = try await onThread {
            (try runBinary(["--help"]), try runBinary(["help", "ask"]), try runBinary(["serve", "--help"]))
        }
        #expect(overview.output.contains("  ask "))
        #expect(overview.output.contains("  serve "))
        #expect(ask.output.contains("  3                     The backend or the action failed"))
        #expect(serve.output.contains("USAGE: shortcuts serve [--registry <path>] [--fallback <url>]"))
        #expect(serve.status == 0)
    }
}
