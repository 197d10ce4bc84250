extension Shortcut {
    /// What is wrong with the shortcut's fixed value for `name`, as a message naming the fix; `nil` when
    /// the intent has that parameter and the value is one its type takes.
    ///
    /// The one rule for a fixed value, which the loader (after reading the JSON by the parameter's type)
    /// and `Matcher(registry:)` (for a registry built in code) both apply: the parameter exists, the value
    /// is of the parameter's kind (`.enumCase` for an enum, `.entity` for an entity type, `.number` for a
    /// `number` parameter), an enum case or entity id is one of the type's, free text is not blank, and a
    /// number is finite (and not negative unless the parameter allows it), and a number or amount is within
    /// the parameter's bounds (`minimum`, `maximum`, `step`), whether or not it has an `outOfRange` dialog.
    func problem(withValueOf name: String, in intent: Intent, registry: Registry) -> String? {
        guard let value = values[name] else { return nil }
        guard let parameter = intent.parameter(named: name) else {
            let available =
                intent.parameters.isEmpty ? "no parameters" : intent.parameters.map(\.name).joined(separator: ", ")
            return "unknown parameter \"\(name)\"; \(intent.name) has: \(available)"
        }
        if let problem = Self.kindProblem(with: value, of: parameter, registry: registry) { return problem }
        guard parameter.isOutOfRange(value) else { return nil }
        let bounds = [("minimum", parameter.minimum), ("maximum", parameter.maximum), ("step", parameter.step)]
            .compactMap { key, bound in bound.map { "\(key) \(JSON.number($0).compactText)" } }
        return "\(value.displayText) is outside the bounds of \(name) (\(bounds.joined(separator: ", "))); "
            + "fix the value, or the bounds"
    }

    /// What is wrong with a value for `parameter` apart from its bounds: its kind, its case or id, its text.
    private static func kindProblem(with value: ParameterValue, of parameter: Parameter, registry: Registry)
        -> String?
    {
        let name = parameter.name
        let expected = Self.expectedForm(of: parameter, registry: registry)
        switch (value, parameter.type) {
        case (.string(let text), .string):
            return text.isBlank ? "must not be empty; give the text the shortcut sets \(name) to" : nil
        case (.integer(let number), .integer):
            return number < 0 && !parameter.allowsNegative
                ? "\(number) is negative; \(name) does not allow negatives (\"allowsNegative\": true)" : nil
        case (.number(let number), .number):
            if !number.isFinite { return "expected a finite number" }
            return number < 0 && !parameter.allowsNegative
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
                    message += "; use the \(definition.kind == .enum ? "value" : "id") of one of its \(what)s"
                }
                return message
            }
            return nil
        default:
            return expected
        }
    }

    /// How a fixed value of `parameter` is written in the registry, for messages.
    static func expectedForm(of parameter: Parameter, registry: Registry) -> String {
        switch parameter.type {
        case .string: return "expected text for the string parameter \(parameter.name), such as \"kitchen\""
        case .integer: return "expected a whole number for the integer parameter \(parameter.name), such as 3"
        case .number: return "expected a number for the number parameter \(parameter.name), such as 2.5"
        case .currency:
            return "expected an amount for the currency parameter \(parameter.name), "
                + "such as {\"amount\": 5, \"currency\": \"\(registry.defaultCurrency)\"}"
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
        case .named(let name):
            guard let identifier = json.stringValue else { return nil }
            self = registry.type(named: name)?.kind == .entity ? .entity(identifier) : .enumCase(identifier)
        }
    }
}
