/// The answer to one turn: what Siri says, and whether it listens again.
///
/// The wire form is the contract, `{"sentenceSiriShouldSay": "...", "continueConversation": true|false}`,
/// with members beside it: `source` (`local` or `llm`) and, for local answers, `intent` and `parameters`
/// (the values `shortcuts match --json` reports), so a server can act on a local answer without matching
/// again. Members of a backend's reply that the contract does not name are kept and passed through, except
/// those only the server sets (`source`, `error`, `intent`, `parameters`), which are dropped.
public struct VoiceAssistantResponse: Sendable, Equatable {
    /// Who produced an answer.
    public enum Source: Sendable, Equatable, NamedCases {
        /// The registry, without any network call.
        case local
        /// The fallback backend.
        case llm

        /// The source's name in the answer's `source` member.
        package var rawValue: String {
            switch self {
            case .local: "local"
            case .llm: "llm"
            }
        }
    }

    /// What Siri says: the intent's dialog with the spoken values, a prompt, or the backend's answer.
    public var sentenceSiriShouldSay: String
    /// True when Siri should ask again: the answer is a question, such as a parameter's prompt.
    public var continueConversation: Bool
    /// Who answered: the registry or the backend, so a client can log and measure each.
    public var source: Source
    /// The matched intent's name, for local answers.
    public var intent: String?
    /// The parameter values that were spoken (in `match --json` form), for local answers.
    public var parameters: JSONObject?
    /// Members of a backend's reply beside the contract's, passed through unchanged.
    package var otherMembers: JSONObject

    /// A response built in code; `otherMembers` starts empty.
    public init(
        sentenceSiriShouldSay: String, continueConversation: Bool, source: Source, intent: String? = nil,
        parameters: JSONObject? = nil
    ) {
        self.sentenceSiriShouldSay = sentenceSiriShouldSay
        self.continueConversation = continueConversation
        self.source = source
        self.intent = intent
        self.parameters = parameters
        self.otherMembers = JSONObject()
    }

    /// Reads a fallback backend's reply, which must carry the contract's two members.
    ///
    /// - Throws: `AssistantError.invalidReply` naming what is missing or of the wrong kind.
    package init(backendReply json: JSON, from url: String) throws(AssistantError) {
        guard let object = json.objectValue else {
            throw .invalidReply(url: url, reason: "expected a JSON object, found \(json.kindName)")
        }
        guard let sentence = object["sentenceSiriShouldSay"]?.stringValue else {
            throw .invalidReply(url: url, reason: "'sentenceSiriShouldSay' is missing or not a string")
        }
        guard let continues = object["continueConversation"]?.boolValue else {
            throw .invalidReply(url: url, reason: "'continueConversation' is missing or not a boolean")
        }
        var others = object
        for key in ["sentenceSiriShouldSay", "continueConversation"] + Self.serverMembers { others[key] = nil }
        self.init(sentenceSiriShouldSay: sentence, continueConversation: continues, source: .llm)
        self.otherMembers = others
        self.backendIntent = object["intent"]?.stringValue
    }

    /// Members only the server itself sets: a backend's are dropped from its reply, so that a client never
    /// reads a backend's `intent` and `parameters` as a local match's, nor its `source` or `error` as ours.
    package static let serverMembers = ["source", "error", "intent", "parameters"]

    /// The `intent` a backend named in its reply (dropped from the reply itself), for the fallback log.
    package var backendIntent: String?

    /// The answer as JSON: the contract's members first, then `source`, `intent`, `parameters`, and any
    /// members a backend added.
    public var json: JSON {
        var object = JSONObject()
        object["sentenceSiriShouldSay"] = .string(sentenceSiriShouldSay)
        object["continueConversation"] = .bool(continueConversation)
        object["source"] = .string(source.rawValue)
        if let intent { object["intent"] = .string(intent) }
        if let parameters { object["parameters"] = .object(parameters) }
        for (key, value) in otherMembers.members where object[key] == nil { object[key] = value }
        return .object(object)
    }
}
