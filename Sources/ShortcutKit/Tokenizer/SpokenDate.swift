/// Reads a calendar day from words: "tomorrow", "next Friday", "on the 3rd", "December 3rd", "3/12".
///
/// Exact or absent: a form the rules below do not know, or a day that does not exist ("31/2"), is no
/// reading, never a guess. The rules, against the reference day (today in the reference time zone):
/// - "today", "tomorrow", "yesterday", "the day after tomorrow": that many days from today.
/// - "Friday", "on Friday", "this Friday": the next Friday on or after today (today, said on a Friday).
///   "next Friday" (and French "vendredi prochain"): the next Friday after today, so said on a Friday it
///   is the Friday 7 days later, and said on a Wednesday the Friday 2 days later.
/// - "the first", "on the 3rd": the next day of that number on or after today, skipping months without
///   it ("the 31st" said in April is May 31st).
/// - "December 3rd", "the 3rd of December", "3 December", and a written `3/12` or `3/12/2026` (month
///   first or day first as the locale writes dates, `CalendarWords.isDayFirst`): with a year, that day;
///   without one, the next such day on or after today, so "December 3rd" said on December 20th is next
///   year's.
package enum SpokenDate {
    /// Every reading starting at `start`, ending at or before `limit`: where it ends and the day.
    package static func readings(
        of words: [String], from start: Int, limit: Int, table: CalendarWords, reference: CalendarReference
    ) -> [(end: Int, day: CalendarReference.Day)] {
        var results: [(end: Int, day: CalendarReference.Day)] = []
        read(words, from: start, limit: limit, table: table, reference: reference, afterOn: false, into: &results)
        for on in table.readings("on", in: words, from: start, limit: limit) {
            read(words, from: on.end, limit: limit, table: table, reference: reference, afterOn: true, into: &results)
        }
        // One reading per end and day: forms that say the same day the same way ("on the 3rd") are one.
        var seen: Set<[Int]> = []
        return results.filter { seen.insert([$0.end, $0.day.year, $0.day.month, $0.day.day]).inserted }
    }

    private static func read(
        _ words: [String], from start: Int, limit: Int, table: CalendarWords, reference: CalendarReference,
        afterOn: Bool, into results: inout [(end: Int, day: CalendarReference.Day)]
    ) {
        guard start < limit else { return }
        let today = reference.today
        for relative in table.readings("relative", in: words, from: start, limit: limit) {
            results.append((relative.end, reference.day(relative.value, after: today)))
        }
        // Weekdays: "friday", "this friday", "next friday", "vendredi prochain".
        func weekday(at position: Int, isNext: Bool) {
            for weekday in table.readings("weekday", in: words, from: position, limit: limit) {
                results.append((weekday.end, nextWeekday(weekday.value, isNext: isNext, reference: reference)))
                if !isNext, let after = table.end(of: "nextafter", in: words, from: weekday.end, limit: limit) {
                    results.append((after, nextWeekday(weekday.value, isNext: true, reference: reference)))
                }
            }
        }
        weekday(at: start, isNext: false)
        for this in table.readings("this", in: words, from: start, limit: limit) {
            weekday(at: this.end, isNext: false)
        }
        for next in table.readings("next", in: words, from: start, limit: limit) { weekday(at: next.end, isNext: true) }
        // Days of the month, alone or with a month: "the 3rd", "on 3", "the 3rd of december", "3 december". A
        // bare number is a day only after "on" or "the": "3" alone is no date.
        var dayStarts = [start]
        for the in table.readings("the", in: words, from: start, limit: limit) { dayStarts.append(the.end) }
        for position in dayStarts {
            let isAfterArticle = position != start || afterOn
            for day in dayOfMonth(words, from: position, limit: limit, table: table) {
                if day.isOrdinal || isAfterArticle {
                    results.append((day.end, nextDay(ofMonth: day.value, reference: reference)))
                }
                var monthStart = day.end
                if let of = table.end(of: "of", in: words, from: monthStart, limit: limit) { monthStart = of }
                for month in table.readings("month", in: words, from: monthStart, limit: limit) {
                    appendWithYear(month: month.value, day: day.value, end: month.end)
                }
            }
        }
        for month in table.readings("month", in: words, from: start, limit: limit) {
            for day in dayOfMonth(words, from: month.end, limit: limit, table: table) {
                appendWithYear(month: month.value, day: day.value, end: day.end)
            }
        }
        // Written: "3/12", "3/12/2026".
        if let written = written(words[start], table: table) {
            if let year = written.year {
                if let day = exactDay(year: year, month: written.month, day: written.day) {
                    results.append((start + 1, day))
                }
            } else if let day = nextDay(month: written.month, day: written.day, reference: reference) {
                results.append((start + 1, day))
            }
        }

        func appendWithYear(month: Int, day: Int, end: Int) {
            if end < limit, let year = year(words[end]) {
                if let exact = exactDay(year: year, month: month, day: day) { results.append((end + 1, exact)) }
            }
            if let next = nextDay(month: month, day: day, reference: reference) { results.append((end, next)) }
        }
    }

    /// A day of the month said as an ordinal ("third", "3rd", "1er") or as digits ("3"): where it ends, the
    /// day, and whether it was an ordinal.
    private static func dayOfMonth(_ words: [String], from start: Int, limit: Int, table: CalendarWords)
        -> [(end: Int, value: Int, isOrdinal: Bool)]
    {
        guard start < limit else { return [] }
        var results = table.readings("ordinal", in: words, from: start, limit: limit).map {
            (end: $0.end, value: $0.value, isOrdinal: true)
        }
        let word = words[start]
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 2, let value = Int(digits), (1...31).contains(value) {
            let suffix = String(word.dropFirst(digits.count))
            if suffix.isEmpty {
                results.append((start + 1, value, false))
            } else if table.contains("suffix", suffix) {
                results.append((start + 1, value, true))
            }
        }
        return results
    }

    /// A four-digit year, 1900–2999.
    private static func year(_ word: String) -> Int? {
        guard word.count == 4, word.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(word),
            (1900...2999).contains(year)
        else { return nil }
        return year
    }

    /// A date written with slashes ("3/12", "03/12/2026"), in the locale's order of day and month.
    private static func written(_ word: String, table: CalendarWords) -> (day: Int, month: Int, year: Int?)? {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count <= 2, parts[1].count <= 2,
            let first = Int(parts[0]), let second = Int(parts[1])
        else { return nil }
        var year: Int?
        if parts.count == 3 {
            guard parts[2].count == 4, let written = Int(parts[2]) else { return nil }
            year = written
        }
        return table.isDayFirst ? (first, second, year) : (second, first, year)
    }

    private static func exactDay(year: Int, month: Int, day: Int) -> CalendarReference.Day? {
        guard (1...12).contains(month), (1...CalendarReference.days(inMonth: month, year: year)).contains(day) else {
            return nil
        }
        return CalendarReference.Day(year: year, month: month, day: day)
    }

    /// The next `month`/`day` on or after today: this year's, else next year's (Feb 29th: the next leap year's).
    private static func nextDay(month: Int, day: Int, reference: CalendarReference) -> CalendarReference.Day? {
        let today = reference.today
        for year in today.year...(today.year + 8) {
            if let candidate = exactDay(year: year, month: month, day: day), candidate >= today { return candidate }
        }
        return nil
    }

    /// The next day numbered `day` on or after today, in this month or a later one that has it.
    private static func nextDay(ofMonth day: Int, reference: CalendarReference) -> CalendarReference.Day {
        let today = reference.today
        var (year, month) = (today.year, today.month)
        while true {
            if let candidate = exactDay(year: year, month: month, day: day), candidate >= today { return candidate }
            month += 1
            if month > 12 { (year, month) = (year + 1, 1) }
        }
    }

    /// The next `weekday` on or after today, or after it when `isNext`.
    private static func nextWeekday(_ weekday: Int, isNext: Bool, reference: CalendarReference) -> CalendarReference.Day
    {
        var ahead = (weekday - reference.weekday + 7) % 7
        if isNext && ahead == 0 { ahead = 7 }
        return reference.day(ahead, after: reference.today)
    }
}
