import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// A user's own values and context through every surface: `match --values`, `ask --values` and its
/// `--stdin` payloads, `test` case lines, and `serve`'s two routes, through the built binary.
@Suite(needsBuiltBinary) struct RequestValuesEndToEndTests {
    static let payees = #"""
        {"entities": {"Contact": [{"id": "payee-weber", "title": "Jonas Weber", "synonyms": ["Jonas"]},
          {"id": "payee-brown", "title": "Jonas Brown", "synonyms": ["Jonas"]},
          {"id": "payee-landlord", "title": "my landlord", "synonyms": ["landlord"]}]}}
        """#

    static func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("values-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: [
        ("send twenty dollars to my landlord", 0, #""recipient":"payee-landlord""#),
        ("send twenty dollars to Jonas Brown", 0, #""recipient":"payee-brown""#),
        ("send twenty dollars to Jonas", 1, #""reason":"ambiguous""#),
        // The shipped Contact type replaces its example contacts with the request's.
        ("send twenty dollars to Amara", 1, #""reason":"noPhrase""#),
    ])
    func matchReadsTheValuesFile(utterance: String, status: Int32, expected: String) throws {
        let outcome = try runBinary(["match", "--json", "--values", try Self.file(Self.payees), utterance])
        #expect(outcome.status == status)
        #expect(outcome.output.contains(expected), "\(outcome.output)")
        #expect(!outcome.output.contains("readings") || utterance.hasSuffix("Jonas"))
    }

    @Test(arguments: [
        (#"{"entities": {"Biller": []}}"#, "Biller takes no request values; declare \"requestValues\""),
        (#"{"entities": {"Contact": [{"title": "x"}]}}"#, "entities.Contact[0].id must be a non-empty string"),
        (#"{"people": {}}"#, "unknown member \"people\""),
        ("[", "not JSON"),
    ])
    func aBadValuesFileIsAUsageErrorNamingThePlace(text: String, message: String) throws {
        let path = try Self.file(text)
        let outcome = try runBinary(["match", "--values", path, "send twenty dollars to Jonas"])
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("\(path): "), "\(outcome.error)")
        #expect(outcome.error.contains(message), "\(outcome.error)")
    }

    @Test func askAsksWhichOneAndResumesFromTheHistory() throws {
        let values = try Self.file(Self.payees)
        let first = try runBinary(["ask", "--values", values, "send twenty dollars to Jonas"])
        #expect(first.output == "Which Jonas: Jonas Weber or Jonas Brown?\n")
        let history = try Self.file(
            #"[{"role": "user", "content": "send twenty dollars to Jonas"},"#
                + #" {"role": "assistant", "content": "Which Jonas: Jonas Weber or Jonas Brown?"}]"#)
        let second = try runBinary(["ask", "--json", "--values", values, "--history", history, "the second one"])
        #expect(second.status == 0)
        let answer = try JSON(parsing: second.output)
        #expect(answer["sentenceSiriShouldSay"] == "Send $20.00 to Jonas Brown?")
        #expect(answer["parameters"]?["recipient"] == "payee-brown")
        let unanswered = try runBinary(["ask", "--values", values, "--history", history, "Jonas"])
        #expect(unanswered.status == 1)
        #expect(unanswered.error.contains("unansweredChoice"))
    }

    @Test func askStdinPayloadsCarryTheirOwnValues() throws {
        let payload =
            #"{"current_query": "send twenty dollars to landlord", "entities": "#
            + Self.payees.replacingOccurrences(of: "\n", with: " ").dropFirst(#"{"entities": "#.count)
        let wrong = #"{"current_query": "x", "entities": {"Contact": [{"id": 5}]}}"#
        let outcome = try runBinary(["ask", "--stdin"], input: payload + "\n" + wrong + "\n")
        let lines = outcome.output.split(separator: "\n").map { try? JSON(parsing: String($0)) }
        #expect(lines.count == 2)
        #expect(lines.first??["parameters"]?["recipient"] == "payee-landlord")
        #expect(lines.last??["error"]?["kind"] == "invalidRequest")
        #expect(lines.last??["error"]?["message"]?.stringValue?.contains("entities.Contact[0].id") == true)
    }

    @Test func testCasesCarryValuesAndContext() throws {
        let cases = try Self.file(
            [
                #"{"utterance": "send $5 to landlord", "intent": "TransferMoneyIntent", "parameters": {"#
                    + #""recipient": "payee-landlord", "amount": {"amount": 5, "currency": "USD"}}, "#
                    + #""entities": {"Contact": [{"id": "payee-landlord", "title": "landlord"}]}}"#,
                #"{"utterance": "send $5 to Jonas", "intent": null, "entities": {"Contact": [{"id": "a", "#
                    + #""synonyms": ["Jonas"]}, {"id": "b", "synonyms": ["Jonas"]}]}}"#,
            ].joined(separator: "\n"))
        let outcome = try runBinary(["test", cases])
        #expect(outcome.status == 0, "\(outcome.output)\(outcome.error)")
        #expect(outcome.output.hasSuffix("2 passed, 0 failed\n"))
        let bad = try Self.file(#"{"utterance": "x", "intent": null, "entities": {"Biller": []}}"#)
        let refused = try runBinary(["test", bad])
        #expect(refused.status == 2)
        #expect(refused.error.contains("\(bad):1: entities.Biller: Biller takes no request values"))
    }

    /// A home's rooms come with the request, and the room the speaker stands in fills an unspoken area.
    static let home = #"""
        {"version": 1, "app": {"name": "Home"},
         "types": {"Area": {"kind": "entity", "requestValues": "replace", "values": []}},
         "intents": [{"name": "LightsOn", "dialog": "Lights on in the ${area}.",
            "parameters": [{"name": "area", "type": "Area", "required": true, "context": "area",
                            "prompt": "Which room?"}]}],
         "shortcuts": [{"intent": "LightsOn", "phrases": ["turn on the lights [in [the] ${area}]"]}]}
        """#
    static let rooms = #"""
        {"entities": {"Area": [{"id": "kitchen", "title": "Kitchen"}, {"id": "den", "title": "Den"}]},
         "context": {"area": "kitchen"}}
        """#

    @Test(arguments: [
        ("turn on the lights", #""area":"kitchen""#, "Lights on in the Kitchen."),
        ("turn on the lights in the den", #""area":"den""#, "Lights on in the Den."),
    ])
    func aContextValueFillsTheUnspokenAreaOnEverySurface(utterance: String, json: String, said: String) async throws {
        let registry = try Self.file(Self.home)
        let values = try Self.file(Self.rooms)
        let match = try runBinary(["match", "--json", "--registry", registry, "--values", values, utterance])
        #expect(match.status == 0)
        #expect(match.output.contains(json), "\(match.output)")
        let ask = try runBinary(["ask", "--registry", registry, "--values", values, utterance])
        #expect(ask.output == said + "\n")
        let server = try await onThread { try ServeProcess([], registry: registry) }
        let body = Self.rooms.replacingOccurrences(of: "\n", with: " ").dropLast()
        let turn = try await ServeCommandTests.exchange(
            server.port,
            LoopbackClient.post("/api/voice-assistant", body: body + #", "current_query": ""# + utterance + #""}"#))
        #expect(try JSON(parsing: turn.body)["sentenceSiriShouldSay"] == .string(said))
        let wrongRoom = try await ServeCommandTests.exchange(
            server.port,
            LoopbackClient.post(
                "/api/voice-assistant", body: #"{"current_query": "turn on the lights", "context": {"area": "attic"}}"#)
        )
        #expect(wrongRoom.status == 400)
        #expect(try JSON(parsing: wrongRoom.body)["error"]?.stringValue?.contains("context.area") == true)
        #expect(try await onThread { server.stop() } == 0)
    }

    @Test func serveReadsValuesOnBothRoutesAndRefusesBadOnes() async throws {
        let server = try await onThread { try ServeProcess([]) }
        let entities = Self.payees.replacingOccurrences(of: "\n", with: " ")
            .dropFirst(#"{"entities": "#.count).dropLast()
        let match = try await ServeCommandTests.exchange(
            server.port,
            LoopbackClient.post(
                "/v1/match", body: #"{"utterance": "send twenty dollars to Jonas", "entities": "# + entities + "}"))
        #expect(match.status == 200)
        #expect(try JSON(parsing: match.body)["readings"]?.arrayValue?.count == 2)
        let turn = try await ServeCommandTests.exchange(
            server.port,
            LoopbackClient.post(
                "/api/voice-assistant",
                body: #"{"current_query": "send twenty dollars to Jonas", "entities": "# + entities + "}"))
        #expect(turn.status == 200)
        #expect(try JSON(parsing: turn.body)["sentenceSiriShouldSay"] == "Which Jonas: Jonas Weber or Jonas Brown?")
        for (path, body) in [
            ("/v1/match", #"{"utterance": "x", "entities": {"Biller": []}}"#),
            ("/api/voice-assistant", #"{"current_query": "x", "entities": {"Contact": {}}}"#),
            ("/api/voice-assistant", #"{"current_query": "x", "entities": {"Nope": []}}"#),
        ] {
            let response = try await ServeCommandTests.exchange(server.port, LoopbackClient.post(path, body: body))
            #expect(response.status == 400, "\(body)")
            #expect(try JSON(parsing: response.body)["error"]?.stringValue?.contains("entities.") == true)
        }
        #expect(try await onThread { server.stop() } == 0)
    }
}
