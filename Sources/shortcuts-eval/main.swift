import Foundation
import ShortcutKit

// shortcuts-eval: the figures of the README's flexible-matching section, reproducible with one command from the package root:
//   swift run -c release shortcuts-eval
// It measures strict and flexible matching on CLINC150 (wrong local answers and coverage) and on a
// seeded transcript-noise set generated from the registry (accuracy and wrong answers). With --speech, it
// measures both modes on the speech corpus's cached recognizer transcripts instead (Evaluation/speech).

let usage = """
    USAGE: shortcuts-eval [--clinc <dir>] [--registry <path>] [--mapping <path>] [--confusions <path>]
                          [--seed <n>] [--count <n>] [--threshold <score>] [--margin <score>] [--sweep]
                          [--show-wrong] [--show-fallback] [--suggest] [--check]
           shortcuts-eval --speech [--json] [--check-speech] [--show-misses] [--manifest <path>]
                          [--transcripts <path>] [--speech-thresholds <path>] [--registry <path>]

      --clinc <dir>        CLINC150 test files. Default: Evaluation/data/clinc150
      --registry <path>    Default: shortcuts.json
      --mapping <path>     CLINC intents to registry intents. Default: Evaluation/clinc150-mapping.json
      --confusions <path>  Misheard forms for the noise set. Default: Evaluation/transcript-confusions.json
      --seed <n>           Seed of the noise set. Default: 2026
      --count <n>          Utterances in the noise set. Default: 2000
      --threshold, --margin  Flexible mode's settings. Default: the library's defaults.
      --sweep              Also print both measurements over a grid of thresholds and margins.
      --show-wrong         List every wrong local answer.
      --show-fallback      List the noisy utterances flexible mode leaves to the fallback.
      --suggest            Also learn phrases with 'shortcuts suggest' from one half of CLINC150 and
                           measure coverage and wrong answers on the other half, both ways, as merging
                           gets bolder.
      --suggest-scale <n>  Time 'suggest' on n labelled utterances made from CLINC150 (release mode).
      --check              Exit 1 when either mode answers any CLINC150 query wrongly (for CI); with
                           --suggest, also when learnt phrases answer any held-out query wrongly strictly,
                           or more than 0.1 % flexibly.

    Speech (Evaluation/speech/README.md says how the corpus is made; no audio is needed):
      --speech             Run strict and flexible matching on each cached transcript and each typed text:
                           correct, wrong intent, wrong value, no answer, false accepts (negatives
                           answered), overall, by word error rate and by voice. Nothing else is measured.
      --json               With --speech, print the figures as JSON.
      --check-speech       Implies --speech; exit 1 when a figure breaks a limit of the thresholds file.
      --show-misses        With --speech, list every transcript flexible matching does not get right.
      --manifest <path>    Default: Evaluation/speech/utterances.jsonl
      --transcripts <path> Default: Evaluation/speech/transcripts.jsonl
      --speech-thresholds <path>  Default: Evaluation/speech/thresholds.txt

    """

var settings: [String: String] = [:]
var flags: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--sweep", "--show-wrong", "--show-fallback", "--suggest", "--show-suggestions", "--check", "--speech",
        "--check-speech", "--json", "--show-misses":
        flags.insert(argument)
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    case "--clinc", "--registry", "--mapping", "--confusions", "--seed", "--count", "--threshold", "--margin",
        "--suggest-scale", "--manifest", "--transcripts", "--speech-thresholds":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("error: missing value for '\(argument)'\n\(usage)".utf8))
            exit(2)
        }
        settings[argument] = value
    default:
        FileHandle.standardError.write(Data("error: unknown argument '\(argument)'\n\(usage)".utf8))
        exit(2)
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "-" : String(format: "%.1f%%", 100 * Double(part) / Double(whole))
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

let clincPath = settings["--clinc"] ?? "Evaluation/data/clinc150"
let registryPath = settings["--registry"] ?? "shortcuts.json"
@MainActor func number<T: LosslessStringConvertible>(_ option: String, default value: T) -> T {
    guard let text = settings[option] else { return value }
    guard let parsed = T(text) else { fail("invalid value '\(text)' for '\(option)'") }
    return parsed
}
let seed = number("--seed", default: UInt64(2026))
let count = number("--count", default: 2000)
let flexible = MatchOptions(
    isFlexible: true, flexibleThreshold: number("--threshold", default: MatchOptions.defaultFlexibleThreshold),
    flexibleMargin: number("--margin", default: MatchOptions.defaultFlexibleMargin))

if flags.contains("--speech") || flags.contains("--check-speech") {
    exit(
        runSpeech(
            registryPath: registryPath, flexible: flexible,
            manifest: settings["--manifest"] ?? "Evaluation/speech/utterances.jsonl",
            transcripts: settings["--transcripts"] ?? "Evaluation/speech/transcripts.jsonl",
            thresholds: flags.contains("--check-speech")
                ? settings["--speech-thresholds"] ?? "Evaluation/speech/thresholds.txt" : nil,
            json: flags.contains("--json"), showMisses: flags.contains("--show-misses")))
}

let matcher: Matcher
let clinc: ClincEvaluation
let confusions: [String: [String]]
do {
    matcher = try Matcher(registry: Registry(contentsOf: URL(fileURLWithPath: registryPath), sourcePath: registryPath))
    clinc = try ClincEvaluation(
        directory: URL(fileURLWithPath: clincPath),
        mappingFile: URL(fileURLWithPath: settings["--mapping"] ?? "Evaluation/clinc150-mapping.json"))
    struct Confusions: Decodable { var confusions: [String: [String]] }
    let file = URL(fileURLWithPath: settings["--confusions"] ?? "Evaluation/transcript-confusions.json")
    confusions = try JSONDecoder().decode(Confusions.self, from: Data(contentsOf: file)).confusions
} catch {
    let path = (error as? CocoaError)?.filePath.map { "\($0): cannot read the file" } ?? "\(error)"
    fail("\(path)\n  (run from the package root, or pass --clinc, --registry, --mapping and --confusions)")
}
let noise = NoiseSet(matcher: matcher, confusions: confusions, seed: seed, count: count)

let modes: [(String, MatchOptions)] = [("strict", MatchOptions()), ("flexible", flexible)]
print(
    "Registry: \(registryPath).  Flexible: threshold \(flexible.flexibleThreshold), margin \(flexible.flexibleMargin).")
print(
    "\nCLINC150 (\(clincPath)): \(clinc.queries.count) queries; covered intents: "
        + clinc.mapping.sorted { $0.key < $1.key }.map { "\($0.key) -> \($0.value)" }.joined(separator: ", "))
let clincCounts = modes.map { clinc.run(matcher, options: $0.1) }
print(padded("", 36) + modes.map { padded($0.0, 18) }.joined())
let covered = clincCounts[0].coveredQueries
let rows: [(String, (ClincEvaluation.Counts) -> String)] = [
    ("wrong local answers", { "\($0.wrong) / \($0.queries)" }),
    ("  of out-of-scope queries", { "\($0.wrongOutOfScope)" }),
    ("  of other in-scope intents", { "\($0.wrongInScope)" }),
    ("  of covered, to another intent", { "\($0.wrongCovered)" }),
    ("coverage (covered, answered right)", { "\($0.correct) / \(covered) (\(percent($0.correct, covered)))" }),
]
for (label, value) in rows { print(padded(label, 36) + clincCounts.map { padded(value($0), 18) }.joined()) }
let near = clinc.nearMisses(matcher)
print(
    "queries of unmapped intents or out of scope with any flexible parse within the budget: \(near.withParse) / \(near.foreign)"
        + (near.best.map {
            "; best: \"\($0.query.text)\" (\($0.query.intent)) -> \($0.match.intent), score \($0.match.score)"
        } ?? ""))

print("\nTranscript noise (seed \(seed)): \(noise.items.count) utterances from \(registryPath)")
let noiseCounts = modes.map { noise.run(matcher, options: $0.1) }
print(padded("", 36) + modes.map { padded($0.0, 18) }.joined())
for (label, value) in [
    ("correct (intent and values)", { (c: NoiseSet.Counts) in "\(c.correct) (\(percent(c.correct, c.total)))" }),
    ("wrong", { (c: NoiseSet.Counts) in "\(c.wrong) (\(percent(c.wrong, c.total)))" }),
    ("  of which decided strictly", { (c: NoiseSet.Counts) in "\(c.wrongStrict)" }),
    ("fallback (no local answer)", { (c: NoiseSet.Counts) in "\(c.fallback) (\(percent(c.fallback, c.total)))" }),
] {
    print(padded(label, 36) + noiseCounts.map { padded(value($0), 18) }.joined())
}
print("flexible, by noise operation:")
for (operation, row) in noiseCounts[1].byOperation.sorted(by: { $0.key < $1.key }) {
    print("  " + padded(operation, 34) + "\(row.correct) / \(row.total) correct, \(row.wrong) wrong")
}

if flags.contains("--show-wrong") {
    for (mode, counts) in zip(modes.map(\.0), clincCounts) {
        for example in counts.wrongExamples {
            print(
                "wrong [\(mode)] CLINC \(example.query.intent): \"\(example.query.text)\" -> \(example.intent) (score \(example.score))"
            )
        }
    }
    for example in noiseCounts[1].wrongExamples {
        print(
            "wrong [flexible] noise \(example.item.operations): \"\(example.item.noisy)\" (from \"\(example.item.clean)\") -> \(example.got.intent) \(example.got.parameters.map { "\($0.name)=\($0.value)" })"
        )
    }
}

if flags.contains("--show-fallback") {
    for item in noiseCounts[1].fallbackExamples {
        print("fallback [flexible] noise \(item.operations): \"\(item.noisy)\" (from \"\(item.clean)\")")
    }
}

if flags.contains("--sweep") {
    print("\nSweep (flexible): threshold margin | CLINC wrong, coverage | noise correct, wrong")
    for threshold in [0.7, 0.75, 0.8, 0.85, 0.9] {
        for margin in [0.0, 0.05, 0.1, 0.15, 0.2] {
            let options = MatchOptions(isFlexible: true, flexibleThreshold: threshold, flexibleMargin: margin)
            let c = clinc.run(matcher, options: options)
            let n = noise.run(matcher, options: options)
            print("  \(threshold)  \(margin)  |  \(c.wrong), \(c.correct)  |  \(n.correct), \(n.wrong)")
        }
    }
}

if let text = settings["--suggest-scale"] {
    guard let size = Int(text), size > 0 else { fail("invalid value '\(text)' for '--suggest-scale'") }
    for labellingAll in [false, true] {
        let input = SuggestEvaluation.scaleInput(clinc, count: size, labellingAll: labellingAll)
        let clock = ContinuousClock()
        var report: SuggestionReport?
        let elapsed = clock.measure {
            report = try? Suggester(matcher: matcher).suggest(input)
        }
        guard let report else { fail("suggest failed on the scale input") }
        print(
            "\nSuggest at scale: \(input.count) lines (\(input.filter { $0.intent != nil }.count) labelled with an "
                + "intent, the rest must-not-match) in \(elapsed); \(report.suggestions.count) proposals, "
                + "\(report.accepted.count) accepted")
    }
}

var suggestFailed = false
if flags.contains("--suggest") {
    let evaluation = SuggestEvaluation(clinc)
    print(
        "\nSuggest: learn from one half of CLINC150, measure on the other (halves by place within each intent: "
            + "\(evaluation.halves[0].mapped.count)+\(evaluation.halves[0].other.count) and "
            + "\(evaluation.halves[1].mapped.count)+\(evaluation.halves[1].other.count) mapped+other queries)")
    // With --check, only the default merging is measured (and guarded), to keep CI short.
    let bolder: [(words: Int, places: Int)] = [(0, 1), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3), (4, 4)]
    let defaults = Suggester.Options()
    let defaultLevel = (words: defaults.maximumDifferingWords, places: defaults.maximumDifferingPlaces)
    let levels: [(words: Int, places: Int)?] = flags.contains("--check") ? [defaultLevel] : [nil] + bolder
    print(
        "  merging (words, places)    learn  proposals accepted | coverage strict  flexible | wrong strict  flexible")
    for level in levels {
        let options = level.map {
            Suggester.Options(maximumDifferingWords: $0.words, maximumDifferingPlaces: $0.places)
        }
        for learn in [0, 1] {
            let result: SuggestEvaluation.Result
            do {
                result = try evaluation.run(matcher, learn: learn, options: options, modes: modes.map(\.1))
            } catch {
                fail("suggest: \(error)")
            }
            let wrong = (0..<2).map { result.wrongOther[$0] + result.wrongMapped[$0] }
            let held = result.mapped + result.other
            print(
                "  "
                    + padded(
                        level.map { "\($0.words) words, \($0.places) place\($0.places == 1 ? "" : "s")" }
                            ?? "none (the registry as is)", 26)
                    + padded(learn == 0 ? "A->B" : "B->A", 7)
                    + padded("\(result.proposals)", 10) + padded("\(result.accepted)", 9) + "| "
                    + padded("\(result.covered[0])/\(result.mapped) (\(percent(result.covered[0], result.mapped)))", 16)
                    + padded("\(result.covered[1]) (\(percent(result.covered[1], result.mapped)))", 10) + "| "
                    + padded("\(wrong[0])/\(held)", 13) + "\(wrong[1]) (\(percent(wrong[1], held)))")
            if level.map({ $0 == defaultLevel }) == true {
                if wrong[0] > 0 || Double(wrong[1]) > 0.001 * Double(held) { suggestFailed = true }
            }
            if flags.contains("--show-wrong") {
                for example in result.wrongExamples { print("    wrong \(example)") }
            }
            if flags.contains("--show-suggestions") {
                for template in result.acceptedTemplates { print("    accepted \(template)") }
            }
        }
    }
}

// A query the matcher claims that is not its own sends a user to the wrong action: CI fails on one.
if flags.contains("--check"), suggestFailed {
    FileHandle.standardError.write(
        Data("error: phrases learnt by suggest answer held-out CLINC150 queries wrongly (run with --show-wrong)\n".utf8)
    )
    exit(1)
}
if flags.contains("--check"), clincCounts.contains(where: { $0.wrong > 0 }) {
    FileHandle.standardError.write(Data("error: wrong local answers on CLINC150 (run with --show-wrong)\n".utf8))
    exit(1)
}
