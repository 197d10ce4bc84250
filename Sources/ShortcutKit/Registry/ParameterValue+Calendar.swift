import Foundation

/// Dates, times and durations as the registry and `match --json` write them: `2026-12-04`, `17:30`, seconds.
///
/// One definition for both directions, so that a fixed value or default written in the registry reads back
/// as the value a match writes.
extension ParameterValue {
    /// A calendar day; `nil` unless the day exists (`31/2` is no date).
    package static func date(year: Int, month: Int, day: Int) -> ParameterValue? {
        guard (1...12).contains(month), (1...CalendarReference.days(inMonth: month, year: year)).contains(day) else {
            return nil
        }
        return .date(DateComponents(year: year, month: month, day: day))
    }

    /// A time of day; `nil` unless the hour is 0–23 and the minute 0–59.
    package static func time(hour: Int, minute: Int) -> ParameterValue? {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        return .time(DateComponents(hour: hour, minute: minute))
    }

    /// `2026-12-04`: ISO 8601's calendar date.
    static func isoDate(_ components: DateComponents) -> String {
        let (year, month, day) = (components.year ?? 0, components.month ?? 0, components.day ?? 0)
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// `17:30`: ISO 8601's time of day, to the minute.
    static func isoTime(_ components: DateComponents) -> String {
        "\(padded(components.hour ?? 0, 2)):\(padded(components.minute ?? 0, 2))"
    }

    /// A date written `YYYY-MM-DD`, or `nil` for any other text or a day that does not exist.
    package init?(isoDate text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let value = Self.date(year: year, month: month, day: day)
        else { return nil }
        self = value
    }

    /// A time written `HH:MM` (24-hour), or `nil` for any other text.
    package init?(isoTime text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), let value = Self.time(hour: hour, minute: minute)
        else { return nil }
        self = value
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension ParameterValue {
    /// A `date`, `time`, `duration` or `percent` value as `match --json` writes it (`"2026-12-04"`,
    /// `"17:30"`, whole seconds, a number), or `nil` when the JSON has another shape or `type` is another
    /// type. The registry's fixed values and defaults, context values and action replies all read these so.
    package init?(writtenJSON json: JSON, type: ParameterType) {
        switch type {
        case .date:
            guard let text = json.stringValue, let value = Self(isoDate: text) else { return nil }
            self = value
        case .time:
            guard let text = json.stringValue, let value = Self(isoTime: text) else { return nil }
            self = value
        case .duration:
            guard let seconds = json.doubleValue?.exactInteger, seconds >= 0 else { return nil }
            self = .duration(.seconds(seconds))
        case .percent:
            guard let number = json.doubleValue, number.isFinite else { return nil }
            self = .number(number)
        default:
            return nil
        }
    }
}
