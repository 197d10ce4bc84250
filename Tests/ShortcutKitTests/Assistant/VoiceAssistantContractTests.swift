import ShortcutKit
import Testing

/// The wire form of requests and responses: the field names are the contract with the app.
@Suite struct VoiceAssistantContractTests {
    @Test func readsARequestAndKeepsMembersTheContractDoesNotName() throws {
        let request = try VoiceAssistantRequest(
            parsing: #"""
                {"conversation_history": [{"role": "user", "content": "load money in VillagePay"},
                 {"role": "assistant", "content": "How much would you like to load?"}],
                 "current_query": "twenty dollars", "device": "watch"}
                """#)
        #expect(
            request.conversationHistory == [
                ConversationMessage(role: .user, content: "load money in VillagePay"),
                ConversationMessage(role: .assistant, content: "How much would you like to load?"),
            ])
        #expect(request.currentQuery == "twenty dollars")
        #expect(
            request.json.compactText
                == #"{"conversation_history":[{"role":"user","content":"load money in VillagePay"},{"role":"assistant","content":"How much would you like to load?"}],"current_query":"twenty dollars","device":"watch"}"#
        )
    }

    @Test func aMissingOrNullHistoryIsAnEmptyConversation() throws {
        #expect(try VoiceAssistantRequest(parsing: #"{"current_query": "hi"}"#).conversationHistory.isEmpty)
        #expect(
            try VoiceAssistantRequest(parsing: #"{"current_query": "hi", "conversation_history": null}"#)
                .conversationHistory.isEmpty)
    }

    @Test(arguments: [
        ("", "not JSON: 1:1:"),
        ("{\"current_query\": }", "not JSON: 1:19:"),
        ("[]", "expected a JSON object, found an array"),
        ("{}", "missing member 'current_query'"),
        (#"{"current_query": 3}"#, "'current_query' must be a string, found a number"),
        (#"{"current_query": "x", "conversation_history": {}}"#, "'conversation_history' must be an array"),
        (#"{"current_query": "x", "conversation_history": ["hi"]}"#, "conversation_history[0] must be an object"),
        (
            #"{"current_query": "x", "conversation_history": [{"role": "system", "content": "x"}]}"#,
            "conversation_history[0].role is 'system'"
        ),
        (
            #"{"current_query": "x", "conversation_history": [{"role": "user"}]}"#,
            "conversation_history[0].content must be a string"
        ),
    ])
    func rejectsPayloadsThatAreNotTheContract(text: String, message: String) {
        do {
            _ = try VoiceAssistantRequest(parsing: text)
            Issue.record("accepted \(text)")
        } catch {
            guard case .invalidRequest(let reason) = error else {
                Issue.record("expected invalidRequest, got \(error)")
                return
            }
            #expect(reason.contains(message), "\(reason)")
        }
    }

    @Test func writesALocalAnswerWithItsIntentAndParameters() {
        let response = VoiceAssistantResponse(
            sentenceSiriShouldSay: "Loading $20.00 into your wallet.", continueConversation: false, source: .local,
            intent: "LoadFundsIntent", parameters: JSONObject([("amount", ["amount": 20, "currency": "USD"])]))
        #expect(
            response.json.compactText
                == #"{"sentenceSiriShouldSay":"Loading $20.00 into your wallet.","continueConversation":false,"source":"local","intent":"LoadFundsIntent","parameters":{"amount":{"amount":20,"currency":"USD"}}}"#
        )
    }

    @Test func theUserFacingSentenceIsTheDocumentedOne() {
        #expect(AssistantError.userFacingSentence == "Voice Assistant Feature is not working at the moment.")
    }
}
