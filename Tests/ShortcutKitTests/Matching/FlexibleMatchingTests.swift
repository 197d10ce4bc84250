import Testing

@testable import ShortcutKit

@Suite struct FlexibleMatchingTests {
    static let flexible = MatchOptions(isFlexible: true)

    /// Utterance, intent, parameters as `--json` writes them, the tolerances taken, and the score
    /// (`1 - cost / (phrase elements + skipped words)`).
    static let tolerated: [(String, String, String, [Tolerance.Kind], Double)] = [
        // A misheard phrase word: by sound, by spelling.
        (
            "lode twenty dollars", "LoadFundsIntent", #"{"amount":{"amount":20,"currency":"USD"}}"#, [.soundsAlike],
            1 - 0.3 / 2
        ),
        ("check my balanced", "CheckBalanceIntent", "{}", [.spelledAlike], 1 - 0.35 / 3),
        ("chek my balanse", "CheckBalanceIntent", "{}", [.soundsAlike, .soundsAlike], 1 - 0.6 / 3),
        // Function words: swapped, dropped, added.
        ("track a package", "TrackItemIntent", "{}", [.functionWordSwapped], 1 - 0.3 / 3),
        ("check balance", "CheckBalanceIntent", "{}", [.dropped], 1 - 0.25 / 3),
        ("check my balance in the villagepay", "CheckBalanceIntent", "{}", [.added], 1 - 0.3 / 6),
        // Split and merged words.
        ("trans fer money to mom", "TransferMoneyIntent", #"{"recipient":"contact-amara"}"#, [.split], 1 - 0.2 / 4),
        ("topup my wallet", "LoadFundsIntent", "{}", [.merged], 1 - 0.2 / 4),
        // A word run together with a value, split before the walk.
        ("pay a bill inVillageWallet", "PayBillIntent", "{}", [.merged], 1 - 0.2 / 5),
        ("book fivemovie tickets", "BuyMovieTicketsIntent", #"{"tickets":5}"#, [.merged], 1 - 0.2 / 4),
        (
            "send twentydollars to mom", "TransferMoneyIntent",
            #"{"recipient":"contact-amara","amount":{"amount":20,"currency":"USD"}}"#, [.merged], 1 - 0.2 / 4
        ),
        // Hesitations anywhere, also before an edge filler.
        ("check uh my balance", "CheckBalanceIntent", "{}", [.hesitation], 1 - 0.05 / 4),
        ("um please check my balance er", "CheckBalanceIntent", "{}", [.hesitation, .hesitation], 1 - 0.1 / 5),
        ("um check my balance", "CheckBalanceIntent", "{}", [.hesitation], 1 - 0.05 / 4),
        (
            "send money to jonas um weber", "TransferMoneyIntent", #"{"recipient":"contact-jonas"}"#, [.hesitation],
            1 - 0.05 / 5
        ),
        (
            "buy seven movie tickets in village er pay", "BuyMovieTicketsIntent", #"{"tickets":7}"#, [.hesitation],
            1 - 0.05 / 7
        ),
        // Values: enum, entity (also split), the app name (a stricter bound and a surcharge).
        ("pay my electrik bill", "PayBillIntent", #"{"biller":"electricity"}"#, [.soundsAlike], 1 - 0.3 / 4),
        (
            "send money to jonah", "TransferMoneyIntent", #"{"recipient":"contact-jonas"}"#, [.spelledAlike],
            1 - 0.35 / 4
        ),
        (
            "order food from greenbowl", "OrderFoodIntent", #"{"restaurant":"restaurant-green-bowl"}"#, [.merged],
            1 - 0.2 / 4
        ),
        ("check my balance in villagepey", "CheckBalanceIntent", "{}", [.soundsAlike], 1 - 0.4 / 5),
        ("book a flight vilage pay", "BookFlightIntent", "{}", [.dropped, .soundsAlike], 1 - 0.65 / 5),
        // What a recognizer writes for a word it did not catch: a word one sound away, or with its sounds
        // spelled far; paid for by the words the phrase keeps.
        ("but a flight to lagos", "BookFlightIntent", #"{"destination":"lagos"}"#, [.misheard], 1 - 0.5 / 5),
        ("hey my electricity bill", "PayBillIntent", #"{"biller":"electricity"}"#, [.misheard], 1 - 0.5 / 4),
        (
            "let twenty dollars into village pay", "LoadFundsIntent", #"{"amount":{"amount":20,"currency":"USD"}}"#,
            [.misheard], 1 - 0.5 / 4
        ),
        ("check my balance and village pay", "CheckBalanceIntent", "{}", [.functionWordSwapped], 1 - 0.3 / 5),
        // The app's name known by its longest word: another word of it heard as any content word.
        ("check my balance on village they", "CheckBalanceIntent", "{}", [.misheard], 1 - 0.6 / 5),
        ("track my package in village life", "TrackItemIntent", "{}", [.misheard], 1 - 0.6 / 5),
        ("check my balance on village and", "CheckBalanceIntent", "{}", [.misheard], 1 - 0.6 / 5),
        // A word boundary moved: a phrase word run into the function word after it, spelled alike.
        (
            "check my rainy day balancing village pay", "CheckBalanceIntent", #"{"account":"savings"}"#, [.merged],
            1 - 0.7 / 6
        ),
    ]

    @Test(arguments: tolerated)
    func toleratesWhatRecognizersGetWrong(
        _ utterance: String, _ intent: String, _ parameters: String, _ kinds: [Tolerance.Kind], _ score: Double
    ) throws {
        #expect(shippedMatcher.match(utterance).match == nil, "strict mode must not match '\(utterance)'")
        let match = try #require(shippedMatcher.match(utterance, options: Self.flexible).match)
        #expect(match.intent == intent)
        #expect(match.json["parameters"]?.compactText == parameters)
        #expect(match.tolerances.map(\.kind) == kinds)
        #expect(abs(match.score - score) < 0.0001)
    }

    /// Utterances flexible mode must leave to the fallback, and why.
    @Test(arguments: [
        // Content words are never dropped or added, and unlike words are not misheard.
        ("don't check my balance", MatchResult.NoMatchReason.noPhrase),
        ("check my credit card balance", .noPhrase),
        ("check my balance in cashapp", .noPhrase),
        // "loan" is one sound from "money" ("load money"), heard with too little intact around it.
        ("load the loan", .belowThreshold),
        // A run-together word is never split into two function words to be skipped.
        ("within check my balance", .noPhrase),
        ("what is the weather like", .noPhrase),
        // Too many tolerances for the budget.
        ("chek the my balanse on the um", .noPhrase),
        // A negative phrase is matched flexibly too, and blocks.
        ("open the villag gate", .negativePhrase("Open the village gate")),
        // ... but only one heard about as well as a match would have to be: this one scores 0.7625.
        ("opun a villag gate", .noPhrase),
        // Free text takes no words the phrase should have explained: the connective before it must be
        // heard as itself.
        ("book a flight lagos", .noPhrase),
        ("book a flight in lagos", .noPhrase),
        // ... nor a word a phrase goes on with after it ("with" before the app's name), nor end on a
        // function word: the words a recognizer made of the app's name are not a destination.
        ("but the flight to paris with the witch and", .noPhrase),
        ("but the flight to go to a", .noPhrase),
        // A misheard word in a phrase of two elements leaves too little intact: 0.75.
        ("low twenty dollars", .belowThreshold),
        // The app's name is not heard without its longest word: another app's name never matches.
        ("pay my electricity bill with apple pay", .noPhrase),
        ("check my balance in religion pay", .noPhrase),
        // Out of scope, sharing a verb.
        ("load the dishwasher", .noPhrase),
        ("send an email to mom", .noPhrase),
        ("book a table for two", .noPhrase),
    ])
    func leavesToTheFallback(_ utterance: String, _ reason: MatchResult.NoMatchReason) {
        let result = shippedMatcher.match(utterance, options: Self.flexible)
        #expect(result.match == nil)
        #expect(result.reason == reason)
    }

    @Test func keepsFreeTextFreeOfHesitationsAndTheAppName() throws {
        // (Strict matching lets free text take anything: "book a flight to um lagos" is a strict match.)
        let edges = try #require(shippedMatcher.match("book a flite to um lagos", options: Self.flexible).match)
        #expect(edges.value(of: "destination") == .string("lagos"))
        #expect(edges.tolerances.map(\.kind) == [.soundsAlike, .hesitation])
        let appName = try #require(
            shippedMatcher.match("book a flite to lagos with vilage pay", options: Self.flexible).match)
        #expect(appName.value(of: "destination") == .string("lagos"))
        #expect(appName.isAppNameSpoken)
    }

    /// Strict mode is the default and flexible mode changes nothing it decides.
    @Test(arguments: [
        "open villager in VillagePay", "check my balance", "load $20 into VillagePay", "book a flight to new york",
        "start villagepay", "open the village gate", "don't check my balance", "what's my balance",
    ])
    func leavesStrictResultsAlone(_ utterance: String) {
        let strict = shippedMatcher.match(utterance)
        #expect(MatchOptions().isFlexible == false)
        if strict.reason == .noPhrase { return }
        #expect(shippedMatcher.match(utterance, options: Self.flexible) == strict)
        #expect(strict.match.map { $0.score == 1 && $0.tolerances.isEmpty } ?? true)
    }

    @Test func aStrictMatchBeatsABetterScoringFlexibleOne() throws {
        // "lend money" matches B strictly; flexibly it would also be A's "send money" misheard.
        let registry = try makeRegistry(
            intents: #"[{"name": "A"}, {"name": "B"}]"#,
            shortcuts:
                #"[{"intent": "A", "phrases": ["send money now"]}, {"intent": "B", "phrases": ["lend money now"]}]"#)
        let matcher = try Matcher(registry: registry)
        let result = matcher.match("lend money now", options: Self.flexible)
        #expect(result.match?.intent == "B")
        #expect(result.candidates.map(\.intent) == ["B"])
        #expect(result.match?.score == 1)
    }

    /// A server makes the vocabulary before it answers; a flexible match after that reads it.
    @Test func theVocabularyCanBeMadeAheadOfTheFirstFlexibleMatch() throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "A"}]"#, shortcuts: #"[{"intent": "A", "phrases": ["send money now"]}]"#)
        let matcher = try Matcher(registry: registry)
        #expect(matcher.prepareFlexibleMatching())
        #expect(!matcher.prepareFlexibleMatching())
        #expect(matcher.match("sent money now", options: Self.flexible).match?.intent == "A")
        // Copies share it: a matcher is a value, its vocabulary made once for all of them.
        let copy = matcher
        #expect(!copy.prepareFlexibleMatching())
        // Made by a flexible match, it is not made again.
        let other = try Matcher(registry: registry)
        _ = other.match("sent money now", options: Self.flexible)
        #expect(!other.prepareFlexibleMatching())
    }

    @Test func acceptsOnlyAtOrAboveTheThreshold() {
        // "chek my balanse" scores 0.8.
        var options = Self.flexible
        options.flexibleThreshold = 0.8
        #expect(shippedMatcher.match("chek my balanse", options: options).match?.intent == "CheckBalanceIntent")
        options.flexibleThreshold = 0.85
        let result = shippedMatcher.match("chek my balanse", options: options)
        #expect(result.match == nil)
        #expect(result.reason == .belowThreshold)
        #expect(result.candidates.first?.intent == "CheckBalanceIntent")
    }

    @Test func needsAMarginOverEveryOtherIntent() throws {
        // "lode": sounds like "load" (0.3, score 0.85), one letter from "lose" (0.35, score 0.825).
        let registry = try makeRegistry(
            intents: #"[{"name": "Load"}, {"name": "Lose"}]"#,
            shortcuts:
                #"[{"intent": "Load", "phrases": ["load money"]}, {"intent": "Lose", "phrases": ["lose money"]}]"#)
        let matcher = try Matcher(registry: registry)
        var options = Self.flexible
        let close = matcher.match("lode money", options: options)
        #expect(close.match == nil)
        #expect(close.reason == .ambiguous)
        #expect(close.candidates.map(\.intent) == ["Load", "Lose"])
        #expect(close.candidates.map(\.score) == [0.85, 0.825])
        options.flexibleMargin = 0.02
        #expect(matcher.match("lode money", options: options).match?.intent == "Load")
    }

    @Test func reportsScoreAndTolerancesInJSON() throws {
        let result = shippedMatcher.match("lode twenty dollars", options: Self.flexible)
        let match = try #require(result.json["match"])
        #expect(match["score"] == .double(0.85))
        #expect(
            match["tolerated"]?.compactText
                == #"[{"kind":"soundsAlike","spoken":"lode","expected":"load","cost":0.3}]"#)
        var streamed: [UInt8] = []
        result.appendJSON(to: &streamed)
        #expect(String(decoding: streamed, as: UTF8.self) == result.json.compactText)
        #expect(shippedMatcher.match("check my balance").json["match"]?["score"] == .integer(1))
    }

    @Test func explainsNearMissesInStrictMode() throws {
        let explanation = shippedMatcher.explain("chek my balanse")
        #expect(explanation.result.match == nil)
        #expect(explanation.result.reason == .noPhrase)
        let parse = try #require(explanation.parses.first)
        #expect(parse.intent == "CheckBalanceIntent")
        #expect(parse.score == 0.8)
        #expect(parse.tolerances.map(\.spoken) == ["chek", "balanse"])
        #expect(parse.tolerances.map(\.expected) == ["check", "balance"])
    }

    @Test func explainsTheDecisionInFlexibleMode() throws {
        let explanation = shippedMatcher.explain("open the villag gate", options: Self.flexible)
        #expect(explanation.result.reason == .negativePhrase("Open the village gate"))
        let negative = try #require(explanation.negativeParse)
        #expect(negative.tolerances.map(\.kind) == [.spelledAlike])
        #expect(explanation.json["mode"] == "flexible")
        let strict = shippedMatcher.explain("check my balance")
        #expect(strict.parses.map(\.intent) == ["CheckBalanceIntent"])
        #expect(strict.parses.first?.score == 1)
    }
}
