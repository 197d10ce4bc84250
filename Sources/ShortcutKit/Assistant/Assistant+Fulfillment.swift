import Foundation

extension Assistant {
    /// Runs a pending action once and says its outcome.
    ///
    /// - Throws: `AssistantError.actionFailed` when the fulfiller fails or its reply lacks a result the
    ///   intent declares; nothing else is said then but `sentence(for:)`.
    func fulfill(_ pending: PendingAction, turn: VoiceAssistantRequest) async throws(AssistantError)
        -> VoiceAssistantResponse
    {
        guard let fulfiller else { throw .actionNeeded(intent: pending.intent.name) }
        let intent = pending.intent
        let action = IntentAction(
            intent: intent.name, parameters: pending.parameters, turn: turn,
            idempotencyKey: turn.idempotencyKey ?? Self.newIdempotencyKey())
        let reply: ActionReply
        do {
            reply = try await fulfiller.fulfill(action)
        } catch {
            throw .actionFailed(intent: intent.name, error)
        }
        let record = { (status: String) -> JSON in
            .object(JSONObject([("status", .string(status)), ("idempotencyKey", .string(action.idempotencyKey))]))
        }
        var response: VoiceAssistantResponse
        switch reply {
        case .result(let members):
            let results: [String: ParameterValue]
            do {
                results = try resultValues(of: intent, in: members)
            } catch {
                throw .actionFailed(intent: intent.name, error)
            }
            response = VoiceAssistantResponse(
                sentenceSiriShouldSay: dialog(
                    for: intent, values: pending.values, results: results, turn: pending.turn),
                continueConversation: false, source: .local)
            response.otherMembers["action"] = record("done")
            response.otherMembers["result"] = .object(members)
        case .answer(let answer):
            response = answer
            response.source = .local
            response.otherMembers["action"] = record("done")
        case .refusal(let sentence):
            response = VoiceAssistantResponse(
                sentenceSiriShouldSay: sentence, continueConversation: false, source: .local)
            response.otherMembers["action"] = record("refused")
        }
        response.intent = intent.name
        response.parameters = pending.parameters
        return response
    }

    /// A key for a turn whose app sent none: unique to this turn, so that two requests alike in every word
    /// (two "load twenty dollars" on two days) are two actions. The app's own retries are told apart
    /// from new requests only by the app's own key.
    static func newIdempotencyKey() -> String {
        "turn-" + UUID().uuidString.lowercased()
    }

    /// The reply's values of every result the intent declares, each of its declared type.
    ///
    /// - Throws: `FulfillmentError.invalidReply` naming the first result that is missing or of another type.
    func resultValues(of intent: Intent, in members: JSONObject) throws(FulfillmentError) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for result in intent.results {
            guard let json = members[result.name] else {
                throw .invalidReply(
                    "the result has no '\(result.name)', which \(intent.name) declares; "
                        + "answer {\"result\": {\"\(result.name)\": …}}")
            }
            guard let value = ParameterValue(result: json, type: result.type, registry: registry) else {
                throw .invalidReply(
                    "'\(result.name)' is not a value of type \(result.type): \(json.compactText.prefix(80))")
            }
            values[result.name] = value
        }
        return values
    }
}
