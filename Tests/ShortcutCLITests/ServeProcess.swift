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
    let port: Int
    private let process: Process
    private let errorText: ErrorText
    private let exited = DispatchSemaphore(value: 0)

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

    /// Starts `shortcuts serve --port 0` with `arguments` and waits until it listens.
    init(_ arguments: [String]) throws {
        guard let binary = builtBinary() else { throw StartFailure(description: "no built shortcuts binary") }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--registry", shippedRegistry, "--port", "0"] + arguments
        process.currentDirectoryURL = repositoryRoot
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        let errorText = ErrorText()
        try process.run()
        let reader = errorPipe.fileHandleForReading
        Thread {
            while true {
                let data = reader.availableData
                if data.isEmpty { break }
                errorText.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
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
            if process.isRunning { process.terminate() }
            throw StartFailure(description: "serve did not start: \(errorText.text.withLock { $0 })")
        }
        self.port = port
        self.process = process
        self.errorText = errorText
    }

    /// Everything the server wrote to standard error so far.
    var standardError: String { errorText.text.withLock { $0 } }

    /// Sends a signal and waits (at most 10 s) for the process to exit and its standard error to end;
    /// its exit status, or nil if it did not exit.
    func stop(signal: Int32 = SIGTERM) -> Int32? {
        kill(process.processIdentifier, signal)
        guard exited.wait(timeout: .now() + 10) == .success else {
            process.terminate()
            return nil
        }
        exited.signal()
        // The reader thread may still be appending the last lines; it signals when the pipe has ended.
        if errorText.ended.wait(timeout: .now() + 10) == .success { errorText.ended.signal() }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
