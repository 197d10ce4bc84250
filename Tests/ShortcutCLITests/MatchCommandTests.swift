import Foundation
import ShortcutKit
import Testing

@testable import ShortcutCLI

@Suite struct MatchCommandTests {
    @Test func printsTheMatchForPeople() {
        let outcome = runInProcess(["match", "--registry", shippedRegistry, "load $20 into VillagePay"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output == """
                LoadFundsIntent
                  phrase: Load ${amount} (in|into) ${applicationName}
                  amount: 20 USD  (spoken "$20")
                  app name spoken: yes

                """)
        #expect(outcome.error.isEmpty)
    }

    @Test func printsTheJSONContract() throws {
        let outcome = runInProcess(["match", "--registry", shippedRegistry, "--json", "load $20 into VillagePay"])
        #expect(outcome.status == 0)
        let json = try JSON(parsing: outcome.output)
        #expect(json["utterance"] == "load $20 into VillagePay")
        #expect(json["match"]?["intent"] == "LoadFundsIntent")
        #expect(json["match"]?["phrase"] == "Load ${amount} (in|into) ${applicationName}")
        #expect(json["match"]?["parameters"] == ["amount": ["amount": 20, "currency": "USD"]])
        #expect(json["match"]?["appNameSpoken"] == true)
        #expect(json["match"]?["missingParameters"] == [])
        #expect(json["candidates"]?.arrayValue?.count == 1)
        #expect(outcome.output.hasSuffix("}\n"))
        #expect(!outcome.output.dropLast().contains("\n"))
    }

    @Test(arguments: [
        ("what is the weather", "noPhrase"), ("open the village gate", "negativePhrase"),
    ])
    func explainsNoMatch(_ utterance: String, _ reason: String) throws {
        let outcome = runInProcess(["match", "--registry", shippedRegistry, "--json", utterance])
        #expect(outcome.status == 1)
        let json = try JSON(parsing: outcome.output)
        #expect(json["match"] == .null)
        #expect(json["reason"]?.stringValue == reason)
    }

    @Test func joinsUnquotedWords() {
        let outcome = runInProcess(["match", "--registry", shippedRegistry, "check", "my", "balance"])
        #expect(outcome.output.hasPrefix("CheckBalanceIntent\n"))
    }

    @Test func findsTheRegistryInTheEnvironment() {
        let outcome = runInProcess(["match", "check my balance"], environment: ["SHORTCUTS_REGISTRY": shippedRegistry])
        #expect(outcome.status == 0)
    }

    @Test func matchesAnotherLocalesPhrases() {
        let german = runInProcess([
            "match", "--registry", shippedRegistry, "--locale", "de", "Kontostand in Village Pay prüfen",
        ])
        #expect(german.status == 0)
        #expect(german.output.hasPrefix("CheckBalanceIntent\n"))
        #expect(runInProcess(["match", "--registry", shippedRegistry, "Kontostand prüfen"]).status == 1)
        let unknown = runInProcess(["match", "--registry", shippedRegistry, "--locale", "it", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("no phrases for locale \"it\""))
    }

    @Test func requiresTheAppNameWhenAsked() {
        let outcome = runInProcess(["match", "--registry", shippedRegistry, "--require-app-name", "check my balance"])
        #expect(outcome.status == 1)
    }

    @Test func answersJSONLinesFromStandardInput() throws {
        let outcome = runInProcess(
            ["match", "--registry", shippedRegistry, "--stdin"],
            input: "check my balance\r\nnothing here\nopen villagepay")
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(try JSON(parsing: String(lines[0]))["match"]?["intent"] == "CheckBalanceIntent")
        #expect(try JSON(parsing: String(lines[1]))["match"] == .null)
        #expect(try JSON(parsing: String(lines[2]))["match"]?["intent"] == "TalkToVillagerIntent")
    }

    /// Usage mistakes: status 2, a message on stderr, nothing on stdout.
    @Test(arguments: [
        (["match", "--registry", "/nonexistent.json", "hi"], "error: /nonexistent.json: no such file"),
        (["match", "--jsn", "hi"], "error: unknown option '--jsn'. Did you mean '--json'?"),
        (["match"], "error: missing utterance; give one, or use --stdin"),
        (["match", "--stdin", "hi"], "error: give an utterance or --stdin, not both"),
        (["match", "--registry"], "error: missing value for '--registry <path>'"),
        (["mach", "hi"], "error: unknown subcommand 'mach'. Did you mean 'match'?"),
    ])
    func rejectsBadUsage(_ arguments: [String], _ message: String) {
        let outcome = runInProcess(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix(message))
    }

    @Test func reportsABrokenRegistryWithItsPlace() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
        try
            #"{"version": 1, "app": {"name": "X"}, "intents": [], "shortcuts": [{"intent": "Nope", "phrases": ["hi"]}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = runInProcess(["match", "--registry", file.path, "hi"])
        #expect(outcome.status == 2)
        #expect(outcome.error.contains("shortcuts[0].intent: unknown intent \"Nope\""))
        #expect(outcome.error.contains("--> \(file.path):1:"))
    }
}

@Suite struct HelpTests {
    @Test(arguments: [["--help"], ["-h"], ["help"], []])
    func printsTheOverview(_ arguments: [String]) {
        let outcome = runInProcess(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("OVERVIEW: "))
        #expect(outcome.output.contains("USAGE: shortcuts <subcommand>"))
        for command in CLI.commands { #expect(outcome.output.contains("  \(command.name) ")) }
    }

    @Test(arguments: [["help", "match"], ["match", "--help"], ["match", "-h"]])
    func printsCommandHelp(_ arguments: [String]) {
        let outcome = runInProcess(arguments)
        #expect(outcome.status == 0)
        for section in [
            "OVERVIEW:", "USAGE: shortcuts match", "ARGUMENTS:", "OPTIONS:", "EXIT STATUS:", "--require-app-name",
        ] {
            #expect(outcome.output.contains(section))
        }
    }

    @Test func printsTheVersion() {
        #expect(runInProcess(["--version"]).output == "shortcuts \(CLI.version)\n")
    }
}
