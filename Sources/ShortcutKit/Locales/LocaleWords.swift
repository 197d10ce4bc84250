/// One language's words for numbers, amounts and conversation, read from its data file.
///
/// Every locale keeps its rules in one data file (`LocaleWords+de.swift`, …): a raw string in a small
/// line format, so that adding a language is adding data, never code. The format (Docs/Locales.md):
/// a line `[section]` opens a section; blank lines and lines starting with `#` are skipped. Sections
/// of numbered rows (`cardinals`, `hundreds`, `scales`, `ordinals`) hold `VALUE: form, form` lines,
/// where a scale's value may end in `*` when it stands alone without a count ("tausend", "mille");
/// `numbers` holds `key: value` lines; `currencies` holds `form, form = CODE` lines (`= minor CODE`
/// for a hundredth, `= like WORD` for the meanings of an English unit word); every other section is a
/// comma-separated list of forms.
///
/// Forms are kept as written: the tables that read them (`NumberWords`, the assistant's answers)
/// tokenize them as utterances are tokenized, so accents, case and hyphens never need spelling twice.
/// The files are parsed once, on first use; a malformed file leaves its language out (and English is
/// used), and `LocaleWords.problems` names what is wrong so that a test fails, never a user's run.
package struct LocaleWords: Sendable, Equatable {
    /// A row of a numbered section: a value and the forms that say it.
    package struct Row: Sendable, Equatable {
        package var value: Int
        package var forms: [String]
        /// A scale that may be said without a count before it ("mille", not "un mille").
        package var standsAlone: Bool
    }

    /// A currency row: unit words, and the ISO codes they mean or the English word they mean the same as.
    package struct CurrencyRow: Sendable, Equatable {
        package var forms: [String]
        package var codes: [String]
        /// The English unit word whose meanings these forms share ("dollars"), when codes are not listed.
        package var like: String?
        /// A hundredth of the currency ("Cent", "centimes").
        package var isMinor: Bool
    }

    /// The language's code (`de`), as locales are matched by their language.
    package let language: String
    package let cardinals: [Row]
    package let hundreds: [Row]
    package let scales: [Row]
    package let ordinals: [Row]
    /// Words that say the decimal point ("Komma", "virgule").
    package let decimalWords: [String]
    /// The decimal mark and digit-grouping mark written between digits ("1.000,50" in German); the
    /// grouping mark may be a space ("1 000,50" in French), written `grouping separator: space`.
    package let decimalSeparator: Character
    package let groupingSeparator: Character
    /// Words that may join the groups of a number ("cento e vinte"); none where they are part of forms.
    package let andWords: [String]
    /// Words that join a major and a minor amount ("zwölf Euro und fünfzig Cent").
    package let amountAndWords: [String]
    /// Whether numbers are written as one word ("zweihundertdreiundzwanzig") and read by splitting it.
    package let writesCompounds: Bool
    package let currencies: [CurrencyRow]
    package let yes: [String]
    package let no: [String]
    package let courtesy: [String]
    /// Words around a choice that do not choose ("der", "the one").
    package let choiceWords: [String]
    /// The word joining the last two choices of a question.
    package let or: String
    /// The question asked when a type has none of its own.
    package let question: String
    package let hesitations: [String]
    package let leadingFillers: [String]
    package let trailingFillers: [String]

    /// The data files, by language.
    static let data: [String: String] = ["en": enData, "de": deData, "fr": frData, "es": esData, "pt": ptData]

    /// Each language's file parsed on its first use, and alone: a registry in English never pays for
    /// the other files (parsing all five was two thirds of loading the shipped registry).
    private static let parsedEnglish = parse("en")
    private static let parsedGerman = parse("de")
    private static let parsedFrench = parse("fr")
    private static let parsedSpanish = parse("es")
    private static let parsedPortuguese = parse("pt")

    private static func parse(_ language: String) -> Result<LocaleWords, ParseError> {
        Result { () throws(ParseError) in try LocaleWords(language: language, text: data[language] ?? "") }
    }

    /// A language's file parsed, or why it could not be; `nil` for a language without a file.
    private static func parsed(_ language: String) -> Result<LocaleWords, ParseError>? {
        switch language {
        case "en": parsedEnglish
        case "de": parsedGerman
        case "fr": parsedFrench
        case "es": parsedSpanish
        case "pt": parsedPortuguese
        default: nil
        }
    }

    /// The languages with a data file that parses (each parsed now if it was not yet).
    package static var all: [String: LocaleWords] {
        data.keys.reduce(into: [:]) { all, language in all[language] = try? parsed(language)?.get() }
    }

    /// What is wrong with the data files; empty when each parses (a test checks).
    package static var problems: [String] {
        data.keys.compactMap { language -> String? in
            guard case .failure(let error) = parsed(language) else { return nil }
            return "LocaleWords+\(language).swift:\(error.line): \(error.message)"
        }.sorted()
    }

    /// English, the language of a registry whose locale has no data file.
    package static var english: LocaleWords { try! parsedEnglish.get() }

    /// The words of `locale`'s language (`pt-BR` → `pt`); English for a language without a data file.
    package static func words(for locale: String) -> LocaleWords {
        (try? parsed(language(of: locale))?.get()) ?? english
    }

    /// A locale's language, lower-cased (`pt-BR` → `pt`).
    package static func language(of locale: String) -> String {
        (locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale).lowercased()
    }

    /// A line of a data file that cannot be read.
    package struct ParseError: Error, Sendable, Equatable {
        package var line: Int
        package var message: String
    }

    /// Parses one data file.
    package init(language: String, text: String) throws(ParseError) {
        var sections: [String: [(line: Int, text: String)]] = [:]
        var current: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                let name = String(line.dropFirst().dropLast())
                guard Self.sectionNames.contains(name) else {
                    throw ParseError(line: index + 1, message: "unknown section [\(name)]")
                }
                current = name
                sections[name, default: []] = []
                continue
            }
            guard let current else { throw ParseError(line: index + 1, message: "a line before the first section") }
            sections[current, default: []].append((index + 1, line))
        }
        func list(_ name: String) -> [String] {
            sections[name, default: []].flatMap { $0.text.split(separator: ",").map { $0.trimmingSpaces } }
                .filter { !$0.isEmpty }
        }
        func rows(_ name: String) throws(ParseError) -> [Row] {
            var rows: [Row] = []
            for (line, text) in sections[name, default: []] {
                guard let colon = text.firstIndex(of: ":") else {
                    throw ParseError(line: line, message: "expected `VALUE: form, form` in [\(name)]")
                }
                var key = text[..<colon].trimmingSpaces
                let standsAlone = key.hasSuffix("*")
                if standsAlone { key.removeLast() }
                let forms = text[text.index(after: colon)...].split(separator: ",").map { $0.trimmingSpaces }
                guard let value = Int(key), !forms.isEmpty, !forms.contains(where: \.isEmpty) else {
                    throw ParseError(line: line, message: "expected `VALUE: form, form` in [\(name)], found `\(text)`")
                }
                rows.append(Row(value: value, forms: forms, standsAlone: standsAlone))
            }
            return rows
        }
        var settings: [String: String] = [:]
        for (line, text) in sections["numbers", default: []] {
            guard let colon = text.firstIndex(of: ":"), Self.settingNames.contains(text[..<colon].trimmingSpaces) else {
                throw ParseError(line: line, message: "expected one of \(Self.settingNames.sorted()) in [numbers]")
            }
            settings[text[..<colon].trimmingSpaces] = text[text.index(after: colon)...].trimmingSpaces
        }
        func separator(_ key: String) throws(ParseError) -> Character {
            if key == "grouping separator", settings[key] == "space" { return " " }
            guard let value = settings[key], value.count == 1, let mark = value.first, mark == "." || mark == "," else {
                throw ParseError(line: 1, message: "[numbers] needs `\(key): .` or `\(key): ,`")
            }
            return mark
        }
        var currencies: [CurrencyRow] = []
        for (line, text) in sections["currencies", default: []] {
            let sides = text.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
            let forms = sides[0].split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
            var meaning = sides.count == 2 ? sides[1].split(separator: " ").map(String.init) : []
            let isMinor = meaning.first == "minor"
            if isMinor { meaning.removeFirst() }
            var row = CurrencyRow(forms: forms, codes: [], like: nil, isMinor: isMinor)
            if meaning.count == 2, meaning[0] == "like" {
                row.like = meaning[1]
            } else {
                row.codes = meaning
            }
            guard !forms.isEmpty, row.like != nil || !row.codes.isEmpty,
                row.codes.allSatisfy({ $0.count == 3 && $0.allSatisfy(\.isUppercase) })
            else {
                throw ParseError(
                    line: line,
                    message: "expected `form, form = CODE`, `= minor CODE` or `= like WORD`, found `\(text)`")
            }
            currencies.append(row)
        }
        func single(_ name: String) throws(ParseError) -> String {
            guard let line = sections[name]?.first, sections[name]?.count == 1 else {
                throw ParseError(line: 1, message: "[\(name)] holds exactly one line")
            }
            return line.text
        }
        let cardinals = try rows("cardinals")
        let hundreds = try rows("hundreds")
        let scales = try rows("scales")
        let ordinals = try rows("ordinals")
        // Every line read, a missing section is the file's problem, not a line's.
        for name in Self.sectionNames.sorted() where sections[name] == nil {
            throw ParseError(line: 1, message: "missing section [\(name)]")
        }
        self.language = language
        self.cardinals = cardinals
        self.hundreds = hundreds
        self.scales = scales
        self.ordinals = ordinals
        decimalSeparator = try separator("decimal separator")
        groupingSeparator = try separator("grouping separator")
        guard decimalSeparator != groupingSeparator else {
            throw ParseError(line: 1, message: "the decimal and grouping separators must differ")
        }
        func words(_ key: String) -> [String] {
            (settings[key] ?? "").split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        }
        decimalWords = words("decimal word")
        andWords = words("and")
        amountAndWords = words("amount and")
        writesCompounds = settings["compounds"] == "yes"
        self.currencies = currencies
        yes = list("yes")
        no = list("no")
        courtesy = list("courtesy")
        choiceWords = list("choice words")
        or = try single("or")
        question = try single("question")
        hesitations = list("hesitations")
        leadingFillers = list("leading fillers")
        trailingFillers = list("trailing fillers")
        let cardinalValues = Set(cardinals.map(\.value))
        if let missing = (0...99).first(where: { !cardinalValues.contains($0) }) {
            throw ParseError(line: 1, message: "[cardinals] has no row for \(missing): write every number 0–99")
        }
        let hundredValues = Set(hundreds.map(\.value))
        if let missing = stride(from: 100, through: 900, by: 100).first(where: { !hundredValues.contains($0) }) {
            throw ParseError(line: 1, message: "[hundreds] has no row for \(missing)")
        }
    }

    static let sectionNames: Set<String> = [
        "numbers", "cardinals", "hundreds", "scales", "currencies", "ordinals", "yes", "no", "courtesy",
        "choice words", "or", "question", "hesitations", "leading fillers", "trailing fillers",
    ]
    static let settingNames: Set<String> = [
        "decimal word", "decimal separator", "grouping separator", "and", "amount and", "compounds",
    ]
}

extension StringProtocol {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: String {
        var slice = self[...]
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
