import Foundation

extension ParameterValue {
    /// The value as Siri should say it in a dialog: "$20.00", "savings", "Jonas Weber", "3".
    ///
    /// Enum cases and entities are said by their titles, not their identifiers (`contact-jonas`), and
    /// amounts with their currency's symbol and cents, the way a banking app reads money back.
    func spokenForm(parameter: Parameter?, registry: Registry, spokenText: String) -> String {
        switch self {
        case .string:
            return spokenText
        case .integer(let value):
            return String(value)
        case .number(let value):
            return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .currency(let money):
            let amount = Self.twoDecimals(money.amount)
            switch money.currencyCode {
            case "USD": return "$" + amount
            case "EUR": return "€" + amount
            case "GBP": return "£" + amount
            default: return "\(amount) \(money.currencyCode)"
            }
        case .enumCase(let identifier), .entity(let identifier):
            guard case .named(let typeName)? = parameter?.type, let definition = registry.type(named: typeName),
                let value = definition.values.first(where: { $0.identifier == identifier })
            else { return identifier }
            return value.title
        }
    }

    /// "20.00", "0.05": an amount with its cents, as a banking app reads it back. Amounts too large for
    /// cents to be exact (or not finite) are written as they are rather than trapping on the conversion.
    static func twoDecimals(_ amount: Double) -> String {
        guard amount.isFinite, abs(amount) < 1e13 else { return String(amount) }
        let cents = Int((abs(amount) * 100).rounded())
        let fraction = cents % 100
        return (amount < 0 ? "-" : "") + "\(cents / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
