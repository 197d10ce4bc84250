import Foundation
import ShortcutKit
import Testing

@testable import ShortcutCLI

/// The library names what is missing; only the command line speaks of its flags.
@Suite struct MissingInputFlagsTests {
    @Test(arguments: [
        MissingInput.registryFile, .baseRegistry, .stringsLocale, .appName, .compilationFlag,
        .declaration(of: "Contact"),
    ])
    func theCommandLineSaysEachMissingInputAsItsFlag(input: MissingInput) {
        #expect(input.commandLineFix.contains("--"))
        #expect(!input.description.contains("--"), "the library's own words name no flag")
    }

    @Test func aRegistryThatCannotBeReadNamesTheFlagAndTheVariable() {
        let outcome = runInProcess(["match", "--registry", "/nonexistent/shortcuts.json", "hi"])
        #expect(outcome.status == 2)
        #expect(
            outcome.error
                == "error: /nonexistent/shortcuts.json: no such file; pass --registry PATH or set SHORTCUTS_REGISTRY "
                + "to a registry file\n")
    }

    @Test(needsBuiltBinary) func swiftSourceWithoutTheAppsNameAsksForAppName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missing-input-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Shortcuts.swift")
        try """
        struct OpenIntent: AppIntent {}
        struct Shortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OpenIntent(), phrases: ["Open \\(.applicationName)"])
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        // Run where no shortcuts.json is, so that the import has no registry to take the name from.
        let outcome = try runBinary(["import", file.path], environment: ["SHORTCUTS_REGISTRY": ""], in: folder)
        #expect(outcome.status == 1)
        #expect(
            outcome.error.contains("pass --app-name NAME or --registry with an existing registry"), "\(outcome.error)")
    }
}
