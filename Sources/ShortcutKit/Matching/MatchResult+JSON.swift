extension Match {
    /// The match as `shortcuts match --json` writes it (a contract: fields may be added, never renamed).
    public var json: JSON {
        var object = JSONObject()
        object["intent"] = .string(intent)
        object["phrase"] = .string(phrase)
        var values = JSONObject()
        for parameter in parameters { values[parameter.name] = parameter.value.json }
        object["parameters"] = .object(values)
        object["appNameSpoken"] = .bool(appNameSpoken)
        object["missingParameters"] = .array(
            missingParameters.map { parameter in
                var fields = JSONObject([("name", .string(parameter.name)), ("title", .string(parameter.title))])
                fields["prompt"] = parameter.prompt.map(JSON.string) ?? .null
                return .object(fields)
            })
        object["phrasePath"] = .string(phrasePath)
        object["literalWords"] = .integer(literalWordCount)
        object["freeTextWords"] = .integer(freeTextWordCount)
        object["score"] = .number(score)
        object["tolerated"] = .array(tolerances.map(\.json))
        return .object(object)
    }
}

extension Tolerance {
    /// `{"kind", "spoken", "expected", "parameter"?, "cost"}`, as `--json` and `--explain --json` write it.
    public var json: JSON {
        var object = JSONObject([("kind", .string(kind.rawValue)), ("spoken", .string(spoken)), ("expected", .string(expected))])
        if let parameter { object["parameter"] = .string(parameter) }
        object["cost"] = .number(cost)
        return .object(object)
    }
}

extension MatchResult {
    /// The result as `shortcuts match --json` writes it:
    /// `{"utterance", "match": {…} | null, "reason"?, "negativePhrase"?, "candidates": […]}`.
    public var json: JSON {
        var object = JSONObject()
        object["utterance"] = .string(utterance)
        object["match"] = match?.json ?? .null
        if let reason {
            object["reason"] = .string(reason.code)
            if case .negativePhrase(let phrase) = reason { object["negativePhrase"] = .string(phrase) }
        }
        object["candidates"] = .array(candidates.map(\.json))
        return .object(object)
    }
}
