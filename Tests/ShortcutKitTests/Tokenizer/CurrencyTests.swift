import Testing

@testable import ShortcutKit

/// Amounts are exact or absent: every symbol, code and unit word read as its currency, in every
/// position it is written in, and nothing read where the currency is ambiguous, not allowed, or negative.
@Suite struct CurrencyTests {
    /// A wallet registry with extra top-level keys (`"currencies": […]`) and a default currency.
    static func registry(defaultCurrency: String = "USD", extra: String = "") throws(RegistryError) -> Registry {
        try Registry(
            jsonText: """
                {"version": 1, "defaultCurrency": "\(defaultCurrency)", \(extra) "app": {"name": "VillagePay"},
                 "intents": [
                   {"name": "Load", "parameters": [{"name": "amount", "type": "currency", "required": true}]},
                   {"name": "Thermostat", "parameters": [{"name": "degrees", "type": "number", "allowsNegative": true}]},
                   {"name": "Floor", "parameters": [{"name": "floor", "type": "integer"}]}],
                 "shortcuts": [
                   {"intent": "Load", "phrases": ["Load ${amount} into ${applicationName}"]},
                   {"intent": "Thermostat", "phrases": ["Set the heat to ${degrees} in ${applicationName}"]},
                   {"intent": "Floor", "phrases": ["Go to floor ${floor} in ${applicationName}"]}]}
                """, sourcePath: "money.json")
    }

    /// The amount `load … into villagepay` reads, or nil when the phrase does not match.
    static func amount(_ said: String, _ registry: Registry) throws -> SpokenAmount.Money? {
        let result = try Matcher(registry: registry).match("load \(said) into villagepay")
        guard case .currency(let money)? = result.match?.parameters.first?.value else { return nil }
        return money
    }

    static let singleMeaningSymbols: [(String, String)] = [
        ("€", "EUR"), ("£", "GBP"), ("₹", "INR"), ("₦", "NGN"), ("₩", "KRW"), ("₱", "PHP"), ("₺", "TRY"),
        ("₴", "UAH"), ("₪", "ILS"), ("฿", "THB"), ("₫", "VND"), ("₽", "RUB"), ("₵", "GHS"), ("₸", "KZT"),
        ("$", "USD"),
    ]

    @Test(arguments: singleMeaningSymbols)
    func aSymbolIsReadBeforeAndAfterTheNumber(symbol: String, code: String) throws {
        let registry = try Self.registry()
        let expected = SpokenAmount.Money(amount: 500, currencyCode: code)
        #expect(try Self.amount("\(symbol)500", registry) == expected)
        #expect(try Self.amount("500\(symbol)", registry) == expected)
        #expect(try Self.amount("\(symbol) 500", registry) == expected)
    }

    @Test(arguments: [
        ("dollars", "USD"), ("bucks", "USD"), ("us dollars", "USD"), ("canadian dollars", "CAD"),
        ("australian dollars", "AUD"), ("euros", "EUR"), ("euro", "EUR"), ("pounds", "GBP"), ("quid", "GBP"),
        ("yen", "JPY"), ("yuan", "CNY"), ("renminbi", "CNY"), ("rupees", "INR"), ("naira", "NGN"), ("won", "KRW"),
        ("rand", "ZAR"), ("cedis", "GHS"), ("baht", "THB"), ("rubles", "RUB"), ("lira", "TRY"), ("zloty", "PLN"),
        ("shekels", "ILS"), ("ringgit", "MYR"),
    ])
    func aUnitWordIsReadAfterTheNumber(unit: String, code: String) throws {
        let registry = try Self.registry()
        #expect(try Self.amount("500 \(unit)", registry) == SpokenAmount.Money(amount: 500, currencyCode: code))
        #expect(
            try Self.amount("five hundred \(unit)", registry) == SpokenAmount.Money(amount: 500, currencyCode: code))
        #expect(try Self.amount("\(unit) 500", registry) == nil)
    }

    @Test(arguments: ["JPY", "USD", "EUR", "NGN", "INR", "CNY", "GBP", "CHF", "SEK", "MXN", "jpy", "ngn"])
    func anISOCodeIsReadBeforeAndAfterTheNumber(code: String) throws {
        let registry = try Self.registry()
        let expected = SpokenAmount.Money(amount: 500, currencyCode: code.uppercased())
        #expect(try Self.amount("\(code) 500", registry) == expected)
        #expect(try Self.amount("500 \(code)", registry) == expected)
    }

    @Test(arguments: ["all", "top", "try"])
    func codesThatAreEnglishWordsAreNotCodes(word: String) throws {
        #expect(try Self.amount("20 \(word)", try Self.registry()) == nil)
    }

    @Test(arguments: [
        ("50 cents", 0.5, "USD"), ("50 pence", 0.5, "GBP"), ("50 kobo", 0.5, "NGN"), ("50 paise", 0.5, "INR"),
        ("12 dollars and 50 cents", 12.5, "USD"), ("12 euros and 50 cents", 12.5, "EUR"),
        ("12 pounds and 50 pence", 12.5, "GBP"), ("500 naira and 20 kobo", 500.2, "NGN"),
    ])
    func minorUnitsAreHundredthsOfTheirCurrency(said: String, amount: Double, code: String) throws {
        #expect(try Self.amount(said, try Self.registry()) == SpokenAmount.Money(amount: amount, currencyCode: code))
    }

    @Test(arguments: ["12 dollars and 50 pence", "500 naira and 20 cents", "12 pounds and 50 kobo"])
    func aMinorUnitOfAnotherCurrencyIsNoAmount(said: String) throws {
        #expect(try Self.amount(said, try Self.registry()) == nil)
    }

    /// Names with several meanings, and what a registry's choice makes of them.
    static let ambiguous: [(said: String, choice: String, code: String)] = [
        ("¥500", #""¥": "JPY""#, "JPY"), ("500¥", #""¥": "CNY""#, "CNY"), ("￥500", #""¥": "JPY""#, "JPY"),
        ("500 kr", #""kr": "SEK""#, "SEK"), ("kr 500", #""kr": "NOK""#, "NOK"),
        ("500 pesos", #""pesos": "PHP""#, "PHP"),
        ("500 francs", #""francs": "CHF""#, "CHF"), ("₨500", #""₨": "PKR""#, "PKR"),
        ("500 shillings", #""shillings": "KES""#, "KES"), ("500 kronor", #""kronor": "SEK""#, "SEK"),
    ]

    @Test(arguments: ambiguous)
    func anAmbiguousNameIsNoAmountUnlessTheRegistrySaysWhichItMeans(said: String, choice: String, code: String) throws {
        #expect(try Self.amount(said, try Self.registry()) == nil)
        let chosen = try Self.registry(extra: #""currencySymbols": {\#(choice)},"#)
        #expect(try Self.amount(said, chosen) == SpokenAmount.Money(amount: 500, currencyCode: code))
    }

    @Test func dollarsUnderANonDollarDefaultAreAmbiguous() throws {
        let euro = try Self.registry(defaultCurrency: "EUR")
        #expect(try Self.amount("$20", euro) == nil)
        #expect(try Self.amount("20 dollars", euro) == nil)
        #expect(try Self.amount("20 us dollars", euro) == SpokenAmount.Money(amount: 20, currencyCode: "USD"))
        #expect(try Self.amount("USD 20", euro) == SpokenAmount.Money(amount: 20, currencyCode: "USD"))
        #expect(try Self.amount("20", euro) == SpokenAmount.Money(amount: 20, currencyCode: "EUR"))
        #expect(try Self.amount("50 cents", euro) == SpokenAmount.Money(amount: 0.5, currencyCode: "EUR"))
        let chosen = try Self.registry(defaultCurrency: "EUR", extra: #""currencySymbols": {"$": "USD"},"#)
        #expect(try Self.amount("$20", chosen) == SpokenAmount.Money(amount: 20, currencyCode: "USD"))
    }

    @Test func theDefaultCurrencyDecidesBetweenItsOwnMeanings() throws {
        #expect(
            try Self.amount("$20", try Self.registry(defaultCurrency: "CAD")) == .init(amount: 20, currencyCode: "CAD"))
        #expect(
            try Self.amount("¥500", try Self.registry(defaultCurrency: "JPY"))
                == .init(amount: 500, currencyCode: "JPY"))
        #expect(
            try Self.amount("¥500", try Self.registry(defaultCurrency: "CNY"))
                == .init(amount: 500, currencyCode: "CNY"))
        #expect(
            try Self.amount("20 pounds", try Self.registry(defaultCurrency: "EGP"))
                == .init(amount: 20, currencyCode: "EGP"))
        #expect(
            try Self.amount("20 pesos", try Self.registry(defaultCurrency: "MXN"))
                == .init(amount: 20, currencyCode: "MXN"))
    }

    @Test func theCurrenciesListRestrictsAndDisambiguates() throws {
        let restricted = try Self.registry(extra: #""currencies": ["USD", "EUR"],"#)
        #expect(try Self.amount("€20", restricted) == .init(amount: 20, currencyCode: "EUR"))
        #expect(try Self.amount("$20", restricted) == .init(amount: 20, currencyCode: "USD"))
        #expect(try Self.amount("20", restricted) == .init(amount: 20, currencyCode: "USD"))
        for said in ["£20", "500 yen", "JPY 500", "₦500", "50 pence", "20 canadian dollars"] {
            #expect(try Self.amount(said, restricted) == nil, "\(said)")
        }
        let yen = try Self.registry(extra: #""currencies": ["USD", "JPY"],"#)
        #expect(try Self.amount("¥500", yen) == .init(amount: 500, currencyCode: "JPY"))
    }

    @Test(arguments: [
        "-20 dollars", "minus twenty dollars", "$-20", "-$20", "negative 20 dollars", "−20 €", "minus 20",
    ])
    func aNegativeAmountIsNoAmount(said: String) throws {
        #expect(try Self.amount(said, try Self.registry()) == nil)
    }

    @Test(arguments: [
        ("set the heat to minus 5 in villagepay", ParameterValue?.some(.number(-5))),
        ("set the heat to -5 in villagepay", .number(-5)),
        ("set the heat to negative 2.5 in villagepay", .number(-2.5)),
        ("set the heat to 5 in villagepay", .number(5)),
        ("go to floor -2 in villagepay", nil), ("go to floor minus two in villagepay", nil),
        ("go to floor 2 in villagepay", .integer(2)),
    ])
    func negativeNumbersOnlyWhereTheParameterAllowsThem(utterance: String, value: ParameterValue?) throws {
        let result = try Matcher(registry: try Self.registry()).match(utterance)
        #expect(result.match?.parameters.first?.value == value)
    }

    @Test func hyphensBetweenWordsAndDigitsAreNoMinusSigns() {
        #expect(Tokenizer.words(of: "twenty-five") == ["twenty", "five"])
        #expect(Tokenizer.words(of: "1-800") == ["1", "800"])
        #expect(Tokenizer.words(of: "-20 ₦5") == ["minus", "20", "₦", "5"])
    }

    @Test(arguments: [
        (#""currencies": ["usd"],"#, "currencies[0]", "three capital letters"),
        (#""currencies": ["EUR"],"#, "currencies", "the default currency \"USD\" is not in"),
        (#""currencies": ["USD", "USD"],"#, "currencies[1]", "duplicate currency"),
        (#""currencySymbols": {"€": "EUR"},"#, "currencySymbols[\"€\"]", "always means EUR"),
        (#""currencySymbols": {"¥": "USD"},"#, "currencySymbols[\"¥\"]", "means one of JPY, CNY"),
        (#""currencySymbols": {"zorkmid": "USD"},"#, "currencySymbols.zorkmid", "no currency symbol"),
        (
            #""currencies": ["USD"], "currencySymbols": {"¥": "JPY"},"#, "currencySymbols[\"¥\"]",
            "not in \"currencies\""
        ),
        (#""currencySymbols": ["¥"],"#, "currencySymbols", "expected an object"),
    ])
    func badCurrencyKeysAreErrorsNamingThePlace(extra: String, path: String, message: String) throws {
        do throws(RegistryError) {
            _ = try Self.registry(extra: extra)
            Issue.record("loaded")
        } catch {
            #expect(error.path == path)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func allowsNegativeIsOnlyForNumbers() throws {
        do throws(RegistryError) {
            _ = try Registry(
                jsonText: #"""
                    {"version": 1, "app": {"name": "A"}, "intents": [{"name": "I", "parameters": [
                      {"name": "amount", "type": "currency", "allowsNegative": true}]}], "shortcuts": []}
                    """#)
            Issue.record("loaded")
        } catch {
            #expect(error.path == "intents[0].parameters[0].allowsNegative")
            #expect(error.message.contains("never negative"))
        }
    }

    @Test func theNewKeysSurviveARoundTrip() throws {
        let registry = try Self.registry(extra: #""currencies": ["USD", "JPY"], "currencySymbols": {"¥": "JPY"},"#)
        let again = try Registry(jsonText: registry.json().prettyText)
        #expect(again == registry)
        #expect(again.currencies == ["USD", "JPY"])
        #expect(again.currencySymbols == ["¥": "JPY"])
        #expect(again.intents[1].parameters[0].allowsNegative)
    }
}
