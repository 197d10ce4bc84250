import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// `shortcuts serve` end to end: the built binary, real sockets on loopback, a real backend behind it.
@Suite(needsBuiltBinary)
struct ServeCommandTests {
    /// Sends one request on a new connection and reads the response.
    static func exchange(_ port: Int, _ request: String) async throws -> LoopbackClient.Response {
        try await onThread {
            let client = try LoopbackClient(port: port, timeout: .seconds(20))
            try client.send(request)
            return try client.readResponse()
        }
    }

    /// Checks a `/healthz` body: `start`, then the shipped registry's content hash and its load time.
    static func expectHealth(_ body: String, _ start: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        let hash = String(FNV1a.hash(try Data(contentsOf: URL(fileURLWithPath: shippedRegistry))), radix: 16)
        let prefix = start + #","registry":{"fnv1a":"\#(hash)","loadedAt":""#
        #expect(body.hasPrefix(prefix), "\(body)", sourceLocation: sourceLocation)
        let time = body.dropFirst(prefix.count).dropLast(3)
        #expect(body.hasSuffix(#""}}"#), sourceLocation: sourceLocation)
        #expect(
            (try? Date(String(time), strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))) != nil,
            "loadedAt '\(time)'", sourceLocation: sourceLocation)
    }

    static func turn(_ port: Int, _ payload: String) async throws -> LoopbackClient.Response {
        try await exchange(port, LoopbackClient.post("/api/voice-assistant", body: payload))
    }

    @Test func answersTheContractLocallyAndThroughTheBackend() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let server = try await onThread { try ServeProcess(["--fallback", backend.url.absoluteString]) }
        let local = try await Self.turn(
            server.port, #"{"conversation_history": [], "current_query": "load money in VillagePay"}"#)
        #expect(local.status == 200)
        #expect(local.headerFields["content-type"] == "application/json")
        #expect(
            local.body
                == #"{"sentenceSiriShouldSay":"How much would you like to load?","continueConversation":true,"source":"local","intent":"LoadFundsIntent","parameters":{}}"#
        )
        let resumed = try await Self.turn(
            server.port,
            #"{"conversation_history": [{"role": "user", "content": "load money in VillagePay"}, {"role": "assistant", "content": "How much would you like to load?"}], "current_query": "twenty dollars"}"#
        )
        #expect(try JSON(parsing: resumed.body)["sentenceSiriShouldSay"] == "Loading $20.00 into your wallet.")
        #expect(backend.callCount == 0)
        let payload =
            #"{"conversation_history": [{"role": "user", "content": "hi"}], "current_query": "what's a villager?", "extra": 1}"#
        let llm = try await Self.turn(server.port, payload)
        #expect(llm.status == 200)
        #expect(
            llm.body
                == #"{"sentenceSiriShouldSay":"LLM heard: what's a villager?","continueConversation":false,"source":"llm","model":"stub","historyLength":1}"#
        )
        #expect(backend.callCount == 1)
        #expect(backend.receivedBodies == [try JSON(parsing: payload)])
        let status = try await onThread { server.stop() }
        #expect(status == 0)
        let log = server.standardError.split(separator: "\n")
        #expect(log.filter { $0.hasPrefix("POST /api/voice-assistant 200 local ") && $0.hasSuffix("us") }.count == 2)
        #expect(log.filter { $0.hasPrefix("POST /api/voice-assistant 200 llm ") }.count == 1)
        #expect(log.last == "stopped")
    }

    @Test func answersEveryKindOfBadRequestWithItsStatusClosesAndKeepsAnswering() async throws {
        let server = try await onThread { try ServeProcess([]) }
        let cases: [(String, Int, String)] = [
            (LoopbackClient.post("/api/voice-assistant", body: "{not json"), 400, "not JSON: 1:2:"),
            (
                LoopbackClient.post("/api/voice-assistant", body: #"{"query": "hi"}"#), 400,
                "missing member 'current_query'"
            ),
            (LoopbackClient.post("/api/voice-assistant", body: "[1]"), 400, "expected a JSON object"),
            (LoopbackClient.post("/v1/match", body: #"{"text": "hi"}"#), 400, "'utterance' is missing"),
            ("GET /api/voice-assistant HTTP/1.1\r\nHost: x\r\n\r\n", 405, "takes POST, not GET"),
            ("POST /healthz HTTP/1.1\r\nContent-Length: 0\r\n\r\n", 405, "takes GET, not POST"),
            ("GET /admin HTTP/1.1\r\n\r\n", 404, "no route for /admin"),
            (LoopbackClient.post("/api/voice-assistant", body: String(repeating: "x", count: 65 * 1024)), 413, "limit"),
            ("\u{1}\u{2}garbage\r\n\r\n", 400, "malformed request line"),
            ("POST /api/voice-assistant HTTP/1.1\r\nContent-Length: abc\r\n\r\n", 400, "invalid Content-Length"),
            (
                LoopbackClient.post("/api/voice-assistant", body: #"{"current_query": "sing"}"#), 503,
                "no local answer (noPhrase) and no fallback backend"
            ),
        ]
        for (request, status, message) in cases {
            let response = try await Self.exchange(server.port, request)
            #expect(response.status == status, "\(request.prefix(60))")
            #expect(response.headerFields["connection"] == "close", "\(request.prefix(60))")
            let json = try JSON(parsing: response.body)
            #expect(json["error"]?.stringValue?.contains(message) == true, "\(response.body)")
            let health = try await Self.exchange(server.port, "GET /healthz HTTP/1.1\r\n\r\n")
            try Self.expectHealth(
                health.body,
                #"{"status":"ok","intents":10,"locale":"en","fulfillment":false,"options":{"flexible":false,"threshold":0.8,"margin":0.1,"requireAppName":false}"#
            )
        }
        let methodNotAllowed = try await Self.exchange(server.port, "DELETE /v1/match HTTP/1.1\r\n\r\n")
        #expect(methodNotAllowed.headerFields["allow"] == "POST")
        let unanswerable = try JSON(parsing: try await Self.turn(server.port, #"{"current_query": "sing"}"#).body)
        #expect(unanswerable["sentenceSiriShouldSay"] == .string(AssistantError.userFacingSentence))
        #expect(unanswerable["continueConversation"] == false)
        #expect(try await onThread { server.stop(signal: SIGINT) } == 0)
        let log = server.standardError
        #expect(log.contains("\nPOST /api/voice-assistant 413 - "))
        #expect(log.contains("\n- - 400 - "))
        #expect(log.contains("\nPOST /api/voice-assistant 503 - "))
    }

    /// The client reads what failed; the backend's URL and what it sent go to the log line only.
    @Test(arguments: [
        (
            FakeBackend.Behavior.status(500, "Traceback: KeyError"), "the fallback backend answered HTTP 500",
            "answered HTTP 500: Traceback: KeyError"
        ),
        (.garbage("OK"), "the fallback backend sent a reply that is not the contract", "not JSON"),
    ])
    func aFailingBackendIs502WithTheUserFacingSentence(
        behavior: FakeBackend.Behavior, message: String, logged: String
    ) async throws {
        let backend = try FakeBackend(behavior)
        defer { backend.stop() }
        let server = try await onThread { try ServeProcess(["--fallback", backend.url.absoluteString]) }
        let response = try await Self.turn(server.port, #"{"current_query": "sing"}"#)
        #expect(response.status == 502)
        let json = try JSON(parsing: response.body)
        #expect(json["sentenceSiriShouldSay"] == .string(AssistantError.userFacingSentence))
        #expect(json["error"] == .string(message))
        #expect(!response.body.contains("127.0.0.1"))
        _ = try await onThread { server.stop() }
        let line = server.standardError.split(separator: "\n").first { $0.contains(" 502 llm ") }
        #expect(line?.contains(backend.url.absoluteString) == true)
        #expect(line?.contains(logged) == true, "\(line ?? "")")
    }

    @Test func aHangingBackendCannotHoldUpLocalAnswers() async throws {
        let gate = Gate()
        let backend = try FakeBackend(.held(gate))
        defer { backend.stop() }
        let server = try await onThread {
            try ServeProcess(["--fallback", backend.url.absoluteString, "--fallback-connections", "2"])
        }
        // Two turns with the backend and two waiting: the fifth is refused at once, whichever it is.
        let (finished, sink) = AsyncStream.makeStream(of: LoopbackClient.Response.self)
        let turns = (0..<5).map { index in
            Task {
                let response = try await Self.turn(server.port, #"{"current_query": "sing \#(index)"}"#)
                sink.yield(response)
                return response
            }
        }
        var iterator = finished.makeAsyncIterator()
        let refused = try #require(await iterator.next())
        #expect(refused.status == 503)
        #expect(try JSON(parsing: refused.body)["error"]?.stringValue?.hasPrefix("too many turns") == true)
        #expect(await gate.arrivals(2))
        #expect(gate.arrived == 2)
        let local = try await Self.turn(server.port, #"{"current_query": "track my order"}"#)
        #expect(local.status == 200)
        #expect(try JSON(parsing: local.body)["source"] == "local")
        gate.open()
        var statuses: [Int] = []
        for turn in turns { statuses.append(try await turn.value.status) }
        #expect(statuses.sorted() == [200, 200, 200, 200, 503])
        #expect(try await onThread { server.stop() } == 0)
    }

    @Test func flexibleServeAnswersAMisheardWordAndReportsItsOptions() async throws {
        let server = try await onThread { try ServeProcess(["--flexible", "--threshold", "0.75"]) }
        defer { _ = server.stop() }
        let answer = try await Self.turn(
            server.port, #"{"conversation_history": [], "current_query": "lode twenty dollars"}"#)
        #expect(answer.status == 200)
        #expect(try JSON(parsing: answer.body)["sentenceSiriShouldSay"] == "Loading $20.00 into your wallet.")
        let health = try await Self.exchange(server.port, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        try Self.expectHealth(
            health.body,
            #"{"status":"ok","intents":10,"locale":"en","fulfillment":false,"options":{"flexible":true,"threshold":0.75,"margin":0.1,"requireAppName":false}"#
        )
        // /v1/match takes the server's options unless the request says otherwise.
        let matched = try await Self.exchange(
            server.port, LoopbackClient.post("/v1/match", body: #"{"utterance": "lode twenty dollars"}"#))
        #expect(try JSON(parsing: matched.body)["match"]?["intent"] == "LoadFundsIntent")
        let strict = try await Self.exchange(
            server.port,
            LoopbackClient.post("/v1/match", body: #"{"utterance": "lode twenty dollars", "flexible": false}"#))
        #expect(try JSON(parsing: strict.body)["match"] == .null)
        // The flexible vocabulary was made before the server listened, not by the first request.
        let log = server.standardError.split(separator: "\n")
        let prepared = try #require(log.firstIndex { $0.hasPrefix("prepared flexible matching in ") })
        let listening = try #require(log.firstIndex { $0.hasPrefix("listening on ") })
        #expect(prepared < listening)
    }

    @Test func aGermanConversationOverServeCompletesInGerman() async throws {
        let server = try await onThread { try ServeProcess(["--locale", "de"]) }
        defer { _ = server.stop() }
        let first = try await Self.turn(
            server.port, #"{"conversation_history": [], "current_query": "Sende Geld an Jonas"}"#)
        #expect(
            first.body
                == #"{"sentenceSiriShouldSay":"Wie viel möchtest du senden?","continueConversation":true,"source":"local","intent":"TransferMoneyIntent","parameters":{"recipient":"contact-jonas"}}"#
        )
        let second = try await Self.turn(
            server.port,
            #"{"conversation_history": [{"role": "user", "content": "Sende Geld an Jonas"}, {"role": "assistant", "content": "Wie viel möchtest du senden?"}], "current_query": "20 Euro"}"#
        )
        #expect(
            second.body
                == #"{"sentenceSiriShouldSay":"20,00 € an Jonas Weber senden?","continueConversation":true,"source":"local","intent":"TransferMoneyIntent","parameters":{"recipient":"contact-jonas","amount":{"amount":20,"currency":"EUR"}}}"#
        )
        let third = try await Self.turn(
            server.port,
            #"{"conversation_history": [{"role": "user", "content": "Sende Geld an Jonas"}, {"role": "assistant", "content": "Wie viel möchtest du senden?"}, {"role": "user", "content": "20 Euro"}, {"role": "assistant", "content": "20,00 € an Jonas Weber senden?"}], "current_query": "ja, bitte"}"#
        )
        #expect(try JSON(parsing: third.body)["sentenceSiriShouldSay"] == "Ich sende 20,00 € an Jonas Weber.")
        let health = try await Self.exchange(server.port, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try JSON(parsing: health.body)["locale"] == "de")
    }

    /// A German transfer said in words: the amount is read in German, the confirmation answered "ja".
    @Test func aGermanTransferInWordsCompletesInTwoTurns() async throws {
        let server = try await onThread { try ServeProcess(["--locale", "de"]) }
        defer { _ = server.stop() }
        let first = try await Self.turn(
            server.port,
            #"{"conversation_history": [], "current_query": "Sende zwanzig Euro an Jonas mit VillagePay"}"#)
        #expect(
            first.body
                == #"{"sentenceSiriShouldSay":"20,00 € an Jonas Weber senden?","continueConversation":true,"source":"local","intent":"TransferMoneyIntent","parameters":{"recipient":"contact-jonas","amount":{"amount":20,"currency":"EUR"}}}"#
        )
        let second = try await Self.turn(
            server.port,
            #"{"conversation_history": [{"role": "user", "content": "Sende zwanzig Euro an Jonas mit VillagePay"}, {"role": "assistant", "content": "20,00 € an Jonas Weber senden?"}], "current_query": "ja"}"#
        )
        let answer = try JSON(parsing: second.body)
        #expect(answer["sentenceSiriShouldSay"] == "Ich sende 20,00 € an Jonas Weber.")
        #expect(answer["continueConversation"] == false)
        #expect(answer["intent"] == "TransferMoneyIntent")
    }

    @Test(arguments: [
        (["--threshold", "1.5"], "invalid value '1.5' for '--threshold'"),
        (["--locale", "xx"], "no phrases for locale"),
    ])
    func badMatchingOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let outcome = try runBinary(["serve", "--registry", shippedRegistry, "--port", "0"] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.error.contains(message), "\(outcome.error)")
    }

    @Test func matchRouteAnswersTheMatchJSONObject() async throws {
        let server = try await onThread { try ServeProcess([]) }
        defer { _ = server.stop() }
        let request = LoopbackClient.post("/v1/match", body: #"{"utterance": "check my savings balance"}"#)
        let response = try await Self.exchange(server.port, request)
        #expect(response.status == 200)
        let matcher = try Matcher(registry: Registry(contentsOf: URL(fileURLWithPath: shippedRegistry)))
        #expect(response.body == matcher.match("check my savings balance").json.compactText)
    }

    @Test func answersAHundredConcurrentRequestsCorrectly() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let server = try await onThread { try ServeProcess(["--fallback", backend.url.absoluteString]) }
        let queries = (0..<100).map { index in
            switch index % 4 {
            case 0:
                return (
                    // Not $0, which the shipped registry bounds out: it loads from $0.01.
                    "load \(index + 1) dollars into VillagePay",
                    String(format: "Loading $%d.00 into your wallet.", index + 1)
                )
            case 1: return ("buy \(index) movie tickets", "Buying \(index) movie tickets.")
            case 2: return ("question number \(index)", "LLM heard: question number \(index)")
            default: return ("send $\(index) to Li", "Send $\(index).00 to Li Wei?")
            }
        }
        let answers = try await withThrowingTaskGroup(of: (Int, Int, String).self) { group in
            for (index, (query, _)) in queries.enumerated() {
                group.addTask {
                    let response = try await Self.turn(server.port, #"{"current_query": "\#(query)"}"#)
                    let sentence = try JSON(parsing: response.body)["sentenceSiriShouldSay"]?.stringValue ?? ""
                    return (index, response.status, sentence)
                }
            }
            return try await group.reduce(into: [(Int, Int, String)]()) { $0.append($1) }.sorted { $0.0 < $1.0 }
        }
        #expect(answers.count == 100)
        for (index, status, sentence) in answers {
            #expect(status == 200)
            #expect(sentence == queries[index].1)
        }
        #expect(backend.callCount == 25)
        #expect(try await onThread { server.stop() } == 0)
        #expect(
            server.standardError.split(separator: "\n").filter { $0.hasPrefix("POST /api/voice-assistant 200") }.count
                == 100)
    }

    @Test func aTakenPortIsAUsageError() async throws {
        let server = try await onThread { try ServeProcess([]) }
        defer { _ = server.stop() }
        let outcome = try await onThread { try runBinary(["serve", "--port", String(server.port)]) }
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("127.0.0.1:\(server.port) is already in use"))
        let badPort = try await onThread { try runBinary(["serve", "--port", "70000"]) }
        #expect(badPort.status == 2)
        #expect(badPort.error.contains("invalid --port '70000'"))
        for count in ["0", "129", "many"] {
            let badCount = try await onThread {
                try runBinary(["serve", "--fallback", "http://127.0.0.1:9/x", "--fallback-connections", count])
            }
            #expect(badCount.status == 2)
            #expect(badCount.error.contains("invalid --fallback-connections '\(count)'; give a count from 1 to 128"))
        }
    }
}
