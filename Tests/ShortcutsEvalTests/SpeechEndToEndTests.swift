import AssistantTestSupport
import Foundation
import Testing

/// `shortcuts-eval --speech` through the built binary, on a corpus of three utterances.
@Suite(.enabled(if: builtEval() != nil || isRunningUnderCI, "needs shortcuts-eval; `swift build` makes it"))
struct SpeechEndToEndTests {
    static let manifest = """
        {"id": "near-0001", "text": "load the dishwasher", "intent": null, "parameters": {}, "source": "near"}
        {"id": "own-0001", "text": "load $20 into VillagePay", "intent": "LoadFundsIntent", \
        "parameters": {"amount": {"amount": 20, "currency": "USD"}}, "source": "own"}
        {"id": "own-0002", "text": "pay my water bill", "intent": "PayBillIntent", \
        "parameters": {"biller": "water"}, "source": "own"}

        """
    static let transcripts = """
        {"id": "near-0001", "voice": "kal", "transcript": "load the dish washer", "wer": 0.6667}
        {"id": "own-0001", "voice": "kal", "transcript": "load twenty dollars into village pay", "wer": 0}
        {"id": "own-0001", "voice": "slt", "transcript": "lode twenty dollars into village pay", "wer": 0.1667}
        {"id": "own-0002", "voice": "kal", "transcript": "pay my water bill", "wer": 0}
        {"id": "own-0002", "voice": "slt", "transcript": "play my daughter bill", "wer": 0.5}

        """

    /// A folder holding the fixture corpus and `thresholds` as `thresholds.txt`.
    func corpus(thresholds: String = "") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speech-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.manifest.write(
            to: folder.appendingPathComponent("utterances.jsonl"), atomically: true, encoding: .utf8)
        try Self.transcripts.write(
            to: folder.appendingPathComponent("transcripts.jsonl"), atomically: true, encoding: .utf8)
        try thresholds.write(to: folder.appendingPathComponent("thresholds.txt"), atomically: true, encoding: .utf8)
        return folder
    }

    func arguments(_ folder: URL) -> [String] {
        [
            "--registry", Repository.shippedRegistry,
            "--manifest", folder.appendingPathComponent("utterances.jsonl").path,
            "--transcripts", folder.appendingPathComponent("transcripts.jsonl").path,
            "--speech-thresholds", folder.appendingPathComponent("thresholds.txt").path,
        ]
    }

    @Test func jsonCountsEachModeByBand() throws {
        let folder = try corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runEval(["--speech", "--json"] + arguments(folder))
        #expect(run.status == 0)
        #expect(run.error == "")
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let modes = try #require(report?["modes"] as? [String: [String: Any]])
        let strict = try #require(modes["strict"]?["transcripts"] as? [String: Int])
        #expect(
            strict == [
                "inScope": 4, "correct": 2, "wrongIntent": 0, "wrongParameter": 0, "asksForValue": 0, "noAnswer": 2,
                "negatives": 1,
                "falseAccepts": 0,
            ])
        let flexible = try #require(modes["flexible"]?["transcripts"] as? [String: Int])
        #expect(flexible["correct"] == 3)  // "lode" sounds like "load"
        #expect(flexible["falseAccepts"] == 0)
        let typed = try #require(modes["flexible"]?["typed"] as? [String: Int])
        #expect(typed["correct"] == 2)
        #expect(typed["negatives"] == 1)
        let bands = try #require(modes["strict"]?["byWER"] as? [String: [String: Int]])
        #expect(bands.keys.sorted() == ["(0, 0.2)", "0", ">= 0.5", "[0.2, 0.5)"])
        #expect(bands["0"]?["correct"] == 2)
        #expect(bands[">= 0.5"]?["noAnswer"] == 1)
        #expect(bands[">= 0.5"]?["negatives"] == 1)
    }

    @Test func checkFailsOnABrokenLimitAndNamesIt() throws {
        let folder = try corpus(thresholds: "strict falseAccepts <= 0\nflexible correct% >= 80\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runEval(["--check-speech"] + arguments(folder))
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("Speech corpus: 3 utterances (2 in scope, 1 negatives), 5 transcripts"))
        #expect(
            run.error
                == "error: speech: flexible correct% is 75.0, below the limit 80.0 "
                + "(\(folder.appendingPathComponent("thresholds.txt").path):2)\n")
    }

    @Test func checkPassesWithinTheLimits() throws {
        let folder = try corpus(thresholds: "strict falseAccepts <= 0\nflexible correct% >= 75\nflexible wrong% <= 1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try runEval(["--check-speech"] + arguments(folder))
        #expect(run.status == 0)
        #expect(run.error == "")
    }

    @Test func aTranscriptOfNoUtteranceIsNamedByLine() throws {
        let folder = try corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("transcripts.jsonl")
        try (Self.transcripts + #"{"id": "own-0009", "voice": "kal", "transcript": "x", "wer": 1}"# + "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try runEval(["--speech"] + arguments(folder))
        #expect(run.status == 2)
        #expect(
            run.error
                == "error: \(file.path):6: id 'own-0009' is not in \(folder.appendingPathComponent("utterances.jsonl").path)"
                + " (the files come from Scripts/speech/make-corpus.py; run it again)\n")
    }
}

let isRunningUnderCI = ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

/// The `shortcuts-eval` binary `swift build` put beside the test bundle.
func builtEval() -> URL? { Repository.builtProduct("shortcuts-eval") }

struct EvalRun {
    var status: Int32
    var output: String
    var error: String
}

struct MissingEval: Error, CustomStringConvertible {
    var description: String { "no built shortcuts-eval binary: run `swift build` before `swift test`" }
}

/// Runs the built `shortcuts-eval` from the repository's root, stdout and stderr apart.
func runEval(_ arguments: [String]) throws -> EvalRun {
    guard let binary = builtEval() else { throw MissingEval() }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = Repository.root
    let output = Pipe.closedOnExec()
    let error = Pipe.closedOnExec()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return EvalRun(
        status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
        error: String(decoding: errData, as: UTF8.self))
}
