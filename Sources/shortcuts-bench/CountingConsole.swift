import ShortcutCLI

/// A console that reads prepared chunks, as a pipe delivers them, and counts the lines written
/// instead of keeping them.
///
/// `CapturedConsole` keeps all output, which is right for tests but not what the `shortcuts` process
/// does with 300,000 answers: growing a 130 MB buffer (and its page faults) cost a tenth of a
/// `--stdin` run. This console does what the process's console does with each flushed chunk, short
/// of the system call: it reads the bytes once, to count the answers.
final class CountingConsole: Console {
    private var input: [[UInt8]]
    private var nextChunk = 0
    let loadedMatchers = LoadedMatchers()
    private(set) var lines = 0

    init(inputChunks: [[UInt8]]) {
        input = inputChunks
    }

    func writeOutput(_ bytes: [UInt8]) {
        for byte in bytes where byte == 0x0A { lines += 1 }
    }

    func writeError(_ text: String) {}
    func flush() {}

    func readInput() -> [UInt8]? {
        guard nextChunk < input.count else { return nil }
        defer { nextChunk += 1 }
        return input[nextChunk]
    }

    var environment: [String: String] { [:] }
    var errorIsTerminal: Bool { false }
}
