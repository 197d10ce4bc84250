import Testing

@testable import ShortcutKit

@Suite struct MatcherTests {
    /// Utterance, expected intent (`nil`: no match), expected parameters as `--json` writes them.
    @Test(
        arguments: [
            // App name: joined, split, synonym, any case; left out when at least two words remain.
            ("open villager in VillagePay", "TalkToVillagerIntent", "{}"),
            ("Open villager in Village Pay", "TalkToVillagerIntent", "{}"),
            ("talk to villager in village wallet", "TalkToVillagerIntent", "{}"),
            ("call villager in VILLAGEPAY", "TalkToVillagerIntent", "{}"),
            ("open villager", "TalkToVillagerIntent", "{}"),
            ("open VillagePay", "TalkToVillagerIntent", "{}"),
            ("open", nil, nil),
            ("open villager in CashApp", nil, nil),
            // Fillers only at the edges; no other word is dropped.
            ("Hey Siri, check my balance in VillagePay, please", "CheckBalanceIntent", "{}"),
            ("siri could you check my balance thank you", "CheckBalanceIntent", "{}"),
            ("I'd like to check my balance", "CheckBalanceIntent", "{}"),
            ("I want to check my balance thanks", "CheckBalanceIntent", "{}"),
            ("don't check my balance", nil, nil),
            ("check my balance please now", nil, nil),
            ("check please my balance", nil, nil),
            // Contractions and apostrophes.
            ("what's my balance", "CheckBalanceIntent", "{}"),
            ("whats my balance in villagepay", "CheckBalanceIntent", "{}"),
            ("what is my balance", "CheckBalanceIntent", "{}"),
            ("where is my order", "TrackItemIntent", "{}"),
            // Enum cases by title, value and several-word synonyms.
            ("check my savings balance", "CheckBalanceIntent", #"{"account":"savings"}"#),
            ("check my rainy day balance on village pay", "CheckBalanceIntent", #"{"account":"savings"}"#),
            ("check my everyday balance", "CheckBalanceIntent", #"{"account":"checking"}"#),
            ("pay my power bill", "PayBillIntent", #"{"biller":"electricity"}"#),
            ("read my heart rate from villagepay", "ReadHealthDataIntent", #"{"metric":"heartRate"}"#),
            ("read my heartrate", "ReadHealthDataIntent", #"{"metric":"heartRate"}"#),
            ("read my heart beat", nil, nil),
            // Entities by title, id and synonyms.
            ("send money to Jonas Weber with VillagePay", "TransferMoneyIntent", #"{"recipient":"contact-jonas"}"#),
            ("transfer money to mom", "TransferMoneyIntent", #"{"recipient":"contact-amara"}"#),
            ("order food from mama put", "OrderFoodIntent", #"{"restaurant":"restaurant-mama-put"}"#),
            // Currency.
            ("load $20 into VillagePay", "LoadFundsIntent", #"{"amount":{"amount":20,"currency":"USD"}}"#),
            ("load twenty dollars", "LoadFundsIntent", #"{"amount":{"amount":20,"currency":"USD"}}"#),
            ("load 30 bucks in village pay", "LoadFundsIntent", #"{"amount":{"amount":30,"currency":"USD"}}"#),
            ("load €15", "LoadFundsIntent", #"{"amount":{"amount":15,"currency":"EUR"}}"#),
            ("load 5 pounds", "LoadFundsIntent", #"{"amount":{"amount":5,"currency":"GBP"}}"#),
            ("load $15.50", "LoadFundsIntent", #"{"amount":{"amount":15.5,"currency":"USD"}}"#),
            ("load one hundred and fifty", "LoadFundsIntent", #"{"amount":{"amount":150,"currency":"USD"}}"#),
            (
                "send 12 dollars and 50 cents to Jonas using Village Wallet", "TransferMoneyIntent",
                #"{"recipient":"contact-jonas","amount":{"amount":12.5,"currency":"USD"}}"#
            ),
            // Integers and numbers.
            ("buy twenty five movie tickets", "BuyMovieTicketsIntent", #"{"tickets":25}"#),
            ("book 2 movie tickets with villagepay", "BuyMovieTicketsIntent", #"{"tickets":2}"#),
            ("buy 2.5 movie tickets", nil, nil),
            ("read my health data for the last 3.5 days", "ReadHealthDataIntent", #"{"days":3.5}"#),
            ("read my health data for the last seven days", "ReadHealthDataIntent", #"{"days":7}"#),
            // Free text, as spoken.
            ("book a flight to New York", "BookFlightIntent", #"{"destination":"New York"}"#),
            ("book a flight to São Paulo in VillagePay", "BookFlightIntent", #"{"destination":"São Paulo"}"#),
            ("book a flight", "BookFlightIntent", "{}"),
            // Free text never holds the app's name: the connective before it was lost, not part of a city.
            ("book a flight to tokyo villagepay", nil, nil),
            ("book a flight to tokyo village pay", nil, nil),
            ("book a flight to tokyo in village pay", "BookFlightIntent", #"{"destination":"tokyo"}"#),
            ("book a flight to the village", "BookFlightIntent", #"{"destination":"the village"}"#),
            // Negative phrases.
            ("open the village gate", nil, nil),
            // Not the app's.
            ("what is the weather in paris", nil, nil),
            ("", nil, nil),
        ] as [(String, String?, String?)])
    func resolvesTheShippedRegistry(_ utterance: String, _ intent: String?, _ parameters: String?) {
        let result = shippedMatcher.match(utterance)
        #expect(result.match?.intent == intent)
        if let parameters {
            let written = result.match?.json["parameters"]?.compactText
            #expect(written == parameters)
        }
    }

    @Test func saysWhetherTheAppNameWasSpoken() {
        #expect(shippedMatcher.match("check my balance in VillagePay").match?.isAppNameSpoken == true)
        #expect(shippedMatcher.match("check my balance").match?.isAppNameSpoken == false)
    }

    @Test func canRequireTheAppName() {
        let options = MatchOptions(requiresAppName: true)
        #expect(shippedMatcher.match("check my balance", options: options).match == nil)
        #expect(
            shippedMatcher.match("check my balance in villagepay", options: options).match?.intent
                == "CheckBalanceIntent")
    }

    @Test func listsMissingRequiredParametersWithTheirPrompts() throws {
        let match = try #require(shippedMatcher.match("load money into VillagePay").match)
        #expect(match.missingParameters.map(\.name) == ["amount"])
        #expect(match.missingParameters.first?.prompt == "How much would you like to load?")
        #expect(shippedMatcher.match("send money to Jonas").match?.missingParameters.map(\.name) == ["amount"])
    }

    @Test func reportsNegativePhrases() {
        let result = shippedMatcher.match("Open the village gate")
        #expect(result.match == nil)
        #expect(result.reason == .negativePhrase("Open the village gate"))
    }

    @Test func reportsTheSpokenWordsOfEachValue() throws {
        let match = try #require(shippedMatcher.match("Load Twenty-Five Dollars into VillagePay").match)
        #expect(match.parameters.first?.spokenText == "Twenty-Five Dollars")
    }

    // MARK: Ranking, on registries built for it

    private let twoIntents = #"[{"name": "A", "parameters": [{"name": "q", "type": "string"}]}, {"name": "B"}]"#

    @Test func prefersMoreLiteralWords() throws {
        let registry = try makeRegistry(
            intents: twoIntents,
            shortcuts:
                #"[{"intent": "A", "phrases": ["play ${q} in ${applicationName}"]}, {"intent": "B", "phrases": ["play music in ${applicationName}"]}]"#
        )
        let result = try Matcher(registry: registry).match("play music in villagepay")
        #expect(result.match?.intent == "B")
        #expect(result.candidates.map(\.intent) == ["B", "A"])
    }

    @Test func prefersFewerFreeTextWords() throws {
        let registry = try makeRegistry(
            intents:
                #"[{"name": "A", "parameters": [{"name": "q", "type": "string"}]}, {"name": "B", "parameters": [{"name": "q", "type": "string"}]}]"#,
            shortcuts:
                #"[{"intent": "A", "phrases": ["find ${q} in ${applicationName}"]}, {"intent": "B", "phrases": ["find ${q} songs in ${applicationName}"]}]"#
        )
        let matcher = try Matcher(registry: registry)
        // Both read 2 literal words... B reads 3: "find", "songs", "in".
        #expect(matcher.match("find jazz songs in villagepay").match?.intent == "B")
    }

    @Test func prefersTheAppNameSpoken() throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "A"}, {"name": "B", "parameters": [{"name": "q", "type": "string"}]}]"#,
            shortcuts:
                #"[{"intent": "A", "phrases": ["show news in ${applicationName}"]}, {"intent": "B", "phrases": ["show news in ${q}"]}]"#
        )
        let result = try Matcher(registry: registry).match("show news in villagepay")
        // A: 3 literal words, app spoken; B: 3 literal words and one free-text word.
        #expect(result.match?.intent == "A")
    }

    @Test func tiesBetweenIntentsAreAmbiguous() throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "A"}, {"name": "B"}]"#,
            shortcuts:
                #"[{"intent": "A", "phrases": ["start ${applicationName}"]}, {"intent": "B", "phrases": ["(start|launch) ${applicationName}"]}]"#
        )
        let result = try Matcher(registry: registry).match("start villagepay")
        #expect(result.match == nil)
        #expect(result.isAmbiguous)
        #expect(Set(result.candidates.map(\.intent)) == ["A", "B"])
        #expect(try Matcher(registry: registry).match("launch villagepay").match?.intent == "B")
    }

    @Test func withinOneIntentRegistryOrderDecides() throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "A"}]"#,
            shortcuts:
                #"[{"intent": "A", "phrases": ["start ${applicationName}", "(start|launch) ${applicationName}"]}]"#)
        let result = try Matcher(registry: registry).match("start villagepay")
        #expect(result.match?.phrase == "start ${applicationName}")
    }

    @Test func leavesOutTheConnectiveWithTheAppName() throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "A"}, {"name": "B"}]"#,
            shortcuts:
                #"[{"intent": "A", "phrases": ["refill coffee (with|using) ${applicationName}"]}, {"intent": "B", "phrases": ["${applicationName} news"]}]"#
        )
        let matcher = try Matcher(registry: registry)
        #expect(matcher.match("refill coffee").match?.intent == "A")
        #expect(matcher.match("refill coffee with").match == nil)
        #expect(matcher.match("news").match == nil)
        #expect(matcher.match("village pay news").match?.intent == "B")
    }

    @Test func compilesAlternativesAndOptionalsIntoOneTrie() throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "A"}]"#,
            shortcuts:
                #"[{"intent": "A", "phrases": ["[please] (show|display) [me] [the|my] (stats|statistics [now]) in ${applicationName}"]}]"#
        )
        let matcher = try Matcher(registry: registry)
        for utterance in [
            "show stats in villagepay", "please display me my statistics now in village pay", "show the stats",
        ] {
            #expect(matcher.match(utterance).match?.intent == "A", "\(utterance)")
        }
        #expect(matcher.match("show me me stats").match == nil)
    }
}
