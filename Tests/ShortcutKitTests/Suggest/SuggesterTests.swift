import Foundation
import ShortcutKit
import Testing

/// `shortcuts suggest`'s library side: hand-written utterance sets and the proposals they must give.
@Suite struct SuggesterTests {
    static let registry: Registry = try! makeRegistry(
        types: """
            {"Biller": {"kind": "enum", "title": "Utility", "cases": [
                {"value": "electricity", "title": "electricity", "synonyms": ["electric"]},
                {"value": "water", "title": "water"}, {"value": "gas", "title": "gas"}]}}
            """,
        intents: """
            [{"name": "CheckBalanceIntent", "title": "Check Balance"},
             {"name": "PayBillIntent", "title": "Pay a Bill",
              "parameters": [{"name": "biller", "type": "Biller", "title": "Utility"}]},
             {"name": "LoadFundsIntent", "title": "Load Funds",
              "parameters": [{"name": "amount", "type": "currency", "title": "Amount"}]}]
            """,
        shortcuts: """
            [{"intent": "CheckBalanceIntent", "phrases": ["Check my balance in ${applicationName}",
                                                          "Check my gas bill in ${applicationName}"]},
             {"intent": "PayBillIntent", "phrases": ["Pay my ${biller} bill in ${applicationName}"]},
             {"intent": "LoadFundsIntent", "phrases": ["Load money in ${applicationName}"]}]
            """,
        negativePhrases: #"["open the gate"]"#)

    func suggest(_ lines: [(String, String?)], mustNotMatch: [LabeledUtterance] = []) throws -> SuggestionReport {
        let input = lines.enumerated().map {
            LabeledUtterance(utterance: $1.0, intent: $1.1, source: "labels.jsonl:\($0 + 1)")
        }
        return try Suggester(matcher: Matcher(registry: Self.registry)).suggest(input, mustNotMatch: mustNotMatch)
    }

    func proposal(_ report: SuggestionReport, _ template: String) throws -> Suggestion {
        try #require(
            report.suggestions.first { $0.template.text == template },
            "no \(template) among \(report.suggestions.map(\.template))")
    }

    @Test func valuesTheRegistryCanReadBecomeSlotsAndFillersAreSetAside() throws {
        let report = try suggest([
            ("i'd like to settle my water bill", "PayBillIntent"), ("settle my electric bill please", "PayBillIntent"),
            ("top up twenty dollars", "LoadFundsIntent"), ("top up $5", "LoadFundsIntent"),
        ])
        let bill = try proposal(report, "settle my ${biller} bill in ${applicationName}")
        #expect(bill.isAccepted)
        #expect(bill.utterances == ["i'd like to settle my water bill", "settle my electric bill please"])
        #expect(try proposal(report, "top up ${amount} in ${applicationName}").utterances.count == 2)
        #expect(report.suggestions.count == 2)
    }

    @Test func aBareNumberIsNotAnAmount() throws {
        let report = try suggest([("move one account along", "LoadFundsIntent")])
        #expect(report.suggestions.map(\.template) == ["move one account along in ${applicationName}"])
    }

    @Test func utterancesThatDifferInAWordOrTwoMergeIntoGroups() throws {
        let report = try suggest([
            ("show my balance", "CheckBalanceIntent"), ("show my current balance", "CheckBalanceIntent"),
            ("show my total balance", "CheckBalanceIntent"), ("what is my balance today", "CheckBalanceIntent"),
            ("what's my balance right now", "CheckBalanceIntent"),
        ])
        #expect(
            report.suggestions.map(\.template) == [
                "show my [current|total] balance in ${applicationName}",
                "what is my balance (today|right now) in ${applicationName}",
            ])
        #expect(report.accepted.count == 2)
    }

    @Test func bolderMergingDiffersInSeveralPlacesAndAcceptsTheirCombinations() throws {
        let input = [
            "how much money do i have in my various accounts", "how much cash do i have in my accounts",
        ].map { LabeledUtterance(utterance: $0, intent: "CheckBalanceIntent", source: "x") }
        let matcher = try Matcher(registry: Self.registry)
        let one = try Suggester(matcher: matcher).suggest(input)
        #expect(one.suggestions.count == 2)
        let bolder = try Suggester(matcher: matcher, options: Suggester.Options(maximumDifferingPlaces: 2))
            .suggest(input)
        #expect(
            bolder.suggestions.map(\.template) == [
                "how much (money|cash) do i have in my [various] accounts in ${applicationName}"
            ])
        let learnt = try Matcher(registry: Self.registry.adding(bolder.suggestions))
        #expect(learnt.match("how much cash do i have in my various accounts").match?.intent == "CheckBalanceIntent")
    }

    @Test func mergingNeverSpansASlot() throws {
        let report = try suggest([("settle my water bill", "PayBillIntent"), ("settle my bill", "PayBillIntent")])
        #expect(report.suggestions.count == 2)
    }

    @Test func refusesAProposalThatCollidesWithAnotherIntentsPhraseAndShowsTheWitness() throws {
        let report = try suggest([("check my water bill", "PayBillIntent")])
        let refused = try proposal(report, "check my ${biller} bill in ${applicationName}")
        #expect(
            refused.refusals == [
                .collision(
                    phrase: "Check my gas bill in ${applicationName}", intent: "CheckBalanceIntent",
                    witness: "check my gas bill")
            ])
        #expect(report.accepted.isEmpty)
    }

    @Test func refusesAProposalThatAcceptsAMustNotMatchLine() throws {
        let report = try suggest([("settle my water bill", "PayBillIntent"), ("settle my gas bill", nil)])
        let refused = try proposal(report, "settle my ${biller} bill in ${applicationName}")
        #expect(
            refused.refusals == [
                .mustNotMatch(
                    utterance: "settle my gas bill", source: "labels.jsonl:2", expected: nil, isFlexible: false)
            ])
    }

    @Test func aLineLabelledForAnotherIntentAndATestCaseMustNotMatchEither() throws {
        let tests = [
            LabeledUtterance(utterance: "review my water bill", intent: nil, source: "shortcuts.tests.jsonl:4")
        ]
        let report = try suggest(
            [
                ("review my gas bill", "PayBillIntent"), ("see my balance", "CheckBalanceIntent"),
                ("see my balance", "LoadFundsIntent"),
            ], mustNotMatch: tests)
        let bill = try proposal(report, "review my ${biller} bill in ${applicationName}")
        #expect(bill.refusals.map(\.code) == ["mustNotMatch"])
        #expect(bill.refusals.first?.description.contains("shortcuts.tests.jsonl:4") == true)
        let balance = report.suggestions.filter { $0.template == "see my balance in ${applicationName}" }
        #expect(balance.count == 2)
        #expect(balance.allSatisfy { !$0.isAccepted })
    }

    @Test func refusesAProposalANegativePhraseBlocks() throws {
        let report = try suggest([("open the gate", "CheckBalanceIntent")])
        let refused = try proposal(report, "open the gate in ${applicationName}")
        #expect(refused.refusals == [.negativePhrase(phrase: "open the gate", witness: "open the gate")])
    }

    @Test func setsAsideWhatTheRegistryAlreadyAnswersAndReportsConflicts() throws {
        let report = try suggest([
            ("check my balance", "CheckBalanceIntent"), ("pay my gas bill", "CheckBalanceIntent"),
            ("please", "CheckBalanceIntent"),
        ])
        #expect(report.alreadyMatched.map(\.utterance) == ["check my balance"])
        #expect(report.conflicts.map(\.answered) == ["PayBillIntent"])
        #expect(report.unusable.map(\.utterance) == ["please"])
        #expect(report.suggestions.isEmpty)
    }

    @Test func reportsApplesRulesAsDeviceNotesWithoutRefusing() throws {
        let options = Suggester.Options(applicationNameSuffix: nil)
        let input = [LabeledUtterance(utterance: "settle my water bill", intent: "PayBillIntent", source: "x:1")]
        let report = try Suggester(matcher: Matcher(registry: Self.registry), options: options).suggest(input)
        let suggestion = try #require(report.suggestions.first)
        #expect(suggestion.isAccepted)
        #expect(suggestion.deviceNotes.contains { $0.hasPrefix("app-name-missing:") })
    }

    @Test func writtenProposalsRoundTripThroughTheRegistryFile() throws {
        let report = try suggest([
            ("settle my water bill", "PayBillIntent"), ("show my current balance", "CheckBalanceIntent"),
            ("check my water bill", "PayBillIntent"),
        ])
        let written = Self.registry.adding(report.suggestions)
        let reread = try Registry(jsonText: written.json().prettyText, sourcePath: "written.json")
        #expect(reread.shortcuts.flatMap(\.phrases).count == 6)
        let matcher = try Matcher(registry: reread)
        #expect(matcher.match("settle my gas bill").match?.intent == "PayBillIntent")
        #expect(matcher.match("show my current balance in VillagePay").match?.intent == "CheckBalanceIntent")
        #expect(Linter().lint(reread).filter { $0.severity == .error }.isEmpty)
    }

    @Test func refusesAProposalAnExistingPhraseOfItsIntentAlreadyCovers() throws {
        // A negative phrase keeps the registry from answering "check my balance now", so it is proposed;
        // a phrase of its own intent already accepts it, so the proposal is redundant.
        var registry = Self.registry
        registry.shortcuts[0].phrases.append("Check my balance (now|today) in ${applicationName}")
        registry.negativePhrases = ["check my balance now"]
        let input = [LabeledUtterance(utterance: "check my balance now", intent: "CheckBalanceIntent", source: "x:1")]
        let report = try Suggester(matcher: Matcher(registry: registry)).suggest(input)
        let refused = try #require(report.suggestions.first)
        #expect(refused.refusals.map(\.code).contains("redundant"))
        #expect(
            refused.refusals.contains(.redundant(phrase: "Check my balance (now|today) in ${applicationName}")))
    }

    @Test func rejectsALabelNamingAnUnknownIntent() {
        #expect(throws: SuggestError.self) { try suggest([("fly me", "FlyIntent")]) }
    }

    @Test(arguments: [
        (
            #"{"utterance": "a", "intent": 3}"#,
            "labels.jsonl:1: 'intent' must be an intent's name or null, found a number"
        ),
        (#"{"intent": "X"}"#, "labels.jsonl:1: 'utterance' is missing or not a string"),
        ("not json", "labels.jsonl:1: not a JSON object"),
    ])
    func namesTheLineOfAMalformedInput(line: String, message: String) {
        #expect {
            _ = try LabeledUtterance.parse(jsonLines: line, file: "labels.jsonl")
        } throws: { error in
            (error as? SuggestError)?.message.hasPrefix(message) == true
        }
    }

    @Test func readsNullIntentsAndSkipsLogLinesWithoutOne() throws {
        let text = """
            {"utterance": "pay my bill", "intent": "PayBillIntent"}

            {"utterance": "what's the weather", "intent": null}
            {"time": "2026-12-01T12:00:00.000Z", "utterance": "hmm", "reason": "noPhrase"}
            """
        let parsed = try LabeledUtterance.parse(jsonLines: text, file: "log.jsonl")
        #expect(parsed.labeled.map(\.intent) == ["PayBillIntent", nil])
        #expect(parsed.labeled.map(\.source) == ["log.jsonl:1", "log.jsonl:3"])
        #expect(parsed.unlabeled == 1)
    }
}
