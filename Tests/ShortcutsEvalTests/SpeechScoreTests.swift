import AssistantTestSupport
import Foundation
import ShortcutKit
import Testing

@testable import shortcuts_eval

/// The shipped registry's matcher, strict: the answers the outcome rules are checked against.
private let matcher = try! Matcher(
    registry: Registry(contentsOf: URL(fileURLWithPath: Repository.shippedRegistry)))

private func json(_ text: String) -> JSON { try! JSON(parsing: text) }

@Suite struct SpeechScoreTests {
    /// (heard, meant intent, meant values, outcome).
    static let outcomes: [(String, String?, String, SpeechOutcome)] = [
        ("load $20 into VillagePay", "LoadFundsIntent", #"{"amount": {"amount": 20, "currency": "USD"}}"#, .correct),
        ("load $20 into VillagePay", "LoadFundsIntent", #"{"amount": {"currency": "USD", "amount": 20.0}}"#, .correct),
        (
            "load $20 into VillagePay", "LoadFundsIntent", #"{"amount": {"amount": 30, "currency": "USD"}}"#,
            .wrongParameter
        ),
        // The amount missing, and asked for ("How much would you like to load?"): no wrong action.
        (
            "load money into VillagePay", "LoadFundsIntent", #"{"amount": {"amount": 20, "currency": "USD"}}"#,
            .asksForValue
        ),
        // A value missing is asked for, but another one read is wrong: wrong.
        (
            "send money to jonas in VillagePay", "TransferMoneyIntent",
            #"{"recipient": "contact-li", "amount": {"amount": 20, "currency": "USD"}}"#, .wrongParameter
        ),
        ("check my savings balance in VillagePay", "CheckBalanceIntent", "{}", .wrongParameter),
        ("book a flight to New York", "BookFlightIntent", #"{"destination": "new york"}"#, .correct),
        ("book a flight to new york", "BookFlightIntent", #"{"destination": "New York"}"#, .correct),
        ("book a flight to new york", "BookFlightIntent", #"{"destination": "newark"}"#, .wrongParameter),
        ("check my balance in VillagePay", "LoadFundsIntent", "{}", .wrongIntent),
        ("play some jazz", "LoadFundsIntent", "{}", .noAnswer),
        ("play some jazz", nil, "{}", .rejected),
        ("check my balance in VillagePay", nil, "{}", .falseAccept),
    ]

    @Test(arguments: outcomes)
    func outcome(heard: String, intent: String?, parameters: String, expected: SpeechOutcome) {
        let match = matcher.match(heard).match
        #expect(SpeechOutcome(intent: intent, parameters: json(parameters), match: match) == expected)
    }

    @Test func wrongOutcomesAreTheOnesThatActWrongly() {
        #expect(SpeechOutcome.allCases.filter(\.isWrong) == [.wrongIntent, .wrongParameter, .falseAccept])
    }

    static let bands: [(Double, WERBucket)] = [
        (0, .exact), (0.0001, .low), (0.1999, .low), (0.2, .middle), (0.4999, .middle), (0.5, .high), (1.5, .high),
    ]

    @Test(arguments: bands)
    func band(rate: Double, expected: WERBucket) {
        #expect(WERBucket(wordErrorRate: rate) == expected)
    }

    @Test func tallyCountsInScopeAndNegativesApart() {
        var tally = SpeechTally()
        for outcome in [
            SpeechOutcome.correct, .correct, .correct, .wrongIntent, .wrongParameter, .noAnswer, .noAnswer,
            .noAnswer, .falseAccept, .rejected, .rejected,
        ] {
            tally.add(outcome)
        }
        #expect(tally.inScope == 8)
        #expect(tally.negatives == 3)
        #expect(tally.wrong == 2)
        #expect(tally.percentOfInScope(tally[.correct]) == 37.5)
        #expect(SpeechTally().percentOfInScope(0) == 0)
    }

    @Test func evaluationGroupsTranscriptsByBandAndVoice() {
        let corpus = SpeechCorpus(
            utterances: [
                .init(
                    id: "a", text: "load $20 into VillagePay", intent: "LoadFundsIntent",
                    parameters: json(#"{"amount": {"amount": 20, "currency": "USD"}}"#), source: "own"),
                .init(id: "n", text: "load the dishwasher", intent: nil, parameters: json("{}"), source: "near"),
            ],
            transcripts: [
                .init(id: "a", voice: "kal", text: "load twenty dollars into village pay", wordErrorRate: 0),
                .init(id: "a", voice: "slt", text: "low twenty dollars into village pay", wordErrorRate: 1.0 / 6),
                .init(id: "a", voice: "rms", text: "lowe plenty dollars and to village bay", wordErrorRate: 0.67),
                .init(id: "n", voice: "kal", text: "load the dish washer", wordErrorRate: 0.67),
            ])
        let evaluation = SpeechEvaluation(corpus, matcher: matcher, options: MatchOptions())
        #expect(evaluation.typed[.correct] == 1)
        #expect(evaluation.typed[.rejected] == 1)
        #expect(evaluation.transcripts[.correct] == 1)
        #expect(evaluation.transcripts[.noAnswer] == 2)
        #expect(evaluation.transcripts[.rejected] == 1)
        #expect(evaluation.byBucket[.exact]?[.correct] == 1)
        #expect(evaluation.byBucket[.low]?[.noAnswer] == 1)
        #expect(evaluation.byBucket[.high]?.inScope == 1)
        #expect(evaluation.byBucket[.high]?.negatives == 1)
        #expect(evaluation.byBucket[.middle] == nil)
        #expect(evaluation.byVoice["kal"]?.inScope == 1)
        #expect(evaluation.misses.map { "\($0.utterance.id) \($0.transcript.voice)" } == ["a slt", "a rms"])
        #expect(
            evaluation.groups.map(\.name) == [
                "typed text", "transcripts", "WER 0", "WER (0, 0.2)", "WER [0.2, 0.5)", "WER >= 0.5", "voice kal",
                "voice rms", "voice slt",
            ])
    }
}

@Suite struct SpeechThresholdsTests {
    @Test func limitsAreCheckedAgainstEachMode() throws {
        let thresholds = try SpeechThresholds(
            parsing: """
                # floors and ceilings
                strict falseAccepts <= 0
                flexible correct% >= 50   # raised as the matcher improves

                flexible wrong% <= 1
                """)
        #expect(thresholds.limits.map(\.line) == [2, 3, 5])
        var good = SpeechTally()
        for outcome in [SpeechOutcome.correct, .correct, .noAnswer, .rejected] { good.add(outcome) }
        #expect(thresholds.violations(["strict": good, "flexible": good], file: "t.txt").isEmpty)
        var bad = good
        for outcome in [SpeechOutcome.falseAccept, .wrongIntent, .noAnswer, .noAnswer] { bad.add(outcome) }
        #expect(
            thresholds.violations(["strict": bad, "flexible": bad], file: "t.txt") == [
                "strict falseAccepts is 1.0, above the limit 0.0 (t.txt:2)",
                "flexible correct% is 33.3, below the limit 50.0 (t.txt:3)",
                "flexible wrong% is 16.7, above the limit 1.0 (t.txt:5)",
            ])
    }

    static let malformed: [(String, String)] = [
        ("flexible correct% 50", "line 1: expected '<mode> <measure> <op> <number>', e.g. 'flexible correct% >= 70'"),
        ("fuzzy correct% >= 50", "line 1: unknown mode 'fuzzy'; use strict or flexible"),
        ("strict accuracy >= 50", "line 1: unknown measure 'accuracy'; use correct%, wrong%, noAnswer%, falseAccepts"),
        ("strict correct% > 50", "line 1: unknown comparison '>'; use >= or <="),
        ("strict correct% >= lots", "line 1: 'lots' is not a number"),
    ]

    @Test(arguments: malformed)
    func malformedLineIsNamed(text: String, message: String) {
        #expect(throws: SpeechThresholds.FormatError.self) { try SpeechThresholds(parsing: text) }
        do {
            _ = try SpeechThresholds(parsing: text)
        } catch {
            #expect("\(error)" == message)
        }
    }
}
