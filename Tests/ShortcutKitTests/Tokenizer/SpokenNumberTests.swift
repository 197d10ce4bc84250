import Testing

@testable import ShortcutKit

@Suite struct SpokenNumberTests {
    /// The longest reading of the whole text.
    private func value(_ text: String) -> Double? {
        let words = Tokenizer.words(of: text)
        return SpokenNumber.readings(of: words, from: 0).first { $0.end == words.count }?.value
    }

    @Test(arguments: [
        ("1,000", 1_000.0), ("15.5", 15.5), ("0", 0), ("zero", 0), ("seven", 7), ("twelve", 12),
        ("twenty five", 25), ("twenty-five", 25), ("ninety nine", 99), ("a hundred", 100), ("one hundred", 100),
        ("one hundred and fifty", 150), ("three hundred twelve", 312), ("two thousand five hundred", 2_500),
        ("twenty five hundred", 2_500), ("a thousand", 1_000), ("one thousand and five", 1_005),
        ("forty two thousand", 42_000), ("three million", 3_000_000),
        ("nine hundred ninety nine million nine hundred ninety nine thousand nine hundred ninety nine", 999_999_999),
        ("two million three hundred thousand", 2_300_000), ("three point five", 3.5), ("point five", 0.5),
        ("one point two five", 1.25), ("5 thousand", 5_000), ("1.5 million", 1_500_000), ("three point 5", 3.5),
    ])
    func reads(_ text: String, _ expected: Double) {
        #expect(value(text) == expected)
    }

    @Test(arguments: ["a", "and", "hundred", "thousand", "point", "five and", "twenty twenty", "one two", "money"])
    func rejects(_ text: String) {
        #expect(value(text) == nil)
    }

    @Test func offersEveryEndingLongestFirst() {
        let words = Tokenizer.words(of: "twenty five tickets")
        #expect(SpokenNumber.readings(of: words, from: 0).map(\.end) == [2, 1])
        #expect(SpokenNumber.readings(of: words, from: 0).map(\.value) == [25, 20])
    }
}

@Suite struct SpokenAmountTests {
    @Test(arguments: [
        ("$20", 20.0, "USD"), ("20 dollars", 20, "USD"), ("twenty dollars", 20, "USD"), ("30 bucks", 30, "USD"),
        ("12 dollars and 50 cents", 12.5, "USD"), ("$15.50", 15.5, "USD"), ("€15", 15, "EUR"), ("15 euros", 15, "EUR"),
        ("£5", 5, "GBP"), ("5 pounds", 5, "GBP"), ("50 cents", 0.5, "USD"), ("forty", 40, "USD"),
        ("one hundred and fifty dollars", 150, "USD"),
    ])
    func reads(_ text: String, _ amount: Double, _ currency: String) {
        let words = Tokenizer.words(of: text)
        let reading = SpokenAmount.readings(of: words, from: 0, defaultCurrency: "USD").first { $0.end == words.count }
        #expect(reading?.money == SpokenAmount.Money(amount: amount, currencyCode: currency))
    }

    @Test func usesTheRegistryCurrencyWithoutAUnit() {
        let reading = SpokenAmount.readings(of: ["20"], from: 0, defaultCurrency: "NGN").first
        #expect(reading?.money == SpokenAmount.Money(amount: 20, currencyCode: "NGN"))
    }

    @Test(arguments: ["dollars", "$", "twenty euros and 50 cents extra"])
    func rejectsWhatIsNoWholeAmount(_ text: String) {
        let words = Tokenizer.words(of: text)
        #expect(
            SpokenAmount.readings(of: words, from: 0, defaultCurrency: "USD").first { $0.end == words.count } == nil)
    }
}
