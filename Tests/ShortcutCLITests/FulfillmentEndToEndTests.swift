import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// `serve --fulfillment` and `ask --fulfillment` end to end: the built binary in front of a real wallet
/// on loopback. Money moves once, after a yes, and an unknown outcome is said as unknown.
@Suite(needsBuiltBinary)
struct FulfillmentEndToEndTests {
    static func turn(_ port: Int, _ payload: String, headers: String = "") async throws -> LoopbackClient.Response {
        try await onThread {
            let client = try LoopbackClient(port: port, timeout: .seconds(20))
            try client.send(LoopbackClient.post("/api/voice-assistant", body: payload, extraHeaders: headers))
            return try client.readResponse()
        }
    }

    static func sentence(_ response: LoopbackClient.Response) throws -> String? {
        try JSON(parsing: response.body)["sentenceSiriShouldSay"]?.stringValue
    }

    static let transferQuestion =
        #"{"conversation_history": [{"role": "user", "content": "send 20 dollars to Amara in VillagePay"}, {"role": "assistant", "content": "Send $20.00 to Amara Okafor?"}], "current_query": "ANSWER"}"#

    @Test func serveRunsActionsOnceAndSaysTheirResults() async throws {
        let wallet = try FakeWallet(balance: 100)
        let backend = try FakeBackend()
        defer {
            wallet.stop()
            backend.stop()
        }
        let server = try await onThread {
            try ServeProcess(["--fallback", backend.url.absoluteString, "--fulfillment", wallet.url.absoluteString])
        }
        let load = try await Self.turn(server.port, #"{"current_query": "load 20 dollars into VillagePay"}"#)
        #expect(load.status == 200)
        #expect(try Self.sentence(load) == "Loading $20.00 into your wallet.")
        #expect(wallet.balance == 120)
        let balance = try await Self.turn(server.port, #"{"current_query": "check my balance"}"#)
        #expect(try Self.sentence(balance) == "Your balance is $120.00.")
        let question = try await Self.turn(server.port, #"{"current_query": "send 20 dollars to Amara in VillagePay"}"#)
        #expect(try Self.sentence(question) == "Send $20.00 to Amara Okafor?")
        #expect(try JSON(parsing: question.body)["continueConversation"] == true)
        #expect(wallet.performed == 2, "the question runs nothing")
        let no = try await Self.turn(server.port, Self.transferQuestion.replacingOccurrences(of: "ANSWER", with: "no"))
        #expect(try Self.sentence(no) == "Okay, I've cancelled that.")
        #expect(wallet.balance == 120)
        let yes = Self.transferQuestion.replacingOccurrences(of: "ANSWER", with: "yes please")
        let first = try await Self.turn(server.port, yes, headers: "Idempotency-Key: app-77\r\n")
        let retried = try await Self.turn(server.port, yes, headers: "Idempotency-Key: app-77\r\n")
        #expect(try Self.sentence(first) == "Sending $20.00 to Amara Okafor.")
        #expect(first.body == retried.body)
        #expect(wallet.balance == 100, "a retried turn with the same key moves the money once")
        #expect(wallet.received.last?.idempotencyKey == "app-77")
        #expect(wallet.received.last?.body["current_query"] == "yes please")
        #expect(wallet.received.last?.body["intent"] == "TransferMoneyIntent")
        let unmatched = try await Self.turn(server.port, #"{"current_query": "what is a villager"}"#)
        #expect(try Self.sentence(unmatched) == "LLM heard: what is a villager")
        #expect(backend.callCount == 1)
        let health = try await onThread {
            let client = try LoopbackClient(port: server.port, timeout: .seconds(20))
            try client.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            return try client.readResponse()
        }
        #expect(try JSON(parsing: health.body)["fulfillment"] == true)
        #expect(try await onThread { server.stop() } == 0)
    }

    @Test func anActionThatOutlivesItsDeadlineIsSaidToBeUnknown() async throws {
        let gate = Gate()
        let wallet = try FakeWallet(.actsThenHolds(gate), balance: 100)
        defer { wallet.stop() }
        let server = try await onThread {
            try ServeProcess(["--fulfillment", wallet.url.absoluteString, "--fulfillment-timeout", "0.3"])
        }
        let response = try await Self.turn(server.port, #"{"current_query": "load 20 dollars"}"#)
        gate.open()
        #expect(response.status == 502)
        let body = try JSON(parsing: response.body)
        #expect(body["sentenceSiriShouldSay"] == .string(AssistantSentences.defaultOutcomeUnknown))
        #expect(body["outcome"] == "outcomeUnknown")
        #expect(body["intent"] == "LoadFundsIntent")
        #expect(body["continueConversation"] == false)
        // It did run: "not sure" was the honest answer, and it was not sent again.
        #expect(wallet.balance == 120)
        #expect(wallet.received.count == 1)
        #expect(try await onThread { server.stop() } == 0)
    }

    @Test(arguments: [
        (FakeWallet.Behavior.status(503, "down"), 502, AssistantSentences.defaultOutcomeUnknown, "outcomeUnknown"),
        (.status(400, "no such intent"), 502, AssistantSentences.defaultActionFailed, "notPerformed"),
        (.status(200, "<html>"), 502, AssistantError.userFacingSentence, "invalidReply"),
    ])
    func aFailedActionIsA502ThatSaysWhetherItRan(
        behavior: FakeWallet.Behavior, status: Int, sentence: String, outcome: String
    ) async throws {
        let wallet = try FakeWallet(behavior)
        defer { wallet.stop() }
        let server = try await onThread { try ServeProcess(["--fulfillment", wallet.url.absoluteString]) }
        let response = try await Self.turn(server.port, #"{"current_query": "load 20 dollars"}"#)
        #expect(response.status == status)
        let body = try JSON(parsing: response.body)
        #expect(body["sentenceSiriShouldSay"] == .string(sentence))
        #expect(body["outcome"] == .string(outcome))
        #expect(wallet.received.count == 1)
        _ = try await onThread { server.stop() }
    }

    @Test func askOnStandardInputRunsTheActionAndNamesAFailure() async throws {
        let wallet = try FakeWallet(balance: 100)
        let refusing = FakeBackend.refusingURL().absoluteString
        defer { wallet.stop() }
        let url = wallet.url.absoluteString
        let (answered, failed) = try await onThread {
            (
                try runBinary(
                    ["ask", "--stdin", "--fulfillment", url],
                    input: #"{"current_query": "check my balance"}"# + "\n" + #"{"current_query": "load 5 dollars"}"#
                        + "\n"),
                try runBinary(
                    ["ask", "--stdin", "--fulfillment", refusing], input: #"{"current_query": "load 5 dollars"}"# + "\n"
                )
            )
        }
        #expect(answered.status == 0)
        let lines = answered.output.split(separator: "\n").map { try? JSON(parsing: String($0)) }
        #expect(lines.count == 2)
        #expect(lines.first??["sentenceSiriShouldSay"] == "Your balance is $100.00.")
        #expect(lines.last??["sentenceSiriShouldSay"] == "Loading $5.00 into your wallet.")
        #expect(wallet.balance == 105)
        let error = try #require(try JSON(parsing: failed.output)["error"])
        #expect(error["kind"] == "actionFailed")
        #expect(error["outcome"] == "notPerformed")
        #expect(error["sentenceSiriShouldSay"] == .string(AssistantSentences.defaultActionFailed))
    }

    @Test func askSaysTheResultAndExitsThreeWhenTheActionFails() async throws {
        let wallet = try FakeWallet(balance: 42.5)
        defer { wallet.stop() }
        let url = wallet.url.absoluteString
        let refusing = FakeBackend.refusingURL().absoluteString
        let (done, failed, usage) = try await onThread {
            (
                runInProcess(["ask", "--registry", shippedRegistry, "--fulfillment", url, "check my balance"]),
                runInProcess(["ask", "--registry", shippedRegistry, "--fulfillment", refusing, "load 5 dollars"]),
                runInProcess(["ask", "--registry", shippedRegistry, "--fulfillment-timeout", "2", "hi"])
            )
        }
        #expect(done.status == 0)
        #expect(done.output == "Your balance is $42.50.\n")
        #expect(failed.status == 3)
        #expect(failed.output.isEmpty)
        #expect(failed.error.contains("LoadFundsIntent: the action did not run"))
        #expect(failed.error.contains(AssistantSentences.defaultActionFailed))
        #expect(usage.status == 2)
        #expect(usage.error.contains("give --fulfillment URL too"))
    }
}
