import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// The order in which a turn is answered, against the shipped registry and a real backend on loopback.
@Suite struct AssistantTests {
    typealias Turn = (role: ConversationMessage.Role, content: String)

    static func request(_ history: [Turn], _ query: String) -> VoiceAssistantRequest {
        VoiceAssistantRequest(
            conversationHistory: history.map { ConversationMessage(role: $0.role, content: $0.content) },
            currentQuery: query)
    }

    @Test(arguments: [
        (
            "load 20 dollars into VillagePay", "Loading $20.00 into your wallet.", "LoadFundsIntent",
            #"{"amount":{"amount":20,"currency":"USD"}}"#
        ),
        ("Hey Siri, track my package in Village Pay please", "Here is where your item is.", "TrackItemIntent", "{}"),
        ("read my pulse", "Here is your heart rate.", "ReadHealthDataIntent", #"{"metric":"heartRate"}"#),
        (
            "buy three movie tickets with VillagePay", "Buying 3 movie tickets.", "BuyMovieTicketsIntent",
            #"{"tickets":3}"#
        ),
        (
            "book a flight to New York", "Looking for flights to New York.", "BookFlightIntent",
            #"{"destination":"New York"}"#
        ),
        ("open VillagePay", "Hi, I'm the villager. What can I do for you?", "TalkToVillagerIntent", "{}"),
    ])
    func aCompleteLocalMatchSaysTheDialogWithoutCallingTheBackend(
        query: String, sentence: String, intent: String, parameters: String
    ) async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let assistant = Assistant(matcher: shippedMatcher, fallback: .onManualClock(url: backend.url))
        let response = try await assistant.answer(Self.request([], query))
        #expect(response.sentenceSiriShouldSay == sentence)
        #expect(response.continueConversation == false)
        #expect(response.source == .local)
        #expect(response.intent == intent)
        #expect(JSON.object(response.parameters ?? JSONObject()).compactText == parameters)
        #expect(backend.callCount == 0)
    }

    @Test(arguments: [
        (
            "send $15.50 to Jonas with VillagePay", "Send $15.50 to Jonas Weber?", "TransferMoneyIntent",
            #"{"recipient":"contact-jonas","amount":{"amount":15.5,"currency":"USD"}}"#
        ),
        (
            "send 12 euros to amara", "Send €12.00 to Amara Okafor?", "TransferMoneyIntent",
            #"{"recipient":"contact-amara","amount":{"amount":12,"currency":"EUR"}}"#
        ),
        ("pay my water bill", "Pay your water bill?", "PayBillIntent", #"{"biller":"water"}"#),
    ])
    func anIntentThatConfirmsAsksItsQuestionLocallyAndActsOnNothing(
        query: String, question: String, intent: String, parameters: String
    ) async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let fulfiller = RecordingFulfiller()
        let assistant = Assistant(
            matcher: shippedMatcher, fallback: FallbackClient(url: backend.url), fulfiller: fulfiller)
        let response = try await assistant.answer(Self.request([], query))
        #expect(response.sentenceSiriShouldSay == question)
        #expect(response.continueConversation == true)
        #expect(response.source == .local)
        #expect(response.intent == intent)
        #expect(JSON.object(response.parameters ?? JSONObject()).compactText == parameters)
        #expect(backend.callCount == 0)
        #expect(fulfiller.actions.isEmpty)
    }

    @Test(arguments: ["check my balance", "Hey Siri, check my savings balance in Village Pay please"])
    func withoutAFulfillerADialogThatNamesResultsGoesToTheBackend(query: String) async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let assistant = Assistant(matcher: shippedMatcher, fallback: FallbackClient(url: backend.url))
        let response = try await assistant.answer(Self.request([], query))
        #expect(response.sentenceSiriShouldSay == "LLM heard: \(query)")
        #expect(response.source == .llm)
        #expect(backend.callCount == 1)
        #expect(throws: AssistantError.noLocalAnswer(reason: .needsFulfillment)) {
            try Assistant(matcher: shippedMatcher).localAnswer(to: Self.request([], query))
        }
    }

    @Test(arguments: [
        ("load money in VillagePay", "How much would you like to load?", "LoadFundsIntent"),
        ("send money with VillagePay", "Who would you like to send money to?", "TransferMoneyIntent"),
        ("transfer money to Li", "How much would you like to send?", "TransferMoneyIntent"),
        ("pay a bill", "Which bill would you like to pay?", "PayBillIntent"),
        ("order food", "Which restaurant would you like to order from?", "OrderFoodIntent"),
    ])
    func aMissingRequiredParameterIsAskedForLocally(query: String, prompt: String, intent: String) throws {
        let assistant = Assistant(matcher: shippedMatcher)
        let response = try assistant.localAnswer(to: Self.request([], query))
        #expect(response.sentenceSiriShouldSay == prompt)
        #expect(response.continueConversation == true)
        #expect(response.source == .local)
        #expect(response.intent == intent)
    }

    @Test func theTwoTurnLoadExchangeCompletesLocally() async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let assistant = Assistant(matcher: shippedMatcher, fallback: .onManualClock(url: backend.url))
        let first = try await assistant.answer(Self.request([], "load money in VillagePay"))
        #expect(first.sentenceSiriShouldSay == "How much would you like to load?")
        #expect(first.continueConversation)
        let second = try await assistant.answer(
            Self.request(
                [(.user, "load money in VillagePay"), (.assistant, first.sentenceSiriShouldSay)], "twenty dollars"))
        #expect(second.sentenceSiriShouldSay == "Loading $20.00 into your wallet.")
        #expect(second.continueConversation == false)
        #expect(second.source == .local)
        #expect(second.intent == "LoadFundsIntent")
        #expect(second.parameters?["amount"] == ["amount": 20, "currency": "USD"])
        #expect(backend.callCount == 0)
    }

    @Test(
        arguments: [
            // Two missing parameters asked one after the other; the first answer is read back from the history.
            (
                [
                    (.user, "send money with VillagePay"), (.assistant, "Who would you like to send money to?"),
                    (.user, "Jonas"), (.assistant, "How much would you like to send?"),
                ], "30 bucks please",
                "Send $30.00 to Jonas Weber?", true
            ),
            (
                [(.user, "send money with VillagePay"), (.assistant, "Who would you like to send money to?")], "Li Wei",
                "How much would you like to send?", true
            ),
            (
                [(.user, "pay a bill in VillagePay"), (.assistant, "Which bill would you like to pay?")], "the water",
                nil, false
            ),
            (
                [(.user, "pay a bill in VillagePay"), (.assistant, "Which bill would you like to pay?")],
                "water please",
                "Pay your water bill?", true
            ),
            ([(.user, "buy movie tickets"), (.assistant, "how much tickets")], "four", nil, false),
            (
                [(.user, "buy movie tickets"), (.assistant, "How many tickets would you like")], "four",
                "Buying 4 movie tickets.", false
            ),
            (
                [(.user, "book a flight"), (.assistant, "Where would you like to fly to?")], "Lagos, Nigeria",
                "Looking for flights to Lagos, Nigeria.", false
            ),
            // An earlier conversation, then a new request answered by a prompt.
            (
                [
                    (.user, "what's the weather"), (.assistant, "Sunny."), (.user, "order food"),
                    (.assistant, "Which restaurant would you like to order from?"),
                ], "green bowl", "Ordering from Green Bowl.",
                false
            ),
            // The prompt was not asked by the intent the user message matched.
            ([(.user, "order food"), (.assistant, "How much would you like to load?")], "20 dollars", nil, false),
        ] as [([Turn], String, String?, Bool)])
    func aBareAnswerToAPromptResumesTheIntent(history: [Turn], query: String, sentence: String?, continues: Bool)
        throws
    {
        let assistant = Assistant(matcher: shippedMatcher)
        let response = try? assistant.localAnswer(to: Self.request(history, query))
        #expect(response?.sentenceSiriShouldSay == sentence)
        if let response {
            #expect(response.continueConversation == continues)
            #expect(response.source == .local)
        }
    }

    @Test(arguments: [
        ("what's the weather like in Lagos", [Turn]()),
        ("open the village gate", []),
        ("tell me a joke", [(.user, "load money in VillagePay"), (.assistant, "How much would you like to load?")]),
    ])
    func anythingElseGoesToTheBackendOnceAndItsAnswerPassesThrough(query: String, history: [Turn]) async throws {
        let backend = try FakeBackend()
        defer { backend.stop() }
        let assistant = Assistant(matcher: shippedMatcher, fallback: .onManualClock(url: backend.url))
        let request = Self.request(history, query)
        let response = try await assistant.answer(request)
        #expect(response.sentenceSiriShouldSay == "LLM heard: \(query)")
        #expect(response.source == .llm)
        #expect(response.intent == nil)
        #expect(response.otherMembers["historyLength"] == .integer(history.count))
        #expect(backend.callCount == 1)
        #expect(backend.receivedBodies == [request.json])
    }

    @Test(arguments: [
        ("what's the weather", MatchResult.NoMatchReason.noPhrase),
        ("open the village gate", .negativePhrase("Open the village gate")),
    ])
    func withoutABackendAnUnmatchedTurnIsANamedError(query: String, reason: MatchResult.NoMatchReason) async throws {
        let assistant = Assistant(matcher: shippedMatcher)
        await #expect(throws: AssistantError.noLocalAnswer(reason: reason)) {
            try await assistant.answer(Self.request([], query))
        }
        #expect(throws: AssistantError.noLocalAnswer(reason: reason)) {
            try assistant.localAnswer(to: Self.request([], query))
        }
    }

    @Test func aFailingBackendIsReportedNotSwallowed() async throws {
        let backend = try FakeBackend(.status(503, "down for maintenance"))
        defer { backend.stop() }
        let assistant = Assistant(matcher: shippedMatcher, fallback: .onManualClock(url: backend.url))
        await #expect(
            throws: AssistantError.httpStatus(
                url: backend.url.absoluteString, status: 503, body: "down for maintenance")
        ) {
            try await assistant.answer(Self.request([], "sing me a song"))
        }
    }
}
