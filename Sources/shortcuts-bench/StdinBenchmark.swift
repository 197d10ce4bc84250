import ShortcutCLI

/// `match --stdin` in-process: the CLI's own line loop, loading the registry and then answering lines
/// fed in 64 KiB chunks, as a pipe delivers them.
enum StdinBenchmark {
    /// Seconds per line, the registry's load included, over `samples` runs.
    ///
    /// Each run's console outlives the timing, as the `shortcuts` process's console outlives the
    /// command: what the command keeps until exit (the matcher) is freed after the clock stops.
    static func measure(registryPath: String, lines: [String], samples: Int, warmUp: Int) -> Harness.Stats {
        let input = Array((lines.joined(separator: "\n") + "\n").utf8)
        let chunks = stride(from: 0, to: input.count, by: 1 << 16).map {
            Array(input[$0..<min($0 + (1 << 16), input.count)])
        }
        var consoles: [CountingConsole] = []
        defer { consoles.removeAll() }
        return Harness.measure(samples: samples, operations: lines.count, warmUp: warmUp) {
            let console = CountingConsole(inputChunks: chunks)
            consoles.append(console)
            _ = CLI.run(["match", "--stdin", "--registry", registryPath], console: console)
            Harness.check(console.lines == lines.count, "--stdin wrote \(console.lines) lines for \(lines.count)")
            return console.lines
        }
    }
}
