/// The words one language says dates, times, durations and percentages with, read from a data table.
///
/// Each language's words are a table in a simple line format (`CalendarWords+en.swift`, …), so that a
/// language is added or corrected as data, not code. A line is `key value: form | form`, or `key: form |
/// form` for a key without a value; `#` starts a comment. Forms are written as the `Tokenizer` writes
/// words (lower case, accents folded, a multi-word form split at spaces), which a test checks. The keys
/// are the ones `SpokenDate`, `SpokenTime` and `SpokenDuration` read: `weekday 1…7` (Sunday is 1, as
/// `Calendar` counts), `month 1…12`, `relative N` (days from today), `ordinal 1…31`, `suffix` (what
/// follows the digits of an ordinal, "3rd"), `unit N` (seconds), and connectives (`next`, `this`, `on`,
/// `the`, `of`, `at`, `past`, `to`, `am`, `pm`, `oclock`, `half`, `quarter`, `article`, `and`,
/// `percent`, …). `order: day-month` or `order: month-day` says how `3/12` reads. `say N: one | many` are
/// the words a duration is said with (as written, not folded: they are never matched).
package struct CalendarWords: Sendable {
    /// One form of a key: its words and the value it stands for (0 for a key without values).
    package struct Form: Sendable {
        package var words: [String]
        package var value: Int
    }

    /// The forms of each key, longest first, so that "the day after tomorrow" is tried before "the".
    package let forms: [String: [Form]]
    /// Whether `3/12` is the 3rd of December (`true`) or March 12th.
    package let isDayFirst: Bool

    /// Reads a table; `isDayFirst` overrides the table's `order` (a region of a language that writes
    /// dates the other way round).
    init(table: String, isDayFirst: Bool? = nil) {
        var forms: [String: [Form]] = [:]
        for line in table.split(separator: "\n") {
            let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard let colon = text.firstIndex(of: ":") else { continue }
            let head = text[..<colon].split(separator: " ")
            guard let key = head.first.map(String.init) else { continue }
            let value = head.count > 1 ? Int(head[1]) ?? 0 : 0
            for form in text[text.index(after: colon)...].split(separator: "|") {
                let words = form.split(separator: " ").map(String.init)
                if !words.isEmpty { forms[key, default: []].append(Form(words: words, value: value)) }
            }
        }
        // Longest first, and in the table's order among forms of one length.
        for (key, list) in forms {
            forms[key] = list.enumerated().sorted {
                ($1.element.words.count, $0.offset) < ($0.element.words.count, $1.offset)
            }
            .map(\.element)
        }
        self.forms = forms
        self.isDayFirst = isDayFirst ?? (forms["order"]?.first?.words == ["day-month"])
    }

    /// Every form of `key` that the words starting at `start` begin with: where each ends and its value.
    package func readings(_ key: String, in words: [String], from start: Int, limit: Int) -> [(end: Int, value: Int)] {
        guard let forms = forms[key], start < limit else { return [] }
        var result: [(end: Int, value: Int)] = []
        for form in forms where start + form.words.count <= limit {
            var matches = true
            for (offset, word) in form.words.enumerated() where words[start + offset] != word {
                matches = false
                break
            }
            if matches { result.append((start + form.words.count, form.value)) }
        }
        return result
    }

    /// The end of the longest form of `key` at `start`, or `nil` when none is there.
    package func end(of key: String, in words: [String], from start: Int, limit: Int) -> Int? {
        readings(key, in: words, from: start, limit: limit).first?.end
    }

    /// Whether a single word is a form of `key`.
    package func contains(_ key: String, _ word: String) -> Bool {
        forms[key]?.contains { $0.words == [word] } ?? false
    }

    /// Every word any form uses, for tests and the linter.
    package var allWords: Set<String> {
        Set(forms.filter { $0.key != "order" && $0.key != "say" }.values.flatMap { $0.flatMap(\.words) })
    }

    /// The words of a registry's locale (`en-GB`, `de`): its language's table, read once, and its region's
    /// order of day and month. English is month first in the United States (and for a bare `en`), day first
    /// elsewhere; a language without a table has English's words.
    package static func forLocale(_ identifier: String) -> CalendarWords {
        let parts = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        let language = parts.first.map(String.init) ?? "en"
        let region = parts.dropFirst().first { $0.count == 2 }.map(String.init)
        switch language {
        case "de": return german
        case "fr": return french
        case "es": return spanish
        case "pt": return portuguese
        default:
            guard let region, !monthFirstRegions.contains(region) else { return english }
            return englishDayFirst
        }
    }

    /// English-speaking regions that write the month first.
    static let monthFirstRegions: Set<String> = ["us", "ph", "um", "as", "gu", "mp", "pr", "vi"]

    static let english = CalendarWords(table: englishTable)
    static let englishDayFirst = CalendarWords(table: englishTable, isDayFirst: true)
    static let german = CalendarWords(table: germanTable)
    static let french = CalendarWords(table: frenchTable)
    static let spanish = CalendarWords(table: spanishTable)
    static let portuguese = CalendarWords(table: portugueseTable)
}
