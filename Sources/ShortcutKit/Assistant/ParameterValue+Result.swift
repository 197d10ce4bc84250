extension ParameterValue {
    /// A value of `type` as an action's reply writes it: the way `match --json` writes parameters
    /// (a string; an integer; a number; `{"amount": N, "currency": "ISO"}`; an enum case's `value`; an
    /// entity's `id`), or nil when it is not one. Strict, because what it reads is said to a person: an
    /// unknown enum case or entity id, a non-finite number, or a currency code that is not three capital
    /// letters is no value.
    init?(result json: JSON, type: ParameterType, registry: Registry) {
        switch type {
        case .string:
            guard let text = json.stringValue, !text.isBlank else { return nil }
            self = .string(text)
        case .integer:
            guard case .integer(let value) = json else { return nil }
            self = .integer(value)
        case .number:
            guard let value = json.doubleValue, value.isFinite else { return nil }
            self = .number(value)
        case .currency:
            guard let amount = json["amount"]?.doubleValue, amount.isFinite, let code = json["currency"]?.stringValue,
                code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
            else { return nil }
            self = .currency(SpokenAmount.Money(amount: amount, currencyCode: code))
        case .date, .time, .duration, .percent:
            guard let value = ParameterValue(writtenJSON: json, type: type) else { return nil }
            self = value
        case .named(let name):
            guard let identifier = json.stringValue, let definition = registry.type(named: name),
                definition.values.contains(where: { $0.identifier == identifier })
            else { return nil }
            self = definition.kind == .enum ? .enumCase(identifier) : .entity(identifier)
        }
    }
}
