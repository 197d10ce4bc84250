/// Runs the action of a locally matched intent: what makes a local answer a thing that happened.
///
/// The assistant calls `fulfill(_:)` at most once per turn, after the intent has every required value and,
/// where the registry asks for it, the person's yes, and before anything is said. `FulfillmentClient`
/// posts the action to the backend over HTTP; a Swift server can conform its own type and act in-process.
///
/// What a fulfiller throws decides what Siri says, so it must be honest about what happened:
/// `FulfillmentError.notPerformed` only when the action certainly did not run, `.outcomeUnknown` when it
/// may have, `.invalidReply` when it answered something unreadable.
public protocol Fulfiller: Sendable {
    /// Runs the action and returns its reply: result values for the dialog, a whole answer, or a refusal.
    ///
    /// - Throws: `FulfillmentError` saying whether the action ran.
    func fulfill(_ action: IntentAction) async throws(FulfillmentError) -> ActionReply
}
