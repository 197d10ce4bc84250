import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a handler on signals (SIGINT and SIGTERM by default) instead of letting them kill the process,
/// until cancelled.
///
/// A server stopped by Ctrl-C or by its supervisor should finish the requests it is serving and close
/// its socket; the default action would cut them off. The handler runs on a Dispatch queue, not in a
/// signal context, so it may lock and allocate. Not `Sendable`: the thread that sets the trap cancels it.
package final class SignalTrap {
    private let sources: [any DispatchSourceSignal]
    private let signals: [Int32]

    /// Traps `signals`: SIGINT and SIGTERM by default.
    package init(signals: [Int32] = [SIGINT, SIGTERM], _ handler: @escaping @Sendable (Int32) -> Void) {
        self.signals = signals
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    /// Restores the default action of the trapped signals.
    package func cancel() {
        for source in sources { source.cancel() }
        for number in signals { signal(number, SIG_DFL) }
    }
}
