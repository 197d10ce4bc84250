extension Parameter {
    /// What is wrong with `value` as a value of this parameter, as a message naming the fix; `nil` when it
    /// is one the parameter takes.
    ///
    /// The one rule for a value the registry writes rather than one that is spoken, a shortcut's fixed value
    /// or a parameter's default: the value is of the parameter's kind (`.enumCase` for an enum, `.entity`
    /// for an entity type, `.number` for a `number` parameter), an enum case or entity id is one of the
    /// type's, free text is not blank, a number is finite (and not negative unless the parameter allows
    /// it), and a number or amount is within the parameter's bounds (`minimum`, `maximum`, `step`), whether
    /// or not it has an `outOfRange` dialog.
    func problem(with value: ParameterValue, registry: Registry) -> String? {
        if let problem = kindProblem(with: value, registry: registry) { return problem }
        guard isOutOfRange(value) else { return nil }
        let bounds = [("minimum", minimum), ("maximum", maximum), ("step", step)]
            .compactMap { key, bound in bound.map { "\(key) \(JSON.number($0).compactText)" } }
        return "\(value.displayText) is outside the bounds of \(name) (\(bounds.joined(separator: ", "))); "
            + "fix the value, or the bounds"
    }

    /// Why a required parameter may not have a default: a match never misses a parameter with a default,
    /// so `isRequired` would say nothing; Apple's non-optional `@Parameter(default:)` is imported as not
    /// required, and exported non-optional again.
    static let requiredDefaultProblem =
        "a parameter with a default is not required; remove \"required\" or the default"

    /// What is wrong with a value apart from its bounds: its kind, its case or id, its text.
    private func kindProblem(with value: ParameterValue, registry: Registry) -> String? {
        let expected = expectedForm(registry: registry)
        switch (value, type) {
        case (.string(let text), .string):
            return text.isBlank ? "must not be empty; give the text the shortcut sets \(name) to" : nil
        case (.integer(let number), .integer):
            return number < 0 && !allowsNegative
                ? "\(number) is negative; \(name) does not allow negatives (\"allowsNegative\": true)" : nil
        case (.number(let number), .number), (.number(let number), .percent):
            if !number.isFinite { return "expected a finite number" }
            return number < 0 && !allowsNegative
                ? "\(number) is negative; \(name) does not allow negatives (\"allowsNegative\": true)" : nil
        case (.currency(let money), .currency):
            if !money.amount.isFinite || money.amount < 0 { return "expected an amount of zero or more" }
            let code = money.currencyCode
            guard code.utf8.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                return "invalid currency \"\(code)\"; use an ISO 4217 code of three capital letters, such as \"USD\""
            }
            if !registry.currencies.isEmpty, !registry.currencies.contains(code) {
                return
                    "\(code) is not one of the registry's currencies (\(registry.currencies.joined(separator: ", ")))"
            }
            return nil
        case (.date, .date), (.time, .time): return nil
        case (.duration(let duration), .duration):
            return duration < .zero ? "expected a duration of zero seconds or more" : nil
        case (.enumCase(let identifier), .named(let typeName)), (.entity(let identifier), .named(let typeName)):
            guard let definition = registry.type(named: typeName) else { return "unknown type \"\(typeName)\"" }
            let isEnum: Bool
            if case .enumCase = value { isEnum = true } else { isEnum = false }
            guard isEnum == (definition.kind == .enum) else { return expected }
            guard definition.values.contains(where: { $0.identifier == identifier }) else {
                let what = definition.kind == .enum ? "case" : "id"
                var message = "unknown \(what) \"\(identifier)\" of \(typeName)"
                let identifiers = definition.values.map(\.identifier)
                if let suggestion = EditDistance.suggestion(for: identifier, among: identifiers) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else if identifiers.count <= 12 {
                    message += "; use one of: \(identifiers.joined(separator: ", "))"
                } else {
                    message += "; use the \(definition.kind.identifierKey) of one of its \(what)s"
                }
                return message
            }
            return nil
        default:
            return expected
        }
    }

    /// How a value of the parameter (fixed or default) is written in the registry, for messages.
    func expectedForm(registry: Registry) -> String {
        switch type {
        case .string: return "expected text for the string parameter \(name), such as \"kitchen\""
        case .integer: return "expected a whole number for the integer parameter \(name), such as 3"
        case .number: return "expected a number for the number parameter \(name), such as 2.5"
        case .currency:
            return "expected an amount for the currency parameter \(name), "
                + "such as {\"amount\": 5, \"currency\": \"\(registry.defaultCurrency)\"}"
        case .date: return "expected a date for the date parameter \(name) as \"YYYY-MM-DD\", such as \"2026-12-04\""
        case .time: return "expected a time for the time parameter \(name) as \"HH:MM\", such as \"17:30\""
        case .duration: return "expected whole seconds for the duration parameter \(name), such as 5400"
        case .percent: return "expected a number for the percent parameter \(name), such as 50"
        case .named(let typeName):
            let definition = registry.type(named: typeName)
            let what = definition?.kind == .entity ? "an entity's id" : "a case's value"
            let example = definition?.values.first.map { ", such as \"\($0.identifier)\"" } ?? ""
            return "expected \(what) of \(typeName) as a string\(example)"
        }
    }
}

extension ParameterValue {
    /// A fixed value as the registry writes it for a parameter of `type` (the way `match --json` writes
    /// values: a case's `value`, an entity's `id`, a JSON number, `{"amount": N, "currency": "ISO"}`, a
    /// string), or `nil` when the JSON has another shape. Whether the value is one the parameter takes is
    /// `Shortcut.problem(withValueOf:in:registry:)`'s to say.
    init?(fixed json: JSON, type: ParameterType, registry: Registry) {
        switch type {
        case .string:
            guard let text = json.stringValue else { return nil }
            self = .string(text)
        case .integer:
            guard case .integer(let value) = json else { return nil }
            self = .integer(value)
        case .number:
            guard let value = json.doubleValue else { return nil }
            self = .number(value)
        case .currency:
            guard case .object(let object) = json, object.members.count == 2,
                let amount = object["amount"]?.doubleValue, let code = object["currency"]?.stringValue
            else { return nil }
            self = .currency(SpokenAmount.Money(amount: amount, currencyCode: code))
        case .date, .time, .duration, .percent:
            guard let value = ParameterValue(writtenJSON: json, type: type) else { return nil }
            self = value
        case .named(let name):
            guard let identifier = json.stringValue else { return nil }
            self = registry.type(named: name)?.kind == .entity ? .entity(identifier) : .enumCase(identifier)
        }
    }
}
