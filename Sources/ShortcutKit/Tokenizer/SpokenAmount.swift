/// Amounts of money as people say and write them.
///
/// "$20", "20 dollars", "twenty dollars", "30 bucks", "12 dollars and 50 cents", "$15.50", "€15",
/// "15 euros", "£5", "5 pounds", "50 cents"; a number with no unit is in the registry's default
/// currency.
public enum SpokenAmount {
    /// An amount and its ISO 4217 currency code.
    public struct Money: Sendable, Hashable {
        public var amount: Double
        public var currencyCode: String

        public init(amount: Double, currencyCode: String) {
            self.amount = amount
            self.currencyCode = currencyCode
        }
    }

    /// An amount read from words: where it ends and its value.
    public struct Reading: Sendable, Equatable {
        public var end: Int
        public var money: Money
    }

    static let symbols: [String: String] = ["$": "USD", "€": "EUR", "£": "GBP"]
    static let majorUnits: [String: String] = [
        "dollar": "USD", "dollars": "USD", "buck": "USD", "bucks": "USD", "usd": "USD",
        "euro": "EUR", "euros": "EUR", "eur": "EUR",
        "pound": "GBP", "pounds": "GBP", "quid": "GBP", "gbp": "GBP",
    ]
    static let minorUnits: Set<String> = ["cent", "cents", "pence", "penny", "pennies"]

    /// Every word that can be part of an amount besides the number's own words.
    public static let vocabulary: Set<String> = Set(symbols.keys).union(majorUnits.keys).union(minorUnits)

    /// Every reading of an amount starting at `start` and ending at or before `limit`, longest first.
    public static func readings(of words: [String], from start: Int, limit: Int? = nil, defaultCurrency: String)
        -> [Reading]
    {
        let limit = limit ?? words.count
        guard start < limit else { return [] }
        var results: [Reading] = []
        if let code = symbols[words[start]] {
            for number in SpokenNumber.readings(of: words, from: start + 1, limit: limit) {
                results.append(Reading(end: number.end, money: Money(amount: number.value, currencyCode: code)))
            }
            return results
        }
        for number in SpokenNumber.readings(of: words, from: start, limit: limit) {
            let next = number.end
            if next < limit, let code = majorUnits[words[next]] {
                let major = Reading(end: next + 1, money: Money(amount: number.value, currencyCode: code))
                // "12 dollars and 50 cents"
                if next + 2 < limit, words[next + 1] == "and" {
                    for cents in SpokenNumber.readings(of: words, from: next + 2, limit: limit)
                    where cents.end < limit && minorUnits.contains(words[cents.end]) && cents.value < 100 {
                        var total = major
                        total.end = cents.end + 1
                        total.money.amount = (number.value * 100 + cents.value).rounded() / 100
                        results.append(total)
                    }
                }
                results.append(major)
            } else if next < limit, minorUnits.contains(words[next]) {
                results.append(
                    Reading(end: next + 1, money: Money(amount: number.value / 100, currencyCode: defaultCurrency)))
            }
            results.append(Reading(end: next, money: Money(amount: number.value, currencyCode: defaultCurrency)))
        }
        return SpokenNumber.deduplicated(results, end: \.end)
    }
}
