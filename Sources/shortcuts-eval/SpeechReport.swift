import Foundation
import ShortcutKit

/// `shortcuts-eval --speech`: the speech corpus's figures as a table or JSON, and with `--check-speech`
/// the thresholds file's verdict.
struct SpeechReport {
    var corpus: SpeechCorpus
    var evaluations: [(mode: String, evaluation: SpeechEvaluation)]

    init(corpus: SpeechCorpus, matcher: Matcher, modes: [(String, MatchOptions)]) {
        self.corpus = corpus
        self.evaluations = modes.map { ($0.0, SpeechEvaluation(corpus, matcher: matcher, options: $0.1)) }
    }

    var tallies: [String: SpeechTally] {
        Dictionary(evaluations.map { ($0.mode, $0.evaluation.transcripts) }, uniquingKeysWith: { a, _ in a })
    }

    var summary: String {
        let inScope = corpus.utterances.filter { $0.intent != nil }.count
        let voices = Set(corpus.transcripts.map(\.voice)).sorted()
        let meanRate =
            corpus.transcripts.isEmpty
            ? 0 : corpus.transcripts.map(\.wordErrorRate).reduce(0, +) / Double(corpus.transcripts.count)
        let transcribed = Set(corpus.transcripts.map(\.id)).count
        return "Speech corpus: \(corpus.utterances.count) utterances (\(inScope) in scope, "
            + "\(corpus.utterances.count - inScope) negatives), \(corpus.transcripts.count) transcripts of "
            + "\(transcribed) of them by \(voices.count) voices (\(voices.joined(separator: ", "))); "
            + "mean WER \(String(format: "%.3f", meanRate))"
    }

    /// The table: one row per mode and group; percentages of the group's in-scope answers.
    var text: String {
        func cell(_ part: Int, _ tally: SpeechTally) -> String {
            tally.inScope == 0 ? "\(part)" : "\(part) (\(String(format: "%.1f", tally.percentOfInScope(part)))%)"
        }
        let header = [
            "", "mode", "in scope", "correct", "wrong intent", "wrong value", "asks", "no answer", "negatives",
            "false accepts",
        ]
        var rows = [header]
        for (mode, evaluation) in evaluations {
            for (name, tally) in evaluation.groups {
                rows.append([
                    name, mode, "\(tally.inScope)", cell(tally[.correct], tally), cell(tally[.wrongIntent], tally),
                    cell(tally[.wrongParameter], tally), cell(tally[.asksForValue], tally),
                    cell(tally[.noAnswer], tally),
                    "\(tally.negatives)",
                    "\(tally[.falseAccept])",
                ])
            }
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max()! + 2 }
        return
            ([summary, ""]
            + rows.map { row in
                zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined()
                    .trimmingTrailingSpaces
            }).joined(separator: "\n")
    }

    /// Every transcript the mode does not answer correctly, one a line, for tuning tolerances.
    func misses(of mode: String) -> [String] {
        guard let evaluation = evaluations.first(where: { $0.mode == mode })?.evaluation else { return [] }
        return evaluation.misses.map { miss in
            let got = miss.match.map { "\($0.intent) \(($0.json["parameters"] ?? .null).compactText)" } ?? "nothing"
            let meant = miss.utterance.intent.map { "\($0) \(miss.utterance.parameters.compactText)" } ?? "nothing"
            return "\(miss.outcome.rawValue) [\(mode)] \(miss.utterance.id) \(miss.transcript.voice) "
                + "WER \(miss.transcript.wordErrorRate): \"\(miss.transcript.text)\" (said \"\(miss.utterance.text)\") "
                + "-> \(got); meant \(meant)"
        }
    }

    /// `{"utterances", "transcripts", "modes": {mode: evaluation}}`.
    var json: JSON {
        .object(
            JSONObject([
                ("utterances", .integer(corpus.utterances.count)), ("transcripts", .integer(corpus.transcripts.count)),
                ("modes", .object(JSONObject(evaluations.map { ($0.mode, $0.evaluation.json) }))),
            ]))
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// Runs `--speech`: prints the report (or its JSON) and, given a thresholds file, checks it.
/// - Returns: the exit status: 0, 1 when a limit is broken, 2 when a file cannot be used.
func runSpeech(
    registryPath: String, flexible: MatchOptions, manifest: String, transcripts: String, thresholds: String?,
    json: Bool, showMisses: Bool
) -> Int32 {
    func failure(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return 2
    }
    let report: SpeechReport
    let limits: SpeechThresholds?
    do {
        let matcher = try Matcher(
            registry: Registry(contentsOf: URL(fileURLWithPath: registryPath), sourcePath: registryPath))
        let corpus = try SpeechCorpus(
            manifest: URL(fileURLWithPath: manifest), transcripts: URL(fileURLWithPath: transcripts))
        report = SpeechReport(
            corpus: corpus, matcher: matcher, modes: [("strict", MatchOptions()), ("flexible", flexible)])
        limits = try thresholds.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
            }
            return try SpeechThresholds(parsing: String(decoding: data, as: UTF8.self))
        }
    } catch let error as SpeechThresholds.FormatError {
        return failure("\(thresholds ?? ""):\(error.line): \(error.message)")
    } catch let error as CocoaError {
        return failure(
            "\(error.filePath ?? "a file"): cannot read the file (run from the package root, or pass --registry, "
                + "--manifest, --transcripts and --speech-thresholds)")
    } catch {
        return failure("\(error)")
    }
    print(json ? report.json.prettyText : report.text)
    if showMisses {
        for line in report.misses(of: "flexible") { print(line) }
    }
    guard let limits, let thresholds else { return 0 }
    let broken = limits.violations(report.tallies, file: thresholds)
    for line in broken { FileHandle.standardError.write(Data("error: speech: \(line)\n".utf8)) }
    return broken.isEmpty ? 0 : 1
}
