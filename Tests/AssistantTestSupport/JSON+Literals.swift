import ShortcutKit

/// JSON literals for tests: `["intent": "LoadMoney"]`. The library keeps them out of its public API, where
/// a general JSON type is not its business; tests build many payloads and read better with them.
extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral,
    ExpressibleByFloatLiteral
{
    /// A string value: `let name: JSON = "VillagePay"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A fractional number value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A Boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value: `[1, "two"]`.
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    /// An object value whose members keep the literal's order: `["intent": "LoadMoney"]`.
    public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(JSONObject(elements)) }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}
