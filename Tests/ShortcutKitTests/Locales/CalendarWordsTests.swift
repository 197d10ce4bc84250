import Testing

@testable import ShortcutKit

@Suite struct CalendarWordsTests {
    /// Every word of every table is written as the tokenizer writes it, or it could never be matched.
    @Test(arguments: ["en", "de", "fr", "es", "pt"])
    func tableWordsAreNormalized(locale: String) {
        for word in CalendarWords.forLocale(locale).allWords {
            #expect(Tokenizer.words(of: word) == [word], "\(locale): \(word)")
        }
    }

    @Test func tablesHaveEveryWeekdayAndMonth() {
        for locale in ["en", "de", "fr", "es", "pt"] {
            let table = CalendarWords.forLocale(locale)
            #expect(Set(table.forms["weekday"]?.map(\.value) ?? []) == Set(1...7), "\(locale)")
            #expect(Set(table.forms["month"]?.map(\.value) ?? []) == Set(1...12), "\(locale)")
        }
    }

    @Test func keepsWrittenDatesAndTimesAsOneWord() {
        #expect(Tokenizer.words(of: "3/12 at 17:30, 50%") == ["3/12", "at", "17:30", "50", "%"])
        #expect(Tokenizer.words(of: "and/or: yes") == ["and", "or", "yes"])
    }

    /// Durations and times read their numbers with the locale's number words, not English ones.
    @Test(arguments: [
        ("de", "zwei stunden", 7_200), ("de", "dreiundzwanzig minuten", 1_380), ("fr", "deux heures", 7_200),
        ("fr", "vingt et une minutes", 1_260), ("es", "dos horas", 7_200), ("en", "two hours", 7_200),
    ])
    func readsDurationsWithTheLocalesNumbers(_ locale: String, _ text: String, _ seconds: Int) {
        let words = text.split(separator: " ").map(String.init)
        let readings = SpokenDuration.readings(
            of: words, from: 0, limit: words.count, table: CalendarWords.forLocale(locale),
            numbers: NumberWords.words(for: locale))
        #expect(readings.contains { $0.end == words.count && $0.seconds == seconds })
        // The English grammar alone does not read them.
        if locale != "en" {
            #expect(
                !SpokenDuration.readings(of: words, from: 0, limit: words.count, table: CalendarWords.forLocale(locale))
                    .contains { $0.end == words.count })
        }
    }
}
