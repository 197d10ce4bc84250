import ShortcutKit
import Testing

/// Results are values a library user can build: what they build equals what the matcher reports.
///
/// This file imports ShortcutKit without `@testable` and builds every value with a public initializer.
@Suite struct MatchResultTests {
    @Test func aMatchBuiltByHandEqualsTheMatchersResult() throws {
        let utterance = "load twenty dollars into VillagePay"
        let amount = MatchedParameter(
            name: "amount", value: .currency(SpokenAmount.Money(amount: 20, currencyCode: "USD")),
            spokenText: "twenty dollars")
        let reported = try #require(shippedMatcher.match(utterance).match)
        let expected = Match(
            intent: "LoadFundsIntent", phrase: "Load ${amount} (in|into) ${applicationName}",
            phrasePath: reported.phrasePath, parameters: [amount], isAppNameSpoken: true,
            literalWordCount: reported.literalWordCount, freeTextWordCount: 0)
        #expect(reported == expected)
        #expect(
            shippedMatcher.match(utterance)
                == MatchResult(utterance: utterance, match: expected, reason: nil, candidates: [expected]))
    }

    /// A parse the flexible walk found without forgiving anything is the strict match: score 1 and no
    /// tolerances compare equal however the match was made.
    @Test func aPerfectFlexibleParseEqualsTheStrictMatch() throws {
        let utterance = "check my balance in VillagePay"
        let strict = try #require(shippedMatcher.match(utterance).match)
        let parse = try #require(shippedMatcher.explain(utterance).parses.first)
        #expect(parse.score == 1 && parse.tolerances.isEmpty)
        #expect(parse == strict)
    }

    @Test func aFlexibleMatchCarriesItsScoreAndTolerances() {
        let tolerance = Tolerance(kind: .soundsAlike, spoken: "lode", expected: "load", cost: 0.5)
        let match = Match(
            intent: "LoadFundsIntent", phrase: "Load", phrasePath: "p", score: 0.9, tolerances: [tolerance])
        #expect(match.score == 0.9 && match.tolerances == [tolerance])
        #expect(match != Match(intent: "LoadFundsIntent", phrase: "Load", phrasePath: "p"))
        #expect(Match(intent: "A", phrase: "B", phrasePath: "p").score == 1)
    }

    @Test func noLocalAnswerNamesTheMatchersReason() {
        #expect(AssistantError.noLocalAnswer(reason: .ambiguous).description.contains("(ambiguous)"))
        #expect(AssistantError.noLocalAnswer(reason: .negativePhrase("Open the village gate")).kind == "noLocalAnswer")
    }
}
