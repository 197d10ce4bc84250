import AssistantTestSupport
import Foundation
import Testing

/// `shortcuts export --format jsgf` and `--format hints` through the built binary, and the grammar loaded by
/// PocketSphinx where its Python module is installed.
@Suite(needsBuiltBinary) struct RecognizerExportEndToEndTests {
    /// Whether `python3 -c "import pocketsphinx"` works on this machine.
    static let hasPocketSphinx: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import pocketsphinx"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test func theShippedGrammarGoesToStdoutAndItsNotesToStderr() throws {
        let result = try runBinary(["export", "--format", "jsgf", "--registry", shippedRegistry])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("#JSGF V1.0 UTF-8 en;\n\ngrammar VillagePay;\n"))
        #expect(result.output.contains("\npublic <command> = <leading>* (<talkToVillager> | <checkBalance> |"))
        #expect(result.output.components(separatedBy: "public ").count == 2)
        #expect(result.output.contains("\n<app> = villagepay | village wallet;\n"))
        let warnings = result.error.split(separator: "\n")
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.hasPrefix("warning: ") })
        #expect(result.error.contains("warning: negativePhrases: negative phrases are not in the grammar"))
    }

    @Test func theHintsAreOneALineWithoutRepeats() throws {
        let result = try runBinary(["export", "--format", "hints", "--registry", shippedRegistry])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first == "villagepay")
        #expect(lines.contains("check my savings balance in village wallet"))
        #expect(Set(lines).count == lines.count)
        #expect(lines.allSatisfy { !$0.isEmpty && $0.count <= 100 && $0 == $0.lowercased() })
    }

    @Test(arguments: [
        (["export", "--format", "jsgf", "--with-types"], 2, "error: --with-types does not apply to --format jsgf"),
        (["export", "--format", "jsgf", "--locale", "it"], 1, #"error: jsgf: no phrases for locale "it""#),
    ])
    func mistakesAreErrors(arguments: [String], status: Int32, message: String) throws {
        let result = try runBinary(arguments + ["--registry", shippedRegistry])
        #expect(result.status == status)
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test func aGrammarIsNotImported() throws {
        let grammar = FileManager.default.temporaryDirectory.appendingPathComponent("grammar-\(UUID().uuidString).jsgf")
        try "#JSGF V1.0;\ngrammar g;\npublic <a> = hello;\n".write(to: grammar, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: grammar) }
        let result = try runBinary(["import", grammar.path, "--registry", shippedRegistry])
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: \(grammar.path): a jsgf file is written from the registry and is not read back; import the "
                + "app's Swift, a string catalog or phrase records\n")
    }

    @Test(
        .enabled(
            if: hasPocketSphinx,
            "needs PocketSphinx's Python module (`pip install pocketsphinx`) to load the grammar"),
        arguments: ["en", "de"])
    func pocketSphinxLoadsTheShippedGrammar(locale: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grammar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let grammar = folder.appendingPathComponent("villagepay.jsgf").path
        let export = try runBinary([
            "export", "--format", "jsgf", "--locale", locale, "--registry", shippedRegistry, "-o", grammar,
        ])
        #expect(export.status == 0, "\(export.error)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/speech/jsgf_pocketsphinx.py", "check", grammar]
        process.currentDirectoryURL = repositoryRoot
        let output = Pipe.closedOnExec()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.hasPrefix("loaded \(grammar)"))
    }
}
