/// One message of a conversation's history, as the app sends it: who spoke, and what they said.
///
/// The wire form is `{"role": "user"|"assistant", "content": "..."}`, the shape chat-completion APIs use,
/// so the same history can go to an LLM unchanged.
public struct ConversationMessage: Sendable, Equatable {
    /// Who spoke a message.
    public enum Role: Sendable, Equatable, NamedCases {
        /// The person talking to Siri.
        case user
        /// Siri, speaking a backend's earlier answer.
        case assistant

        /// The role's name in the contract's JSON.
        package var rawValue: String {
            switch self {
            case .user: "user"
            case .assistant: "assistant"
            }
        }
    }

    /// Who spoke the message.
    public var role: Role
    /// What was said, as text.
    public var content: String

    /// A message of the history.
    public init(role: Role, content: String) {
        self.role = role
        self.content = content
    }

    /// The message as the contract's JSON object.
    package var json: JSON {
        .object(JSONObject([("role", .string(role.rawValue)), ("content", .string(content))]))
    }
}
