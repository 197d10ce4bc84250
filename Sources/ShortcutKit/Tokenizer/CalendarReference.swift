import Foundation

/// The moment and time zone that "today", "next Friday" and "at five" are said relative to.
///
/// The caller gives both (`MatchOptions`, or a request's `now` and `timeZone`); date arithmetic is done by
/// a Gregorian `Calendar` in that time zone, day by day, so that a change to or from daylight saving time
/// never moves a date.
package struct CalendarReference: Sendable, Hashable {
    /// The moment given, or `nil` for the system clock's, read when a date or time is: most matches read
    /// none, and reading the clock and the system's time zone for each was 4 % of strict matching.
    private var givenNow: Date?
    private var givenTimeZone: TimeZone?

    package var now: Date { givenNow ?? Date() }
    package var timeZone: TimeZone { givenTimeZone ?? TimeZone.current }

    /// - Parameters: `nil` for the system clock's now and the system's time zone, when they are read.
    package init(now: Date?, timeZone: TimeZone?) {
        givenNow = now
        givenTimeZone = timeZone
    }

    /// A calendar day: what a `date` value holds.
    package struct Day: Sendable, Hashable, Comparable {
        package var year: Int
        package var month: Int
        package var day: Int

        package static func < (lhs: Day, rhs: Day) -> Bool {
            (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
        }
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// Today in the reference time zone.
    package var today: Day {
        let components = calendar.dateComponents([.year, .month, .day], from: now)
        return Day(year: components.year ?? 1970, month: components.month ?? 1, day: components.day ?? 1)
    }

    /// Today's weekday, 1 (Sunday) to 7 (Saturday), as `Calendar` counts.
    package var weekday: Int {
        calendar.component(.weekday, from: now)
    }

    /// The minutes since midnight of the reference moment, in its time zone.
    package var minuteOfDay: Int {
        let components = calendar.dateComponents([.hour, .minute], from: now)
        return (components.hour ?? 0) * 60 + (components.minute ?? 0)
    }

    /// The day `count` days after `day` (before, when negative): counted on the calendar, at noon, so that a
    /// 23- or 25-hour day of a daylight-saving change is still one day.
    package func day(_ count: Int, after day: Day) -> Day {
        let calendar = self.calendar
        guard
            let noon = calendar.date(
                from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)),
            let moved = calendar.date(byAdding: .day, value: count, to: noon)
        else { return day }
        let components = calendar.dateComponents([.year, .month, .day], from: moved)
        return Day(
            year: components.year ?? day.year, month: components.month ?? day.month, day: components.day ?? day.day)
    }

    /// The days of a Gregorian month: the one rule dates read and written share (`31/2` is no date).
    package static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
