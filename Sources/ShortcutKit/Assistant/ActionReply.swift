/// What an action answered: values for the intent's dialog, a whole answer, or a refusal to say.
///
/// The wire forms, tried in this order:
/// - `{"error": {"sentenceSiriShouldSay": "Your card was declined."}}`: the backend refused; Siri says that.
/// - `{"result": {"balance": {"amount": 120, "currency": "USD"}}}`: the values the intent's `results`
///   declare, written as parameters are (numbers, strings, `{"amount", "currency"}`, enum case values).
/// - `{"sentenceSiriShouldSay": "...", "continueConversation": false}`: a whole contract answer, said as is.
public enum ActionReply: Sendable, Equatable {
    /// The action ran; its result values, by name, for the dialog.
    case result(JSONObject)
    /// The action ran and the backend wrote the answer itself; passed through.
    case answer(VoiceAssistantResponse)
    /// The backend refused the action and says why, in a sentence for the person.
    case refusal(String)

    /// Reads an action endpoint's reply.
    ///
    /// - Throws: `FulfillmentError.invalidReply` naming what is wrong.
    package init(json: JSON) throws(FulfillmentError) {
        guard let object = json.objectValue else {
            throw .invalidReply("expected a JSON object, found \(json.kindName)")
        }
        if let error = object["error"] {
            guard let sentence = error["sentenceSiriShouldSay"]?.stringValue, !sentence.isBlank else {
                throw .invalidReply(#"'error' must be {"sentenceSiriShouldSay": "..."} with a sentence to say"#)
            }
            self = .refusal(sentence)
        } else if let result = object["result"] {
            guard let values = result.objectValue else {
                throw .invalidReply("'result' must be an object of values by name, found \(result.kindName)")
            }
            self = .result(values)
        } else if object["sentenceSiriShouldSay"] != nil {
            do {
                self = .answer(try VoiceAssistantResponse(backendReply: json, from: "the action endpoint"))
            } catch {
                guard case .invalidReply(_, let reason) = error else { throw .invalidReply(error.description) }
                throw .invalidReply(reason)
            }
        } else {
            throw .invalidReply(
                #"expected {"result": {...}}, {"error": {"sentenceSiriShouldSay": "..."}} or a contract answer; "#
                    + "found the members: \(object.keys.joined(separator: ", "))")
        }
    }
}
