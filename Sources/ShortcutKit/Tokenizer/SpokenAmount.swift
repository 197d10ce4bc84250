/// Amounts of money as people say and write them, read exactly or not at all.
///
/// "$20", "20 dollars", "twenty dollars", "30 bucks", "12 dollars and 50 cents", "$15.50", "€15",
/// "15 €", "¥500", "500 yen", "JPY 500", "500 usd", "20 us dollars", "50 cents", "500 naira and 20 kobo";
/// a number with no unit is in the registry's default currency. Which currency a symbol, code or unit
/// word means comes from `CurrencyNames` and the registry's `CurrencyRules`; a name that is ambiguous or
/// not allowed gives no reading, so the phrase around it cannot match. Amounts are never negative:
/// "-20 dollars" (`minus 20 dollars`) is no amount.
public enum SpokenAmount {
    /// An amount and its ISO 4217 currency code.
    public struct Money: Sendable, Hashable {
        /// The amount in the currency's major unit: "fifty cents" is 0.5.
        public internal(set) var amount: Double
        /// The ISO 4217 code (`USD`), chosen by the registry's currency rules when a name has several.
        public internal(set) var currencyCode: String

        /// An amount in a currency; the matcher never makes one with a negative amount.
        public init(amount: Double, currencyCode: String) {
            self.amount = amount
            self.currencyCode = currencyCode
        }
    }

    /// An amount read from words: where it ends and its value.
    package struct Reading: Sendable, Equatable {
        package var end: Int
        package var money: Money
    }

    /// Words written before or after a number: symbols and ISO codes.
    static let symbols: [String: CurrencyNames.Meaning] = CurrencyNames.symbols.merging(CurrencyNames.spokenCodes) {
        first, _ in first
    }
    static let majorUnits = CurrencyNames.majorUnits
    static let minorUnits = CurrencyNames.minorUnits

    /// Every word that can be part of an amount besides the number's own words.
    package static let vocabulary: Set<String> = Set(symbols.keys).union(majorUnits.keys).union(minorUnits.keys)
        .union(CurrencyNames.dollarQualifiers.keys)

    /// Whether a word is a currency symbol, written against the number after it ("$7"); codes and unit
    /// words ("usd", "kr") are words, written with a space.
    static func isWrittenAgainstNumber(_ word: String) -> Bool {
        CurrencyNames.symbols[word] != nil && !word.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// Every reading of an amount starting at `start` and ending at or before `limit`, longest first, with
    /// names read as a registry whose only rule is its default currency reads them.
    package static func readings(of words: [String], from start: Int, limit: Int? = nil, defaultCurrency: String)
        -> [Reading]
    {
        readings(of: words, from: start, limit: limit, rules: CurrencyRules(defaultCurrency: defaultCurrency))
    }

    /// Every reading of an amount starting at `start` and ending at or before `limit`, longest first.
    ///
    /// - Complexity: proportional to the words of the amount: a few words ahead of the number at most.
    /// - Parameter tables: the language's number and unit words (`NumberWords.words(for:)`); English's by
    ///   default. Symbols and ISO codes are read in every language.
    package static func readings(
        of words: [String], from start: Int, limit: Int? = nil, rules: CurrencyRules,
        words tables: NumberWords = .english
    ) -> [Reading] {
        let limit = limit ?? words.count
        guard start < limit else { return [] }
        var results: [Reading] = []
        if let meaning = symbols[words[start]] {
            // "$20", "JPY 500": nothing may follow the number.
            guard let code = rules.code(for: words[start], meaning: meaning) else { return [] }
            for number in SpokenNumber.readings(of: words, from: start + 1, limit: limit, words: tables) {
                results.append(Reading(end: number.end, money: Money(amount: number.value, currencyCode: code)))
            }
            return results
        }
        for number in SpokenNumber.readings(of: words, from: start, limit: limit, words: tables) {
            let next = number.end
            if let (code, unitEnd) = majorUnit(words, at: next, limit: limit, rules: rules, tables: tables) {
                let major = Reading(end: unitEnd, money: Money(amount: number.value, currencyCode: code))
                // "12 dollars and 50 cents": the minor unit must be a hundredth of the same currency.
                if unitEnd + 2 < limit, tables.amountAndWords.contains(words[unitEnd]) {
                    for cents in SpokenNumber.readings(of: words, from: unitEnd + 1, limit: limit, words: tables)
                    where cents.end < limit && cents.value < 100
                        && tables.minorUnits[words[cents.end]]?.codes.contains(code) == true
                    {
                        var total = major
                        total.end = cents.end + 1
                        total.money.amount = (number.value * 100 + cents.value).rounded() / 100
                        results.append(total)
                    }
                }
                results.append(major)
            } else if next < limit, let meaning = tables.minorUnits[words[next]] {
                if let code = rules.code(for: words[next], meaning: meaning) {
                    results.append(Reading(end: next + 1, money: Money(amount: number.value / 100, currencyCode: code)))
                }
            } else if next < limit, let meaning = symbols[words[next]] {
                // "500 €", "500 JPY".
                if let code = rules.code(for: words[next], meaning: meaning) {
                    results.append(Reading(end: next + 1, money: Money(amount: number.value, currencyCode: code)))
                }
            }
            if rules.allows(rules.defaultCurrency) {
                results.append(
                    Reading(end: next, money: Money(amount: number.value, currencyCode: rules.defaultCurrency)))
            }
        }
        return SpokenNumber.deduplicated(results, end: \.end)
    }

    /// The currency of a major unit at `index` ("dollars", "us dollars") and where it ends, if it is one
    /// and the rules say which currency it means.
    private static func majorUnit(
        _ words: [String], at index: Int, limit: Int, rules: CurrencyRules, tables: NumberWords
    ) -> (code: String, end: Int)? {
        guard index < limit else { return nil }
        if let qualified = CurrencyNames.dollarQualifiers[words[index]], index + 1 < limit,
            majorUnits[words[index + 1]] == majorUnits["dollars"]
        {
            return rules.allows(qualified) ? (qualified, index + 2) : nil
        }
        guard let meaning = tables.majorUnits[words[index]], let code = rules.code(for: words[index], meaning: meaning)
        else {
            return nil
        }
        return (code, index + 1)
    }
}
