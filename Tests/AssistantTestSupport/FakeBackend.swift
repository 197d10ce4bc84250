import Foundation
import ShortcutKit
import ShortcutServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real fallback backend on loopback for tests: it speaks the contract over HTTP and counts its calls.
///
/// It answers every turn with a sentence built from what it received, so a test can tell its answer
/// from a local one and see that the payload arrived unchanged. Other behaviours stand in for the ways a
/// real backend fails.
public final class FakeBackend: Sendable {
    public enum Behavior: Sendable {
        /// Answers `{"sentenceSiriShouldSay": "LLM heard: <query>", "continueConversation": false, "model": "stub"}`.
        case answer
        /// Answers with this status and body.
        case status(Int, String)
        /// Answers 200 with this body, which is not the contract.
        case garbage(String)
        /// Answers like `.answer` once the gate opens: a backend that hangs until the test says so.
        case held(Gate)
        /// Answers a contract reply padded with a member of this many bytes.
        case large(Int)
    }

    public let url: URL
    private let server: HTTPServer

    /// Starts the backend on 127.0.0.1 at a port the system picks.
    public init(_ behavior: Behavior = .answer) throws {
        let received = ReceivedBodies()
        // The server's own deadlines are a minute, not its defaults of seconds: on a loaded machine a client's
        // request may take seconds to arrive, and a test of the client must not fail on the fake's clock.
        server = HTTPServer(
            configuration: .init(
                host: "127.0.0.1", port: 0, requestTimeout: .seconds(60), idleTimeout: .seconds(60),
                headTimeout: .seconds(60))
        ) { request in
            let body = (try? JSON(parsing: String(decoding: request.body, as: UTF8.self))) ?? .null
            received.append(body)
            switch behavior {
            case .answer:
                return .json(Self.answer(to: body))
            case .status(let status, let text):
                return HTTPResponse(status: status, body: Array(text.utf8))
            case .held(let gate):
                await gate.pass()
                return .json(Self.answer(to: body))
            case .large(let size):
                var answer = Self.answer(to: body).objectValue ?? JSONObject()
                answer["padding"] = .string(String(repeating: "x", count: size))
                return .json(.object(answer))
            case .garbage(let text):
                return HTTPResponse(
                    status: 200, headerFields: ["Content-Type": "application/json"], body: Array(text.utf8))
            }
        }
        self.received = received
        if case .held(let gate) = behavior { heldGate = gate } else { heldGate = nil }
        let port = try server.start()
        url = URL(string: "http://127.0.0.1:\(port)/api/voice-assistant")!
    }

    private let received: ReceivedBodies
    /// Opened on `stop()`, so that no test leaves a turn held forever.
    private let heldGate: Gate?

    /// How many requests reached the backend.
    public var callCount: Int { received.bodies.count }
    /// The JSON bodies it received, in order (`null` for a body that was not JSON).
    public var receivedBodies: [JSON] { received.bodies }

    /// Stops accepting; connections close after their current request. Does not wait, so it can run in a
    /// `defer` of an async test without blocking a thread of the pool that handlers need.
    public func stop() {
        heldGate?.open()
        server.stop()
    }

    deinit { server.stop() }

    static func answer(to body: JSON) -> JSON {
        let query = body["current_query"]?.stringValue ?? "?"
        let turns = body["conversation_history"]?.arrayValue?.count ?? 0
        return [
            "sentenceSiriShouldSay": .string("LLM heard: \(query)"), "continueConversation": false,
            "model": "stub", "historyLength": .integer(turns),
        ]
    }

    /// A loopback URL where nothing listens: a port that was just bound and released.
    public static func refusingURL() -> URL {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                _ = bind(fd, pointer, length)
                return getsockname(fd, pointer, &length)
            }
        }
        close(fd)
        return URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/api/voice-assistant")!
    }
}

/// The bodies a backend received, shared between its connections.
private final class ReceivedBodies: Sendable {
    private let storage = Mutex<[JSON]>([])
    func append(_ body: JSON) { storage.withLock { $0.append(body) } }
    var bodies: [JSON] { storage.withLock { $0 } }
}
