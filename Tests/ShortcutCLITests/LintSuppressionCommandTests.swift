import Foundation
import ShortcutKit
import Testing

/// `shortcuts lint --strict` with the registry's `lint.ignore`: what CI keeps green.
@Suite struct LintSuppressionCommandTests {
    static let fixture = LintCommandTests.fixture("suppressed")

    @Test func acceptedFindingsKeepStrictGreenEndToEnd() throws {
        let clean = try runBinary(["lint", "--strict", "--registry", Self.fixture])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output == "\(Self.fixture): 0 errors, 0 warnings, 0 notes\n")
        // The same registry without its suppressions fails on the collision.
        let folder = try FormatCommandsTests.temporaryFolder()
        var registry = try Registry(contentsOf: URL(fileURLWithPath: Self.fixture))
        registry.lintSuppressions = []
        let unsuppressed = folder.appendingPathComponent("r.json")
        try registry.json().prettyText.write(to: unsuppressed, atomically: true, encoding: .utf8)
        let failing = try runBinary(["lint", "--strict", "--registry", unsuppressed.path])
        #expect(failing.status == 1)
        #expect(failing.output.contains("error: [collision]"))
    }

    /// An entry that no longer silences anything fails `--strict`, at its line.
    @Test func aStaleEntryIsAWarningAtItsLine() throws {
        let folder = try FormatCommandsTests.temporaryFolder()
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8).replacingOccurrences(
            of: #""rule": "needs-app-name""#, with: #""rule": "redundant-phrase""#)
        let file = folder.appendingPathComponent("stale.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = runInProcess(["lint", "--strict", "--registry", file.path])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "stale.json:47:7: warning: [stale-suppression] no redundant-phrase finding concerns these phrases any more; remove the entry"
            ), "\(result.output)")
        #expect(result.output.contains("note: [needs-app-name]"), "what it no longer silences shows again")
    }

    /// The schema editors use lists the same rules the loader accepts in `lint.ignore`.
    @Test func theSchemaListsEveryRuleThatCanBeSuppressed() throws {
        let schema =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: repositoryRoot.appendingPathComponent("shortcuts.schema.json")))
            as? [String: Any]
        let lint = (schema?["properties"] as? [String: Any])?["lint"] as? [String: Any]
        let ignore = (lint?["properties"] as? [String: Any])?["ignore"] as? [String: Any]
        let item = (ignore?["items"] as? [String: Any])?["properties"] as? [String: Any]
        let ids = (item?["rule"] as? [String: Any])?["enum"] as? [String]
        #expect(ids == LintRule.allCases.filter { $0 != .staleSuppression }.map(\.id))
    }
}
