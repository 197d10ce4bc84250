import Foundation
import Testing

@testable import ShortcutCLI
@testable import ShortcutKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `shortcuts import` of folders and several files, partial imports, `--strict`, `--define`, exact round
/// trips and hostile input, in-process and through the built binary.
@Suite struct ImportCommandTests {
    static let sampleApp = FormatCommandsTests.fixtures.appendingPathComponent("SampleApp").path

    /// The sample app's source folder imports with one command, and its registry lints clean under --strict.
    @Test func theSampleAppImportsWithOneCommandAndLintsCleanEndToEnd() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let imported = try runBinary(
            ["import", Self.sampleApp, "--app-name", "Metrona", "-o", "shortcuts.json"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output.isEmpty)
        #expect(!imported.error.contains("error:"))
        #expect(
            imported.error.contains(
                "note: \(Self.sampleApp)/Metrona/App/MetronaShortcuts.swift:47:9: skipped the #if branch"))
        #expect(imported.error.contains("warning: types.SongEntity: SongEntity is an AppEntity"))
        let lint = try runBinary(["lint", "--strict"], in: folder)
        #expect(lint.status == 0, "\(lint.output)")
        // The only findings are notes that the German prompts are not translated: an app keeps those in its
        // own string catalog, not in AppShortcuts.xcstrings, so the import cannot see them.
        #expect(lint.output.hasSuffix("0 errors, 0 warnings, 3 notes\n"), "\(lint.output)")
        #expect(
            lint.output.split(separator: "\n").dropLast().allSatisfy { $0.contains("note: [missing-translation] de:") },
            "\(lint.output)")
        let match = try runBinary(["match", "switch metrona to andante"], in: folder)
        #expect(match.status == 0)
        #expect(match.output.hasPrefix("SetTempoIntent\n"), "\(match.output)")
        // Importing the same folder into the registry it made changes nothing, byte for byte.
        let before = try Data(contentsOf: folder.appendingPathComponent("shortcuts.json"))
        let again = try runBinary(["import", Self.sampleApp, "--write"], in: folder)
        #expect(again.status == 0, "\(again.error)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("shortcuts.json")) == before)
    }

    @Test func defineTakesTheDebugBranches() {
        let result = runInProcess([
            "import", Self.sampleApp, "--app-name", "Metrona", "--define", "DEBUG", "--define", "BETA",
            "--registry", "/nonexistent/shortcuts.json", "-o", "/dev/null",
        ])
        #expect(result.status == 2, "the named registry is missing: \(result.error)")
        let imported = runInProcess(["import", Self.sampleApp, "--app-name", "Metrona", "--define", "DEBUG"])
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output.contains("\"intent\": \"ResetProgressIntent\""))
    }

    /// Two files named on the command line are read together; what cannot be read is reported with its
    /// place and the rest imported; --strict makes that a failure that writes nothing.
    @Test func partialImportAndStrict() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        try """
        struct S: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OpenIntent(), phrases: ["Open \\(.applicationName)", String(format: "Go %@", x)])
                AppShortcut(intent: TintIntent(), phrases: ["Tint it \\(\\.$tint) in \\(.applicationName)"])
            }
        }
        """.write(to: folder.appendingPathComponent("S.swift"), atomically: true, encoding: .utf8)
        try """
        struct TintIntent: AppIntent { @Parameter(title: "Tint") var tint: Tint }
        enum Tint: String, AppEnum {
            case rose
            static var caseDisplayRepresentations: [Tint: DisplayRepresentation] = [.rose: "Rose"]
        }
        """.write(to: folder.appendingPathComponent("Tint.swift"), atomically: true, encoding: .utf8)
        let files = ["S.swift", "Tint.swift"].map { folder.appendingPathComponent($0).path }
        let partial = runInProcess(["import"] + files + ["--app-name", "Tiles"])
        #expect(partial.status == 0, "\(partial.error)")
        #expect(partial.output.contains("\"Open ${applicationName}\""))
        #expect(partial.output.contains("\"Tint it ${tint} in ${applicationName}\""))
        #expect(partial.error.contains("warning: \(files[0]): phrase 2 is not a string literal"))
        #expect(partial.error.contains("--> \(files[0]):3:"))
        #expect(partial.error.contains("1 part of the source could not be read; the rest was imported"))
        let output = folder.appendingPathComponent("out.json").path
        let strict = runInProcess(["import"] + files + ["--app-name", "Tiles", "--strict", "-o", output])
        #expect(strict.status == 1)
        #expect(strict.output.isEmpty)
        #expect(strict.error.contains("error: \(files[0]): phrase 2 is not a string literal"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func importingNothingFails() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        try
            "struct S: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { AppShortcut(intent: O(), phrases: [p]) } }"
            .write(to: folder.appendingPathComponent("S.swift"), atomically: true, encoding: .utf8)
        let result = runInProcess(["import", folder.path, "--app-name", "Tiles"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("nothing was imported"))
        let empty = try FormatCommandsTests.temporaryFolder()
        let none = runInProcess(["import", empty.path, "--app-name", "Tiles"])
        #expect(none.status == 2)
        #expect(none.error.contains("no Swift files"))
    }

    /// A `.strings` file whose locale cannot be told is a usage error (exit 2), like every other.
    @Test func stringsWithoutALocaleIsAUsageError() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let file = folder.appendingPathComponent("AppShortcuts.strings")
        try #""Open ${applicationName}" = "Öffne ${applicationName}";"#.write(
            to: file, atomically: true, encoding: .utf8)
        let result = runInProcess(["import", file.path, "--registry", shippedRegistry])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: cannot tell the locale of '\(file.path)'; pass --locale"))
        #expect(result.error.contains("See 'shortcuts help import'."))
    }

    /// The exported provider of the shipped registry, imported into it, leaves shortcuts.json byte for byte.
    @Test func aGeneratedFileImportedIntoItsRegistryLeavesItByteIdenticalEndToEnd() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let registry = folder.appendingPathComponent("shortcuts.json")
        try FileManager.default.copyItem(atPath: shippedRegistry, toPath: registry.path)
        let exported = try runBinary(["export", "--format", "swift", "-o", "Generated.swift"], in: folder)
        #expect(exported.status == 0, "\(exported.error)")
        let printed = try runBinary(["import", "Generated.swift"], in: folder)
        #expect(printed.status == 0, "\(printed.error)")
        #expect(printed.error.isEmpty)
        #expect(Data(printed.output.utf8) == (try Data(contentsOf: URL(fileURLWithPath: shippedRegistry))))
        let written = try runBinary(["import", "Generated.swift", "--write"], in: folder)
        #expect(written.status == 0)
        #expect(try Data(contentsOf: registry) == (try Data(contentsOf: URL(fileURLWithPath: shippedRegistry))))
    }

    /// Interpolations nested 100,000 deep once crashed the importer (SIGSEGV); now a clear error, exit 1.
    @Test func deeplyNestedInterpolationsAreAnErrorNotACrashEndToEnd() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let depth = 100_000
        let phrase = String(repeating: #""\("#, count: depth) + String(repeating: #")""#, count: depth)
        try
            "struct S: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { AppShortcut(intent: O(), phrases: [\(phrase)]) } }"
            .write(to: folder.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        let result = try runBinary(["import", "Deep.swift", "--app-name", "Tiles"], in: folder)
        #expect(result.status == 1, "\(result.error.prefix(300))")
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: Deep.swift: string literals are nested more than 64 deep"))
    }

    /// A provider whose phrases all lack the app name is an error (exit 1), not an empty provider.
    @Test func exportRefusesToWriteAnEmptyProvider() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let registry = folder.appendingPathComponent("shortcuts.json")
        try """
        {"version": 1, "app": {"name": "Tiles"}, "intents": [{"name": "OpenIntent"}],
         "shortcuts": [{"intent": "OpenIntent", "phrases": ["Open the tiles"]}]}
        """.write(to: registry, atomically: true, encoding: .utf8)
        let result = runInProcess(["export", "--format", "swift", "--registry", registry.path])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("no phrase Apple would accept, so the Swift would leave it out"))
    }

    /// A file larger than any App Shortcuts source is refused when named, and skipped with a warning in a
    /// folder; at most one byte past the limit is read, so an endless file (`/dev/zero`) is refused too.
    @Test func oversizedFilesAreNotRead() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        try Self.provider.write(to: folder.appendingPathComponent("S.swift"), atomically: true, encoding: .utf8)
        let big = folder.appendingPathComponent("Generated.swift")
        try Data(repeating: UInt8(ascii: " "), count: (8 << 20) + 1).write(to: big)
        let limit = "larger than 8 MiB, the limit for a Swift file; import the files that hold the app's shortcuts"
        let named = runInProcess(["import", big.path, "--app-name", "Tiles"])
        #expect(named.status == 2)
        #expect(named.error == "error: \(big.path): \(limit)\n")
        let inFolder = runInProcess(["import", folder.path, "--app-name", "Tiles"])
        #expect(inFolder.status == 0, "\(inFolder.error)")
        #expect(inFolder.error.contains("warning: \(big.path): skipped: \(limit)\n"))
        #expect(inFolder.output.contains("\"Open ${applicationName}\""))
        let endless = runInProcess(["import", "/dev/zero", "--format", "swift", "--app-name", "Tiles"])
        #expect(endless.status == 2)
        #expect(endless.error == "error: /dev/zero: \(limit)\n")
    }

    static let provider = """
        struct S: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] { AppShortcut(intent: OpenIntent(), phrases: ["Open \\(.applicationName)"]) }
        }
        """

    /// Swift source that is not UTF-8 text is refused when named, naming the file and the byte offset, and
    /// skipped with that warning in a folder: never repaired into a phrase nobody wrote.
    @Test(
        arguments: [
            ([0xFF], "invalid UTF-8 at byte offset 6 (0xFF)"),
            ([0xC3], "invalid UTF-8 at byte offset 6 (0xC3)"),
            ([0x00], "a NUL byte at byte offset 6"),
        ] as [([UInt8], String)])
    func swiftThatIsNotTextIsRefusedEndToEnd(bad: [UInt8], problem: String) throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        try Self.provider.write(to: folder.appendingPathComponent("S.swift"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("Bad.swift")
        try Data(Array("// caf".utf8) + bad + Array("\nlet x = 1\n".utf8)).write(to: file)
        let message = "\(problem); save the file as UTF-8 text without NUL bytes"
        let named = try runBinary(["import", file.path, "--app-name", "Tiles"], in: folder)
        #expect(named.status == 2)
        #expect(named.output.isEmpty)
        #expect(named.error == "error: \(file.path): \(message)\n")
        let inFolder = try runBinary(["import", folder.path, "--app-name", "Tiles"], in: folder)
        #expect(inFolder.status == 0, "\(inFolder.error)")
        #expect(inFolder.error == "warning: \(file.path): skipped: \(message)\n")
        #expect(inFolder.output.contains("\"Open ${applicationName}\""))
    }

    /// In a folder, a FIFO, a link to nothing, a link loop and an unreadable file are each skipped with a
    /// warning naming the path and why; the rest is imported. A link to a folder is not followed, so a link
    /// back up the tree cannot loop.
    @Test func unreadableEntriesOfAFolderAreSkippedWithAWarningEndToEnd() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let path = folder.path
        try Self.provider.write(to: folder.appendingPathComponent("S.swift"), atomically: true, encoding: .utf8)
        #expect(mkfifo(path + "/Pipe.swift", 0o644) == 0)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: path + "/Dangling.swift", withDestinationPath: "Missing.swift")
        try manager.createSymbolicLink(atPath: path + "/Loop.swift", withDestinationPath: "Loop.swift")
        try manager.createSymbolicLink(atPath: path + "/Up", withDestinationPath: "..")
        var expected = [
            "warning: \(path)/Dangling.swift: skipped: a symbolic link to nothing, or a link loop",
            "warning: \(path)/Loop.swift: skipped: a symbolic link to nothing, or a link loop",
            "warning: \(path)/Pipe.swift: skipped: a FIFO or another special file, not a regular file",
        ]
        // Root reads a file whatever its permissions; there the unreadable file is read, and not expected.
        try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent("Locked.swift"))
        #expect(chmod(path + "/Locked.swift", 0) == 0)
        if getuid() != 0 {
            expected.insert("warning: \(path)/Locked.swift: skipped: cannot read the file (permission denied)", at: 2)
        }
        let imported = try runBinary(["import", path, "--app-name", "Tiles"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error == expected.joined(separator: "\n") + "\n")
        #expect(imported.output.contains("\"Open ${applicationName}\""))
        let strict = try runBinary(["import", path, "--app-name", "Tiles", "--strict"], in: folder)
        #expect(strict.status == 1, "\(strict.error)")
        #expect(strict.output.isEmpty)
        #expect(
            strict.error
                == expected.map { "error" + $0.dropFirst("warning".count) }.joined(separator: "\n")
                + "\n\(expected.count) files could not be read; the registry was not written (--strict)\n")
    }
}
