/// A locale's number and amount words as the tokenizer leaves them: the tables `SpokenNumber` and
/// `SpokenAmount` read, made once per language from its data file (`LocaleWords`).
///
/// English is read by `SpokenNumber`'s own grammar ("twenty five hundred", "a hundred and five",
/// "three point oh five"), whose word tables come from the English data file. Every other language is
/// read by one grammar over its tables: `[hundreds] [and] [below a hundred]`, optionally times a scale,
/// then smaller groups, then the decimal word and one digit word per place. A word the tables do not
/// hold ends the number: a form the locale does not know is no reading, never a guess.
///
/// A class, so that the matcher hands the same tables to every number it reads without copying them.
package final class NumberWords: Sendable {
    /// What a form says.
    enum Kind: Sendable, Equatable {
        /// 0–99.
        case belowHundred
        /// 100–900.
        case hundreds
        /// A scale ("tausend", "millions"); `standsAlone` when it needs no count before it.
        case scale(standsAlone: Bool)
    }

    /// One form, as words.
    struct Form: Sendable {
        var words: [String]
        var value: Int
        var kind: Kind
    }

    /// The language (`de`).
    package let language: String
    /// Whether this is English, read by `SpokenNumber`'s own grammar.
    package let isEnglish: Bool
    /// Forms by their first word, longest first.
    let forms: [String: [Form]]
    /// The one-word forms of 0–9, read one per decimal place.
    let digitWords: [String: Int]
    let decimalWords: Set<String>
    let andWords: Set<String>
    /// Words joining a major and a minor amount ("und").
    package let amountAndWords: Set<String>
    /// One-word forms a compound may be split into, when the language writes numbers as one word.
    let compoundPieces: Set<String>
    let longestPiece: Int
    /// The marks written between digits.
    package let separators: DigitSeparators
    /// Unit words of a currency's main unit and of its hundredth: the English ones and the locale's.
    package let majorUnits: [String: CurrencyNames.Meaning]
    package let minorUnits: [String: CurrencyNames.Meaning]
    /// Every word that can be part of a number or an amount in this language besides digits.
    package let vocabulary: Set<String>

    init(_ locale: LocaleWords) {
        language = locale.language
        isEnglish = locale.language == "en"
        func tokens(_ text: String) -> [String] { Tokenizer.words(of: text) }
        var forms: [String: [Form]] = [:]
        func add(_ rows: [LocaleWords.Row], _ kind: (LocaleWords.Row) -> Kind) {
            for row in rows {
                for text in row.forms {
                    let words = tokens(text)
                    guard let first = words.first else { continue }
                    forms[first, default: []].append(Form(words: words, value: row.value, kind: kind(row)))
                }
            }
        }
        add(locale.cardinals) { _ in .belowHundred }
        add(locale.hundreds) { _ in .hundreds }
        add(locale.scales) { .scale(standsAlone: $0.standsAlone) }
        self.forms = forms.mapValues { $0.sorted { $0.words.count > $1.words.count } }
        var digitWords: [String: Int] = [:]
        for row in locale.cardinals where row.value < 10 {
            for text in row.forms where tokens(text).count == 1 { digitWords[tokens(text)[0]] = row.value }
        }
        self.digitWords = digitWords
        decimalWords = Set(locale.decimalWords.flatMap(tokens))
        andWords = Set(locale.andWords.flatMap(tokens))
        amountAndWords = Set(locale.amountAndWords.flatMap(tokens))
        let pieces =
            locale.writesCompounds ? Set(forms.values.joined().filter { $0.words.count == 1 }.map(\.words[0])) : []
        compoundPieces = pieces
        longestPiece = pieces.map(\.count).max() ?? 0
        separators = DigitSeparators(
            decimal: locale.decimalSeparator.asciiValue ?? 0x2E, grouping: locale.groupingSeparator.asciiValue ?? 0x2C)
        var major = CurrencyNames.majorUnits
        var minor = CurrencyNames.minorUnits
        for row in locale.currencies {
            let english = row.like.flatMap { CurrencyNames.majorUnits[$0] ?? CurrencyNames.minorUnits[$0] }
            let meaning = english ?? CurrencyNames.Meaning(row.codes)
            let isMinor = row.isMinor || (row.like.map { CurrencyNames.minorUnits[$0] != nil } ?? false)
            for word in row.forms.flatMap(tokens) {
                if isMinor { minor[word] = meaning } else { major[word] = meaning }
            }
        }
        majorUnits = major
        minorUnits = minor
        vocabulary = Set(forms.values.joined().flatMap(\.words)).union(decimalWords).union(andWords)
            .union(amountAndWords)
    }

    /// Each language's tables, made on first use and alone (as its data file is parsed).
    private static let german = NumberWords(LocaleWords.words(for: "de"))
    private static let french = NumberWords(LocaleWords.words(for: "fr"))
    private static let spanish = NumberWords(LocaleWords.words(for: "es"))
    private static let portuguese = NumberWords(LocaleWords.words(for: "pt"))

    /// English's tables.
    package static let english = NumberWords(LocaleWords.english)

    /// The tables of `locale`'s language (`de-AT` → `de`); English's for a language without a data file.
    package static func words(for locale: String) -> NumberWords {
        let language = LocaleWords.language(of: locale)
        switch language {
        case "de": return german
        case "fr": return french
        case "es": return spanish
        case "pt": return portuguese
        default: return english
        }
    }

    /// Whether a word can begin a number in words.
    func beginsNumber(_ word: String) -> Bool {
        forms[word] != nil || decimalWords.contains(word) || !split(word).isEmpty
    }

    /// A word written as several number words ("zweihundertdreiundzwanzig" → zweihundert, dreiundzwanzig),
    /// or nothing when the language writes no compounds or the word is not one.
    func split(_ word: String) -> [String] {
        guard longestPiece > 0, word.utf8.count > 1, forms[word] == nil else { return [] }
        let bytes = Array(word.utf8)
        var pieces: [String] = []
        func search(_ start: Int) -> Bool {
            if start == bytes.count { return true }
            var end = min(bytes.count, start + longestPiece)
            while end > start {
                let piece = String(decoding: bytes[start..<end], as: UTF8.self)
                if compoundPieces.contains(piece) {
                    pieces.append(piece)
                    if search(end) { return true }
                    pieces.removeLast()
                }
                end -= 1
            }
            return false
        }
        return search(0) && pieces.count > 1 ? pieces : []
    }
}
