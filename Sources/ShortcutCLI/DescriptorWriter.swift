#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor with `write(2)`: it never traps, and given a deadline it never blocks
/// past it.
///
/// `FileHandle.write` traps when the reader of a pipe has gone (`serve 2>&1 | tee log` with tee
/// restarted), and blocks for as long as a full pipe is not read. A server's log must survive both: with
/// SIGPIPE ignored (`StandardConsole` ignores it process-wide) a closed stream is reported as `closed`, and with a deadline each write
/// waits for room with `poll` first and writes at most `atomicChunk` bytes, which a pipe reported
/// writable always takes whole, so the call returns by the deadline however full the pipe stays.
enum DescriptorWriter {
    /// How a write ended.
    enum Outcome: Equatable {
        /// Every byte was written.
        case written
        /// The reader has gone (EPIPE) or the descriptor is unusable: nothing more can be written.
        case closed
        /// The deadline passed with `written` bytes written and the rest not.
        case timedOut(written: Int)
    }

    /// The most bytes written at once under a deadline: POSIX's smallest `PIPE_BUF`, so that a pipe that
    /// polls writable takes the chunk without blocking.
    static let atomicChunk = 512

    /// Writes `bytes` to `fd`, waiting for room until `deadline` (nil: as long as it takes).
    static func write(_ bytes: [UInt8], to fd: Int32, until deadline: ContinuousClock.Instant? = nil) -> Outcome {
        let clock = ContinuousClock()
        var offset = 0
        while offset < bytes.count {
            var chunk = bytes.count - offset
            if let deadline {
                chunk = min(chunk, atomicChunk)
                // A deadline already passed still gets one look, so that `until: now` writes what fits.
                let remaining = max(.zero, clock.now.duration(to: deadline))
                let (seconds, attoseconds) = remaining.components
                let milliseconds = Int32(
                    clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&descriptor, 1, milliseconds)
                if ready < 0, errno == EINTR { continue }
                if ready < 0 || descriptor.revents & Int16(POLLERR | POLLNVAL) != 0 { return .closed }
                if ready == 0 {
                    if remaining == .zero { return .timedOut(written: offset) }
                    continue
                }
            }
            let count = bytes.withUnsafeBytes { raw in systemWrite(fd, raw.baseAddress! + offset, chunk) }
            if count > 0 {
                offset += count
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                // Made non-blocking by another process sharing it: wait for room as a blocking write would
                // (with a deadline, the next round's `poll` does).
                guard deadline == nil else { continue }
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, -1)
            } else {
                return .closed
            }
        }
        return .written
    }
}

#if canImport(Glibc)
    private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        Glibc.write(fd, bytes, count)
    }
#else
    private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        Darwin.write(fd, bytes, count)
    }
#endif
