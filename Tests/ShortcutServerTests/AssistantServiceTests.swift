import AssistantTestSupport
import Foundation
import ShortcutKit
import ShortcutServer
import Testing

/// The routes of `serve`, called directly: every status the service itself decides.
@Suite struct AssistantServiceTests {
    static let service = AssistantService(
        assistant: Assistant(
            matcher: try! Matcher(
                registry: Registry(contentsOf: URL(fileURLWithPath: Repository.shippedRegistry)))))

    static func post(_ path: String, _ body: String) -> HTTPRequest {
        HTTPRequest(method: "POST", path: path, body: Array(body.utf8))
    }

    /// A turn with the app's `Idempotency-Key` header: a key that could not travel as a header is a 400.
    static func keyed(_ key: String) -> HTTPRequest {
        HTTPRequest(
            method: "POST", path: "/api/voice-assistant", headerFields: [("Idempotency-Key", key)],
            body: Array(#"{"current_query": "pay my water bill"}"#.utf8))
    }

    @Test(
        arguments: [
            (post("/api/voice-assistant", #"{"current_query": "pay my water bill"}"#), 200, "local"),
            (post("/api/voice-assistant", #"{"current_query": "sing"}"#), 503, nil),
            (post("/api/voice-assistant", "{"), 400, nil),
            (post("/api/voice-assistant", #"{"current_query": ["a"]}"#), 400, nil),
            (HTTPRequest(method: "POST", path: "/api/voice-assistant", body: [0xFF, 0xFE]), 400, nil),
            (keyed("app-key-1"), 200, "local"), (keyed("a b"), 400, nil),
            (keyed(String(repeating: "k", count: 256)), 400, nil),
            (post("/v1/match", #"{"utterance": "open VillagePay"}"#), 200, "local"),
            (post("/v1/match", #"{"utterance": "open VillagePay", "requireAppName": "yes"}"#), 400, nil),
            (post("/v1/match", "[]"), 400, nil),
            (post("/v1/match", #"{"utterance": "open VillagePay", "now": "2026-12-04T09:30:00Z"}"#), 200, "local"),
            (post("/v1/match", #"{"utterance": "open VillagePay", "now": "tomorrow"}"#), 400, nil),
            (post("/v1/match", #"{"utterance": "open VillagePay", "timeZone": "Mars/Olympus"}"#), 400, nil),
            (post("/api/voice-assistant", #"{"current_query": "pay my water bill", "timeZone": "Nowhere"}"#), 400, nil),
            (post("/v1/match", #"{"utterance": "lode twenty dollars", "flexible": 1}"#), 400, nil),
            (post("/v1/match", #"{"utterance": "lode twenty dollars", "flexible": true, "threshold": 2}"#), 400, nil),
            (HTTPRequest(method: "GET", path: "/healthz"), 200, nil),
            (HTTPRequest(method: "GET", path: "/v1/match"), 405, nil),
            (HTTPRequest(method: "PUT", path: "/api/voice-assistant"), 405, nil),
            (HTTPRequest(method: "GET", path: "/"), 404, nil),
            (HTTPRequest(method: "GET", path: "/healthz/"), 404, nil),
        ] as [(HTTPRequest, Int, String?)])
    func answersEachRouteWithItsStatus(request: HTTPRequest, status: Int, source: String?) async throws {
        let response = await Self.service.respond(to: request)
        #expect(response.status == status)
        #expect(response.source == source)
        #expect(response.headerFields["Content-Type"] == "application/json")
        let json = try JSON(parsing: String(decoding: response.body, as: UTF8.self))
        if status >= 400 {
            #expect(json["error"]?.stringValue?.isEmpty == false)
            #expect(json["status"] == .integer(status))
        }
        if status == 405 { #expect(response.headerFields["Allow"] != nil) }
    }

    @Test func requireAppNameIsPassedToTheMatcher() async throws {
        let loose = await Self.service.respond(to: Self.post("/v1/match", #"{"utterance": "check my balance"}"#))
        let strict = await Self.service.respond(
            to: Self.post("/v1/match", #"{"utterance": "check my balance", "requireAppName": true}"#))
        #expect(
            try JSON(parsing: String(decoding: loose.body, as: UTF8.self))["match"]?["intent"] == "CheckBalanceIntent")
        #expect(try JSON(parsing: String(decoding: strict.body, as: UTF8.self))["match"] == .null)
    }

    @Test func flexibleMatchingIsPassedToTheMatcher() async throws {
        func intent(_ body: String) async throws -> JSON? {
            let response = await Self.service.respond(to: Self.post("/v1/match", body))
            return try JSON(parsing: String(decoding: response.body, as: UTF8.self))["match"]?["intent"]
        }
        #expect(try await intent(#"{"utterance": "lode twenty dollars"}"#) == nil)
        #expect(try await intent(#"{"utterance": "lode twenty dollars", "flexible": true}"#) == "LoadFundsIntent")
        #expect(try await intent(#"{"utterance": "lode twenty dollars", "flexible": true, "threshold": 0.99}"#) == nil)
    }

    /// An amount outside its bounds: `/v1/match` lists it, and the voice assistant says the outOfRange
    /// dialog and ends the conversation without naming an intent to act on.
    @Test func anAmountOutOfRangeIsListedAndSaidLocally() async throws {
        let utterance = "send 20000 dollars to amara in VillagePay"
        let matched = await Self.service.respond(to: Self.post("/v1/match", #"{"utterance": "\#(utterance)"}"#))
        let match = try JSON(parsing: String(decoding: matched.body, as: UTF8.self))["match"]
        #expect(match?["intent"] == "TransferMoneyIntent")
        #expect(match?["outOfRange"] == ["amount"])
        let inRange = await Self.service.respond(
            to: Self.post("/v1/match", #"{"utterance": "send 20 dollars to amara in VillagePay"}"#))
        #expect(try JSON(parsing: String(decoding: inRange.body, as: UTF8.self))["match"]?["outOfRange"] == nil)

        let turn = await Self.service.respond(
            to: Self.post("/api/voice-assistant", #"{"current_query": "\#(utterance)"}"#))
        #expect(turn.status == 200)
        let json = try JSON(parsing: String(decoding: turn.body, as: UTF8.self))
        #expect(json["sentenceSiriShouldSay"] == "You can send from $0.01 up to $10,000 at a time.")
        #expect(json["continueConversation"] == false)
        #expect(json["source"] == "local")
        #expect(json["intent"] == nil)
    }

    @Test func aTurnWithoutABackendStillTellsSiriWhatToSay() async throws {
        let response = await Self.service.respond(to: Self.post("/api/voice-assistant", #"{"current_query": "sing"}"#))
        let json = try JSON(parsing: String(decoding: response.body, as: UTF8.self))
        #expect(json["sentenceSiriShouldSay"] == .string(AssistantError.userFacingSentence))
        #expect(json["continueConversation"] == false)
        #expect(json["error"] == "no local answer (noPhrase) and no fallback backend is configured")
    }

    @Test func onlyTurnsForTheBackendAreLeftToTheAsyncPath() throws {
        let registry = try Registry(contentsOf: URL(fileURLWithPath: Repository.shippedRegistry))
        let withBackend = AssistantService(
            assistant: Assistant(
                matcher: try Matcher(registry: registry),
                fallback: FallbackClient(url: URL(string: "http://127.0.0.1:9/api/voice-assistant")!)))
        let local = HTTPRequest(
            method: "POST", path: "/api/voice-assistant", body: Array(#"{"current_query": "track my order"}"#.utf8))
        let unmatched = HTTPRequest(
            method: "POST", path: "/api/voice-assistant", body: Array(#"{"current_query": "sing"}"#.utf8))
        let malformed = HTTPRequest(method: "POST", path: "/api/voice-assistant", body: Array("{".utf8))
        #expect(withBackend.immediateResponse(to: local)?.source == "local")
        #expect(withBackend.immediateResponse(to: unmatched) == nil)
        #expect(withBackend.immediateResponse(to: malformed)?.status == 400)
        #expect(withBackend.immediateResponse(to: HTTPRequest(method: "GET", path: "/healthz"))?.status == 200)
        #expect(Self.service.immediateResponse(to: unmatched)?.status == 503)
    }

    /// A replaced assistant answers every request from then on, copies of the service included, and
    /// `/healthz` names the registry version it was given.
    @Test func aReplacedAssistantAnswersFromThenOn() async throws {
        let shipped = try Registry(contentsOf: URL(fileURLWithPath: Repository.shippedRegistry))
        let service = AssistantService(assistant: Assistant(matcher: try Matcher(registry: shipped)))
        let copy = service
        let health = HTTPRequest(method: "GET", path: "/healthz")
        #expect(
            try JSON(parsing: String(decoding: await copy.respond(to: health).body, as: UTF8.self))["registry"] == nil)
        var smaller = shipped
        smaller.intents.removeAll { $0.name == "TrackItemIntent" }
        smaller.shortcuts.removeAll { $0.intent == "TrackItemIntent" }
        let loadedAt = Date(timeIntervalSince1970: 1_800_000_000)
        service.replace(
            with: Assistant(matcher: try Matcher(registry: smaller)),
            version: .init(contentHash: "1f", loadedAt: loadedAt))
        let json = try JSON(parsing: String(decoding: await copy.respond(to: health).body, as: UTF8.self))
        #expect(json["intents"] == .integer(shipped.intents.count - 1))
        #expect(json["registry"] == ["fnv1a": "1f", "loadedAt": "2027-01-15T08:00:00.000Z"])
    }
}
