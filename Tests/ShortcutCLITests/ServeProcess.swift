import Foundation
import Synchronization

/// `shortcuts serve` running as a child process on a free loopback port, for end-to-end tests.
///
/// Standard error is read on a thread of its own as it arrives (a full pipe would stall the server), so
/// tests can wait for the "listening on" line and read the request log.
final class ServeProcess: Sendable {
    let port: Int
    private let process: Process
    private let errorText: ErrorText

    private final class ErrorText: Sendable {
        let text = Mutex("")
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
        let errorText = ErrorText()
        try process.run()
        let reader = errorPipe.fileHandleForReading
        Thread {
            while true {
                let data = reader.availableData
                if data.isEmpty { break }
                errorText.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }.start()
        let deadline = Date().addingTimeInterval(20)
        var port: Int?
        while port == nil, Date() < deadline, process.isRunning {
            let text = errorText.text.withLock { $0 }
            if let range = text.range(of: #"listening on http://127\.0\.0\.1:\d+"#, options: .regularExpression) {
                port = Int(text[range].split(separator: ":").last!)
            } else {
                Thread.sleep(forTimeInterval: 0.02)
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

    /// Sends a signal and waits (at most 10 s) for the process to exit; its exit status, or nil if it did not.
    func stop(signal: Int32 = SIGTERM) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        // The reader thread may still be appending the last lines.
        Thread.sleep(forTimeInterval: 0.05)
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
