/// Reads a time of day from words: "at five thirty", "half past five", "5:30 pm", "17:30", "noon".
///
/// Exact or absent. The rules:
/// - "noon" (12:00) and "midnight" (00:00); "half past five", "quarter to six", "ten past five".
/// - An hour with minutes ("five thirty", "five oh five", `5:30`), or an hour with "am", "pm" or
///   "o'clock", or an hour after "at" ("at five"). A bare number ("5", "five") is no time.
/// - "am" and "pm" take hours 1–12 (12 am is midnight, 12 pm noon). Without them an hour of 0 or 13–23 is
///   that hour; an hour of 1–12 is whichever of its morning and afternoon times comes next at or after the
///   reference time ("at five thirty" said at 16:00 is 17:30, said at 18:00 is 05:30).
package enum SpokenTime {
    /// Every reading starting at `start`, ending at or before `limit`: where it ends and the time.
    package static func readings(
        of words: [String], from start: Int, limit: Int, table: CalendarWords, numbers: NumberWords = .english,
        reference: CalendarReference
    ) -> [(end: Int, hour: Int, minute: Int)] {
        var results: [(end: Int, hour: Int, minute: Int)] = []
        read(
            words, from: start, limit: limit, table: table, numbers: numbers, reference: reference, hasAt: false,
            into: &results)
        for at in table.readings("at", in: words, from: start, limit: limit) {
            read(
                words, from: at.end, limit: limit, table: table, numbers: numbers, reference: reference, hasAt: true,
                into: &results)
        }
        return results
    }

    private enum Period { case none, am, pm }

    private static func read(
        _ words: [String], from start: Int, limit: Int, table: CalendarWords, numbers: NumberWords,
        reference: CalendarReference,
        hasAt: Bool, into results: inout [(end: Int, hour: Int, minute: Int)]
    ) {
        guard start < limit else { return }
        for fixed in table.readings("noon", in: words, from: start, limit: limit) {
            results.append((fixed.end, fixed.value, 0))
        }
        for fixed in table.readings("midnight", in: words, from: start, limit: limit) {
            results.append((fixed.end, fixed.value, 0))
        }
        func add(hour: Int, minute: Int, period: Period, end: Int) {
            if let time = resolve(hour: hour, minute: minute, period: period, reference: reference) {
                results.append((end, time.hour, time.minute))
            }
        }
        // The period after a clock time: "am", "pm", "o'clock" (or none).
        func periods(after end: Int) -> [(end: Int, period: Period, isMarked: Bool)] {
            var found: [(end: Int, period: Period, isMarked: Bool)] = [(end, .none, false)]
            for am in table.readings("am", in: words, from: end, limit: limit) { found.append((am.end, .am, true)) }
            for pm in table.readings("pm", in: words, from: end, limit: limit) { found.append((pm.end, .pm, true)) }
            for oclock in table.readings("oclock", in: words, from: end, limit: limit) {
                found.append((oclock.end, .none, true))
            }
            return found
        }
        // "half past five", "quarter to six", "ten past five".
        var offsets = table.readings("half", in: words, from: start, limit: limit)
        offsets += table.readings("quarter", in: words, from: start, limit: limit)
        for number in SpokenNumber.readings(of: words, from: start, limit: limit, words: numbers) {
            guard let minutes = number.value.exactInteger, (1...59).contains(minutes) else { continue }
            offsets.append((number.end, minutes))
            for unit in table.readings("unit", in: words, from: number.end, limit: limit) where unit.value == 60 {
                offsets.append((unit.end, minutes))
            }
        }
        for offset in offsets {
            for (key, sign) in [("past", 1), ("to", -1)] {
                for connective in table.readings(key, in: words, from: offset.end, limit: limit) {
                    for hour in hours(words, from: connective.end, limit: limit, numbers: numbers)
                    where (1...12).contains(hour.value) {
                        for period in periods(after: hour.end) {
                            let base = sign > 0 ? hour.value : hour.value - 1
                            let minute = sign > 0 ? offset.value : 60 - offset.value
                            let baseHour = base == 0 ? 12 : base
                            add(hour: baseHour, minute: minute, period: period.period, end: period.end)
                        }
                    }
                }
            }
        }
        // Written clock times: "17:30", "5:30pm", "5pm".
        if let written = written(words[start], table: table) {
            for period in periods(after: start + 1) where written.period == .none || !period.isMarked {
                let chosen = written.period == .none ? period.period : written.period
                add(hour: written.hour, minute: written.minute, period: chosen, end: period.end)
            }
        }
        // Spoken clock times: "five thirty", "five oh five", "five pm", "at five".
        for hour in hours(words, from: start, limit: limit, numbers: numbers) {
            for period in periods(after: hour.end) where period.isMarked || hasAt {
                add(hour: hour.value, minute: 0, period: period.period, end: period.end)
            }
            for minute in minutes(words, from: hour.end, limit: limit, table: table, numbers: numbers) {
                for period in periods(after: minute.end) where period.period != .none || !period.isMarked {
                    add(hour: hour.value, minute: minute.value, period: period.period, end: period.end)
                }
            }
        }
    }

    /// An hour said or written as a whole number 0–24 ("five", "17").
    private static func hours(_ words: [String], from start: Int, limit: Int, numbers: NumberWords) -> [(
        end: Int, value: Int
    )] {
        SpokenNumber.readings(of: words, from: start, limit: limit, words: numbers).compactMap { reading in
            guard let hour = reading.value.exactInteger, (0...23).contains(hour),
                !words[start].contains(".")
            else { return nil }
            return (reading.end, hour)
        }
    }

    /// The minutes after an hour: "thirty", "forty five", "oh five", "05".
    private static func minutes(
        _ words: [String], from start: Int, limit: Int, table: CalendarWords, numbers: NumberWords
    )
        -> [(end: Int, value: Int)]
    {
        guard start < limit else { return [] }
        var found: [(end: Int, value: Int)] = []
        for zero in table.readings("zero", in: words, from: start, limit: limit) {
            for digit in SpokenNumber.readings(of: words, from: zero.end, limit: limit, words: numbers) {
                if let value = digit.value.exactInteger, (1...9).contains(value), digit.end == zero.end + 1 {
                    found.append((digit.end, value))
                }
            }
        }
        let word = words[start]
        if word.count == 2, word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word), value < 60 {
            found.append((start + 1, value))
        } else {
            for number in SpokenNumber.readings(of: words, from: start, limit: limit, words: numbers) {
                if let value = number.value.exactInteger, (10...59).contains(value), !word.contains(".") {
                    found.append((number.end, value))
                }
            }
        }
        return found
    }

    /// A clock time written as one word: `17:30`, `5:30pm`, `5pm`.
    private static func written(_ word: String, table: CalendarWords) -> (hour: Int, minute: Int, period: Period)? {
        var text = Substring(word)
        var period = Period.none
        if table.contains("am", String(text.suffix(2))) {
            period = .am
            text = text.dropLast(2)
        } else if table.contains("pm", String(text.suffix(2))) {
            period = .pm
            text = text.dropLast(2)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard !text.isEmpty, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isWholeNumber) }),
            parts[0].count <= 2, let hour = Int(parts[0])
        else { return nil }
        if parts.count == 1 { return period == .none ? nil : (hour, 0, period) }
        guard parts[1].count == 2, let minute = Int(parts[1]) else { return nil }
        return (hour, minute, period)
    }

    /// The 24-hour time an hour and minute stand for, by the rules above; `nil` for none.
    private static func resolve(hour: Int, minute: Int, period: Period, reference: CalendarReference)
        -> (hour: Int, minute: Int)?
    {
        guard (0...59).contains(minute), (0...23).contains(hour) else { return nil }
        switch period {
        case .am, .pm:
            guard (1...12).contains(hour) else { return nil }
            let base = hour % 12
            return (period == .pm ? base + 12 : base, minute)
        case .none:
            guard (1...12).contains(hour) else { return (hour, minute) }
            let morning = (hour % 12) * 60 + minute
            let afternoon = morning + 12 * 60
            let now = reference.minuteOfDay
            // The first of the two at or after now; after both, tomorrow's morning one.
            let chosen = morning >= now ? morning : afternoon >= now ? afternoon : morning
            return (chosen / 60, chosen % 60)
        }
    }
}
