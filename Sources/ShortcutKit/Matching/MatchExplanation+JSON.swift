extension MatchExplanation {
    /// The result's `--json` object with the explanation added: `"mode"` (`strict` or `flexible`),
    /// `"parses"` (each intent's best parse, as a match object with `score` and `tolerated`) and
    /// `"negativeParse"` (`{"phrase", "score", "tolerated"}` or null), and `"workExhausted": true` when
    /// the flexible walk stopped at its work budget.
    package var json: JSON {
        guard case .object(var object) = result.json else { return result.json }
        object["mode"] = .string(options.isFlexible ? "flexible" : "strict")
        object["parses"] = .array(parses.map(\.json))
        object["negativeParse"] =
            negativeParse.map { negative in
                .object(
                    JSONObject([
                        ("phrase", .string(negative.phrase)), ("score", .number(negative.score)),
                        ("tolerated", .array(negative.tolerances.map(\.json))),
                    ]))
            } ?? .null
        if isWorkExhausted { object["workExhausted"] = .bool(true) }
        return .object(object)
    }
}
