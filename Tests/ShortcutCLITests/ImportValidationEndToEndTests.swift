import Foundation
import Testing

@testable import ShortcutCLI
@testable import ShortcutKit

/// `shortcuts import DIR` through the built binary, on a tree of valid Swift that the registry's validation
/// refuses (`ImportValidationApp`: a shortcut presets `domain` and its phrase names it): the error names the
/// Swift file, line and column, with the source line and a caret, as the importer's own problems do.
@Suite struct ImportValidationEndToEndTests {
    @Test func aValidationProblemNamesTheSwiftFileAndLineEndToEnd() throws {
        let root = FormatCommandsTests.fixtures.appendingPathComponent("ImportValidationApp")
        let folder = try FormatCommandsTests.temporaryFolder()
        let outcome = try runBinary(
            ["import", "MyApp", "--app-name", "Home", "-o", folder.path + "/shortcuts.json"], in: root)
        #expect(outcome.status == 1, "\(outcome.error)")
        #expect(outcome.output.isEmpty)
        let lines = outcome.error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.first
                == "error: MyApp/Shortcuts.swift: shortcuts[0].phrases[0]: the imported registry would not load: "
                + "${domain} is fixed by this shortcut's values, so no phrase of it may name it; remove ${domain} "
                + "from the phrase, or move the phrase to a shortcut that does not fix domain",
            "\(outcome.error)")
        #expect(lines.dropFirst().first == "  --> MyApp/Shortcuts.swift:9:23", "\(outcome.error)")
        #expect(
            outcome.error.contains(#"9 |             phrases: ["Turn on the \(\.$domain) in \(.applicationName)"],"#))
        #expect(outcome.error.contains("  |                       ^"), "\(outcome.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/shortcuts.json"))
    }
}
