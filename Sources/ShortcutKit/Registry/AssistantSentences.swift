/// The sentences Siri says when a turn ends without an intent's own dialog (`"sentences"` in the registry).
///
/// They live in the registry, beside the dialogs, so that they are translated with them (a translation keys
/// them by their text, as it keys dialogs) and an app says them in its own voice. Each has a default that
/// claims nothing that may not be true: a cancelled action did not run; a failed one is known not to have
/// run; one whose outcome is unknown is said to be unknown, never done and never failed.
package struct AssistantSentences: Sendable, Equatable {
    /// Said when the person answers a confirmation with no ("no", "cancel", …): nothing ran.
    package var cancelled: String
    /// Said when the action is known not to have run (the backend refused the connection, or answered
    /// with a client error status).
    package var actionFailed: String
    /// Said when the action was sent and no usable answer came back (a timeout, a lost connection, a
    /// server error): it may or may not have happened, and the person must check before trying again.
    package var outcomeUnknown: String

    /// The default for `cancelled`.
    package static let defaultCancelled = "Okay, I've cancelled that."
    /// The default for `actionFailed`.
    package static let defaultActionFailed = "Sorry, that didn't go through, and nothing was changed."
    /// The default for `outcomeUnknown`.
    package static let defaultOutcomeUnknown =
        "I'm not sure that went through. Please check before you try again."

    /// The sentences; each defaults to its `default…` constant.
    package init(
        cancelled: String = Self.defaultCancelled, actionFailed: String = Self.defaultActionFailed,
        outcomeUnknown: String = Self.defaultOutcomeUnknown
    ) {
        self.cancelled = cancelled
        self.actionFailed = actionFailed
        self.outcomeUnknown = outcomeUnknown
    }

    /// The registry keys and the sentences they hold, in the order the registry writes them.
    static let members: [(key: String, path: WritableKeyPath<AssistantSentences, String> & Sendable)] = [
        ("cancelled", \.cancelled), ("actionFailed", \.actionFailed), ("outcomeUnknown", \.outcomeUnknown),
    ]

    /// Every sentence, in the order of `members`: the sources a translation may key.
    var all: [String] { Self.members.map { self[keyPath: $0.path] } }
}
