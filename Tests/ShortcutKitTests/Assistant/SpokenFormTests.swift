import Testing

@testable import ShortcutKit

/// How values are said back in dialogs, and how an emptied placeholder is tidied away.
@Suite struct SpokenFormTests {
    @Test(arguments: [
        (ParameterValue.currency(.init(amount: 20, currencyCode: "USD")), "$20.00"),
        (.currency(.init(amount: 12.5, currencyCode: "USD")), "$12.50"),
        (.currency(.init(amount: 0.05, currencyCode: "USD")), "$0.05"),
        (.currency(.init(amount: 1234.567, currencyCode: "EUR")), "€1,234.57"),
        (.currency(.init(amount: 5, currencyCode: "GBP")), "£5.00"),
        (.currency(.init(amount: 7, currencyCode: "CHF")), "CHF 7.00"),
        (.currency(.init(amount: 5000, currencyCode: "JPY")), "¥5,000"),
        (.currency(.init(amount: 500, currencyCode: "NGN")), "NGN 500.00"),
        (.currency(.init(amount: 1000, currencyCode: "KRW")), "₩1,000"),
        (.currency(.init(amount: 100, currencyCode: "INR")), "₹100.00"),
        (.currency(.init(amount: 1e20, currencyCode: "USD")), "1e+20 USD"),
        (.currency(.init(amount: .infinity, currencyCode: "USD")), "inf USD"),
        (.integer(3), "3"),
        (.integer(-4), "-4"),
        (.integer(1234), "1,234"),
        (.number(3.5), "3.5"),
        (.number(7), "7"),
        (.string("New York"), "New York"),
    ])
    func valuesAreSaidAsPeopleHearThem(value: ParameterValue, spoken: String) {
        let form = value.spokenForm(parameter: nil, registry: shippedMatcher.registry, spokenText: "New York")
        #expect(form == spoken)
    }

    /// Amounts and numbers in a German dialog are written as German writes them.
    @Test(arguments: [
        (ParameterValue.currency(.init(amount: 20, currencyCode: "EUR")), "20,00 €"),
        (.currency(.init(amount: 5000, currencyCode: "JPY")), "5.000 ¥"),
        (.currency(.init(amount: 1234.5, currencyCode: "USD")), "1.234,50 $"),
        (.number(3.5), "3,5"),
        (.integer(1234), "1.234"),
    ])
    func germanDialogsWriteGermanNumbers(value: ParameterValue, spoken: String) throws {
        let german = try shippedMatcher.registry.localized(to: "de")
        #expect(value.spokenForm(parameter: nil, registry: german, spokenText: "") == spoken)
    }

    @Test func enumCasesAndEntitiesAreSaidByTheirTitles() throws {
        let registry = shippedMatcher.registry
        let transfer = try #require(registry.intent(named: "TransferMoneyIntent"))
        let health = try #require(registry.intent(named: "ReadHealthDataIntent"))
        #expect(
            ParameterValue.entity("contact-li").spokenForm(
                parameter: transfer.parameter(named: "recipient"), registry: registry, spokenText: "Li")
                == "Li Wei")
        #expect(
            ParameterValue.enumCase("heartRate").spokenForm(
                parameter: health.parameter(named: "metric"), registry: registry, spokenText: "heart rate")
                == "heart rate")
    }

    @Test(arguments: [
        ("Here is your  balance.", "Here is your balance."),
        ("Here is your .", "Here is your."),
        ("  Sending  to Jonas , now ! ", "Sending to Jonas, now!"),
        ("Hi, I'm the villager.", "Hi, I'm the villager."),
    ])
    func anEmptiedPlaceholderLeavesNoStraySpace(text: String, tidied: String) {
        #expect(Assistant.tidied(text) == tidied)
    }
}
