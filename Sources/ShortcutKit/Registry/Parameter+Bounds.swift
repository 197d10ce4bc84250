extension Parameter {
    /// The parameter's bounds, or `nil` when it declares none of `minimum`, `maximum` and `step`.
    var bounds: NumberBounds? {
        guard minimum != nil || maximum != nil || step != nil else { return nil }
        return NumberBounds(minimum: minimum, maximum: maximum, step: step)
    }

    /// The bounds a value must be within to be read at all: none when the parameter has an `outOfRange`
    /// dialog, since the value is then read so that Siri can say it.
    var readingBounds: NumberBounds? {
        outOfRange == nil ? bounds : nil
    }

    /// Whether a value read for the parameter is outside its bounds: an integer or number by its value,
    /// an amount of money by its amount, whatever its currency.
    func isOutOfRange(_ value: ParameterValue) -> Bool {
        guard let bounds else { return false }
        switch value {
        case .integer(let integer): return !bounds.contains(Double(integer))
        case .number(let number): return !bounds.contains(number)
        case .currency(let money): return !bounds.contains(money.amount)
        case .duration(let duration): return !bounds.contains(Double(duration.components.seconds))
        case .string, .enumCase, .entity, .date, .time: return false
        }
    }

    /// The first mistake in the parameter's bounds, as the key it is at (`minimum`) and a message that says
    /// how to fix it; `nil` when they are sound. Loading a file and compiling a registry built in code
    /// both check this.
    var boundsProblem: (key: String, message: String)? {
        let keys: [(String, Double?)] = [("minimum", minimum), ("maximum", maximum), ("step", step)]
        switch type {
        case .integer, .number, .currency, .duration, .percent: break
        default:
            if let (key, _) = keys.first(where: { $0.1 != nil }) {
                return (
                    key,
                    "\(key) applies to integer, number, currency, duration and percent parameters, not \(type); remove it"
                )
            }
            if outOfRange != nil {
                return (
                    "outOfRange",
                    "outOfRange applies to integer, number, currency, duration and percent parameters, not \(type); remove it"
                )
            }
            return nil
        }
        for (key, value) in keys {
            guard let value else { continue }
            if !value.isFinite { return (key, "\(key) must be a finite number, such as 0 or 10000") }
            if type == .integer, value.exactInteger == nil {
                return (
                    key,
                    "an integer parameter's \(key) must be a whole number, not \(Self.text(value)); "
                        + "round it, or make the parameter a number"
                )
            }
        }
        if let minimum, let maximum, minimum > maximum {
            return (
                "minimum", "minimum \(Self.text(minimum)) is greater than maximum \(Self.text(maximum)); swap them"
            )
        }
        if let step, step <= 0 {
            return (
                "step", "step must be positive, such as 0.01 for cents or 1 for whole units, not \(Self.text(step))"
            )
        }
        if let outOfRange {
            if outOfRange.isBlank {
                return ("outOfRange", "must not be empty; write what Siri says, or remove it")
            }
            if bounds == nil {
                return (
                    "outOfRange",
                    "outOfRange is said only for a value outside minimum, maximum or step; add one of them, or remove it"
                )
            }
        }
        return nil
    }

    /// A bound as the registry writes it: `10000`, not `10000.0`.
    private static func text(_ value: Double) -> String {
        value.exactInteger.map(String.init) ?? "\(value)"
    }
}
