import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// The assistant with parameters that have defaults: it never asks for one, its dialog says the default,
/// and the action receives it like a spoken value.
@Suite struct AssistantDefaultValueTests {
    static let matcher: Matcher = DefaultValueMatchingTests.matcher

    @Test(arguments: [
        ("send a tip", "Sending a 20 percent tip, standard.", 20, "standard"),
        ("send an instant tip", "Sending a 20 percent tip, instant.", 20, "instant"),
        ("send a 15 percent tip", "Sending a 15 percent tip, standard.", 15, "standard"),
    ])
    func theAssistantSaysTheDefaultAndNeverAsks(_ query: String, _ sentence: String, _ percent: Int, _ speed: String)
        async throws
    {
        let fulfiller = RecordingFulfiller { _ in .success(.result(JSONObject())) }
        let assistant = Assistant(matcher: Self.matcher, fulfiller: fulfiller)
        let reply = try await assistant.answer(AssistantTests.request([], query))
        #expect(reply.sentenceSiriShouldSay == sentence)
        #expect(reply.continueConversation == false)
        let action = try #require(fulfiller.actions.first)
        #expect(action.parameters["percent"] == .integer(percent))
        #expect(action.parameters["speed"] == .string(speed))
    }
}
