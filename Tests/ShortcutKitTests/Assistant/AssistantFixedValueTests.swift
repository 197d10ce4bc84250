import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// The assistant with shortcuts that fix parameters: dialogs and confirmations say the fixed values, and
/// the action receives them like spoken ones.
@Suite struct AssistantFixedValueTests {
    static let matcher: Matcher = try! Matcher(
        registry: makeRegistry(
            app: #"{"name": "HomeHub"}"#,
            types: #"""
                {"Domain": {"kind": "enum", "cases": [{"value": "light", "title": "Lights"}, {"value": "fan", "title": "Fans"}]}}
                """#,
            intents: #"""
                [{"name": "TurnOnIntent", "dialog": "The ${domain} are on ${note}.", "confirm": "Turn on the ${domain}?",
                  "parameters": [{"name": "domain", "type": "Domain", "required": true}, {"name": "note", "type": "string"}]}]
                """#,
            shortcuts: #"""
                [{"intent": "TurnOnIntent", "values": {"domain": "light", "note": "softly"}, "phrases": ["turn on the lights"]},
                 {"intent": "TurnOnIntent", "values": {"domain": "fan"}, "phrases": ["turn on the fans"]}]
                """#))

    static func request(_ history: [AssistantTests.Turn], _ query: String) -> VoiceAssistantRequest {
        AssistantTests.request(history, query)
    }

    @Test func theConfirmationTheDialogAndTheActionCarryTheFixedValues() async throws {
        let fulfiller = RecordingFulfiller { _ in .success(.result(JSONObject())) }
        let assistant = Assistant(matcher: Self.matcher, fulfiller: fulfiller)
        let question = try await assistant.answer(Self.request([], "turn on the lights"))
        #expect(question.sentenceSiriShouldSay == "Turn on the Lights?")
        #expect(question.continueConversation == true)
        #expect(fulfiller.actions.isEmpty)
        let history: [AssistantTests.Turn] = [(.user, "turn on the lights"), (.assistant, "Turn on the Lights?")]
        let done = try await assistant.answer(Self.request(history, "yes"))
        #expect(done.sentenceSiriShouldSay == "The Lights are on softly.")
        let action = try #require(fulfiller.actions.first)
        #expect(action.intent == "TurnOnIntent")
        #expect(JSON.object(action.parameters) == ["domain": "light", "note": "softly"])
        #expect(JSON.object(done.parameters ?? JSONObject()) == ["domain": "light", "note": "softly"])
    }

    @Test func anotherShortcutOfTheIntentGivesItsOwnValue() async throws {
        let fulfiller = RecordingFulfiller { _ in .success(.result(JSONObject())) }
        let assistant = Assistant(matcher: Self.matcher, fulfiller: fulfiller)
        let history: [AssistantTests.Turn] = [(.user, "turn on the fans"), (.assistant, "Turn on the Fans?")]
        let done = try await assistant.answer(Self.request(history, "yes"))
        #expect(done.sentenceSiriShouldSay == "The Fans are on.")
        #expect(fulfiller.actions.first.map { JSON.object($0.parameters) } == ["domain": "fan"])
    }
}

/// Two shortcuts of one intent that fix other values tie on "cool down": the assistant asks which, by the
/// parameter's title and the values' titles, and the answer runs the chosen one.
@Suite struct AssistantFixedValueDisambiguationTests {
    static let matcher: Matcher = try! Matcher(
        registry: makeRegistry(
            app: #"{"name": "HomeHub"}"#,
            types: #"""
                {"Domain": {"kind": "enum", "cases": [{"value": "fan", "title": "Fans"}, {"value": "cover", "title": "Blinds"}]}}
                """#,
            intents: #"""
                [{"name": "TurnOnIntent", "dialog": "The ${domain} are on.",
                  "parameters": [{"name": "domain", "type": "Domain", "title": "Device", "required": true}]}]
                """#,
            shortcuts: #"""
                [{"intent": "TurnOnIntent", "values": {"domain": "fan"}, "phrases": ["cool down"]},
                 {"intent": "TurnOnIntent", "values": {"domain": "cover"}, "phrases": ["cool down"]}]
                """#))

    @Test func theAssistantAsksWhichAndRunsTheChoice() async throws {
        let result = Self.matcher.match("cool down")
        #expect(result.reason == .ambiguous)
        #expect(result.readings.map { $0.value(of: "domain") } == [.enumCase("fan"), .enumCase("cover")])
        let fulfiller = RecordingFulfiller { _ in .success(.result(JSONObject())) }
        let assistant = Assistant(matcher: Self.matcher, fulfiller: fulfiller)
        let question = try await assistant.answer(AssistantTests.request([], "cool down"))
        #expect(question.sentenceSiriShouldSay == "Which device: Fans or Blinds?")
        let history: [AssistantTests.Turn] = [(.user, "cool down"), (.assistant, "Which device: Fans or Blinds?")]
        let done = try await assistant.answer(AssistantTests.request(history, "the blinds"))
        #expect(done.sentenceSiriShouldSay == "The Blinds are on.")
        #expect(fulfiller.actions.first.map { JSON.object($0.parameters) } == ["domain": "cover"])
    }
}
