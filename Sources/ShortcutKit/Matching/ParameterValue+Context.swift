/// Why a request's context value cannot fill a parameter: said by `Matcher.problem(in:)`.
struct ContextValueError: Error {
    let reason: String
}

extension ParameterValue {
    /// The value a request's context member gives a parameter, read by the parameter's type: an enum case's
    /// `value` or an entity's `id` (the registry's, or one the request brought), a JSON number for
    /// `integer` and `number`, `{"amount", "currency"}` (or a number, in the registry's default currency)
    /// for `currency`, a string for `string`. Bounds and currencies are the registry's, as for spoken values.
    init(
        context json: JSON, for parameter: Parameter, compiled: CompiledPhrases, registry: Registry,
        request: RequestValues
    ) throws(ContextValueError) {
        switch parameter.type {
        case .string:
            guard let text = json.stringValue, !text.isBlank else { throw ContextValueError(reason: "a string") }
            self = .string(text)
        case .integer:
            guard let number = json.doubleValue, let integer = number.exactInteger else {
                throw ContextValueError(reason: "a whole JSON number")
            }
            guard integer >= 0 || parameter.allowsNegative else {
                throw ContextValueError(reason: "a number that is not negative")
            }
            self = .integer(integer)
        case .number:
            guard let number = json.doubleValue, number.isFinite else {
                throw ContextValueError(reason: "a JSON number")
            }
            guard number >= 0 || parameter.allowsNegative else {
                throw ContextValueError(reason: "a number that is not negative")
            }
            self = .number(number)
        case .currency:
            let amount = json.doubleValue ?? json["amount"]?.doubleValue
            let code = json.doubleValue == nil ? json["currency"]?.stringValue : compiled.currencyRules.defaultCurrency
            guard let amount, amount.isFinite, amount >= 0, let code, code.utf8.count == 3,
                compiled.currencyRules.allows(code)
            else {
                throw ContextValueError(
                    reason: "{\"amount\": N, \"currency\": \"ISO code\"} in one of the registry's currencies")
            }
            self = .currency(SpokenAmount.Money(amount: amount, currencyCode: code))
        case .date, .time, .duration, .percent:
            guard let value = ParameterValue(writtenJSON: json, type: parameter.type) else {
                let forms: [ParameterType: String] = [
                    .date: "a date as \"YYYY-MM-DD\"", .time: "a time as \"HH:MM\"",
                    .duration: "whole seconds as a JSON number", .percent: "a JSON number",
                ]
                throw ContextValueError(reason: forms[parameter.type] ?? "a value")
            }
            if case .number(let number) = value, number < 0, !parameter.allowsNegative {
                throw ContextValueError(reason: "a number that is not negative")
            }
            self = value
        case .named(let typeName):
            guard let identifier = json.stringValue else {
                throw ContextValueError(reason: "the id of a \(typeName) value, as a string")
            }
            let isKnown =
                compiled.registryValueIndexes[typeName]?[identifier] != nil
                || request.entities[typeName]?.contains(where: { $0.identifier == identifier }) == true
            guard isKnown else {
                throw ContextValueError(reason: "the id of a \(typeName) value of the registry or of 'entities'")
            }
            let isEnum = registry.type(named: typeName)?.kind == .enum
            self = isEnum ? .enumCase(identifier) : .entity(identifier)
        }
    }
}
