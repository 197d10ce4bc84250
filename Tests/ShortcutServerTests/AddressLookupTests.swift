import Dispatch
import Foundation
import ShortcutKit
import ShortcutServer
import Synchronization
import Testing

/// Resolving a backend's host keeps the exchange's deadline, whatever the name server does.
@Suite struct AddressLookupTests {
    /// A resolver that counts its calls and, when `gate` is given, does not answer until it is opened.
    final class Resolver: Sendable {
        let calls = Atomic(0)
        let gate: DispatchSemaphore?
        init(blocking: Bool) { gate = blocking ? DispatchSemaphore(value: 0) : nil }

        var lookup: AddressLookup {
            AddressLookup { [self] _, _ in
                calls.add(1, ordering: .relaxed)
                gate?.wait()
                return .success([AddressLookup.Address(family: 2, socketType: 1, socketProtocol: 6, bytes: [1, 2])])
            }
        }
    }

    @Test(arguments: ["127.0.0.1", "::1"])
    func anIPLiteralIsResolvedInPlaceWithoutTheResolver(host: String) throws {
        let resolver = Resolver(blocking: true)
        defer { resolver.gate?.signal() }
        let result = resolver.lookup.addresses(of: host, port: 8080, until: ContinuousClock.now + .seconds(3600))
        let addresses = try result.get()
        #expect(!addresses.isEmpty)
        #expect(resolver.calls.load(ordering: .relaxed) == 0)
    }

    @Test func aNameServerThatNeverAnswersEndsAtTheDeadlineWithNothingSent() {
        let resolver = Resolver(blocking: true)
        // The resolver stays blocked until the lookup has given up: the answer cannot depend on timing.
        defer { resolver.gate?.signal() }
        let result = resolver.lookup.addresses(
            of: "backend.internal", port: 80, until: ContinuousClock.now + .milliseconds(50))
        #expect(result == .failure(.notSent("cannot resolve backend.internal within the deadline")))
    }

    @Test func aCancelledExchangeStopsWaitingForTheNameServer() {
        let resolver = Resolver(blocking: true)
        defer { resolver.gate?.signal() }
        let result = resolver.lookup.addresses(
            of: "backend.internal", port: 80, until: ContinuousClock.now + .seconds(3600), isCancelled: { true })
        #expect(result == .failure(.notSent("cannot resolve backend.internal within the deadline")))
    }

    @Test func aNameIsResolvedByTheResolverOnce() throws {
        let resolver = Resolver(blocking: false)
        let addresses = try resolver.lookup.addresses(
            of: "backend.internal", port: 80, until: ContinuousClock.now + .seconds(3600)
        ).get()
        #expect(addresses == [AddressLookup.Address(family: 2, socketType: 1, socketProtocol: 6, bytes: [1, 2])])
        #expect(resolver.calls.load(ordering: .relaxed) == 1)
    }

    @Test func theSystemResolverReadsAnIPLiteralIntoASocketAddress() throws {
        let addresses = try AddressLookup.resolve("127.0.0.1", port: 80, flags: AI_NUMERICHOST).get()
        #expect(addresses.first?.family == AF_INET)
        #expect(addresses.first?.bytes.count == MemoryLayout<sockaddr_in>.size)
    }
}
