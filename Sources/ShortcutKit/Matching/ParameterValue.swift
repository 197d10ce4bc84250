/// A parameter's value as resolved from speech.
public enum ParameterValue: Sendable, Hashable {
    /// Free text, as spoken.
    case string(String)
    case integer(Int)
    case number(Double)
    case currency(SpokenAmount.Money)
    /// An enum case, by its `value`.
    case enumCase(String)
    /// An entity, by its `id`.
    case entity(String)

    /// The value as `shortcuts match --json` writes it: enum → case value, entity → id, integer and
    /// number → JSON numbers, currency → `{"amount": N, "currency": "ISO code"}`, string → the words.
    public var json: JSON {
        switch self {
        case .string(let text), .enumCase(let text), .entity(let text): return .string(text)
        case .integer(let value): return .integer(value)
        case .number(let value): return .number(value)
        case .currency(let money):
            return .object(JSONObject([("amount", .number(money.amount)), ("currency", .string(money.currencyCode))]))
        }
    }
}

/// A parameter of the matched intent and the value the utterance gave it.
public struct MatchedParameter: Sendable, Hashable {
    public var name: String
    public var value: ParameterValue
    /// The words of the utterance the value was read from, as spoken.
    public var spokenText: String

    public init(name: String, value: ParameterValue, spokenText: String) {
        self.name = name
        self.value = value
        self.spokenText = spokenText
    }
}
