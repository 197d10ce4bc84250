import Foundation

/// A parameter's value as resolved from speech.
public enum ParameterValue: Sendable, Hashable {
    /// Free text, as spoken.
    case string(String)
    /// A whole number, in digits or words ("twenty", "20").
    case integer(Int)
    /// A number that may have a fraction ("two point five"); also a `percent` parameter's value, the number
    /// before the percent sign ("fifty percent" is 50).
    case number(Double)
    /// An amount of money in an ISO 4217 currency ("twenty dollars").
    case currency(SpokenAmount.Money)
    /// A calendar day ("tomorrow", "December 3rd") as its `year`, `month` and `day`, resolved against the
    /// reference time and time zone of the match (`MatchOptions`). Indirect, as is `time`: a
    /// `DateComponents` is 283 bytes, and held in place it made every value that many, copied with every
    /// match (7 % of strict matching's time).
    indirect case date(DateComponents)
    /// A time of day ("half past five") as its `hour` (0–23) and `minute`.
    indirect case time(DateComponents)
    /// A length of time ("an hour and a half"), in whole seconds.
    case duration(Duration)
    /// An enum case, by its `value`.
    case enumCase(String)
    /// An entity, by its `id`.
    case entity(String)

    /// The value as `shortcuts match --json` writes it: enum → case value, entity → id, integer and
    /// number → JSON numbers, currency → `{"amount": N, "currency": "ISO code"}`, string → the words, date →
    /// `"2026-12-04"` (ISO 8601), time → `"17:30"`, duration → whole seconds.
    package var json: JSON {
        switch self {
        case .string(let text), .enumCase(let text), .entity(let text): return .string(text)
        case .integer(let value): return .integer(value)
        case .number(let value): return .number(value)
        case .currency(let money):
            return .object(JSONObject([("amount", .number(money.amount)), ("currency", .string(money.currencyCode))]))
        case .date(let components): return .string(Self.isoDate(components))
        case .time(let components): return .string(Self.isoTime(components))
        case .duration(let duration): return .integer(Int(duration.components.seconds))
        }
    }
}

/// A parameter of the matched intent and the value the utterance gave it.
public struct MatchedParameter: Sendable, Hashable {
    /// The parameter's name, as the intent declares it.
    public let name: String
    /// The value read, typed by the parameter's type.
    public let value: ParameterValue
    /// The words of the utterance the value was read from, as spoken; empty for a value nothing in the
    /// utterance said (one the shortcut fixes, or one from the request's context).
    public let spokenText: String
    /// Whether the matched phrase's shortcut fixes the value (`Shortcut.values`) rather than the
    /// utterance or the context giving it.
    package let isFixed: Bool
    /// Whether the value is the parameter's default (`Parameter.defaultValue`): nothing gave one, so the
    /// intent takes the value it declares. Never set together with `isFixed`.
    package let isDefault: Bool

    /// A value as the matcher reads it; public so that tests can build the match they expect.
    package init(
        name: String, value: ParameterValue, spokenText: String, isFixed: Bool = false, isDefault: Bool = false
    ) {
        self.name = name
        self.value = value
        self.spokenText = spokenText
        self.isFixed = isFixed
        self.isDefault = isDefault
    }
}
