import AssistantTestSupport
import ShortcutKit
import Testing

/// A value outside its parameter's bounds: the parameter's `outOfRange` dialog ends the conversation, or,
/// without one, the turn goes to the fallback.
@Suite struct AssistantOutOfRangeTests {
    typealias Turn = AssistantTests.Turn

    static func request(_ history: [Turn], _ query: String) -> VoiceAssistantRequest {
        AssistantTests.request(history, query)
    }

    static let shippedSentence = "You can send from $0.01 up to $10,000 at a time."

    /// A matcher, the turns before, the query, and the outOfRange dialog said.
    static let outOfRangeTurns: [(Matcher, [Turn], String, String)] = [
        (
            BoundsMatchingTests.matcher, [], "send 20000 dollars in VillagePay",
            "You can send up to $10,000 at a time, not $20,000.00."
        ),
        (
            BoundsMatchingTests.matcher, [], "send 0 dollars in VillagePay",
            "You can send up to $10,000 at a time, not $0.00."
        ),
        // The answer to the prompt for a missing amount.
        (
            BoundsMatchingTests.matcher, [(.user, "send money in VillagePay"), (.assistant, "How much?")],
            "20000 euros", "You can send up to $10,000 at a time, not €20,000.00."
        ),
        // Never the confirmation question: the intent confirms only values in range.
        (shippedMatcher, [], "send 20000 dollars to amara in VillagePay", shippedSentence),
        (
            shippedMatcher,
            [(.user, "send money to amara in VillagePay"), (.assistant, "How much would you like to send?")],
            "twenty thousand dollars", shippedSentence
        ),
    ]

    @Test(arguments: outOfRangeTurns)
    func saysTheOutOfRangeDialogAndEndsTheConversationWithoutActing(
        matcher: Matcher, history: [Turn], query: String, sentence: String
    ) throws {
        let fulfiller = RecordingFulfiller()
        let assistant = Assistant(matcher: matcher, fulfiller: fulfiller)
        // With a fulfiller, a turn that would act throws `actionNeeded` here.
        let response = try assistant.localAnswer(to: Self.request(history, query))
        #expect(response.sentenceSiriShouldSay == sentence)
        #expect(response.continueConversation == false)
        #expect(response.source == .local)
        // An app acts on a finished local answer that names an intent: this one names none.
        #expect(response.intent == nil)
        #expect(response.parameters == nil)
        #expect(fulfiller.actions.isEmpty)
    }

    /// Without an outOfRange dialog an out-of-range value is no value: neither in a phrase nor as the
    /// bare answer to a prompt.
    static let fallbackTurns: [([Turn], String)] = [
        ([], "tip 500 dollars"),
        ([(.user, "leave a tip"), (.assistant, "How big a tip?")], "500 dollars"),
        ([(.user, "leave a tip"), (.assistant, "How big a tip?")], "half a dollar"),
    ]

    @Test(arguments: fallbackTurns)
    func withoutTheDialogTheTurnGoesToTheFallback(history: [Turn], query: String) {
        let assistant = Assistant(matcher: BoundsMatchingTests.matcher)
        #expect(throws: AssistantError.noLocalAnswer(reason: .noPhrase)) {
            try assistant.localAnswer(to: Self.request(history, query))
        }
    }

    @Test func anAnswerInRangeGoesOnAsBefore() throws {
        let assistant = Assistant(matcher: BoundsMatchingTests.matcher)
        let response = try assistant.localAnswer(
            to: Self.request([(.user, "leave a tip"), (.assistant, "How big a tip?")], "5 dollars"))
        #expect(response.intent == "TipIntent")
        #expect(response.continueConversation == false)
        let confirming = Assistant(matcher: shippedMatcher)
        let question = try confirming.localAnswer(to: Self.request([], "send 9999.99 dollars to amara in VillagePay"))
        #expect(question.sentenceSiriShouldSay == "Send $9,999.99 to Amara Okafor?")
        #expect(question.continueConversation == true)
    }

    @Test func theDialogIsTranslatedLikeAPrompt() throws {
        let registry = shippedMatcher.registry
        let german = try registry.localized(to: "de")
        #expect(
            german.intent(named: "TransferMoneyIntent")?.parameter(named: "amount")?.outOfRange
                == "Du kannst auf einmal 0,01 $ bis 10.000 $ senden.")
    }
}
