import Foundation

/// What each currency symbol, code and unit word can mean: the tables `SpokenAmount` reads from.
///
/// A name has one or more meanings (ISO 4217 codes). A name with one meaning always means it ("€",
/// "yen", "kobo"). A name with several ("$", "¥", "kr", "pesos", "cents") means one of them only when
/// something says which (`CurrencyRules.code(for:)`): the registry's `currencySymbols` choice, the
/// registry's default currency or its `currencies` list holding exactly one of the meanings, or the
/// name's `primary` meaning, which only the few names whose other meanings are rare have ("pounds" is
/// GBP unless the registry's currency is EGP). Otherwise the name is no amount at all: the phrase does
/// not match and the turn goes to the fallback, which is better than a confident wrong currency.
package enum CurrencyNames {
    /// One name's meanings.
    package struct Meaning: Sendable, Hashable {
        /// The ISO 4217 codes the name can stand for.
        package var codes: [String]
        /// The code it stands for when nothing else says which, if one meaning dominates.
        package var primary: String?

        init(_ codes: [String], primary: String? = nil) {
            self.codes = codes
            self.primary = primary ?? (codes.count == 1 ? codes[0] : nil)
        }
    }

    static let dollars = [
        "USD", "CAD", "AUD", "NZD", "SGD", "HKD", "TWD", "JMD", "TTD", "BSD", "BBD", "BZD", "BMD", "KYD", "XCD", "FJD",
        "LRD", "NAD", "GYD", "SRD", "BND", "SBD",
    ]
    /// Currencies written with `$` besides the dollars.
    static let dollarSignPesos = ["MXN", "ARS", "CLP", "COP", "CUP", "DOP", "UYU"]
    static let centCurrencies = dollars + ["EUR"]

    /// Symbols, written before or after the number ("¥500", "500 €"). The tokenizer makes every
    /// currency symbol a word of its own, so a symbol missing here is read as no amount, never dropped.
    package static let symbols: [String: Meaning] = [
        "$": Meaning(dollars + dollarSignPesos), "€": Meaning(["EUR"]), "£": Meaning(["GBP"]),
        "¥": Meaning(["JPY", "CNY"]), "₹": Meaning(["INR"]), "₦": Meaning(["NGN"]),
        "₩": Meaning(["KRW"]), "₱": Meaning(["PHP"]), "₺": Meaning(["TRY"]), "₴": Meaning(["UAH"]),
        "₪": Meaning(["ILS"]), "฿": Meaning(["THB"]), "₫": Meaning(["VND"]), "₽": Meaning(["RUB"]),
        "₡": Meaning(["CRC"]), "₵": Meaning(["GHS"]), "₸": Meaning(["KZT"]), "₼": Meaning(["AZN"]),
        "₾": Meaning(["GEL"]), "₭": Meaning(["LAK"]), "₮": Meaning(["MNT"]), "₲": Meaning(["PYG"]),
        "៛": Meaning(["KHR"]), "৳": Meaning(["BDT"]), "₨": Meaning(["PKR", "LKR", "NPR", "MUR", "SCR"]),
        "kr": Meaning(["SEK", "NOK", "DKK", "ISK"]),
    ]

    /// Unit words of a currency's main unit, said after the number ("500 yen", "20 us dollars").
    package static let majorUnits: [String: Meaning] = {
        var units: [String: Meaning] = [:]
        func add(_ words: [String], _ meaning: Meaning) { for word in words { units[word] = meaning } }
        add(["dollar", "dollars", "buck", "bucks"], Meaning(dollars))
        add(["euro", "euros"], Meaning(["EUR"]))
        add(["pound", "pounds"], Meaning(["GBP", "EGP", "LBP", "SYP", "SDG", "SSP"], primary: "GBP"))
        add(["quid"], Meaning(["GBP"]))
        add(["yen", "円"], Meaning(["JPY"]))
        add(["yuan", "renminbi", "rmb", "元"], Meaning(["CNY"]))
        add(["rupee", "rupees"], Meaning(["INR", "PKR", "LKR", "NPR", "MUR", "SCR"], primary: "INR"))
        add(["naira"], Meaning(["NGN"]))
        add(["peso", "pesos"], Meaning(["MXN", "PHP", "ARS", "CLP", "COP", "CUP", "DOP", "UYU"]))
        add(["franc", "francs"], Meaning(["CHF", "XOF", "XAF", "XPF", "RWF", "BIF", "DJF", "GNF", "KMF", "CDF"]))
        add(["won"], Meaning(["KRW"]))
        add(["rand"], Meaning(["ZAR"]))
        add(["cedi", "cedis"], Meaning(["GHS"]))
        add(["shilling", "shillings"], Meaning(["KES", "UGX", "TZS", "SOS"]))
        add(["baht"], Meaning(["THB"]))
        add(["ruble", "rubles", "rouble", "roubles"], Meaning(["RUB", "BYN"], primary: "RUB"))
        add(["lira", "liras"], Meaning(["TRY"]))
        add(["zloty", "zlotys", "zlotych"], Meaning(["PLN"]))
        add(["forint", "forints"], Meaning(["HUF"]))
        add(["hryvnia", "hryvnias"], Meaning(["UAH"]))
        add(["shekel", "shekels"], Meaning(["ILS"]))
        add(["reais"], Meaning(["BRL"]))
        add(["rupiah"], Meaning(["IDR"]))
        add(["ringgit"], Meaning(["MYR"]))
        add(["dong"], Meaning(["VND"]))
        add(["krona", "kronor", "krone", "kroner", "kronur"], Meaning(["SEK", "NOK", "DKK", "ISK"]))
        add(["dirham", "dirhams"], Meaning(["AED", "MAD"]))
        add(["riyal", "riyals", "rial", "rials"], Meaning(["SAR", "QAR", "OMR", "YER", "IRR"]))
        return units
    }()

    /// A word that makes a dollar unit one dollar: "us dollars", "canadian dollars".
    package static let dollarQualifiers: [String: String] = [
        "us": "USD", "american": "USD", "canadian": "CAD", "australian": "AUD", "singapore": "SGD",
        "jamaican": "JMD", "taiwan": "TWD",
    ]

    /// Unit words of a hundredth of a currency ("50 cents", "12 pounds and 50 pence").
    package static let minorUnits: [String: Meaning] = {
        var units: [String: Meaning] = [:]
        func add(_ words: [String], _ meaning: Meaning) { for word in words { units[word] = meaning } }
        add(["cent", "cents"], Meaning(centCurrencies))
        add(["penny", "pennies", "pence"], Meaning(["GBP"]))
        add(["kobo"], Meaning(["NGN"]))
        add(["paisa", "paise"], Meaning(["INR", "PKR", "NPR"], primary: "INR"))
        add(["centavo", "centavos"], Meaning(dollarSignPesos + ["PHP", "BRL"]))
        add(["pesewa", "pesewas"], Meaning(["GHS"]))
        add(["kopek", "kopeks", "kopeck", "kopecks"], Meaning(["RUB", "BYN"], primary: "RUB"))
        add(["rappen", "centimes"], Meaning(["CHF"]))
        return units
    }()

    /// ISO 4217 codes that are also common English words: never read as codes, since "send twenty all
    /// to jonas" is not 20 Albanian lek. Their currencies are said by unit words ("lira", "rubles").
    static let codesThatAreWords: Set<String> = [
        "ALL", "BAM", "BOB", "CUP", "GEL", "MAD", "MOP", "PEN", "RUB", "SOS", "TOP", "TRY",
    ]

    /// The active ISO 4217 codes, as Foundation's locale data lists them.
    package static let isoCodes: Set<String> = Set(Locale.commonISOCurrencyCodes).union(
        symbols.values.flatMap(\.codes) + majorUnits.values.flatMap(\.codes))

    /// The ISO codes read when written or said before or after a number ("JPY 500", "500 usd"), lower-cased
    /// as the tokenizer leaves them.
    package static let spokenCodes: [String: Meaning] = {
        var codes: [String: Meaning] = [:]
        for code in isoCodes where !codesThatAreWords.contains(code) { codes[code.lowercased()] = Meaning([code]) }
        return codes
    }()

    /// Whether `code` is three capital letters, the shape of an ISO 4217 code (whether or not it is one).
    package static func isWellFormedCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
    }

    /// Every name a registry's `currencySymbols` may choose a meaning for: those with several.
    package static var ambiguousNames: [String: Meaning] {
        symbols.merging(majorUnits) { first, _ in first }.merging(minorUnits) { first, _ in first }
            .filter { $0.value.codes.count > 1 }
    }
}
