import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// One spoken form that names several values of a type ("Jonas" for Jonas Weber and Jonas Brown) is never
/// read as one of them: the turn is ambiguous, so no money goes to the wrong Jonas.
@Suite struct SharedSpokenFormTests {
    static let registry: Registry = {
        let text = #"""
            {"version": 1, "app": {"name": "VillagePay"},
             "types": {"Contact": {"kind": "entity", "values": [
                {"id": "jonas-weber", "title": "Jonas Weber", "synonyms": ["Jonas"]},
                {"id": "jonas-brown", "title": "Jonas Brown", "synonyms": ["Jonas"]},
                {"id": "amara", "title": "Amara Okafor", "synonyms": ["Amara"]}]}},
             "intents": [{"name": "Send", "dialog": "Sending to ${recipient}.", "confirm": "Send it to ${recipient}?",
                "parameters": [{"name": "recipient", "type": "Contact", "required": true}]}],
             "shortcuts": [{"intent": "Send", "phrases": ["send money to ${recipient} [with ${applicationName}]",
                "pay ${recipient} [in ${applicationName}]"]}]}
            """#
        return try! Registry(jsonText: text)
    }()

    @Test(arguments: [
        ("send money to jonas", nil as String?), ("pay Jonas in VillagePay", nil),
        ("send money to jonas weber", "jonas-weber"), ("pay jonas brown", "jonas-brown"), ("pay amara", "amara"),
    ])
    func aSharedFormIsAmbiguousAndAFullNameIsNot(utterance: String, recipient: String?) throws {
        let result = try Matcher(registry: Self.registry).match(utterance)
        if let recipient {
            #expect(result.match?.parameters.first?.value == .entity(recipient))
        } else {
            #expect(result.match == nil)
            #expect(result.reason == .ambiguous)
            let read = try #require(result.candidates.first?.parameters.first?.value)
            #expect([ParameterValue.entity("jonas-weber"), .entity("jonas-brown")].contains(read))
            // Flexible matching reads it the same way: never one of the two by registry order.
            let flexible = try Matcher(registry: Self.registry).match(
                utterance, options: MatchOptions(isFlexible: true))
            #expect(flexible.match == nil)
            #expect(flexible.reason == .ambiguous)
        }
    }

    /// It asks which one was meant instead (see `DisambiguationTests` for the answers), and a history that
    /// never asked is not taken for one that did.
    @Test func theAssistantNeverActsOnAnAmbiguousValue() async throws {
        let fulfiller = RecordingFulfiller()
        let assistant = Assistant(matcher: try Matcher(registry: Self.registry), fulfiller: fulfiller)
        let question = try assistant.localAnswer(to: VoiceAssistantRequest(currentQuery: "send money to jonas"))
        #expect(question.sentenceSiriShouldSay == "Which jonas: Jonas Weber or Jonas Brown?")
        #expect(question.continueConversation)
        let history = [
            ConversationMessage(role: .user, content: "send money to jonas"),
            ConversationMessage(role: .assistant, content: "Send it to Jonas Weber?"),
        ]
        #expect(throws: AssistantError.noLocalAnswer(reason: .noPhrase)) {
            try assistant.localAnswer(to: VoiceAssistantRequest(conversationHistory: history, currentQuery: "yes"))
        }
        #expect(fulfiller.actions.isEmpty)
    }
}
