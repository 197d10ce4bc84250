import Foundation

/// The benchmark executable: `swift run -c release shortcuts-bench [--registry shortcuts.json] [--only SECTION]`.
///
/// Each section checks that what it measures is correct before timing it, and prints medians.
/// `--only` runs one section, for profiling it alone (`valgrind --tool=callgrind`, `perf record`).
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let registryPath = option("--registry") ?? "shortcuts.json"
let only = option("--only")

// `--write-generated PATH` writes the lint section's generated registry, to lint it with the CLI.
if let path = option("--write-generated") {
    try! LintBenchmark.generatedRegistry().write(toFile: path, atomically: true, encoding: .utf8)
    exit(0)
}
// `--write-scale a|b|c PATH` writes a generated scale registry, to measure the CLI on it from outside.
if let letter = option("--write-scale") {
    guard let index = arguments.firstIndex(of: "--write-scale"), index + 2 < arguments.count,
        let scale = ScaleBenchmark.registry(letter)
    else {
        FileHandle.standardError.write(Data("usage: shortcuts-bench --write-scale a|b|c PATH\n".utf8))
        exit(2)
    }
    let path = arguments[index + 2]
    try! scale.json.write(toFile: path, atomically: true, encoding: .utf8)
    exit(0)
}

#if DEBUG
    print("warning: a debug build; run `swift run -c release shortcuts-bench` for figures worth quoting")
#endif

let sections: [(name: String, run: () -> Void)] = [
    ("match", { MatchBenchmark.run(registryPath: registryPath) }),
    ("stdin", { MatchBenchmark.runStream(registryPath: registryPath) }),
    ("flexible", { FlexibleBenchmark.run(registryPath: registryPath) }),
    ("assistant", { AssistantBenchmark.run(registryPath: registryPath) }),
    ("lint", { LintBenchmark.run(registryPath: registryPath) }),
    ("scale", { ScaleBenchmark.run(only: option("--scale-only")) }),
    (
        "one",
        {
            MatchBenchmark.profileOne(
                registryPath: registryPath, utterance: option("--utterance") ?? "check my balance")
        }
    ),
]
if let only, !sections.contains(where: { $0.name == only }) {
    FileHandle.standardError.write(
        Data("unknown section '\(only)'; sections: \(sections.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
for section in sections where only == nil || only == section.name {
    section.run()
}
print("(black hole \(Harness.blackHole & 0xFF))")
