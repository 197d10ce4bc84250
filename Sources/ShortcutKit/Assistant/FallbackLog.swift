import Foundation

/// Where an `Assistant` records the turns it sends to the fallback backend: off unless set.
///
/// Utterances are personal data: a log is opt-in, holds only the query and the backend's reply (never
/// the conversation history or other members of the payload), and is for the people who may read what
/// users said. A Swift server passes its own `record` (a database, a queue); `appending(toFile:)` writes
/// JSON Lines to a file as `ask --fallback-log` and `serve --fallback-log` do.
package struct FallbackLog: Sendable {
    /// Called once per turn that went to the backend, after its reply or failure; must not block long,
    /// since the turn's answer waits for it.
    package var record: @Sendable (FallbackLogEntry) -> Void
    /// The time an entry is stamped with; tests pass a fixed one.
    package var now: @Sendable () -> Date

    /// A log that hands each entry to `record`, stamped by `now`: for a Swift server with its own sink.
    package init(
        now: @escaping @Sendable () -> Date = { Date() }, record: @escaping @Sendable (FallbackLogEntry) -> Void
    ) {
        self.now = now
        self.record = record
    }

    /// A log that appends one line per entry (`FallbackLogEntry.line`) to the file at `path`, creating it.
    ///
    /// Each line is written with one `write(2)` to a file opened with `O_APPEND`, so several servers and
    /// threads may append to one file without interleaving their lines. A line that cannot be written
    /// (a full disk) is lost; the turn is answered all the same.
    ///
    /// - Throws: `FallbackLogError` when the file cannot be opened for appending.
    package static func appending(toFile path: String, now: @escaping @Sendable () -> Date = { Date() })
        throws(FallbackLogError) -> FallbackLog
    {
        let file = try AppendOnlyFile(path: path)
        return FallbackLog(now: now) { entry in file.append(entry.line + "\n") }
    }
}

/// The fallback log's file could not be opened.
package struct FallbackLogError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The file that could not be opened, as it was named.
    package var path: String
    /// What the system said (`strerror`).
    package var reason: String

    /// The path, the system's reason and the fix.
    package var description: String {
        "cannot open the fallback log \(path) for appending: \(reason); check that its folder exists and is writable"
    }

    /// The same text as `description`, so that `localizedDescription` reads well on Linux too.
    package var errorDescription: String? { description }
}

/// A file opened for appending whole lines, shared by every thread of a process.
final class AppendOnlyFile: Sendable {
    private let descriptor: Int32

    init(path: String) throws(FallbackLogError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FallbackLogError(path: path, reason: String(cString: strerror(errno))) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends `text` in one write when the system takes it whole, as it does for a regular file.
    func append(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
