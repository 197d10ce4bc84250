import Foundation
import ShortcutCLI
import ShortcutKit
import ShortcutServer

/// A local answer against the fallback backend's round trip, in the library and through `serve`.
///
/// The backend here is an HTTP server on loopback that answers the contract at once: the floor of a
/// real backend's round trip (HTTP, JSON, URLSession), before any LLM adds its seconds.
enum AssistantBenchmark {
    static let complete = VoiceAssistantRequest(currentQuery: "load 20 dollars into VillagePay")
    static let prompt = VoiceAssistantRequest(currentQuery: "load money in VillagePay")
    static let resume = VoiceAssistantRequest(
        conversationHistory: [
            ConversationMessage(role: .user, content: "load money in VillagePay"),
            ConversationMessage(role: .assistant, content: "How much would you like to load?"),
        ], currentQuery: "twenty dollars")
    static let unmatched = VoiceAssistantRequest(currentQuery: "what is the weather like in paris tomorrow")

    static func run(registryPath: String) {
        guard let matcher = Harness.matcher(registryPath: registryPath) else { return }
        let backend = HTTPServer(configuration: .init(port: 0)) { _ in
            .json(
                .object(
                    JSONObject([
                        "sentenceSiriShouldSay": .string("It will rain."), "continueConversation": .bool(false),
                    ])))
        }
        let service: AssistantService
        let serve: HTTPServer
        do {
            let backendPort = try backend.start()
            let fallback = FallbackClient(url: URL(string: "http://127.0.0.1:\(backendPort)/api/voice-assistant")!)
            service = AssistantService(assistant: Assistant(matcher: matcher, fallback: fallback))
            // Wired as `shortcuts serve` wires it.
            serve = HTTPServer(
                configuration: .init(port: 0), immediate: { service.immediateResponse(to: $0) },
                handler: { await service.respond(to: $0) })
            let servePort = try serve.start()
            measure(service.assistant, serveURL: URL(string: "http://127.0.0.1:\(servePort)/api/voice-assistant")!)
        } catch {
            Harness.check(false, "cannot start the loopback servers: \(error)")
            return
        }
        serve.stop()
        backend.stop()
    }

    private static func measure(_ assistant: Assistant, serveURL: URL) {
        let expected = [
            (complete, "Loading $20.00 into your wallet."), (prompt, "How much would you like to load?"),
            (resume, "Loading $20.00 into your wallet."),
        ]
        for (request, sentence) in expected {
            let said = (try? assistant.localAnswer(to: request))?.sentenceSiriShouldSay
            Harness.check(
                said == sentence, "'\(request.currentQuery)' answered \(said ?? "nothing"), expected \(sentence)")
        }
        let local = Harness.measure(samples: 2_000, operations: expected.count) {
            var sum = 0
            for (request, _) in expected {
                sum &+= (try? assistant.localAnswer(to: request))?.sentenceSiriShouldSay.utf8.count ?? 0
            }
            return sum
        }
        Harness.report("assistant: local answer (library)", local)

        let llm = waitFor { try? await assistant.answer(unmatched) }
        Harness.check(
            llm?.source == .llm && llm?.sentenceSiriShouldSay == "It will rain.", "the backend did not answer")
        let roundTrip = Harness.measure(samples: 300, operations: 1, warmUp: 20) {
            waitFor { (try? await assistant.answer(unmatched))?.sentenceSiriShouldSay.utf8.count ?? 0 }
        }
        Harness.report("assistant: backend round trip (library)", roundTrip)
        print("  local answer is \(Int((roundTrip.median / local.median).rounded()))x faster than the round trip")

        let transport = URLSessionTransport()
        func post(_ request: VoiceAssistantRequest) -> String {
            let body = Data(request.json.compactText.utf8)
            let response = waitFor {
                try? await transport.send(TransportRequest(url: serveURL, body: body, timeout: .seconds(10)))
            }
            return response.map { String(decoding: $0.body, as: UTF8.self) } ?? ""
        }
        Harness.check(post(complete).contains(#""source":"local""#), "serve did not answer locally")
        Harness.check(post(unmatched).contains(#""source":"llm""#), "serve did not answer through the backend")
        let serveLocal = Harness.measure(samples: 300, operations: 1, warmUp: 20) { post(complete).utf8.count }
        Harness.report("serve: local answer over HTTP", serveLocal)
        let serveLLM = Harness.measure(samples: 300, operations: 1, warmUp: 20) { post(unmatched).utf8.count }
        Harness.report("serve: answer through the backend over HTTP", serveLLM)
    }
}
