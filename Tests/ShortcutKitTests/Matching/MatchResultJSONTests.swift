import Testing

@testable import ShortcutKit

/// A result streamed as bytes (`match --stdin`) is its tree's `compactText`, also where the stream copies
/// the winner's bytes for the first candidate instead of writing them again.
@Suite struct MatchResultJSONTests {
    static func streamed(_ result: MatchResult) -> String {
        var bytes: [UInt8] = []
        result.appendJSON(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [
        ("load $20 into VillagePay", MatchOptions()),
        ("send 12 dollars and 50 cents to Jonas using Village Wallet", .init()),
        ("book a flight to \"Quoted\" City\u{1}", .init()), ("open the village gate", .init()),
        ("nothing at all", .init()), ("lode twenty dollars", .init(isFlexible: true)),
        ("chek my balanse", .init(isFlexible: true)), ("book a flight vilage pay", .init(isFlexible: true)),
        ("check my balance in villagepey", .init(isFlexible: true)),
    ])
    func streamsEveryKindOfResultAsItsTree(_ utterance: String, _ options: MatchOptions) {
        let result = shippedMatcher.match(utterance, options: options)
        #expect(Self.streamed(result) == result.json.compactText)
    }

    /// The matcher's winner is a copy of its first candidate, so the stream copies its bytes.
    @Test func theMatchersWinnerIsIdenticalToItsFirstCandidate() throws {
        for (utterance, options) in [
            ("load $20 into VillagePay", MatchOptions()), ("lode twenty dollars", MatchOptions(isFlexible: true)),
        ] {
            let result = shippedMatcher.match(utterance, options: options)
            let match = try #require(result.match)
            #expect(WinnerReplay.writesSameJSON(match, result.candidates[0]))
        }
    }

    /// Short strings are compared by their bytes, longer ones by their storage: a copy of a match is the
    /// same, an equal one built apart is the same only where its strings are short.
    @Test func stringsAreTheSameByTheirBytesOrTheirStorage() {
        let long = String(repeating: "open the village gate ", count: 3)
        let match = Match(intent: "GateIntent", phrase: long, phrasePath: "shortcuts[0].phrases[0]")
        let copy = match
        #expect(WinnerReplay.writesSameJSON(match, copy))
        let apart = Match(
            intent: "Gate" + "Intent", phrase: String(repeating: "open the village gate ", count: 3),
            phrasePath: "shortcuts[0].phrases[0]")
        #expect(!WinnerReplay.writesSameJSON(match, apart))
        let short = Match(intent: "GateIntent", phrase: "open", phrasePath: "p")
        #expect(
            WinnerReplay.writesSameJSON(short, Match(intent: "Gate" + "Intent", phrase: "op" + "en", phrasePath: "p")))
    }

    /// A stored property added to `Match` must be added to the identity check too, or a first candidate
    /// that differs only there would be written as the winner.
    @Test func theIdentityCheckComparesEveryStoredProperty() {
        let match = Match(intent: "A", phrase: "a", phrasePath: "p")
        #expect(Mirror(reflecting: match).children.map(\.label) == WinnerReplay.fieldsCompared)
    }

    /// Matches a user built apart are written each from its own fields: a different first candidate,
    /// an equal one, and one equal under `==` whose strings are encoded differently.
    @Test func aWinnerThatIsNotTheFirstCandidateIsWrittenAgain() {
        let composed = Match(intent: "Caf\u{E9}Intent", phrase: "open caf\u{E9}", phrasePath: "p")
        let decomposed = Match(intent: "Cafe\u{301}Intent", phrase: "open cafe\u{301}", phrasePath: "p")
        let other = Match(
            intent: "OtherIntent", phrase: "open", phrasePath: "q", literalWordCount: 1, score: 0.5,
            tolerances: [Tolerance(kind: .added, spoken: "the", expected: "", cost: 0.5)])
        #expect(composed == decomposed)
        #expect(!WinnerReplay.writesSameJSON(composed, decomposed))
        for candidates in [
            [decomposed], [other, composed], [other], [],
            [Match(intent: "CaféIntent", phrase: "open café", phrasePath: "p")],
        ] {
            let result = MatchResult(utterance: "open café", match: composed, reason: nil, candidates: candidates)
            #expect(Self.streamed(result) == result.json.compactText)
        }
        let withReason = MatchResult(utterance: "u", match: other, reason: .negativePhrase("x"), candidates: [other])
        #expect(Self.streamed(withReason) == withReason.json.compactText)
        #expect(withReason.json["candidates"]?.arrayValue?.first == withReason.json["match"])
    }

    /// The winner's bytes are copied from the pending buffer, or from the array when writing it filled
    /// the buffer: utterances and phrases of lengths that put the match before, across and after the
    /// 1 KB boundary.
    @Test func copiesTheWinnerWhereverItsBytesAre() {
        for utteranceLength in [0, 100, 400, 700, 1_000, 3_000] {
            for phraseLength in [10, 300, 900, 2_000] {
                let match = Match(
                    intent: "LongIntent", phrase: String(repeating: "p", count: phraseLength), phrasePath: "p",
                    parameters: [MatchedParameter(name: "n\"ame", value: .integer(-7), spokenText: "minus seven")])
                let other = Match(intent: "Other", phrase: "o", phrasePath: "q")
                let result = MatchResult(
                    utterance: String(repeating: "u", count: utteranceLength), match: match, reason: nil,
                    candidates: [match, other])
                #expect(Self.streamed(result) == result.json.compactText)
            }
        }
    }
}
