import Foundation

/// The benchmark executable: `swift run -c release shortcuts-bench [--registry shortcuts.json] [--section match|lint]`.
///
/// Each section checks that what it measures is correct before timing it, and prints medians.
let arguments = CommandLine.arguments
let registryPath = arguments.firstIndex(of: "--registry").map { arguments[$0 + 1] } ?? "shortcuts.json"

#if DEBUG
print("warning: a debug build; run `swift run -c release shortcuts-bench` for figures worth quoting")
#endif

// `--write-generated PATH` writes the lint section's generated registry, to lint it with the CLI.
if let index = arguments.firstIndex(of: "--write-generated") {
    try! LintBenchmark.generatedRegistry().write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    exit(0)
}

// `--section match` or `--section lint` runs one section; both run by default.
let section = arguments.firstIndex(of: "--section").map { arguments[$0 + 1] }
if section == nil || section == "match" { MatchBenchmark.run(registryPath: registryPath) }
if section == nil || section == "lint" { LintBenchmark.run(registryPath: registryPath) }
print("(black hole \(Harness.blackHole & 0xFF))")
