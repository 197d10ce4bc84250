import Foundation
import Testing

@testable import ShortcutKit

/// The locale tables read against Foundation's spelled-out numbers (ICU's rules on Linux and Apple
/// platforms alike), and by hand for decimals, amounts and digit grouping.
@Suite struct LocaleNumberTests {
    /// The longest reading of the whole text in `locale`, written with its separators.
    static func value(_ text: String, locale: String) -> Double? {
        let tables = NumberWords.words(for: locale)
        let words = Tokenizer.words(of: text, separators: tables.separators)
        return SpokenNumber.readings(of: words, from: 0, words: tables).first { $0.end == words.count }?.value
    }

    @Test func everyDataFileParses() {
        #expect(LocaleWords.problems == [])
        #expect(LocaleWords.all.keys.sorted() == ["de", "en", "es", "fr", "pt"])
    }

    /// A malformed file is an error naming its line, so that `everyDataFileParses` says where.
    @Test(arguments: [
        ("[numbers]\nnonsense: 1", 2, "expected one of"), ("1: one", 1, "a line before the first section"),
        ("[colours]", 1, "unknown section [colours]"), ("[cardinals]\n1 one", 2, "expected `VALUE: form, form`"),
        ("[currencies]\neuro = euro", 2, "expected `form, form = CODE`"),
    ])
    func malformedDataIsALocatedError(_ text: String, _ line: Int, _ message: String) {
        #expect {
            try LocaleWords(language: "xx", text: text)
        } throws: { error in
            guard let error = error as? LocaleWords.ParseError else { return false }
            return error.line == line && error.message.contains(message)
        }
    }

    @Test func aFileWithoutEveryNumberIsAnError() throws {
        var text = try #require(LocaleWords.data["de"])
        text = text.replacingOccurrences(of: "\n57: ", with: "\n# 57: ")
        #expect(throws: LocaleWords.ParseError.self) { try LocaleWords(language: "de", text: text) }
        #expect(LocaleWords.all["de"] != nil)
    }

    /// Every number to 999 and samples to the hundreds of millions.
    static let checked: [Int] =
        Array(0...999) + [
            1_000, 1_001, 1_100, 1_234, 1_999, 2_000, 2_001, 2_500, 10_000, 17_071, 21_000, 80_000, 99_999, 100_000,
            101_101, 123_456, 200_000, 999_999, 1_000_000, 1_000_001, 2_000_000, 2_500_000, 21_000_000, 100_000_000,
            123_456_789, 999_999_999,
        ]

    /// ICU and the tables agree on every checked number; the tables read more than ICU writes (regional
    /// and traditional spellings, feminine forms: Docs/Locales.md lists them), never less.
    @Test(arguments: ["en", "de", "fr", "es", "pt"])
    func readsWhatNumberFormatterSpellsOut(_ locale: String) {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .spellOut
        var misread: [String] = []
        for number in Self.checked {
            // ICU marks hyphenation points of German compounds with soft hyphens, which no recognizer writes.
            guard
                let spelled = formatter.string(from: NSNumber(value: number))?.replacingOccurrences(
                    of: "\u{AD}", with: "")
            else { continue }
            if Self.value(spelled, locale: locale) != Double(number) { misread.append("\(number) \(spelled)") }
        }
        #expect(misread == [], "\(locale): \(misread.count) misread")
    }

    @Test(arguments: ["en", "de", "fr", "es", "pt"])
    func readsDecimalsAsNumberFormatterSpellsThem(_ locale: String) {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .spellOut
        for number in [0.5, 2.5, 12.25, 1_000.05, 3.125] {
            let spelled = formatter.string(from: NSNumber(value: number))?.replacingOccurrences(of: "\u{AD}", with: "")
            #expect(Self.value(spelled ?? "", locale: locale) == number, "\(locale) \(spelled ?? "")")
        }
    }

    @Test(arguments: [
        ("de", "zwanzig", 20.0), ("de", "dreiundzwanzig", 23), ("de", "zweihundertdreiundzwanzig", 223),
        ("de", "zweihundert dreiundzwanzig", 223), ("de", "zwei Komma fünf", 2.5), ("de", "2,5", 2.5),
        ("de", "1.000", 1_000), ("de", "1.000,50", 1_000.5), ("de", "1000,50", 1_000.5),
        ("de", "zweitausendfünfhundert", 2_500), ("de", "tausend", 1_000), ("de", "eine Million", 1_000_000),
        ("de", "drei Millionen zweihunderttausend", 3_200_000), ("de", "null Komma null fünf", 0.05),
        ("de", "dreißig", 30), ("de", "dreissig", 30), ("de", "zwo", 2),
        ("fr", "vingt et un", 21), ("fr", "vingt-et-un", 21), ("fr", "quatre-vingt-dix-sept", 97),
        ("fr", "quatre vingt dix sept", 97), ("fr", "soixante et onze", 71), ("fr", "deux cents", 200),
        ("fr", "deux cent un", 201), ("fr", "mille", 1_000), ("fr", "deux mille trois cents", 2_300),
        ("fr", "deux virgule cinq", 2.5), ("fr", "1 000,50", 1_000.5), ("fr", "12 345 678", 12_345_678),
        ("fr", "1000,50", 1_000.5), ("fr", "septante-deux", 72),
        ("es", "veintiuno", 21), ("es", "veintiún", 21), ("es", "treinta y uno", 31), ("es", "cien", 100),
        ("es", "ciento uno", 101), ("es", "quinientos", 500), ("es", "mil", 1_000), ("es", "dos mil", 2_000),
        ("es", "un millón", 1_000_000), ("es", "dos coma cinco", 2.5), ("es", "dieciséis", 16),
        ("pt", "cento e vinte", 120), ("pt", "vinte e um", 21), ("pt", "duas", 2), ("pt", "mil e quinhentos", 1_500),
        ("pt", "dezesseis", 16), ("pt", "dezasseis", 16), ("pt", "um milhão", 1_000_000),
        ("pt", "dois vírgula cinco", 2.5), ("pt-BR", "1.000,50", 1_000.5),
    ])
    func reads(_ locale: String, _ text: String, _ expected: Double) {
        #expect(Self.value(text, locale: locale) == expected)
    }

    /// A form the table does not know is no number, never a guess.
    @Test(arguments: [
        ("de", "1.5"), ("de", "1.00"), ("de", "zwanzigzwanzig"), ("de", "Komma"), ("de", "und"),
        ("de", "einsundzwanzig"), ("fr", "vingt et"), ("fr", "et un"), ("es", "y uno"), ("pt", "e vinte"),
        ("es", "veinte y uno"), ("fr", "1 00"), ("fr", "1000 000"), ("fr", "1 000,5 000"),
        ("de", "hundertzwanzigtausendx"),
    ])
    func rejects(_ locale: String, _ text: String) {
        #expect(Self.value(text, locale: locale) == nil)
    }

    @Test(arguments: [
        ("de", "zwanzig Euro", 20.0, "EUR"), ("de", "1.000,50 €", 1_000.5, "EUR"), ("de", "fünfzig Cent", 0.5, "EUR"),
        ("de", "zwölf Euro und fünfzig Cent", 12.5, "EUR"), ("de", "zehn Dollar", 10, "USD"),
        ("fr", "vingt euros", 20, "EUR"), ("fr", "cinquante centimes", 0.5, "EUR"),
        ("es", "veinte dólares", 20, "USD"), ("es", "diez euros con cincuenta céntimos", 10.5, "EUR"),
        ("pt", "vinte reais", 20, "BRL"), ("pt", "cem reais", 100, "BRL"), ("pt", "trinta centavos", 0.3, "BRL"),
        ("en", "twenty euros", 20, "EUR"),
    ])
    func readsAmounts(_ locale: String, _ text: String, _ amount: Double, _ code: String) {
        let tables = NumberWords.words(for: locale)
        let words = Tokenizer.words(of: text, separators: tables.separators)
        let rules = CurrencyRules(defaultCurrency: locale == "pt" ? "BRL" : "USD")
        let reading = SpokenAmount.readings(of: words, from: 0, rules: rules, words: tables)
            .first { $0.end == words.count }
        #expect(reading?.money == SpokenAmount.Money(amount: amount, currencyCode: code))
    }

    /// English digits are tokenized exactly as before: every comma between digits dropped.
    @Test(arguments: [("1,000.50", "1000.50"), ("20,50", "2050"), ("1.000,50", "1.00050"), ("15.5", "15.5")])
    func englishDigitsAreUnchanged(_ text: String, _ word: String) {
        #expect(Tokenizer.words(of: text) == [word])
    }

    @Test(arguments: [
        ("1.000,50", ["1000.50"]), ("2,5", ["2.5"]), ("1.000.000", ["1000000"]), ("1.5", ["1", "5"]),
        ("10,00 €", ["10.00", "€"]),
    ])
    func germanDigitsAreRead(_ text: String, _ words: [String]) {
        #expect(Tokenizer.words(of: text, separators: NumberWords.words(for: "de").separators) == words)
    }
}
