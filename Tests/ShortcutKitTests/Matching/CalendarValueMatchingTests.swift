import Foundation
import Testing

@testable import ShortcutKit

/// Dates, times, durations and percentages read from speech, against an injected clock: never the real one.
@Suite struct CalendarValueMatchingTests {
    /// Wednesday, December 2nd 2026, 16:00 in New York.
    static let wednesday = moment("2026-12-02T16:00:00-05:00")
    static let newYork = TimeZone(identifier: "America/New_York")!

    static func moment(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    static func registry(locale: String = "en") throws -> Registry {
        try Registry(
            jsonText: """
                {"version": 1, "locale": "\(locale)", "defaultCurrency": "USD", "app": {"name": "VillagePay"},
                 "intents": [
                   {"name": "PayRentIntent", "title": "Pay Rent",
                    "parameters": [{"name": "day", "type": "date", "title": "Day"}]},
                   {"name": "RemindIntent", "title": "Remind",
                    "parameters": [{"name": "time", "type": "time", "title": "Time"}]},
                   {"name": "TimerIntent", "title": "Timer",
                    "parameters": [{"name": "length", "type": "duration", "title": "Length", "maximum": 86400}]},
                   {"name": "SplitIntent", "title": "Split",
                    "parameters": [{"name": "share", "type": "percent", "title": "Share", "maximum": 100}]}],
                 "shortcuts": [
                   {"intent": "PayRentIntent", "phrases": ["pay my rent ${day}", "zahle die Miete ${day}"]},
                   {"intent": "RemindIntent", "phrases": ["remind me ${time}", "erinnere mich ${time}"]},
                   {"intent": "TimerIntent", "phrases": ["remind me in ${length}"]},
                   {"intent": "SplitIntent", "phrases": ["split it ${share}"]}]}
                """)
    }

    static func value(
        _ utterance: String, locale: String = "en", now: Date = wednesday, timeZone: TimeZone = newYork,
        isFlexible: Bool = false
    ) throws -> JSON? {
        let matcher = try Matcher(registry: registry(locale: locale))
        let result = matcher.match(
            utterance, options: MatchOptions(isFlexible: isFlexible, now: now, timeZone: timeZone))
        return result.match?.parameters.first?.value.json
    }

    @Test(arguments: [
        ("pay my rent today", "2026-12-02"),
        ("pay my rent tomorrow", "2026-12-03"),
        ("pay my rent yesterday", "2026-12-01"),
        ("pay my rent the day after tomorrow", "2026-12-04"),
        ("pay my rent on the first", "2027-01-01"),
        ("pay my rent on the 3rd", "2026-12-03"),
        ("pay my rent on the second", "2026-12-02"),
        ("pay my rent on the thirty first", "2026-12-31"),
        ("pay my rent next Friday", "2026-12-04"),
        ("pay my rent this Friday", "2026-12-04"),
        ("pay my rent on Friday", "2026-12-04"),
        ("pay my rent Wednesday", "2026-12-02"),
        ("pay my rent this Wednesday", "2026-12-02"),
        ("pay my rent next Wednesday", "2026-12-09"),
        ("pay my rent December 3rd", "2026-12-03"),
        ("pay my rent on December 3", "2026-12-03"),
        ("pay my rent the 3rd of December", "2026-12-03"),
        ("pay my rent 3 December", "2026-12-03"),
        ("pay my rent December 1st", "2027-12-01"),
        ("pay my rent January twenty first", "2027-01-21"),
        ("pay my rent December 3rd 2028", "2028-12-03"),
        ("pay my rent 3/12", "2027-03-12"),
        ("pay my rent 12/3", "2026-12-03"),
        ("pay my rent 2/29", "2028-02-29"),
        ("pay my rent 12/3/2027", "2027-12-03"),
    ])
    func readsEnglishDates(utterance: String, expected: String) throws {
        #expect(try Self.value(utterance) == .string(expected))
    }

    /// Forms the rules do not know, or days that do not exist: no match, never a guess.
    @Test(arguments: [
        "pay my rent 3", "pay my rent 31/2", "pay my rent 2/31", "pay my rent February 30th",
        "pay my rent soon", "pay my rent 13/13", "pay my rent next", "pay my rent the 32nd",
    ])
    func leavesUnknownDatesUnread(utterance: String) throws {
        #expect(try Self.value(utterance) == nil)
    }

    /// The locale decides how `3/12` reads: month first in the United States, day first elsewhere.
    @Test(arguments: [
        ("en", "2027-03-12"), ("en-US", "2027-03-12"), ("en-GB", "2026-12-03"), ("en-AU", "2026-12-03"),
        ("de", "2026-12-03"), ("fr", "2026-12-03"), ("es", "2026-12-03"), ("pt", "2026-12-03"),
    ])
    func readsWrittenDatesInTheLocalesOrder(locale: String, expected: String) throws {
        #expect(try Self.value("pay my rent 3/12", locale: locale) == .string(expected))
    }

    @Test(arguments: [
        ("zahle die Miete morgen", "2026-12-03"),
        ("zahle die Miete nächsten Freitag", "2026-12-04"),
        ("zahle die Miete am Mittwoch", "2026-12-02"),
        ("zahle die Miete am 3. Dezember", "2026-12-03"),
        ("zahle die Miete am ersten", "2027-01-01"),
        ("zahle die Miete übermorgen", "2026-12-04"),
    ])
    func readsGermanDates(utterance: String, expected: String) throws {
        #expect(try Self.value(utterance, locale: "de") == .string(expected))
    }

    @Test func readsOtherLanguagesWords() throws {
        let french = try Matcher(registry: Self.registry(locale: "fr"))
        let options = MatchOptions(now: Self.wednesday, timeZone: Self.newYork)
        #expect(
            french.match("pay my rent vendredi prochain", options: options).match?.parameters.first?.value.json
                == .string("2026-12-04"))
        #expect(
            french.match("pay my rent le 3 décembre", options: options).match?.parameters.first?.value.json
                == .string("2026-12-03"))
        let spanish = try Matcher(registry: Self.registry(locale: "es"))
        #expect(
            spanish.match("pay my rent mañana", options: options).match?.parameters.first?.value.json
                == .string("2026-12-03"))
        #expect(
            spanish.match("pay my rent el viernes que viene", options: options).match?.parameters.first?.value
                .json == .string("2026-12-04"))
        let portuguese = try Matcher(registry: Self.registry(locale: "pt"))
        #expect(
            portuguese.match("pay my rent sexta feira", options: options).match?.parameters.first?.value.json
                == .string("2026-12-04"))
    }

    /// "Next Friday" said on a Friday is a week later; "this Friday" and "Friday" are today.
    @Test func readsWeekdaysSaidOnThatDay() throws {
        let friday = Self.moment("2026-12-04T09:00:00-05:00")
        #expect(try Self.value("pay my rent next Friday", now: friday) == .string("2026-12-11"))
        #expect(try Self.value("pay my rent this Friday", now: friday) == .string("2026-12-04"))
        #expect(try Self.value("pay my rent on Friday", now: friday) == .string("2026-12-04"))
    }

    /// A year's end: a month and day already past this year is next year's.
    @Test func rollsOverTheYear() throws {
        let december20 = Self.moment("2026-12-20T12:00:00-05:00")
        #expect(try Self.value("pay my rent December 3rd", now: december20) == .string("2027-12-03"))
        #expect(
            try Self.value("pay my rent tomorrow", now: Self.moment("2026-12-31T12:00:00-05:00"))
                == .string("2027-01-01"))
        #expect(try Self.value("pay my rent on the 3rd", now: december20) == .string("2027-01-03"))
    }

    /// "Today" is the user's day, in the time zone given: 23:30 in New York is already tomorrow in Berlin.
    @Test func readsTheDayInTheGivenTimeZone() throws {
        let lateEvening = Self.moment("2026-12-02T23:30:00-05:00")
        #expect(try Self.value("pay my rent today", now: lateEvening) == .string("2026-12-02"))
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        #expect(try Self.value("pay my rent today", now: lateEvening, timeZone: berlin) == .string("2026-12-03"))
    }

    /// Across a daylight-saving change a day is still a day: "tomorrow" on the eve of a 23-hour day, and
    /// "next Sunday" across it.
    @Test func countsDaysAcrossDaylightSavingChanges() throws {
        let springEve = Self.moment("2027-03-13T23:30:00-05:00")  // DST starts 2027-03-14 in New York
        #expect(try Self.value("pay my rent tomorrow", now: springEve) == .string("2027-03-14"))
        #expect(try Self.value("pay my rent the day after tomorrow", now: springEve) == .string("2027-03-15"))
        let autumn = Self.moment("2026-10-31T00:30:00-04:00")  // DST ends 2026-11-01
        #expect(try Self.value("pay my rent next Sunday", now: autumn) == .string("2026-11-01"))
        #expect(try Self.value("pay my rent next Monday", now: autumn) == .string("2026-11-02"))
    }

    @Test(arguments: [
        ("remind me at noon", "12:00"),
        ("remind me at midnight", "00:00"),
        ("remind me at 17:30", "17:30"),
        ("remind me 17:30", "17:30"),
        ("remind me at 5:30 pm", "17:30"),
        ("remind me at 5:30pm", "17:30"),
        ("remind me at 5 pm", "17:00"),
        ("remind me at 5pm", "17:00"),
        ("remind me at 12 am", "00:00"),
        ("remind me at 12 pm", "12:00"),
        ("remind me at 9 a.m.", "09:00"),
        ("remind me at five thirty", "17:30"),
        ("remind me at five thirty am", "05:30"),
        ("remind me at five oh five pm", "17:05"),
        ("remind me at six forty five", "18:45"),
        ("remind me half past five", "17:30"),
        ("remind me at quarter to six", "17:45"),
        ("remind me at a quarter past nine am", "09:15"),
        ("remind me at ten past five", "17:10"),
        ("remind me at three", "03:00"),
        ("remind me at seven o'clock", "19:00"),
        ("remind me at 20 o'clock", "20:00"),
    ])
    func readsEnglishTimes(utterance: String, expected: String) throws {
        // At 16:00: an hour of 1–12 without am or pm is the next of its two times.
        #expect(try Self.value(utterance) == .string(expected))
    }

    @Test(arguments: ["remind me 5", "remind me five", "remind me at 25:00", "remind me at 13 pm", "remind me at 5:75"])
    func leavesUnknownTimesUnread(utterance: String) throws {
        #expect(try Self.value(utterance) == nil)
    }

    /// Without am or pm an hour of 1–12 is whichever of its two times comes next.
    @Test func readsTwelveHourTimesAsTheNextOne() throws {
        let morning = Self.moment("2026-12-02T04:00:00-05:00")
        let evening = Self.moment("2026-12-02T18:00:00-05:00")
        #expect(try Self.value("remind me at five thirty", now: morning) == .string("05:30"))
        #expect(try Self.value("remind me at five thirty", now: evening) == .string("05:30"))
        #expect(try Self.value("remind me half past five", now: Self.wednesday) == .string("17:30"))
        #expect(try Self.value("remind me at 5:30", now: morning) == .string("05:30"))
    }

    @Test(arguments: [
        ("remind me in two hours", 7200),
        ("remind me in an hour and a half", 5400),
        ("remind me in 90 minutes", 5400),
        ("remind me in half an hour", 1800),
        ("remind me in an hour", 3600),
        ("remind me in two and a half hours", 9000),
        ("remind me in 1.5 hours", 5400),
        ("remind me in two hours and thirty minutes", 9000),
        ("remind me in 2 hours 15 minutes", 8100),
        ("remind me in a day", 86400),
        ("remind me in 45 seconds", 45),
    ])
    func readsDurations(utterance: String, seconds: Int) throws {
        #expect(try Self.value(utterance) == .integer(seconds))
    }

    /// Units out of order, a fraction of a second, and a duration above the parameter's maximum: no value.
    @Test(arguments: [
        "remind me in thirty minutes two hours", "remind me in 0.5 seconds", "remind me in two days",
        "remind me in hours",
    ])
    func leavesUnknownDurationsUnread(utterance: String) throws {
        #expect(try Self.value(utterance) == nil)
    }

    @Test(arguments: [
        ("split it fifty percent", 50.0), ("split it 50 %", 50), ("split it 50%", 50), ("split it 12.5 per cent", 12.5),
        ("split it one hundred percent", 100),
    ])
    func readsPercentages(utterance: String, expected: Double) throws {
        #expect(try Self.value(utterance) == .number(expected))
    }

    @Test(arguments: ["split it fifty", "split it 150%", "split it minus 5%"])
    func leavesUnknownPercentagesUnread(utterance: String) throws {
        #expect(try Self.value(utterance) == nil)
    }

    /// Flexible matching reads these values as strict matching does.
    @Test func readsValuesInFlexibleMatching() throws {
        #expect(try Self.value("uh pay my rent next Friday", isFlexible: true) == .string("2026-12-04"))
        #expect(try Self.value("remind me um in two hours", isFlexible: true) == .integer(7200))
    }

    /// A registry's fixed values and defaults are written as `match --json` writes them.
    @Test func readsWrittenValues() {
        #expect(
            ParameterValue(writtenJSON: .string("2026-12-04"), type: .date)
                == .date(DateComponents(year: 2026, month: 12, day: 4)))
        #expect(ParameterValue(writtenJSON: .string("2026-02-30"), type: .date) == nil)
        #expect(
            ParameterValue(writtenJSON: .string("17:30"), type: .time) == .time(DateComponents(hour: 17, minute: 30)))
        #expect(ParameterValue(writtenJSON: .string("24:00"), type: .time) == nil)
        #expect(ParameterValue(writtenJSON: .integer(5400), type: .duration) == .duration(.seconds(5400)))
        #expect(ParameterValue(writtenJSON: .integer(-1), type: .duration) == nil)
        #expect(ParameterValue(writtenJSON: .integer(50), type: .percent) == .number(50))
    }

    @Test func loadsDefaultsAndRejectsBoundsOnDates() throws {
        let registry = try makeRegistry(
            intents: """
                [{"name": "PayIntent", "title": "Pay", "parameters": [
                  {"name": "day", "type": "date", "title": "Day", "default": "2026-12-04"},
                  {"name": "length", "type": "duration", "title": "Length", "default": 5400, "minimum": 60}]}]
                """, shortcuts: #"[{"intent": "PayIntent", "phrases": ["pay"]}]"#)
        #expect(registry.intents[0].parameters[0].defaultValue == .date(DateComponents(year: 2026, month: 12, day: 4)))
        #expect(registry.intents[0].parameters[1].defaultValue == .duration(.seconds(5400)))
        #expect(throws: RegistryError.self) {
            try makeRegistry(
                intents: """
                    [{"name": "PayIntent", "title": "Pay", "parameters": [
                      {"name": "day", "type": "date", "title": "Day", "minimum": 1}]}]
                    """, shortcuts: #"[{"intent": "PayIntent", "phrases": ["pay"]}]"#)
        }
        #expect(throws: RegistryError.self) {
            try makeRegistry(
                intents: """
                    [{"name": "PayIntent", "title": "Pay", "parameters": [
                      {"name": "day", "type": "date", "title": "Day", "default": "31/2"}]}]
                    """, shortcuts: #"[{"intent": "PayIntent", "phrases": ["pay"]}]"#)
        }
    }
}
