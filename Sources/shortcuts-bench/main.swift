import Foundation

/// The benchmark executable: `swift run -c release shortcuts-bench [--registry shortcuts.json] [--only SECTION]`.
///
/// Each section checks that what it measures is correct before timing it, and prints medians.
/// `--only` runs one section, for profiling it alone (`valgrind --tool=callgrind`, `perf record`).
let usage = """
    usage: shortcuts-bench [--registry PATH] [--only SECTION] [--utterance TEXT] [--write-generated PATH]
      --registry PATH          the registry to measure (default: shortcuts.json)
      --only SECTION           run one section (an unknown name lists them)
      --utterance TEXT         with --only one: the utterance matched 10,000 times (default: "check my balance")
      --write-generated PATH   write the lint section's generated registry and exit, to lint it with the CLI
      --scale-only a|b|c       with --only scale or scale-lint: one generated registry at the issue's size
      --write-scale a|b|c      with --to PATH: write that generated registry and exit, to measure the CLI on it
      --write-scale-input a|b|c  with --to PATH: write the 300,000 lines the scale section feeds `match --stdin`
      --gate WORKLOAD          run one fixed workload once, untimed, for an instruction count (GateWorkloads)

    """

/// Every option takes a value; anything else is an error, so a mistyped option never runs a
/// different benchmark than the one asked for.
let options: [String: String] = {
    let known = [
        "--registry", "--only", "--utterance", "--write-generated", "--scale-only", "--write-scale",
        "--write-scale-input", "--to", "--gate",
    ]
    var values: [String: String] = [:]
    var remaining = CommandLine.arguments.dropFirst()
    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n\(usage)".utf8))
        exit(2)
    }
    while let argument = remaining.popFirst() {
        if argument == "-h" || argument == "--help" {
            print(usage, terminator: "")
            exit(0)
        }
        guard known.contains(argument) else {
            fail("unknown argument '\(argument)'; options: \(known.joined(separator: ", "))")
        }
        guard let value = remaining.popFirst() else { fail("\(argument) needs a value") }
        values[argument] = value
    }
    if values["--utterance"] != nil, values["--only"] != "one" {
        fail("--utterance applies only to --only one")
    }
    let writesScale = values["--write-scale"] != nil || values["--write-scale-input"] != nil
    if writesScale != (values["--to"] != nil)
        || (values["--write-scale"] != nil && values["--write-scale-input"] != nil)
    {
        fail("--to goes with one of --write-scale and --write-scale-input")
    }
    return values
}()
let registryPath = options["--registry"] ?? "shortcuts.json"
let only = options["--only"]

// `--write-generated PATH` writes the lint section's generated registry, to lint it with the CLI.
if let path = options["--write-generated"] {
    try! LintBenchmark.generatedRegistry().write(toFile: path, atomically: true, encoding: .utf8)
    exit(0)
}
// `--gate WORKLOAD` runs one of the workloads whose instruction counts CI checks.
if let workload = options["--gate"] {
    GateWorkloads.run(workload, registryPath: registryPath)
    exit(0)
}
// `--write-scale a|b|c --to PATH` writes a generated scale registry, and `--write-scale-input` the lines its
// `match --stdin` measurement reads, to measure the CLI on them from outside.
for option in ["--write-scale", "--write-scale-input"] {
    guard let letter = options[option], let path = options["--to"] else { continue }
    guard let scale = ScaleBenchmark.registry(letter) else {
        FileHandle.standardError.write(Data("error: \(option) takes a, b or c\n\(usage)".utf8))
        exit(2)
    }
    let text =
        option == "--write-scale" ? scale.json : ScaleBenchmark.streamLines(scale).joined(separator: "\n") + "\n"
    try! text.write(toFile: path, atomically: true, encoding: .utf8)
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
    ("fulfillment", { FulfillmentBenchmark.run(registryPath: registryPath) }),
    ("request-values", { RequestValuesBenchmark.run(registryPath: registryPath) }),
    ("lint", { LintBenchmark.run(registryPath: registryPath) }),
    ("json", { JSONBenchmark.run(registryPath: registryPath) }),
    (
        "scale",
        {
            ScaleBenchmark.run(only: options["--scale-only"])
            ScaleLintBenchmark.run(only: options["--scale-only"])
        }
    ),
    ("scale-lint", { ScaleLintBenchmark.run(only: options["--scale-only"]) }),
    (
        "one",
        {
            MatchBenchmark.profileOne(
                registryPath: registryPath, utterance: options["--utterance"] ?? "check my balance")
        }
    ),
]
if let only, !sections.contains(where: { $0.name == only }) {
    FileHandle.standardError.write(
        Data("error: unknown section '\(only)'; sections: \(sections.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
for section in sections where only == nil || only == section.name {
    section.run()
}
print("(black hole \(Harness.blackHole & 0xFF))")
