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
}
