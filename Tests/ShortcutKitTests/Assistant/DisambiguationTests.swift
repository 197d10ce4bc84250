import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

/// "Which Jonas: Jonas Weber or Jonas Brown?": asked when one spoken form names several values, answered
/// on the next turn from the history alone, then confirmed and acted on as any local answer.
@Suite struct DisambiguationTests {
    static let assistantRegistry = try! Registry(contentsOf: URL(fileURLWithPath: Repository.shippedRegistry))

    /// Two Jonases among the user's payees, as the backend sends them with every turn.
    static let payees = RequestValues(entities: [
        "Contact": [
            ParameterValueDefinition(identifier: "payee-weber", title: "Jonas Weber", synonyms: ["Jonas"]),
            ParameterValueDefinition(identifier: "payee-brown", title: "Jonas Brown", synonyms: ["Jonas"]),
            ParameterValueDefinition(identifier: "payee-okafor", title: "Amara Okafor", synonyms: ["Amara"]),
        ]
    ])
    static let question = "Which Jonas: Jonas Weber or Jonas Brown?"

    static func turn(_ history: [(ConversationMessage.Role, String)], _ query: String) -> VoiceAssistantRequest {
        var request = VoiceAssistantRequest(
            conversationHistory: history.map { ConversationMessage(role: $0.0, content: $0.1) }, currentQuery: query)
        request.values = payees
        return request
    }

    @Test func theWholeConversationSendsToTheChosenPayeeOnce() async throws {
        let fulfiller = RecordingFulfiller()
        let assistant = try Assistant(registry: Self.assistantRegistry, fulfiller: fulfiller)
        let first = try await assistant.answer(Self.turn([], "send twenty dollars to Jonas"))
        #expect(first.sentenceSiriShouldSay == Self.question)
        #expect(first.continueConversation)
        var history: [(ConversationMessage.Role, String)] = [
            (.user, "send twenty dollars to Jonas"), (.assistant, first.sentenceSiriShouldSay),
        ]
        let second = try await assistant.answer(Self.turn(history, "Brown"))
        #expect(second.sentenceSiriShouldSay == "Send $20.00 to Jonas Brown?")
        #expect(fulfiller.actions.isEmpty)
        history += [(.user, "Brown"), (.assistant, second.sentenceSiriShouldSay)]
        let third = try await assistant.answer(Self.turn(history, "yes"))
        #expect(third.sentenceSiriShouldSay == "Sending $20.00 to Jonas Brown.")
        #expect(!third.continueConversation)
        #expect(fulfiller.actions.count == 1)
        #expect(fulfiller.actions.first?.parameters["recipient"] == .string("payee-brown"))
        #expect(fulfiller.actions.first?.parameters["amount"] == ["amount": 20, "currency": "USD"])
    }

    @Test(arguments: [
        ("Brown", "Send $20.00 to Jonas Brown?"), ("Jonas Brown", "Send $20.00 to Jonas Brown?"),
        ("Weber", "Send $20.00 to Jonas Weber?"), ("the second one", "Send $20.00 to Jonas Brown?"),
        ("the first", "Send $20.00 to Jonas Weber?"), ("first one please", "Send $20.00 to Jonas Weber?"),
        ("the last one", "Send $20.00 to Jonas Brown?"), ("I mean Jonas Weber", "Send $20.00 to Jonas Weber?"),
    ])
    func anAnswerChoosesByNameOrPlace(answer: String, next: String) throws {
        let assistant = try Assistant(registry: Self.assistantRegistry)
        let history: [(ConversationMessage.Role, String)] = [
            (.user, "send twenty dollars to Jonas"), (.assistant, Self.question),
        ]
        #expect(try assistant.localAnswer(to: Self.turn(history, answer)).sentenceSiriShouldSay == next)
    }

    @Test(arguments: ["Jonas", "the third one", "Amara", "neither", "send it to Li instead"])
    func anAnswerThatChoosesNoneOrSeveralGoesToTheBackend(answer: String) throws {
        let assistant = try Assistant(registry: Self.assistantRegistry)
        let history: [(ConversationMessage.Role, String)] = [
            (.user, "send twenty dollars to Jonas"), (.assistant, Self.question),
        ]
        #expect(throws: AssistantError.noLocalAnswer(reason: .unansweredChoice)) {
            try assistant.localAnswer(to: Self.turn(history, answer))
        }
    }

    @Test func aMissingValueIsAskedAfterTheChoice() throws {
        let assistant = try Assistant(registry: Self.assistantRegistry)
        let first = try assistant.localAnswer(to: Self.turn([], "send money to Jonas"))
        #expect(first.sentenceSiriShouldSay == Self.question)
        let history: [(ConversationMessage.Role, String)] = [
            (.user, "send money to Jonas"), (.assistant, Self.question),
        ]
        let prompt = try assistant.localAnswer(to: Self.turn(history, "Weber"))
        #expect(prompt.sentenceSiriShouldSay == "How much would you like to send?")
        let confirm = try assistant.localAnswer(
            to: Self.turn(history + [(.user, "Weber"), (.assistant, prompt.sentenceSiriShouldSay)], "ten dollars"))
        #expect(confirm.sentenceSiriShouldSay == "Send $10.00 to Jonas Weber?")
    }

    @Test(arguments: [
        ("de", "welches Jonas: Jonas Weber oder Jonas Brown?", "den zweiten", "payee-brown"),
        ("fr", "Which ${heard}: ${choices}?", "le premier", "payee-weber"),
        ("es", "Which ${heard}: ${choices}?", "el último", "payee-brown"),
        ("pt", "Which ${heard}: ${choices}?", "o primeiro", "payee-weber"),
    ])
    func ordinalsAndTheQuestionFollowTheLocale(locale: String, template: String, answer: String, payee: String) throws {
        var registry = Self.assistantRegistry
        registry.locale = locale
        let index = try #require(registry.types.firstIndex { $0.name == "Contact" })
        registry.types[index].disambiguation = locale == "de" ? "Welches ${heard}: ${choices}?" : nil
        let assistant = Assistant(matcher: try Matcher(registry: registry))
        let question = try assistant.localAnswer(to: Self.turn([], "send money to Jonas")).sentenceSiriShouldSay
        let or = ["de": "oder", "fr": "ou", "es": "o", "pt": "ou"][locale]!
        #expect(question.hasSuffix(": Jonas Weber \(or) Jonas Brown?"))
        let history: [(ConversationMessage.Role, String)] = [(.user, "send money to Jonas"), (.assistant, question)]
        let next = try assistant.localAnswer(to: Self.turn(history, answer))
        #expect(next.parameters?["recipient"] == .string(payee))
    }

    @Test func moreThanAFewChoicesGoToTheBackend() throws {
        let many = (1...(5)).map {
            ParameterValueDefinition(identifier: "jonas-\($0)", title: "Jonas \($0)", synonyms: ["Jonas"])
        }
        var request = VoiceAssistantRequest(currentQuery: "send money to Jonas")
        request.values = RequestValues(entities: ["Contact": many])
        let assistant = try Assistant(registry: Self.assistantRegistry)
        #expect(throws: AssistantError.noLocalAnswer(reason: .ambiguous)) { try assistant.localAnswer(to: request) }
        request.values = RequestValues(entities: ["Contact": Array(many.prefix(4))])
        #expect(try assistant.localAnswer(to: request).sentenceSiriShouldSay.hasPrefix("Which Jonas: Jonas 1, Jonas 2"))
    }

    @Test func aQuestionNeverAskedIsNotAnswered() throws {
        let assistant = try Assistant(registry: Self.assistantRegistry)
        let history: [(ConversationMessage.Role, String)] = [
            (.user, "send twenty dollars to Jonas"), (.assistant, "Which one did you mean?"),
        ]
        #expect(throws: AssistantError.noLocalAnswer(reason: .noPhrase)) {
            try assistant.localAnswer(to: Self.turn(history, "Brown"))
        }
    }
}
