import Foundation
import ShortcutCLI
import ShortcutKit
import ShortcutServer

/// A fulfilled local turn (the action posted to an endpoint on loopback) beside the fallback's round
/// trip, and what a fulfiller costs a turn that needs no action.
///
/// Both endpoints answer at once: the floor of a real backend's round trip (HTTP, JSON, URLSession),
/// before a database or an LLM adds its time.
enum FulfillmentBenchmark {
    static let balance = VoiceAssistantRequest(currentQuery: "check my balance")
    static let unmatched = AssistantBenchmark.unmatched
    /// Turns that never act: a prompt, a confirmation question, a cancelled confirmation, a resumed prompt.
    static let noAction = [
        AssistantBenchmark.prompt,
        VoiceAssistantRequest(currentQuery: "send 20 dollars to Amara in VillagePay"),
        VoiceAssistantRequest(
            conversationHistory: [
                ConversationMessage(role: .user, content: "send 20 dollars to Amara in VillagePay"),
                ConversationMessage(role: .assistant, content: "Send $20.00 to Amara Okafor?"),
            ], currentQuery: "no"),
        VoiceAssistantRequest(
            conversationHistory: [
                ConversationMessage(role: .user, content: "send money with VillagePay"),
                ConversationMessage(role: .assistant, content: "Who would you like to send money to?"),
            ], currentQuery: "Jonas"),
    ]

    static func run(registryPath: String) {
        guard let matcher = Harness.matcher(registryPath: registryPath) else { return }
        let backend = HTTPServer(configuration: .init(port: 0)) { request in
            request.path == "/actions"
                ? .json(
                    .object(
                        JSONObject([
                            "result": .object(
                                JSONObject([
                                    "balance": .object(
                                        JSONObject(["amount": .integer(120), "currency": .string("USD")]))
                                ]))
                        ])))
                : .json(
                    .object(
                        JSONObject([
                            "sentenceSiriShouldSay": .string("It will rain."), "continueConversation": .bool(false),
                        ])))
        }
        do {
            let port = try backend.start()
            let base = "http://127.0.0.1:\(port)"
            let plain = Assistant(
                matcher: matcher, fallback: FallbackClient(url: URL(string: base + "/api/voice-assistant")!))
            var acting = plain
            acting.fulfiller = FulfillmentClient(url: URL(string: base + "/actions")!)
            measure(plain: plain, acting: acting)
        } catch {
            Harness.check(false, "cannot start the loopback backend: \(error)")
        }
        backend.stop()
    }

    private static func measure(plain: Assistant, acting: Assistant) {
        let said = waitFor { try? await acting.answer(balance) }?.sentenceSiriShouldSay
        Harness.check(said == "Your balance is $120.00.", "the fulfilled turn said \(said ?? "nothing")")
        let fulfilled = Harness.measure(samples: 300, operations: 1, warmUp: 20) {
            waitFor { (try? await acting.answer(balance))?.sentenceSiriShouldSay.utf8.count ?? 0 }
        }
        Harness.report("fulfilled local turn (loopback action)", fulfilled)
        let roundTrip = Harness.measure(samples: 300, operations: 1, warmUp: 20) {
            waitFor { (try? await acting.answer(unmatched))?.sentenceSiriShouldSay.utf8.count ?? 0 }
        }
        Harness.report("fallback round trip (loopback)", roundTrip)

        for request in noAction {
            let withFulfiller = try? acting.localAnswer(to: request)
            Harness.check(
                withFulfiller != nil && withFulfiller == (try? plain.localAnswer(to: request)),
                "'\(request.currentQuery)' is not answered alike with and without a fulfiller")
        }
        // Interleaved, so that the machine's drift falls on both alike.
        var without: [Harness.Stats] = []
        var with: [Harness.Stats] = []
        for _ in 0..<5 {
            for (assistant, runs) in [(plain, 0), (acting, 1)] {
                let stats = Harness.measure(samples: 400, operations: noAction.count) {
                    var sum = 0
                    for request in noAction {
                        sum &+= (try? assistant.localAnswer(to: request))?.sentenceSiriShouldSay.utf8.count ?? 0
                    }
                    return sum
                }
                if runs == 0 { without.append(stats) } else { with.append(stats) }
            }
        }
        let median = { (runs: [Harness.Stats]) in runs.map(\.median).sorted()[runs.count / 2] }
        Harness.report("no-action turns, no fulfiller", without[without.count / 2])
        Harness.report("no-action turns, with a fulfiller", with[with.count / 2])
        let overhead = (median(with) - median(without)) / median(without) * 100
        print(
            "  a fulfiller's overhead on turns that need no action: \(String(format: "%+.1f", overhead)) % (medians of 5 interleaved runs)"
        )
    }
}
