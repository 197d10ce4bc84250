import Dispatch
import Foundation
import ShortcutKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket addresses of a host, found by an exchange's deadline.
///
/// `getaddrinfo` takes no timeout and cannot be cancelled, and a name server that does not answer holds
/// it for seconds (resolv.conf's default is 5 s per server and attempt): an exchange waiting for it would
/// not keep its deadline. So an IP literal is resolved in place (`AI_NUMERICHOST` never asks the
/// network), and a name is looked up on a thread of its own that the exchange waits for only until its
/// deadline; a lookup the deadline passes is left to finish alone, and its result is dropped.
package struct AddressLookup: Sendable {
    /// One address to connect to: what `socket` and `connect` take, copied out of `getaddrinfo`'s list.
    package struct Address: Sendable, Equatable {
        package var family: Int32
        package var socketType: Int32
        package var socketProtocol: Int32
        /// The `sockaddr`'s bytes.
        package var bytes: [UInt8]

        package init(family: Int32, socketType: Int32, socketProtocol: Int32, bytes: [UInt8]) {
            self.family = family
            self.socketType = socketType
            self.socketProtocol = socketProtocol
            self.bytes = bytes
        }
    }

    /// Resolves a name, blocking: `getaddrinfo` in production; tests pass one that waits for their signal.
    package var resolveName: @Sendable (_ host: String, _ port: Int) -> Result<[Address], TransportError>

    package init(
        resolveName: @escaping @Sendable (_ host: String, _ port: Int) -> Result<[Address], TransportError> = {
            AddressLookup.resolve($0, port: $1, flags: 0)
        }
    ) {
        self.resolveName = resolveName
    }

    /// The addresses of `host`, or why there are none: `.notSent` when the name cannot be resolved or the
    /// deadline (or `isCancelled`) comes first, since nothing has been sent yet.
    package func addresses(
        of host: String, port: Int, until deadline: ContinuousClock.Instant, slice: Duration = .milliseconds(10),
        isCancelled: @Sendable () -> Bool = { false }
    ) -> Result<[Address], TransportError> {
        if case .success(let numeric) = Self.resolve(host, port: port, flags: AI_NUMERICHOST), !numeric.isEmpty {
            return .success(numeric)
        }
        let outcome = Mutex<Result<[Address], TransportError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let resolveName = resolveName
        Thread.detachNewThread {
            let result = resolveName(host, port)
            outcome.withLock { $0 = result }
            done.signal()
        }
        let clock = ContinuousClock()
        while true {
            if let result = outcome.withLock({ $0 }) { return result }
            let left = clock.now.duration(to: deadline)
            guard left > .zero, !isCancelled() else {
                return .failure(.notSent("cannot resolve \(host) within the deadline"))
            }
            _ = done.wait(timeout: .now() + min(left, slice).seconds)
        }
    }

    /// `getaddrinfo` for a TCP connection, its list copied into values and freed.
    package static func resolve(_ host: String, port: Int, flags: Int32) -> Result<[Address], TransportError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_flags = flags
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            return .failure(.notSent("cannot resolve \(host): \(String(cString: gai_strerror(status)))"))
        }
        defer { freeaddrinfo(first) }
        var addresses: [Address] = []
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            guard let address = info.pointee.ai_addr else { continue }
            let bytes = Array(UnsafeRawBufferPointer(start: address, count: Int(info.pointee.ai_addrlen)))
            addresses.append(
                Address(
                    family: info.pointee.ai_family, socketType: info.pointee.ai_socktype,
                    socketProtocol: info.pointee.ai_protocol, bytes: bytes))
        }
        return .success(addresses)
    }
}
