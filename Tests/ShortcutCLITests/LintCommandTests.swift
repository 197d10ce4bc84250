import Foundation
import ShortcutKit
import Testing

/// `shortcuts lint`: a fixture per rule with its exact output, the other formats, exit statuses.
@Suite struct LintCommandTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/ShortcutKitTests/Fixtures/lint")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent("\(name).json").path }

    /// Runs `lint` in-process on a fixture, with the fixture's path shortened to its file name.
    static func lint(_ name: String, _ options: [String] = []) -> Outcome {
        var outcome = runInProcess(["lint", "--registry", fixture(name)] + options)
        outcome.output = outcome.output.replacing(fixture(name), with: "\(name).json")
        return outcome
    }

    /// Each rule's fixture, its exit status and its exact text output.
    static let goldens: [(String, Int32, String)] = [
        (
            "app-name-missing", 1,
            """
            app-name-missing.json:23:9: error: [app-name-missing] "Check my balance" has no ${applicationName}; Apple requires it in every App Shortcut phrase
            app-name-missing.json:24:9: error: [app-name-missing] "Show my balance [in ${applicationName}]" has no ${applicationName} in some of its forms; Apple requires it in every App Shortcut phrase
            app-name-missing.json: 2 errors, 0 warnings, 0 notes

            """
        ),
        (
            "app-name-repeated", 0,
            """
            app-name-repeated.json:23:9: warning: [app-name-repeated] "Ask ${applicationName} for my balance in ${applicationName}" has ${applicationName} more than once; say it once
            app-name-repeated.json: 0 errors, 1 warning, 0 notes

            """
        ),
        (
            "not-exportable", 0,
            """
            not-exportable.json:35:9: warning: [not-exportable] "Send ${amount} with ${applicationName}" serves the server but cannot be exported to Apple: ${amount} is a currency and App Shortcuts take only AppEnum and AppEntity parameters
            not-exportable.json:36:9: warning: [not-exportable] "Send ${amount} for ${note} with ${applicationName}" serves the server but cannot be exported to Apple: it has 2 parameters (${amount}, ${note}) and an App Shortcut phrase takes at most one; ${amount} is a currency and App Shortcuts take only AppEnum and AppEntity parameters; ${note} is a string and App Shortcuts take only AppEnum and AppEntity parameters
            not-exportable.json: 0 errors, 2 warnings, 0 notes

            """
        ),
        (
            "too-many-shortcuts", 1,
            """
            too-many-shortcuts.json:57:3: error: [too-many-shortcuts] 11 shortcuts; Apple allows at most 10 App Shortcuts per app
            too-many-shortcuts.json: 1 error, 0 warnings, 0 notes

            """
        ),
        (
            "too-many-phrases", 1,
            """
            too-many-phrases.json:3:3: error: [too-many-phrases] 1002 phrases once alternatives, optionals, enum cases and entity values are expanded; Apple allows at most 1,000
            too-many-phrases.json: 1 error, 0 warnings, 0 notes

            """
        ),
        (
            "too-many-app-names", 0,
            """
            too-many-app-names.json:7:5: warning: [too-many-app-names] 4 app name synonyms; Siri uses at most 3, keep the ones people say
            too-many-app-names.json: 0 errors, 1 warning, 0 notes

            """
        ),
        (
            "shortcut-without-phrases", 1,
            """
            shortcut-without-phrases.json:22:7: error: [shortcut-without-phrases] CheckBalanceIntent has no phrases; add at least one
            shortcut-without-phrases.json: 1 error, 0 warnings, 0 notes

            """
        ),
        (
            "missing-titles", 0,
            """
            missing-titles.json:18:5: warning: [missing-short-title] CheckBalanceIntent has no shortTitle; the Shortcuts app shows one
            missing-titles.json:18:5: warning: [missing-system-image] CheckBalanceIntent has no systemImageName; the Shortcuts app shows one
            missing-titles.json: 0 errors, 2 warnings, 0 notes

            """
        ),
        (
            "collision", 1,
            """
            collision.json:28:9: note: [needs-app-name] "Open ${applicationName}" cannot match with the app name left out: fewer than two words would remain
            collision.json:36:9: error: [collision] "Open [the] ${applicationName} [app]" (ShowHomeIntent) and "Open ${applicationName}" (TalkToVillagerIntent) both match "open villagepay"
            collision.json:36:9: note: ShowHomeIntent reads no parameters from it
            collision.json:28:9: note: "Open ${applicationName}" (TalkToVillagerIntent) is here; it reads no parameters
            collision.json: 1 error, 0 warnings, 1 note

            """
        ),
        (
            "collision-parameters", 1,
            """
            collision-parameters.json:41:9: warning: [not-exportable] "Buy ${amount} (in|with) ${applicationName}" serves the server but cannot be exported to Apple: ${amount} is a currency and App Shortcuts take only AppEnum and AppEntity parameters
            collision-parameters.json:49:9: error: [collision] "Buy ${count} (in|with) ${applicationName}" (BuyTicketsIntent) and "Buy ${amount} (in|with) ${applicationName}" (LoadFundsIntent) both match "buy 7"
            collision-parameters.json:49:9: note: BuyTicketsIntent reads count = 7 from it
            collision-parameters.json:41:9: note: "Buy ${amount} (in|with) ${applicationName}" (LoadFundsIntent) is here; it reads amount = 7 USD
            collision-parameters.json:49:9: warning: [not-exportable] "Buy ${count} (in|with) ${applicationName}" serves the server but cannot be exported to Apple: ${count} is an integer and App Shortcuts take only AppEnum and AppEntity parameters
            collision-parameters.json: 1 error, 2 warnings, 0 notes

            """
        ),
        (
            "negative-blocks-phrase", 1,
            """
            negative-blocks-phrase.json:51:5: error: [negative-blocks-phrase] negative phrase "Check my checking balance" blocks "Check my ${account} balance in ${applicationName}" (CheckBalanceIntent) on "check my checking balance"
            negative-blocks-phrase.json:46:9: note: "Check my ${account} balance in ${applicationName}" (CheckBalanceIntent) is here; it reads account = checking from it
            negative-blocks-phrase.json: 1 error, 0 warnings, 0 notes

            """
        ),
        (
            "redundant-phrase", 0,
            """
            redundant-phrase.json:47:9: warning: [redundant-phrase] "Check my savings balance in ${applicationName}" (CheckBalanceIntent) is redundant: "Check my ${account} balance (in|on) ${applicationName}" accepts every utterance it does
            redundant-phrase.json:46:9: note: the broader phrase is here
            redundant-phrase.json: 0 errors, 1 warning, 0 notes

            """
        ),
        (
            "near-collision", 0,
            """
            near-collision.json:75:9: warning: [near-collision] "Book a table four to in ${applicationName}" (BookTourIntent) and "Book a table for two in ${applicationName}" (BookTableIntent) differ only by homophones: "book a table four to in ${applicationName}" and "book a table for two in ${applicationName}"
            near-collision.json:67:9: note: "Book a table for two in ${applicationName}" (BookTableIntent) is here
            near-collision.json:91:9: warning: [near-collision] "Show my feeds in ${applicationName}" (ListFeedsIntent) and "Show my feed in ${applicationName}" (ShowFeedIntent) differ in words that sound alike ("feeds" and "feed"): "show my feeds in ${applicationName}" and "show my feed in ${applicationName}"
            near-collision.json:83:9: note: "Show my feed in ${applicationName}" (ShowFeedIntent) is here
            near-collision.json: 0 errors, 2 warnings, 0 notes

            """
        ),
        (
            "needs-app-name", 0,
            """
            needs-app-name.json:23:9: note: [needs-app-name] "Open ${applicationName}" cannot match with the app name left out: fewer than two words would remain
            needs-app-name.json: 0 errors, 0 warnings, 1 note

            """
        ),
        (
            "translation", 1,
            """
            translation.json:50:9: error: [collision] de: "Kontostand in ${applicationName} [anzeigen|zeigen]" (ShowHistoryIntent) and "Kontostand in ${applicationName} zeigen" (CheckBalanceIntent) both match "kontostand zeigen"
            translation.json:50:9: note: ShowHistoryIntent reads no parameters from it
            translation.json:46:9: note: "Kontostand in ${applicationName} zeigen" (CheckBalanceIntent) is here; it reads no parameters
            translation.json:53:9: error: [negative-blocks-phrase] de: negative phrase "Kontostand zeigen" blocks "Kontostand in ${applicationName} [anzeigen|zeigen]" (ShowHistoryIntent) on "kontostand zeigen"
            translation.json:50:9: note: "Kontostand in ${applicationName} [anzeigen|zeigen]" (ShowHistoryIntent) is here; it reads no parameters from it
            translation.json:53:9: error: [negative-blocks-phrase] de: negative phrase "Kontostand zeigen" blocks "Kontostand in ${applicationName} zeigen" (CheckBalanceIntent) on "kontostand zeigen"
            translation.json:46:9: note: "Kontostand in ${applicationName} zeigen" (CheckBalanceIntent) is here; it reads no parameters from it
            translation.json: 3 errors, 0 warnings, 0 notes

            """
        ),
        (
            "clean", 0,
            """
            clean.json: 0 errors, 0 warnings, 0 notes

            """
        ),
    ]

    @Test(arguments: goldens)
    func textOutputIsExact(_ name: String, _ status: Int32, _ expected: String) {
        let outcome = Self.lint(name)
        #expect(outcome.output == expected)
        #expect(outcome.status == status)
        #expect(outcome.error.isEmpty)
    }

    @Test func githubFormatWritesWorkflowCommands() {
        let outcome = Self.lint("collision", ["--format", "github"])
        #expect(
            outcome.output == """
                ::notice file=collision.json,line=28,col=9,title=needs-app-name::"Open ${applicationName}" cannot match with the app name left out: fewer than two words would remain
                ::error file=collision.json,line=36,col=9,title=collision::"Open [the] ${applicationName} [app]" (ShowHomeIntent) and "Open ${applicationName}" (TalkToVillagerIntent) both match "open villagepay"
                ::notice file=collision.json,line=36,col=9,title=collision (note)::ShowHomeIntent reads no parameters from it
                ::notice file=collision.json,line=28,col=9,title=collision (note)::"Open ${applicationName}" (TalkToVillagerIntent) is here; it reads no parameters

                """)
        #expect(outcome.status == 1)
    }

    @Test func jsonFormatIsOneVersionedDocument() throws {
        let outcome = Self.lint("collision-parameters", ["--format", "json"])
        let document = try JSON(parsing: outcome.output)
        #expect(document["version"] == 1)
        #expect(document["registry"] == "collision-parameters.json")
        #expect(document["summary"] == ["errors": 1, "warnings": 2, "notes": 0])
        let findings = try #require(document["findings"]?.arrayValue)
        #expect(findings.count == 3)
        let collision = try #require(findings.first { $0["rule"] == "collision" })
        #expect(collision["severity"] == "error")
        #expect(collision["locale"] == .null)
        #expect(collision["path"] == "shortcuts[1].phrases[0]")
        #expect(collision["line"] == 49)
        #expect(collision["column"] == 9)
        #expect(collision["notes"]?.arrayValue?.count == 2)
        let witness = try #require(collision["witness"])
        #expect(witness["utterance"] == "buy 7")
        #expect(witness["readings"]?.arrayValue?.map { $0["intent"] } == ["BuyTicketsIntent", "LoadFundsIntent"])
        #expect(
            witness["readings"]?.arrayValue?.map { $0["parameters"] } == [
                ["count": 7], ["amount": ["amount": 7, "currency": "USD"]],
            ])
        #expect(outcome.status == 1)
    }

    @Test func sarifFormatIsSARIF210() throws {
        let outcome = Self.lint("collision", ["--format", "sarif"])
        let log = try JSON(parsing: outcome.output)
        #expect(log["version"] == "2.1.0")
        #expect(log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require(log["runs"]?.arrayValue?.first)
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.compactMap { $0["id"]?.stringValue } == LintRule.allCases.map(\.id))
        #expect(run["columnKind"] == "unicodeCodePoints")
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.map { $0["ruleId"] } == ["needs-app-name", "collision"])
        #expect(results.map { $0["level"] } == ["note", "error"])
        let collision = results[1]
        #expect(rules[collision["ruleIndex"]?.intValue ?? -1]["id"] == "collision")
        let location = try #require(collision["locations"]?.arrayValue?.first?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"] == "collision.json")
        #expect(location["region"] == ["startLine": 36, "startColumn": 9])
        #expect(collision["relatedLocations"]?.arrayValue?.count == 2)
        #expect(collision["properties"]?["witness"]?["utterance"] == "open villagepay")
    }

    @Test(arguments: [
        ("clean", [String](), Int32(0)), ("clean", ["--strict"], 0), ("not-exportable", [], 0),
        ("not-exportable", ["--strict"], 1), ("needs-app-name", ["--strict"], 0), ("collision", [], 1),
        ("redundant-phrase", [], 0), ("redundant-phrase", ["--strict"], 1),
    ])
    func exitStatus(_ name: String, _ options: [String], _ status: Int32) {
        #expect(Self.lint(name, options).status == status)
    }

    @Test func strictMakesNotExportableAnError() {
        let outcome = Self.lint("not-exportable", ["--strict"])
        #expect(outcome.output.contains("not-exportable.json:35:9: error: [not-exportable]"))
        #expect(outcome.output.hasSuffix("not-exportable.json: 2 errors, 0 warnings, 0 notes\n"))
    }

    @Test(arguments: [
        (["lint", "--registry", "/nonexistent/shortcuts.json"], "error: "),
        (["lint", "--format", "xml"], "error: unknown format 'xml'; use text, json, github or sarif"),
        (["lint", "--fromat", "json"], "Did you mean '--format'?"),
        (["lint", "extra"], "error: unexpected argument 'extra'"),
    ])
    func usageAndRegistryErrorsExitTwo(_ arguments: [String], _ message: String) {
        let outcome = runInProcess(arguments, environment: ["SHORTCUTS_REGISTRY": shippedRegistry])
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains(message))
    }

    /// The shipped registry lints clean: no errors (its server-only phrases are warnings).
    @Test func shippedRegistryLintsClean() {
        let outcome = runInProcess(["lint", "--registry", shippedRegistry])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains(": 0 errors, "))
        #expect(!outcome.output.contains(": error: "))
    }

    @Test func helpListsLintAndTest() {
        let overview = runInProcess(["--help"]).output
        #expect(overview.contains("  lint "))
        #expect(overview.contains("  test "))
        let help = runInProcess(["help", "lint"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: shortcuts lint [--registry <path>] [--format <format>] [--strict]"))
        #expect(help.output.contains("EXIT STATUS:"))
    }
}
