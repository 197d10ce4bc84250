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

    /// The question is the type's own, or the locale's default (worded to fit any value); ordinals are the
    /// locale's.
    @Test(
        arguments: [
            (
                "de", "Welches ${heard}: ${choices}?", "Welches Jonas: Jonas Weber oder Jonas Brown?", "den zweiten",
                "payee-brown"
            ),
            ("de", nil, "Meinst du Jonas Weber oder Jonas Brown?", "den ersten", "payee-weber"),
            ("fr", nil, "Tu veux dire Jonas Weber ou Jonas Brown?", "le premier", "payee-weber"),
            ("es", nil, "¿Te refieres a Jonas Weber o Jonas Brown?", "el último", "payee-brown"),
            ("pt", nil, "Você quer dizer Jonas Weber ou Jonas Brown?", "o primeiro", "payee-weber"),
            ("en", nil, Self.question, "the last one", "payee-brown"),
        ] as [(String, String?, String, String, String)])
    func ordinalsAndTheQuestionFollowTheLocale(
        locale: String, own: String?, asked: String, answer: String, payee: String
    ) throws {
        var registry = Self.assistantRegistry
        registry.locale = locale
        let index = try #require(registry.types.firstIndex { $0.name == "Contact" })
        registry.types[index].disambiguation = own
        let assistant = Assistant(matcher: try Matcher(registry: registry))
        let question = try assistant.localAnswer(to: Self.turn([], "send money to Jonas")).sentenceSiriShouldSay
        #expect(question == asked)
        let history: [(ConversationMessage.Role, String)] = [(.user, "send money to Jonas"), (.assistant, question)]
        let next = try assistant.localAnswer(to: Self.turn(history, answer))
        #expect(next.parameters?["recipient"] == .string(payee))
    }

    /// A registry localized to a locale asks the type's question as translated, or else the locale's default.
    @Test func aTranslatedQuestionIsAsked() throws {
        var registry = Self.assistantRegistry
        let index = try #require(registry.types.firstIndex { $0.name == "Contact" })
        registry.types[index].disambiguation = "Which ${heard} do you mean: ${choices}?"
        let translation = try #require(registry.translations.firstIndex { $0.locale == "de" })
        registry.translations[translation].sentences.append(
            Translation.Sentence(
                source: "Which ${heard} do you mean: ${choices}?", text: "Welchen ${heard}: ${choices}?"))
        let german = Assistant(matcher: try Matcher(registry: registry.localized(to: "de")))
        var request = VoiceAssistantRequest(currentQuery: "Sende Geld an Jonas")
        request.values = Self.payees
        #expect(
            try german.localAnswer(to: request).sentenceSiriShouldSay == "Welchen Jonas: Jonas Weber oder Jonas Brown?")
        registry.translations[translation].sentences.removeLast()
        let untranslated = Assistant(matcher: try Matcher(registry: registry.localized(to: "de")))
        #expect(
            try untranslated.localAnswer(to: request).sentenceSiriShouldSay == "Meinst du Jonas Weber oder Jonas Brown?"
        )
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

    /// A bare answer to a prompt that names several values is not read as the first of them.
    @Test(arguments: [("Jonas", nil as String?), ("Jonas Brown", "payee-brown"), ("Amara", "payee-okafor")])
    func aBareAnswerNamingSeveralValuesIsNotRead(answer: String, payee: String?) throws {
        let assistant = try Assistant(registry: Self.assistantRegistry)
        let history: [(ConversationMessage.Role, String)] = [
            (.user, "send money with VillagePay"), (.assistant, "Who would you like to send money to?"),
        ]
        guard let payee else {
            #expect(throws: AssistantError.noLocalAnswer(reason: .noPhrase)) {
                try assistant.localAnswer(to: Self.turn(history, answer))
            }
            return
        }
        let next = try assistant.localAnswer(to: Self.turn(history, answer))
        #expect(next.parameters?["recipient"] == .string(payee))
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
