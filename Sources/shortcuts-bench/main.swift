import Foundation

/// The benchmark executable: `swift run -c release shortcuts-bench [--registry shortcuts.json]`.
///
/// Each section checks that what it measures is correct before timing it, and prints medians.
let arguments = CommandLine.arguments
let registryPath = arguments.firstIndex(of: "--registry").map { arguments[$0 + 1] } ?? "shortcuts.json"

#if DEBUG
print("warning: a debug build; run `swift run -c release shortcuts-bench` for figures worth quoting")
#endif

MatchBenchmark.run(registryPath: registryPath)
print("(black hole \(Harness.blackHole & 0xFF))")
