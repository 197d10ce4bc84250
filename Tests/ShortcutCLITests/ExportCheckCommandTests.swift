import Foundation
import ShortcutKit
import Testing

@testable import ShortcutCLI

/// `shortcuts export --check`: the CI gate for generated files, for every format, in-process and through the
/// built binary, for a current, a stale and a missing file.
@Suite struct ExportCheckCommandTests {
    private static let registryPath = FormatCommandsTests.fixtures.appendingPathComponent("formats-registry.json")
        .path

    /// Each format with the arguments it needs and the file it is written to.
    static let formats: [(PhraseFormat, [String], String)] = [
        (.swift, ["--with-types"], "AppShortcuts.swift"),
        (.xcstrings, [], "AppShortcuts.xcstrings"),
        (.strings, ["--locale", "de"], "AppShortcuts.strings"),
        (.phrases, [], "phrases.json"),
        (.csv, [], "phrases.csv"),
    ]

    private static func export(_ format: PhraseFormat, _ extra: [String], to path: String) -> [String] {
        ["export", "--format", format.rawValue, "--registry", registryPath, "-o", path] + extra
    }

    @Test(arguments: formats)
    func aCurrentFileExitsZeroAndIsLeftAlone(format: PhraseFormat, extra: [String], name: String) throws {
        let file = try FormatCommandsTests.temporaryFolder().appendingPathComponent(name)
        #expect(runInProcess(Self.export(format, extra, to: file.path)).status == 0)
        let written = try Data(contentsOf: file)
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        let result = runInProcess(Self.export(format, extra, to: file.path) + ["--check"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(!result.error.contains("error:"))
        #expect(try Data(contentsOf: file) == written)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == modified)
    }

    @Test(arguments: formats)
    func aStaleFileExitsOneWithADiffAndIsLeftAlone(format: PhraseFormat, extra: [String], name: String) throws {
        let file = try FormatCommandsTests.temporaryFolder().appendingPathComponent(name)
        #expect(runInProcess(Self.export(format, extra, to: file.path)).status == 0)
        let current = try String(contentsOf: file, encoding: .utf8)
        // Split at "\n" alone, so that CSV's "\r\n" lines split too (a Character would hold "\r\n" whole).
        var lines = current.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let removed = lines.remove(at: 2)
        let stale = lines.joined(separator: "\n") + "extra line\n"
        try stale.write(to: file, atomically: true, encoding: .utf8)
        let result = runInProcess(Self.export(format, extra, to: file.path) + ["--check"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("--- \(file.path)\n+++ \(file.path)\n@@ -"))
        #expect(result.output.contains("\n+\(removed)\n"))
        #expect(result.output.contains("\n-extra line\n"))
        #expect(
            result.error.hasSuffix(
                "error: \(file.path) is not what export would write (the diff is on stdout); run the same export without --check to update it\n"
            ))
        #expect(try String(contentsOf: file, encoding: .utf8) == stale)
    }

    @Test(arguments: formats)
    func aMissingFileExitsOneAndIsNotCreated(format: PhraseFormat, extra: [String], name: String) throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let file = folder.appendingPathComponent(name)
        let result = runInProcess(Self.export(format, extra, to: file.path) + ["--check"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(
            result.error.hasSuffix(
                "error: \(file.path) does not exist; run the same export without --check to write it\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func checkNeedsAnOutputFile() {
        let result = runInProcess(["export", "--format", "swift", "--registry", Self.registryPath, "--check"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: --check needs -o <file>"))
        #expect(result.output.isEmpty)
    }

    /// A file that is there but cannot be read is not "missing": it is input the command cannot use.
    @Test func aFolderInThePlaceOfTheFileIsUnreadable() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let result = runInProcess(Self.export(.csv, [], to: folder.path) + ["--check"])
        #expect(result.status == 2)
        #expect(result.error.contains("error: \(folder.path): cannot be read"))
    }

    /// The header names the registry from the file's folder, so that the file checked in CI is the file
    /// written on a developer's machine, wherever each checkout is.
    @Test func theHeaderDoesNotDependOnWhereTheCheckoutIs() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let registry = folder.appendingPathComponent("shortcuts.json")
        try FileManager.default.copyItem(atPath: Self.registryPath, toPath: registry.path)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("MyApp"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("MyApp/AppShortcuts.swift")
        let result = runInProcess(["export", "--format", "swift", "--registry", registry.path, "-o", file.path])
        #expect(result.status == 0)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("// Generated by `shortcuts export --format swift` from ../shortcuts.json.\n"))
    }

    /// A catalog Xcode wrote keeps its layout when exported over, so it is current for `--check` as it is.
    @Test func aCatalogInXcodesLayoutIsKeptAndCurrent() throws {
        let catalog = FormatCommandsTests.fixtures.appendingPathComponent("xcode-shaped.xcstrings")
        let file = try FormatCommandsTests.temporaryFolder().appendingPathComponent("AppShortcuts.xcstrings")
        try FileManager.default.copyItem(at: catalog, to: file)
        let check = runInProcess(Self.export(.xcstrings, [], to: file.path) + ["--check"])
        #expect(check.status == 0, "\(check.output)")
        #expect(runInProcess(Self.export(.xcstrings, [], to: file.path)).status == 0)
        #expect(try Data(contentsOf: file) == Data(contentsOf: catalog))
    }

    // MARK: End to end, through the built binary

    /// The README's iOS round trip: import the app's folder, then export over its own provider, which is
    /// current as it is and is left byte for byte.
    @Test(needsBuiltBinary) func importThenExportOverTheAppsOwnProviderThroughTheBinary() throws {
        let app = FormatCommandsTests.fixtures.appendingPathComponent("ConstructsApp")
        let folder = try FormatCommandsTests.temporaryFolder()
        let provider = folder.appendingPathComponent("TasklyShortcuts.swift")
        try FileManager.default.copyItem(
            at: app.appendingPathComponent("Tasks/TasklyShortcuts.swift"), to: provider)
        let imported = try runBinary(["import", app.path, "--app-name", "Taskly", "-o", "shortcuts.json"], in: folder)
        #expect(imported.status == 0, "\(imported.error)")
        let export = ["export", "--format", "swift", "-o", "TasklyShortcuts.swift"]
        let check = try runBinary(export + ["--check"], in: folder)
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(check.output.isEmpty)
        #expect(try runBinary(export, in: folder).status == 0)
        #expect(
            try Data(contentsOf: provider)
                == Data(contentsOf: app.appendingPathComponent("Tasks/TasklyShortcuts.swift")))
    }

    @Test(needsBuiltBinary)
    func currentStaleAndMissingThroughTheBinary() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        try FileManager.default.copyItem(
            atPath: Self.registryPath, toPath: folder.appendingPathComponent("shortcuts.json").path)
        let command = ["export", "--format", "xcstrings", "-o", "AppShortcuts.xcstrings"]
        let missing = try runBinary(command + ["--check"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(
            missing.error.hasSuffix(
                "error: AppShortcuts.xcstrings does not exist; run the same export without --check to write it\n"))
        #expect(try runBinary(command, in: folder).status == 0)
        let current = try runBinary(command + ["--check"], in: folder)
        #expect(current.status == 0)
        #expect(current.output.isEmpty)
        let file = folder.appendingPathComponent("AppShortcuts.xcstrings")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "Öffne das Dorftor", with: "Öffne das Tor").write(
            to: file, atomically: true, encoding: .utf8)
        let stale = try runBinary(command + ["--check"], in: folder)
        #expect(stale.status == 1)
        #expect(stale.output.contains("\n-") && stale.output.contains("Öffne das Tor"))
        #expect(stale.output.contains("\n+") && stale.output.contains("Öffne das Dorftor"))
        #expect(stale.error.contains("error: AppShortcuts.xcstrings is not what export would write"))
    }
}
