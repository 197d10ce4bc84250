import AssistantTestSupport
import Foundation
import Testing

/// `test` and `suggest` read their input files whole, so a file past the bound is refused before it is read.
@Suite struct InputFileTests {
    @Test(arguments: [
        ["test"], ["suggest"], ["suggest", "labels.jsonl", "--must-not-match"],
    ])
    func aFileOverTheBoundIsRefusedByName(_ command: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let labels = folder.appendingPathComponent("labels.jsonl")
        try Data(#"{"utterance": "check my balance", "intent": "CheckBalanceIntent"}"#.utf8).write(to: labels)
        // A sparse file: its size is past the bound without writing 64 MB.
        let huge = folder.appendingPathComponent("huge.jsonl")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(64_000_001))
        try handle.close()

        let arguments = command.map { $0 == "labels.jsonl" ? labels.path : $0 } + [huge.path]
        let outcome = runInProcess(arguments + ["--registry", Repository.shippedRegistry])
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("\(huge.path): larger than 64 MB, not read; split the file"))
    }
}
