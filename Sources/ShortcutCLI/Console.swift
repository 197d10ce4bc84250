import Foundation

/// Where a command reads its input and writes its output.
///
/// Commands never touch the process's streams directly, so that tests run them in-process with a
/// `CapturedConsole` and see exactly what a user would.
package protocol Console: AnyObject {
    /// Appends to standard output. Output may be buffered until `flush()`.
    func writeOutput(_ bytes: [UInt8])
    func writeError(_ text: String)
    /// Makes buffered output visible: a co-process waiting for an answer must get it now.
    func flush()
    /// The next chunk of standard input as soon as any is available, or `nil` at its end.
    func readInput() -> [UInt8]?
    var environment: [String: String] { get }
    /// Whether standard error is a terminal (colour is used only then).
    var errorIsTerminal: Bool { get }
    /// The matchers commands compiled, held for as long as the console lives (`LoadedMatchers` says why).
    var loadedMatchers: LoadedMatchers { get }
}

extension Console {
    func write(_ text: String) { writeOutput(Array(text.utf8)) }
}

/// The process's own standard streams.
///
/// Written with `write(2)` (`DescriptorWriter`), with SIGPIPE ignored process-wide: a reader that has gone
/// (`shortcuts serve 2>&1 | tee log` with tee restarted) makes writes fail quietly instead of killing the
/// process, as `FileHandle.write` or SIGPIPE would.
package final class StandardConsole: Console {
    private var buffer: [UInt8] = []
    package let loadedMatchers = LoadedMatchers()

    package init() {
        signal(SIGPIPE, SIG_IGN)
    }

    package func writeOutput(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    package func writeError(_ text: String) {
        flush()
        _ = DescriptorWriter.write(Array(text.utf8), to: 2)
    }

    package func flush() {
        guard !buffer.isEmpty else { return }
        _ = DescriptorWriter.write(buffer, to: 1)
        buffer.removeAll(keepingCapacity: true)
    }

    package func readInput() -> [UInt8]? {
        let data = FileHandle.standardInput.availableData
        return data.isEmpty ? nil : [UInt8](data)
    }

    package var environment: [String: String] { ProcessInfo.processInfo.environment }

    package var errorIsTerminal: Bool { isatty(2) == 1 }

    deinit { flush() }
}

/// A console that keeps what a command writes and feeds it prepared input: for tests and benchmarks.
package final class CapturedConsole: Console {
    package private(set) var outputBytes: [UInt8] = []
    package private(set) var error = ""
    package var environment: [String: String]
    private var input: [[UInt8]]
    package let loadedMatchers = LoadedMatchers()

    package init(input: String = "", environment: [String: String] = [:]) {
        self.input = input.isEmpty ? [] : [Array(input.utf8)]
        self.environment = environment
    }

    package init(inputChunks: [[UInt8]], environment: [String: String] = [:]) {
        self.input = inputChunks
        self.environment = environment
    }

    package var output: String { String(decoding: outputBytes, as: UTF8.self) }

    package func writeOutput(_ bytes: [UInt8]) { outputBytes.append(contentsOf: bytes) }
    package func writeError(_ text: String) { error += text }
    package func flush() {}
    package func readInput() -> [UInt8]? { input.isEmpty ? nil : input.removeFirst() }
    package var errorIsTerminal: Bool { false }
}
