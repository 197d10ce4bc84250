import ShortcutKit
import Synchronization

/// An in-process fulfiller that records every action it is asked to run and answers as scripted.
///
/// Tests count its actions to check that an action runs at most once per turn, and only after every
/// value and the person's yes.
public final class RecordingFulfiller: Fulfiller {
    private let outcome: @Sendable (IntentAction) -> Result<ActionReply, FulfillmentError>
    private let recorded = Mutex<[IntentAction]>([])

    /// A fulfiller whose every action answers `outcome(action)`; by default a result with a balance of $120.
    public init(
        _ outcome: @escaping @Sendable (IntentAction) -> Result<ActionReply, FulfillmentError> = { _ in
            .success(.result(JSONObject([("balance", ["amount": 120, "currency": "USD"])])))
        }
    ) {
        self.outcome = outcome
    }

    /// A fulfiller that answers every action with `reply`.
    public convenience init(replying reply: ActionReply) {
        self.init { _ in .success(reply) }
    }

    /// A fulfiller that fails every action with `error`.
    public convenience init(failing error: FulfillmentError) {
        self.init { _ in .failure(error) }
    }

    /// The actions asked for, in order.
    public var actions: [IntentAction] { recorded.withLock { $0 } }

    public func fulfill(_ action: IntentAction) async throws(FulfillmentError) -> ActionReply {
        recorded.withLock { $0.append(action) }
        return try outcome(action).get()
    }
}
