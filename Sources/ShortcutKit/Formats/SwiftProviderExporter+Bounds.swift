extension SwiftProviderExporter {
    /// A comment listing the registry's bounded parameters with the `@Parameter` argument App Intents has
    /// for them, `inclusiveRange: (lowerBound:upperBound:)` (for `Int`, `Double` and
    /// `IntentCurrencyAmount`), for the app to add to its intents, which are its own code and not written
    /// here. App Intents has no step and takes both bounds or none, so a step or a single bound is written
    /// as words; the importer reads `inclusiveRange:` back from the intents' declarations.
    func boundsComment() -> [String] {
        var lines: [String] = []
        for intent in registry.intents {
            for parameter in intent.parameters {
                guard let bounds = parameter.bounds else { continue }
                var parts: [String] = []
                if let minimum = bounds.minimum, let maximum = bounds.maximum {
                    parts.append(
                        "@Parameter(title: \(SwiftSource.literal(parameter.title)), "
                            + "inclusiveRange: (lowerBound: \(Self.number(minimum)), upperBound: \(Self.number(maximum))))"
                    )
                } else if let minimum = bounds.minimum {
                    parts.append("minimum \(Self.number(minimum)) (inclusiveRange takes both bounds)")
                } else if let maximum = bounds.maximum {
                    parts.append("maximum \(Self.number(maximum)) (inclusiveRange takes both bounds)")
                }
                if let step = bounds.step { parts.append("step \(Self.number(step)) (App Intents has no step)") }
                lines.append("//   \(intent.name).\(parameter.name): " + parts.joined(separator: "; "))
            }
        }
        guard !lines.isEmpty else { return [] }
        return [
            "",
            "// The registry bounds these parameters; declare the bounds on the intents' own @Parameter properties:",
        ] + lines
    }

    /// A bound as Swift writes the literal: `10000`, `0.01`.
    private static func number(_ value: Double) -> String {
        value.exactInteger.map(String.init) ?? "\(value)"
    }
}
