extension ParameterValue {
    /// The value as people read it in messages: `savings`, `7`, `20 USD`, `"paris"` (free text quoted).
    package var displayText: String {
        switch self {
        case .string(let text): return "\"\(text)\""
        case .enumCase(let text), .entity(let text): return text
        case .integer(let value): return String(value)
        case .number(let value): return JSON.number(value).compactText
        case .currency(let money): return "\(JSON.number(money.amount).compactText) \(money.currencyCode)"
        case .date(let components): return Self.isoDate(components)
        case .time(let components): return Self.isoTime(components)
        case .duration(let duration): return "\(duration.components.seconds) s"
        }
    }
}
