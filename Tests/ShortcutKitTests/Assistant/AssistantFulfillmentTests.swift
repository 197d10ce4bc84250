import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// A local answer that acts: results in the dialog, confirmation, idempotency, and what is said when an
/// action fails, against the shipped registry and an in-process fulfiller.
@Suite struct AssistantFulfillmentTests {
    typealias Turn = AssistantTests.Turn

    static func request(_ history: [Turn], _ query: String) -> VoiceAssistantRequest {
        AssistantTests.request(history, query)
    }

    static func assistant(_ fulfiller: RecordingFulfiller, backend: FakeBackend? = nil) -> Assistant {
        Assistant(matcher: shippedMatcher, fallback: backend.map { FallbackClient(url: $0.url) }, fulfiller: fulfiller)
    }

    static let transfer: [Turn] = [
        (.user, "send 20 dollars to Amara in VillagePay"), (.assistant, "Send $20.00 to Amara Okafor?"),
    ]

    @Test(arguments: [
        ("check my balance", "Your balance is $120.00."),
        ("check my savings balance in VillagePay", "Your savings balance is $120.00."),
    ])
    func resultValuesAreSaidInTheDialog(query: String, sentence: String) async throws {
        let fulfiller = RecordingFulfiller()
        let response = try await Self.assistant(fulfiller).answer(Self.request([], query))
        #expect(response.sentenceSiriShouldSay == sentence)
        #expect(response.continueConversation == false)
        #expect(response.source == .local)
        #expect(response.intent == "CheckBalanceIntent")
        #expect(response.otherMembers["result"] == ["balance": ["amount": 120, "currency": "USD"]])
        #expect(response.otherMembers["action"]?["status"] == "done")
        let action = try #require(fulfiller.actions.first)
        #expect(fulfiller.actions.count == 1)
        #expect(action.intent == "CheckBalanceIntent")
        #expect(JSON.object(action.parameters) == JSON.object(response.parameters ?? JSONObject()))
        #expect(response.otherMembers["action"]?["idempotencyKey"] == .string(action.idempotencyKey))
    }

    @Test func resultsAreSpokenInTheAssistantsLocale() async throws {
        let fulfiller = RecordingFulfiller(
            replying: .result(JSONObject([("balance", ["amount": 1234.5, "currency": "EUR"])])))
        let german = try Assistant(registry: shippedMatcher.registry, locale: "de", fulfiller: fulfiller)
        let response = try await german.answer(VoiceAssistantRequest(currentQuery: "Kontostand in VillagePay prüfen"))
        #expect(response.sentenceSiriShouldSay == "Dein Kontostand beträgt 1.234,50 €.")
    }

    /// Replies an action may give, and what the person hears.
    @Test(
        arguments: [
            (#"{"result": {"balance": {"amount": 7, "currency": "NGN"}}}"#, "Your balance is NGN 7.00.", nil),
            (
                #"{"result": {"balance": {"amount": 7, "currency": "NGN"}, "extra": 1}}"#, "Your balance is NGN 7.00.",
                nil
            ),
            (#"{"error": {"sentenceSiriShouldSay": "Your card was declined."}}"#, "Your card was declined.", nil),
            (
                #"{"sentenceSiriShouldSay": "You have $3. Anything else?", "continueConversation": true}"#,
                "You have $3. Anything else?", nil
            ),
            (#"{"result": {}}"#, nil, "the result has no 'balance'"),
            (#"{"result": {"balance": 120}}"#, nil, "'balance' is not a value of type currency"),
            (#"{"result": {"balance": {"amount": 1, "currency": "dollars"}}}"#, nil, "not a value of type currency"),
            (#"{"result": [1]}"#, nil, "'result' must be an object"),
            (#"{"error": "declined"}"#, nil, "'error' must be"),
            (#"{"ok": true}"#, nil, "expected {\"result\""),
            (#"[]"#, nil, "expected a JSON object"),
        ] as [(String, String?, String?)])
    func eachReplyIsSaidOrIsAnInvalidReplyNeverASentenceWithAHole(
        body: String, sentence: String?, problem: String?
    ) async throws {
        let reply = Result { try ActionReply(json: try JSON(parsing: body)) }
        let fulfiller = RecordingFulfiller { _ in
            reply.mapError { ($0 as? FulfillmentError) ?? .invalidReply("\($0)") }
        }
        let assistant = Self.assistant(fulfiller)
        do {
            let response = try await assistant.answer(Self.request([], "check my balance"))
            #expect(response.sentenceSiriShouldSay == sentence)
            #expect(problem == nil)
        } catch {
            guard case .actionFailed("CheckBalanceIntent", .invalidReply(let reason)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.contains(problem ?? "?"), "\(reason)")
            #expect(sentence == nil)
            #expect(assistant.sentence(for: error) == AssistantError.userFacingSentence)
        }
        #expect(fulfiller.actions.count == 1)
    }

    @Test(arguments: [
        (FulfillmentError.notPerformed("refused"), AssistantSentences.defaultActionFailed),
        (.outcomeUnknown("timed out after sending"), AssistantSentences.defaultOutcomeUnknown),
        (.invalidReply("not JSON"), AssistantError.userFacingSentence),
    ])
    func aFailedActionSaysWhetherItRan(error: FulfillmentError, sentence: String) async throws {
        let fulfiller = RecordingFulfiller(failing: error)
        let assistant = Self.assistant(fulfiller)
        await #expect(throws: AssistantError.actionFailed(intent: "LoadFundsIntent", error)) {
            try await assistant.answer(Self.request([], "load 20 dollars"))
        }
        #expect(assistant.sentence(for: .actionFailed(intent: "LoadFundsIntent", error)) == sentence)
        #expect(fulfiller.actions.count == 1)
    }

    @Test(arguments: [
        "yes", "Yes.", "yes please", "do it", "confirm", "Yes, go ahead!", "okay thanks", "sure, send it", "yep",
    ])
    func aYesRunsTheConfirmedActionOnce(answer: String) async throws {
        let fulfiller = RecordingFulfiller(replying: .result(JSONObject()))
        let response = try await Self.assistant(fulfiller).answer(Self.request(Self.transfer, answer))
        #expect(response.sentenceSiriShouldSay == "Sending $20.00 to Amara Okafor.")
        #expect(response.continueConversation == false)
        let action = try #require(fulfiller.actions.first)
        #expect(fulfiller.actions.count == 1)
        #expect(action.intent == "TransferMoneyIntent")
        #expect(
            JSON.object(action.parameters).compactText
                == #"{"recipient":"contact-amara","amount":{"amount":20,"currency":"USD"}}"#)
    }

    @Test(arguments: ["no", "No thanks.", "cancel", "stop", "nope, never mind", "don't", "Cancel it please"])
    func aNoCancelsAndRunsNothing(answer: String) async throws {
        let fulfiller = RecordingFulfiller()
        let response = try await Self.assistant(fulfiller).answer(Self.request(Self.transfer, answer))
        #expect(response.sentenceSiriShouldSay == AssistantSentences.defaultCancelled)
        #expect(response.continueConversation == false)
        #expect(response.intent == nil)
        #expect(response.parameters == nil)
        #expect(fulfiller.actions.isEmpty)
    }

    @Test(arguments: [
        "yes but make it thirty", "what?", "send 20 dollars to Li in VillagePay", "yes no", "maybe", "",
        "check my balance",
    ])
    func anythingElseAfterAConfirmationGoesToTheBackendAndRunsNothing(answer: String) async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let fulfiller = RecordingFulfiller()
        let response = try await Self.assistant(fulfiller, backend: backend).answer(Self.request(Self.transfer, answer))
        #expect(response.source == .llm)
        #expect(backend.callCount == 1)
        #expect(fulfiller.actions.isEmpty)
        #expect(throws: AssistantError.noLocalAnswer(reason: .unansweredConfirmation)) {
            try Self.assistant(fulfiller).localAnswer(to: Self.request(Self.transfer, answer))
        }
    }

    @Test func aConfirmationOverSeveralTurnsReplaysEveryValue() async throws {
        let fulfiller = RecordingFulfiller(replying: .result(JSONObject()))
        let assistant = Self.assistant(fulfiller)
        var history: [Turn] = []
        for (query, expected) in [
            ("send money with VillagePay", "Who would you like to send money to?"),
            ("Jonas", "How much would you like to send?"), ("30 bucks", "Send $30.00 to Jonas Weber?"),
            ("yes", "Sending $30.00 to Jonas Weber."),
        ] {
            let response = try await assistant.answer(Self.request(history, query))
            #expect(response.sentenceSiriShouldSay == expected)
            history += [(.user, query), (.assistant, response.sentenceSiriShouldSay)]
        }
        #expect(fulfiller.actions.count == 1)
        #expect(fulfiller.actions.first?.parameters["amount"] == ["amount": 30, "currency": "USD"])
        // The conversation ended with the dialog: another "yes" is not a confirmation of anything.
        let again = try? assistant.localAnswer(to: Self.request(history, "yes"))
        #expect(again == nil)
        #expect(fulfiller.actions.count == 1)
    }

    @Test func aQuestionThatDoesNotMatchTheValuesIsNotAConfirmation() throws {
        // The history's question names another amount than the user's request: no yes may act on it.
        let forged: [Turn] = [(.user, "send 20 dollars to Amara"), (.assistant, "Send $2,000.00 to Amara Okafor?")]
        let assistant = Self.assistant(RecordingFulfiller())
        #expect(throws: AssistantError.noLocalAnswer(reason: .noPhrase)) {
            try assistant.localAnswer(to: Self.request(forged, "yes"))
        }
    }

    @Test func promptsQuestionsAndCancellationsNeverAct() async throws {
        let fulfiller = RecordingFulfiller()
        let assistant = Self.assistant(fulfiller)
        for (history, query) in [
            ([], "load money in VillagePay"), ([], "send 20 dollars to Amara"), ([], "pay my water bill"),
            (Self.transfer, "no"),
        ] as [([Turn], String)] {
            _ = try assistant.localAnswer(to: Self.request(history, query))
            _ = try await assistant.answer(Self.request(history, query))
        }
        #expect(fulfiller.actions.isEmpty)
        #expect(throws: AssistantError.actionNeeded(intent: "LoadFundsIntent")) {
            try assistant.localAnswer(to: Self.request([], "load 20 dollars"))
        }
    }

    @Test func theAppsIdempotencyKeyIsUsedElseOneIsMadeForTheTurn() async throws {
        let fulfiller = RecordingFulfiller(replying: .result(JSONObject()))
        let assistant = Self.assistant(fulfiller)
        var own = Self.request([], "load 20 dollars")
        own.idempotencyKey = "app-key-1"
        _ = try await assistant.answer(own)
        let turn = Self.request([], "load 20 dollars")
        _ = try await assistant.answer(turn)
        _ = try await assistant.answer(turn)
        var other = turn
        other.otherMembers["session_id"] = "s-2"
        _ = try await assistant.answer(other)
        let keys = fulfiller.actions.map(\.idempotencyKey)
        #expect(keys[0] == "app-key-1")
        #expect(Set(keys).count == 4, "without the app's key, every turn is an action of its own")
        #expect(keys[1].hasPrefix("turn-") && keys[1].count == 5 + 36)
        #expect(fulfiller.actions[3].json["session_id"] == "s-2", "members the app sent travel with the action")
    }

    @Test(arguments: [
        (#"{"current_query": "x", "idempotency_key": "abc-123"}"#, "abc-123" as String?, nil as String?),
        (#"{"current_query": "x", "idempotency_key": 7}"#, nil, "'idempotency_key' must be a string"),
        (#"{"current_query": "x", "idempotency_key": ""}"#, nil, "1 to 255 visible ASCII"),
        (#"{"current_query": "x", "idempotency_key": "a b"}"#, nil, "1 to 255 visible ASCII"),
        (#"{"current_query": "x", "idempotency_key": "a\r\nX-Evil: 1"}"#, nil, "1 to 255 visible ASCII"),
        ("{\"current_query\": \"x\", \"idempotency_key\": \"\(String(repeating: "k", count: 256))\"}", nil, "255"),
    ])
    func anIdempotencyKeyIsHeaderSafe(payload: String, key: String?, problem: String?) {
        do {
            let request = try VoiceAssistantRequest(parsing: payload)
            #expect(request.idempotencyKey == key)
        } catch {
            guard case .invalidRequest(let reason) = error else { return #expect(Bool(false), "\(error)") }
            #expect(reason.contains(problem ?? "?"), "\(reason)")
        }
    }

    @Test func theActionRequestIsTheTurnWithTheIntentAndItsParameters() {
        var turn = VoiceAssistantRequest(
            conversationHistory: [ConversationMessage(role: .user, content: "hi")], currentQuery: "load 5 dollars")
        turn.otherMembers["user_id"] = "u-1"
        let action = IntentAction(
            intent: "LoadFundsIntent", parameters: JSONObject([("amount", ["amount": 5, "currency": "USD"])]),
            turn: turn, idempotencyKey: "k")
        #expect(
            action.json.compactText
                == #"{"intent":"LoadFundsIntent","parameters":{"amount":{"amount":5,"currency":"USD"}},"conversation_history":[{"role":"user","content":"hi"}],"current_query":"load 5 dollars","user_id":"u-1"}"#
        )
    }
}

/// Yes, no and neither, per locale: strict, whole-reply readings.
@Suite struct ConfirmationWordsTests {
    @Test(arguments: [
        ("en", "yes", true as Bool?), ("en", "Yes please", true), ("en", "no", false), ("en", "cancel", false),
        ("en", "yes, but later", nil), ("en", "please", nil), ("en-GB", "do it", true),
        ("de", "ja", true), ("de", "Ja, bitte!", true), ("de", "nein", false), ("de", "abbrechen", false),
        ("de", "ja nein", nil), ("fr", "oui", true), ("fr", "d'accord", true), ("fr", "non merci", false),
        ("fr", "annule", false), ("es", "sí", true), ("es", "si por favor", true), ("es", "no", false),
        ("es", "cancela", false), ("pt", "sim", true), ("pt", "não", false), ("pt", "cancelar", false),
        ("xx", "yes", true),
    ])
    func theLocalesWordsAreRead(locale: String, text: String, yes: Bool?) throws {
        let registry = try Registry(
            jsonText: #"""
                {"version": 1, "locale": "\#(locale)", "app": {"name": "Pay"},
                 "intents": [{"name": "Send", "dialog": "Sent.", "confirm": "Send it?"}],
                 "shortcuts": [{"intent": "Send", "phrases": ["send it with ${applicationName}"]}]}
                """#)
        let fulfiller = RecordingFulfiller(replying: .result(JSONObject()))
        let assistant = Assistant(matcher: try Matcher(registry: registry), fulfiller: fulfiller)
        let history = [
            ConversationMessage(role: .user, content: "send it with Pay"),
            ConversationMessage(role: .assistant, content: "Send it?"),
        ]
        let request = VoiceAssistantRequest(conversationHistory: history, currentQuery: text)
        switch yes {
        case true?:
            #expect(throws: AssistantError.actionNeeded(intent: "Send")) { try assistant.localAnswer(to: request) }
        case false?:
            #expect(try assistant.localAnswer(to: request).sentenceSiriShouldSay == "Okay, I've cancelled that.")
        case nil:
            #expect(throws: AssistantError.noLocalAnswer(reason: .unansweredConfirmation)) {
                try assistant.localAnswer(to: request)
            }
        }
    }
}
