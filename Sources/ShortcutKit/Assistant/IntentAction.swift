/// The action a local answer asks the app's backend to run: an intent, its values, and the turn.
///
/// Its wire form (`json`) is what `serve --fulfillment URL` posts, with the `Idempotency-Key` header:
/// `{"intent": "...", "parameters": {...}, "conversation_history": [...], "current_query": "...", ...}`, plus
/// every member the app's payload carried that the contract does not name (user and session ids travel
/// this way). `parameters` is exactly what `shortcuts match --json` reports.
public struct IntentAction: Sendable, Equatable {
    /// The intent's name, as the registry declares it.
    public var intent: String
    /// The intent's values, in `match --json` form and in the intent's parameter order.
    public var parameters: JSONObject
    /// The turn that asked for the action, as the app sent it.
    public var turn: VoiceAssistantRequest
    /// The key the backend deduplicates on, so that one turn moves money once however often it arrives:
    /// the app's own (`VoiceAssistantRequest.idempotencyKey`), else one made for this turn alone.
    public var idempotencyKey: String

    /// An action, as the assistant makes it; public so that tests and fakes can build the one they expect.
    package init(intent: String, parameters: JSONObject, turn: VoiceAssistantRequest, idempotencyKey: String) {
        self.intent = intent
        self.parameters = parameters
        self.turn = turn
        self.idempotencyKey = idempotencyKey
    }

    /// The action request's body: `intent` and `parameters` first, then the turn's payload as the app sent it.
    package var json: JSON {
        var object = JSONObject([("intent", .string(intent)), ("parameters", .object(parameters))])
        if case .object(let payload) = turn.json {
            for (key, value) in payload.members where object[key] == nil { object[key] = value }
        }
        return .object(object)
    }
}
