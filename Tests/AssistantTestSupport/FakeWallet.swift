import Foundation
import ShortcutKit
import ShortcutServer
import Synchronization

/// A real action endpoint on loopback for tests: a wallet that keeps a balance, deduplicates on
/// `Idempotency-Key`, and records every request it received.
///
/// `LoadFundsIntent` adds, `TransferMoneyIntent` and `PayBillIntent` subtract (a transfer larger than
/// the balance is refused with 402 and a sentence), `CheckBalanceIntent` reads; every other intent
/// answers an empty result. A key seen before answers the first reply again without acting.
public final class FakeWallet: Sendable {
    /// How the wallet answers.
    public enum Behavior: Sendable {
        /// Acts and answers as described above.
        case wallet
        /// Acts, then holds the reply until the gate opens: a backend that hangs after the action ran.
        case actsThenHolds(Gate)
        /// Answers this status and body without acting.
        case status(Int, String)
    }

    /// One request the wallet received.
    public struct Received: Sendable {
        public var idempotencyKey: String?
        public var body: JSON
    }

    fileprivate struct State {
        var balance: Double
        var replies: [String: JSON] = [:]
        var received: [Received] = []
        var performed = 0
    }

    public let url: URL
    private let server: HTTPServer
    private let ledger: Ledger
    private let heldGate: Gate?

    /// Starts the wallet on 127.0.0.1 at a port the system picks, with `balance` dollars.
    public init(_ behavior: Behavior = .wallet, balance: Double = 100) throws {
        let ledger = Ledger(State(balance: balance))
        server = HTTPServer(configuration: .init(host: "127.0.0.1", port: 0)) { request in
            let body = (try? JSON(parsing: String(decoding: request.body, as: UTF8.self))) ?? .null
            let key = request.headerField("Idempotency-Key")
            ledger.state.withLock { $0.received.append(Received(idempotencyKey: key, body: body)) }
            switch behavior {
            case .status(let status, let text):
                return HTTPResponse(status: status, body: Array(text.utf8))
            case .wallet:
                let (status, reply) = Self.act(body, key: key, ledger: ledger)
                return .json(reply, status: status)
            case .actsThenHolds(let gate):
                let (status, reply) = Self.act(body, key: key, ledger: ledger)
                await gate.pass()
                return .json(reply, status: status)
            }
        }
        self.ledger = ledger
        if case .actsThenHolds(let gate) = behavior { heldGate = gate } else { heldGate = nil }
        let port = try server.start()
        url = URL(string: "http://127.0.0.1:\(port)/api/actions")!
    }

    /// The balance now, in dollars.
    public var balance: Double { ledger.state.withLock { $0.balance } }
    /// How many actions changed or read the wallet (a repeated key does not count).
    public var performed: Int { ledger.state.withLock { $0.performed } }
    /// Every request received, in order.
    public var received: [Received] { ledger.state.withLock { $0.received } }

    /// Stops accepting, and lets a held reply go.
    public func stop() {
        heldGate?.open()
        server.stop()
    }

    deinit { server.stop() }

    private static func act(_ body: JSON, key: String?, ledger: Ledger) -> (Int, JSON) {
        ledger.state.withLock { state in
            if let key, let earlier = state.replies[key] { return (200, earlier) }
            let amount = body["parameters"]?["amount"]?["amount"]?.doubleValue ?? 0
            var status = 200
            let reply: JSON
            switch body["intent"]?.stringValue {
            case "LoadFundsIntent":
                state.balance += amount
                state.performed += 1
                reply = ["result": ["balance": ["amount": .number(state.balance), "currency": "USD"]]]
            case "TransferMoneyIntent", "PayBillIntent":
                let cost = body["intent"] == "PayBillIntent" ? 30 : amount
                if cost > state.balance {
                    status = 402
                    reply = ["error": ["sentenceSiriShouldSay": "You don't have enough money for that."]]
                } else {
                    state.balance -= cost
                    state.performed += 1
                    reply = ["result": [:]]
                }
            case "CheckBalanceIntent":
                state.performed += 1
                reply = ["result": ["balance": ["amount": .number(state.balance), "currency": "USD"]]]
            default:
                reply = ["result": [:]]
            }
            if let key, status == 200 { state.replies[key] = reply }
            return (status, reply)
        }
    }
}

/// The wallet's state, shared by its connections.
private final class Ledger: Sendable {
    let state: Mutex<FakeWallet.State>
    init(_ state: FakeWallet.State) { self.state = Mutex(state) }
}
