import Foundation
import Testing

@testable import ShortcutKit

/// `lint.ignore` suppressions, stale entries, the prompt-missing rule, and dialog placeholders at load.
@Suite struct LintSuppressionTests {
    /// Two intents whose phrases collide ("Open the board in ${applicationName}" both), a shortcut without a short title,
    /// and the given `lint` value.
    static func registry(lint: String, dialog: String = "Opening.") throws -> Registry {
        try Registry(
            jsonText: """
                {"version": 1, "app": {"name": "Tiles"},
                 "intents": [{"name": "OpenIntent", "dialog": "\(dialog)"}, {"name": "LaunchIntent"}],
                 "shortcuts": [
                   {"intent": "OpenIntent", "shortTitle": "Open", "systemImageName": "a",
                    "phrases": ["Open the board in ${applicationName}", "Show me the board in ${applicationName}"]},
                   {"intent": "LaunchIntent", "systemImageName": "b", "phrases": ["Open the board in ${applicationName}"]}],
                 "lint": \(lint)}
                """, sourcePath: "tiles.json")
    }

    private func rules(_ findings: [Finding]) -> [String] { findings.map(\.rule.rawValue).sorted() }

    @Test func withoutSuppressionsTheFindingsStand() throws {
        let findings = Linter().lint(try Self.registry(lint: "{}"))
        #expect(rules(findings) == ["collision", "missing-short-title"])
    }

    /// A suppression silences the findings of its rule that concern all its phrases, and nothing else.
    @Test func suppressionsSilenceTheirFindingsOnly() throws {
        let registry = try Self.registry(
            lint: """
                {"ignore": [
                  {"rule": "collision", "phrases": ["Open the board in ${applicationName}"], "reason": "Launch is Open's old name"},
                  {"rule": "missing-short-title", "phrases": ["Open the board in ${applicationName}"], "reason": "Siri only"}]}
                """)
        #expect(registry.lintSuppressions.map(\.rule) == [.collision, .missingShortTitle])
        let findings = Linter(isStrict: true).lint(registry)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        // Another rule on the same phrases is not silenced.
        let other = try Self.registry(
            lint:
                #"{"ignore": [{"rule": "redundant-phrase", "phrases": ["Open the board in ${applicationName}"], "reason": "r"}]}"#
        )
        #expect(rules(Linter().lint(other)) == ["collision", "missing-short-title", "stale-suppression"])
    }

    /// An entry that silences nothing is a warning at its place, so `--strict` keeps the list honest.
    @Test(arguments: [
        (
            #"{"rule": "collision", "phrases": ["Show me the board in ${applicationName}"], "reason": "r"}"#,
            "no collision finding concerns these phrases any more; remove the entry"
        ),
        (
            #"{"rule": "collision", "phrases": ["Open the board in ${applicationName}", "Opne the board in ${applicationName}"], "reason": "r"}"#,
            #""Opne the board in ${applicationName}" is not a phrase of the registry, so this suppression silences nothing; did you mean "Open the board in ${applicationName}"?"#
        ),
    ])
    func staleEntriesAreReported(entry: String, message: String) throws {
        let registry = try Self.registry(lint: #"{"ignore": [\#(entry)]}"#)
        let findings = Linter().lint(registry)
        let stale = try #require(findings.first { $0.rule == .staleSuppression })
        #expect(stale.message == message)
        #expect(stale.path == "lint.ignore[0]")
        #expect(stale.severity == .warning)
        #expect(stale.location?.line == 7)
        #expect(findings.contains { $0.rule == .collision })
    }

    /// The `lint` key is validated like every other: shape, rule ids (with a suggestion), reasons.
    @Test(arguments: [
        (
            #"{"ignore": [{"rule": "near-colision", "phrases": ["x"], "reason": "r"}]}"#,
            #"unknown lint rule "near-colision"; did you mean "near-collision"?"#
        ),
        (#"{"ignore": [{"rule": "collision", "phrases": ["x"]}]}"#, #"missing required key "reason""#),
        (#"{"ignore": [{"rule": "collision", "phrases": [], "reason": "r"}]}"#, "no phrases; list the phrases"),
        (#"{"ignore": [{"rule": "collision", "phrases": ["x"], "reason": " "}]}"#, "must not be empty"),
        (
            #"{"ignore": [{"rule": "stale-suppression", "phrases": ["x"], "reason": "r"}]}"#,
            "is not silenced but removed"
        ),
        (#"{"ignores": []}"#, #"unknown key "ignores"; did you mean "ignore"?"#),
        (#"{"ignore": {"rule": "collision"}}"#, "expected an array"),
    ])
    func malformedSuppressionsAreLoadErrors(lint: String, message: String) throws {
        let error = try #require(throws: RegistryError.self) { try Self.registry(lint: lint) }
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.path.hasPrefix("lint"))
        #expect(error.location != nil)
    }

    @Test func suppressionsRoundTripThroughTheJSON() throws {
        let registry = try Self.registry(
            lint:
                #"{"ignore": [{"rule": "collision", "phrases": ["Open the board in ${applicationName}"], "reason": "old name"}]}"#
        )
        let again = try Registry(jsonText: registry.json().prettyText)
        #expect(again == registry)
        #expect(
            again.lintSuppressions == [
                LintSuppression(rule: .collision, phrases: ["Open the board in ${applicationName}"], reason: "old name")
            ])
    }

    /// An unknown `${placeholder}` in a dialog is a load error at its place, with a suggestion.
    @Test(arguments: [
        ("Set for ${minutes}.", "unknown placeholder ${minutes} in OpenIntent's dialog; it has no parameters"),
        ("Opening ${applicationNme}.", "did you mean ${applicationName}?"),
        ("Opening ${applicationName", "unclosed placeholder"),
    ])
    func unknownDialogPlaceholdersAreLoadErrors(dialog: String, message: String) throws {
        let error = try #require(throws: RegistryError.self) { try Self.registry(lint: "{}", dialog: dialog) }
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.path == "intents[0].dialog")
        #expect(error.location == SourceLocation(line: 2, column: 37), "the \"dialog\" key")
        #expect(try Self.registry(lint: "{}", dialog: "Opening ${applicationName}.").intents[0].dialog != nil)
    }

    /// A required parameter some phrase leaves unspoken needs a prompt; one every phrase names does not.
    @Test(
        arguments: [
            (true, nil, ["Pay ${biller} in ${applicationName}", "Pay a bill in ${applicationName}"], true),
            (true, "Which bill?", ["Pay ${biller} in ${applicationName}", "Pay a bill in ${applicationName}"], false),
            (true, nil, ["Pay ${biller} in ${applicationName}"], false),
            (false, nil, ["Pay a bill in ${applicationName}"], false),
        ] as [(Bool, String?, [String], Bool)])
    func promptMissing(required: Bool, prompt: String?, phrases: [String], isReported: Bool) throws {
        var registry = try makeRegistry(
            types: #"{"Biller": {"kind": "enum", "cases": [{"value": "water"}]}}"#,
            intents: #"[{"name": "PayIntent", "parameters": [{"name": "biller", "type": "Biller"}]}]"#,
            shortcuts: #"[{"intent": "PayIntent", "shortTitle": "Pay", "systemImageName": "p", "phrases": []}]"#)
        registry.intents[0].parameters[0].isRequired = required
        registry.intents[0].parameters[0].prompt = prompt
        registry.shortcuts[0].phrases = phrases
        let findings = Linter().lint(registry).filter { $0.rule == .promptMissing }
        #expect(findings.count == (isReported ? 1 : 0))
        if isReported {
            #expect(findings[0].path == "intents[0].parameters[0]")
            #expect(findings[0].severity == .warning)
            #expect(findings[0].message.contains("PayIntent.biller is required"))
        }
    }
}
