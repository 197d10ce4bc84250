import AssistantTestSupport
import Dispatch
import Foundation
import Synchronization

/// `shortcuts serve` running as a child process on a free loopback port, for end-to-end tests.
///
/// Standard error is read on a thread of its own as it arrives (a full pipe would stall the server), so
/// tests can wait for the "listening on" line and read the request log. Every wait is on an event (a
/// chunk of standard error, its end, the process's exit), bounded so that a broken server fails the
/// test instead of hanging it.
final class ServeProcess: Sendable {
    /// What becomes of standard error's pipe once the server listens.
    enum StandardError {
        /// Read to its end, as a supervisor reads it.
        case read
        /// Its read end closed, as when `tee` is restarted: every later write fails with EPIPE.
        case closedOnceListening
        /// Kept open and never read again, so that it fills up.
        case unreadOnceListening
    }

    let port: Int
    private let process: Process
    private let errorText: ErrorText
    private let exited = DispatchSemaphore(value: 0)
    /// Kept so that an unread pipe stays open (and fills) instead of closing with its last reference.
    private let errorPipe: Pipe
    /// A write end of an unread standard error's pipe for the test (`Process` closes the parent's own).
    private let errorWriter: Int32

    private final class ErrorText: Sendable {
        let text = Mutex("")
        /// Signalled after each chunk of standard error, and once more at its end.
        let changed = DispatchSemaphore(value: 0)
        /// Signalled once standard error has ended: everything the process wrote is in `text`.
        let ended = DispatchSemaphore(value: 0)
    }

    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `shortcuts serve --port 0` with `arguments` and waits until it listens (and, unless
    /// `standardError` is `.read`, until its standard error is closed or no longer read).
    init(_ arguments: [String], registry: String = shippedRegistry, standardError mode: StandardError = .read) throws {
        guard let binary = builtBinary() else { throw StartFailure(description: "no built shortcuts binary") }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--registry", registry, "--port", "0"] + arguments
        process.currentDirectoryURL = repositoryRoot
        let errorPipe = Pipe.closedOnExec()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        let errorText = ErrorText()
        // Close-on-exec, so the server holds only its own write end.
        let errorWriter = mode == .read ? -1 : fcntl(errorPipe.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        do {
            try process.run()
        } catch {
            if errorWriter >= 0 { close(errorWriter) }
            throw error
        }
        let reader = errorPipe.fileHandleForReading
        Thread {
            while true {
                let data = reader.availableData
                if data.isEmpty { break }
                let text = errorText.text.withLock { text in
                    text += String(decoding: data, as: UTF8.self)
                    return text
                }
                // The mode is applied here, by the one thread that reads, so no read races the close.
                if mode != .read, text.contains("listening on") {
                    if mode == .closedOnceListening { try? reader.close() }
                    break
                }
                errorText.changed.signal()
            }
            errorText.ended.signal()
            errorText.changed.signal()
        }.start()
        let deadline = DispatchTime.now() + 20
        var port: Int?
        while port == nil {
            let text = errorText.text.withLock { $0 }
            if let range = text.range(of: #"listening on http://127\.0\.0\.1:\d+"#, options: .regularExpression) {
                port = Int(text[range].split(separator: ":").last!)
            } else if errorText.changed.wait(timeout: deadline) == .timedOut || !process.isRunning {
                break
            }
        }
        guard let port else {
            if errorWriter >= 0 { close(errorWriter) }
            if process.isRunning { process.terminate() }
            throw StartFailure(description: "serve did not start: \(errorText.text.withLock { $0 })")
        }
        if mode != .read, errorText.ended.wait(timeout: deadline) == .success { errorText.ended.signal() }
        self.port = port
        self.process = process
        self.errorText = errorText
        self.errorPipe = errorPipe
        self.errorWriter = errorWriter
    }

    #if os(Linux)
        /// Fills an unread standard error's pipe to its last byte with bytes of the test's own, so that the
        /// server's next log write would block.
        ///
        /// Blocks of 4096 bytes go in while the pipe has a free page, then single bytes until it holds its
        /// capacity: a write that fits in the last page is taken even when `poll` says the pipe is full.
        func fillStandardError() {
            let writer = errorWriter
            let capacity = fcntl(writer, 1032)  // F_GETPIPE_SZ
            let block = [UInt8](repeating: UInt8(ascii: "#"), count: 4096)
            var descriptor = pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)
            while poll(&descriptor, 1, 0) == 1 {
                _ = block.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            }
            var unread: Int32 = 0
            while ioctl(errorPipe.fileHandleForReading.fileDescriptor, UInt(FIONREAD), &unread) == 0, unread < capacity
            {
                _ = block.withUnsafeBytes { write(writer, $0.baseAddress, 1) }
            }
        }
    #endif

    /// The most memory the server has held so far (its `VmHWM`), in bytes; nil where /proc cannot tell.
    var peakResidentBytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    /// Sends a signal without waiting for anything.
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits (at most 20 s) until standard error holds `count` lines containing `text`; whether it does.
    func waitForStandardError(containing text: String, count: Int = 1) -> Bool {
        let deadline = DispatchTime.now() + 20
        while true {
            let lines = standardError.split(separator: "\n").filter { $0.contains(text) }
            if lines.count >= count { return true }
            guard errorText.changed.wait(timeout: deadline) == .success else { return false }
        }
    }

    /// Everything the server wrote to standard error so far.
    var standardError: String { errorText.text.withLock { $0 } }

    /// Sends a signal and waits (at most 60 s: a whole test run may share the machine's two cores) for the
    /// process to exit and its standard error to end; its exit status, or nil if it did not exit.
    func stop(signal: Int32 = SIGTERM) -> Int32? {
        kill(process.processIdentifier, signal)
        guard exited.wait(timeout: .now() + 60) == .success else {
            process.terminate()
            return nil
        }
        exited.signal()
        // The reader thread may still be appending the last lines; it signals when the pipe has ended.
        if errorText.ended.wait(timeout: .now() + 60) == .success { errorText.ended.signal() }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        if errorWriter >= 0 { close(errorWriter) }
    }
}
