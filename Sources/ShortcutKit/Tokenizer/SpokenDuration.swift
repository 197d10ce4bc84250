/// Reads a length of time from words: "two hours", "an hour and a half", "90 minutes", "half an hour".
///
/// A duration is one or more parts in decreasing units ("two hours and thirty minutes"), each a number or
/// "a"/"an" before a unit, "half a"/"half an" before a unit, or a part followed by "and a half" ("an hour
/// and a half") or a number followed by "and a half" before its unit ("two and a half hours"). The total
/// must be whole seconds; anything else is no duration.
package enum SpokenDuration {
    /// Every reading starting at `start`, ending at or before `limit`: where it ends and its seconds.
    package static func readings(
        of words: [String], from start: Int, limit: Int, table: CalendarWords, numbers: NumberWords = .english
    )
        -> [(end: Int, seconds: Int)]
    {
        var results: [(end: Int, seconds: Int)] = []
        // Parts chained: each reading is a total so far, where it ends, and the smallest unit used.
        var frontier: [(end: Int, seconds: Double, unit: Int)] = []
        for part in parts(words, from: start, limit: limit, table: table, numbers: numbers) { frontier.append(part) }
        while !frontier.isEmpty {
            var next: [(end: Int, seconds: Double, unit: Int)] = []
            for reading in frontier {
                if let seconds = reading.seconds.exactInteger, seconds > 0 { results.append((reading.end, seconds)) }
                var starts = [reading.end]
                if let and = table.end(of: "and", in: words, from: reading.end, limit: limit) { starts.append(and) }
                for position in starts {
                    for part in parts(words, from: position, limit: limit, table: table, numbers: numbers)
                    where part.unit < reading.unit {
                        next.append((part.end, reading.seconds + part.seconds, part.unit))
                    }
                }
            }
            frontier = next
        }
        return results
    }

    /// One part: its end, its seconds, and its unit's seconds.
    private static func parts(
        _ words: [String], from start: Int, limit: Int, table: CalendarWords, numbers: NumberWords
    )
        -> [(end: Int, seconds: Double, unit: Int)]
    {
        guard start < limit else { return [] }
        var counts: [(end: Int, value: Double)] = []
        for article in table.readings("article", in: words, from: start, limit: limit) {
            counts.append((article.end, 1))
        }
        for number in SpokenNumber.readings(of: words, from: start, limit: limit, words: numbers) where number.value > 0
        {
            counts.append((number.end, number.value))
            // "two and a half hours"
            for and in table.readings("and", in: words, from: number.end, limit: limit) {
                for half in halves(words, from: and.end, limit: limit, table: table) {
                    counts.append((half, number.value + 0.5))
                }
            }
        }
        // "half an hour", "half a day"
        for half in table.readings("half", in: words, from: start, limit: limit) {
            for article in table.readings("article", in: words, from: half.end, limit: limit) {
                counts.append((article.end, 0.5))
            }
        }
        var result: [(end: Int, seconds: Double, unit: Int)] = []
        for count in counts {
            for unit in table.readings("unit", in: words, from: count.end, limit: limit) {
                let seconds = count.value * Double(unit.value)
                result.append((unit.end, seconds, unit.value))
                // "an hour and a half"
                for and in table.readings("and", in: words, from: unit.end, limit: limit) {
                    for half in halves(words, from: and.end, limit: limit, table: table) {
                        result.append((half, seconds + Double(unit.value) / 2, unit.value))
                    }
                }
            }
        }
        return result
    }

    /// Where "a half" (or "half", "demie") starting at `start` ends.
    private static func halves(_ words: [String], from start: Int, limit: Int, table: CalendarWords) -> [Int] {
        var starts = [start]
        for article in table.readings("article", in: words, from: start, limit: limit) { starts.append(article.end) }
        return starts.flatMap { table.readings("half", in: words, from: $0, limit: limit).map(\.end) }
    }
}
