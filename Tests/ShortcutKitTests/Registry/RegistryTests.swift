import Foundation
import Testing

@testable import ShortcutKit

@Suite struct RegistryTests {
    @Test func loadsTheShippedRegistry() throws {
        let registry = try Registry(contentsOf: repositoryRoot.appendingPathComponent("shortcuts.json"))
        #expect(registry.app.name == "VillagePay")
        #expect(registry.shortcuts.count == 10)
        #expect(registry.intent(named: "TalkToVillagerIntent") != nil)
        let kinds = Set(
            registry.intents.flatMap(\.parameters).map(\.type.description).map { name in
                registry.type(named: name)?.kind.rawValue ?? name
            })
        #expect(kinds == ["string", "integer", "number", "currency", "enum", "entity"])
        #expect(registry.location(of: "shortcuts[0].phrases[0]") != nil)
    }

    @Test func roundTripsThroughItsJSON() throws {
        var registry = try Registry(contentsOf: repositoryRoot.appendingPathComponent("shortcuts.json"))
        #expect(try Registry(jsonText: registry.json().prettyText) == registry)
        #expect(registry.intent(named: "CheckBalanceIntent")?.results.map(\.name) == ["balance"])
        #expect(registry.intent(named: "TransferMoneyIntent")?.confirmation == "Send ${amount} to ${recipient}?")
        // A changed sentence would leave its German translation's key behind: the translations go first.
        registry.translations = []
        registry.sentences.cancelled = "Alright, nothing was sent."
        let reread = try Registry(jsonText: registry.json().prettyText)
        #expect(reread == registry)
        #expect(reread.sentences.cancelled == "Alright, nothing was sent.")
        #expect(reread.sentences.outcomeUnknown == AssistantSentences.defaultOutcomeUnknown)
    }

    static let valid = """
        {"version": 1, "app": {"name": "VillagePay"},
         "intents": [{"name": "LoadFundsIntent", "parameters": [{"name": "amount", "type": "currency"}]}],
         "shortcuts": [{"intent": "LoadFundsIntent", "phrases": ["Load ${amount} in ${applicationName}"]}]}
        """

    /// A change to the valid document, and the first line of the error it must give.
    @Test(arguments: [
        (
            "\"version\": 1", "\"version\": 2",
            "test.json: version: unsupported version 2; this release of shortcuts reads version 1"
        ),
        (
            "\"version\": 1", "\"version\": 1.0000000000000000000001",
            "test.json: version: expected the format version as a whole number, such as 1"
        ),
        (
            "\"version\": 1", "\"version\": 1.0",
            "test.json: version: expected the format version as a whole number, such as 1"
        ),
        ("\"app\"", "\"ap\"", #"test.json: ap: unknown key "ap"; did you mean "app"?"#),
        ("\"app\": {\"name\": \"VillagePay\"},", "", #"test.json: missing required key "app""#),
        (
            "${amount}", "${amout}",
            "test.json: shortcuts[0].phrases[0]: unknown parameter ${amout}; LoadFundsIntent has: amount"
        ),
        (
            "\"intent\": \"LoadFundsIntent\"", "\"intent\": \"LoadFunds\"",
            #"test.json: shortcuts[0].intent: unknown intent "LoadFunds"; did you mean "LoadFundsIntent"?"#
        ),
        (
            "\"type\": \"currency\"", "\"type\": \"Money\"",
            #"test.json: intents[0].parameters[0].type: unknown type "Money"; use one of: string, integer, number, currency, date, time, duration, percent"#
        ),
        (
            "Load ${amount}", "Load (${amount}",
            "test.json: shortcuts[0].phrases[0]: malformed phrase: unbalanced '(': add ')' to close the group"
        ),
        (
            "Load ${amount}", "Load (a|) ${amount}",
            "test.json: shortcuts[0].phrases[0]: malformed phrase: empty alternative in a group; remove the extra '|' or use [optional words] instead"
        ),
        (
            "Load ${amount}", "Load ${amount",
            "test.json: shortcuts[0].phrases[0]: malformed phrase: unterminated '${'; close the slot with '}'"
        ),
        (
            "\"phrases\"", "\"phrase\"",
            #"test.json: shortcuts[0].phrase: unknown key "phrase"; did you mean "phrases"?"#
        ),
        (
            "[{\"name\": \"LoadFundsIntent\", ", "[{\"name\": \"LoadFundsIntent\"}, {\"name\": \"LoadFundsIntent\", ",
            #"test.json: intents[1].name: duplicate intent name "LoadFundsIntent"; intents[0] already declares it"#
        ),
        (
            "\"app\": {\"name\": \"VillagePay\"}", "\"app\": {\"name\": 7}",
            "test.json: app.name: expected a string, found a number"
        ),
        ("\"version\": 1,", "\"version\": 1,,", "test.json: invalid JSON: expected a string key in quotes"),
        // Results, confirmations and sentences.
        (
            #"[{"name": "amount", "type": "currency"}]"#,
            #"[{"name": "amount", "type": "currency"}], "dialog": "Now ${balance}.""#,
            "test.json: intents[0].dialog: unknown placeholder ${balance} in LoadFundsIntent's dialog; its parameters and results: amount; declare a value the action answers with in \"results\""
        ),
        (
            #"[{"name": "amount", "type": "currency"}]"#,
            #"[{"name": "amount", "type": "currency"}], "results": [{"name": "balance", "type": "currency"}], "confirm": "Load ${amount}? You have ${balance}.""#,
            "test.json: intents[0].confirm: unknown placeholder ${balance} in LoadFundsIntent's confirmation; its parameters: amount"
        ),
        (
            #"[{"name": "amount", "type": "currency"}]"#,
            #"[{"name": "amount", "type": "currency"}], "results": [{"name": "amount", "type": "currency"}]"#,
            "test.json: intents[0].results[0].name: duplicate name \"amount\" in LoadFundsIntent: parameters and results share one namespace"
        ),
        (
            #"[{"name": "amount", "type": "currency"}]"#,
            #"[{"name": "amount", "type": "currency"}], "results": [{"name": "balance", "type": "Cash"}]"#,
            #"test.json: intents[0].results[0].type: unknown type "Cash"; use one of: string, integer, number, currency, date, time, duration, percent"#
        ),
        (
            #"[{"name": "amount", "type": "currency"}]"#,
            #"[{"name": "amount", "type": "currency"}], "confirm": " ""#,
            "test.json: intents[0].confirm: must not be empty; write the question Siri asks, or remove it"
        ),
        (
            "\"version\": 1,", #""version": 1, "sentences": {"canceled": "Ok."},"#,
            #"test.json: sentences.canceled: unknown key "canceled"; did you mean "cancelled"?"#
        ),
        (
            "\"version\": 1,", #""version": 1, "sentences": {"outcomeUnknown": "Did ${amount} go?"},"#,
            "test.json: sentences.outcomeUnknown: unknown placeholder ${amount}; these sentences name no values"
        ),
    ])
    func reportsErrorsWithTheirPlace(_ original: String, _ replacement: String, _ firstLine: String) {
        let text = Self.valid.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.valid)
        do {
            _ = try Registry(jsonText: text, sourcePath: "test.json")
            Issue.record("expected an error for \(replacement)")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == firstLine)
        }
    }

    @Test func pointsAtTheLineColumnAndCharacter() throws {
        let text =
            "{\"version\": 1, \"app\": {\"name\": \"V\"}, \"intents\": [{\"name\": \"A\"}],\n \"shortcuts\": [{\"intent\": \"A\", \"phrases\": [\"Open ${x} now\"]}]}"
        let error = #expect(throws: RegistryError.self) { try Registry(jsonText: text, sourcePath: "r.json") }
        #expect(error?.location == SourceLocation(line: 2, column: 50))
        #expect(
            error?.description == """
                r.json: shortcuts[0].phrases[0]: unknown parameter ${x}; A has: no parameters
                  --> r.json:2:50
                  |
                2 |  "shortcuts": [{"intent": "A", "phrases": ["Open ${x} now"]}]}
                  |                                                  ^
                """)
    }

    /// The library says what is wrong and what is missing, in its own terms: the CLI's flags are the CLI's.
    @Test func reportsAMissingFile() {
        let error = #expect(throws: RegistryError.self) {
            try Registry(contentsOf: URL(fileURLWithPath: "/nonexistent/shortcuts.json"), sourcePath: "missing.json")
        }
        #expect(error?.message == "no such file")
        #expect(error?.missingInput == .registryFile)
        #expect(error?.description == "missing.json: no such file; give the path of a registry file")
    }

    @Test func ignoresOnlyTheSchemaKey() throws {
        let withSchema = Self.valid.replacingOccurrences(
            of: "{\"version\"", with: "{\"$schema\": \"x.json\", \"version\"")
        #expect(try Registry(jsonText: withSchema) == Registry(jsonText: Self.valid))
    }

    /// A file over the size limit is refused before it is decoded, having read one byte past the limit:
    /// a sparse 33 MiB file, and /dev/zero, which never ends.
    @Test func aFileOverTheSizeLimitIsRefusedBeforeDecoding() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(Registry.maximumFileLength + 1))
        try handle.close()
        let message = "the file is larger than 32 MiB, the most a registry may be"
        for path in [url.path, "/dev/zero"] {
            #expect(throws: RegistryError.self) { try Registry(contentsOf: URL(fileURLWithPath: path)) }
            do {
                _ = try Registry(contentsOf: URL(fileURLWithPath: path), sourcePath: "big.json")
            } catch {
                #expect(error.description.hasPrefix("big.json: \(message)"), "\(error)")
            }
        }
    }

    /// Spoken forms are the title, the identifier, then the synonyms in order without repeats, whether
    /// a value has a few synonyms (compared in place) or many (through a set).
    @Test(arguments: [3, 9, 40_000])
    func spokenFormsKeepTheirOrderWithoutRepeats(count: Int) {
        let distinct = (0..<count).map { "name \($0)" }
        let synonyms = ["Jonas", "contact-jonas"] + distinct + distinct.reversed() + ["Jonas"]
        let value = ParameterValueDefinition(identifier: "contact-jonas", title: "Jonas", synonyms: synonyms)
        #expect(value.spokenForms == ["Jonas", "contact-jonas"] + distinct)
    }
}
