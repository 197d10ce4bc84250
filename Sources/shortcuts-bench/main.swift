import Foundation

/// The benchmark executable: `swift run -c release shortcuts-bench [--registry shortcuts.json] [--section match|flexible]`.
///
/// Each section checks that what it measures is correct before timing it, and prints medians.
let arguments = CommandLine.arguments
let registryPath = arguments.firstIndex(of: "--registry").map { arguments[$0 + 1] } ?? "shortcuts.json"

#if DEBUG
print("warning: a debug build; run `swift run -c release shortcuts-bench` for figures worth quoting")
#endif

// `--section match` or `--section flexible` runs one section (for profiling); both run by default.
let section = arguments.firstIndex(of: "--section").map { arguments[$0 + 1] }
if section == nil || section == "match" { MatchBenchmark.run(registryPath: registryPath) }
if section == nil || section == "flexible" { FlexibleBenchmark.run(registryPath: registryPath) }
print("(black hole \(Harness.blackHole & 0xFF))")
