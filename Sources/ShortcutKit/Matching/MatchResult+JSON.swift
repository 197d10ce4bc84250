extension Match {
    /// The match as `shortcuts match --json` writes it (a contract: fields may be added, never renamed).
    public var json: JSON {
        JSONTreeWriter.value { write(to: &$0) }
    }
}

extension Tolerance {
    /// `{"kind", "spoken", "expected", "parameter"?, "cost"}`, as `--json` and `--explain --json` write it.
    public var json: JSON {
        var object = JSONObject([
            ("kind", .string(kind.rawValue)), ("spoken", .string(spoken)), ("expected", .string(expected)),
        ])
        if let parameter { object.append("parameter", .string(parameter)) }
        object.append("cost", .number(cost))
        return .object(object)
    }
}

extension MatchResult {
    /// The result as `shortcuts match --json` writes it:
    /// `{"utterance", "match": {…} | null, "reason"?, "negativePhrase"?, "candidates": […]}`.
    public var json: JSON {
        JSONTreeWriter.value { write(to: &$0) }
    }
}

extension Match {
    /// Writes the match's fields, in order: the one definition of its JSON, which `json` builds as a
    /// tree and `MatchResult.appendJSON(to:)` streams as bytes.
    func write(to writer: inout some JSONSink) {
        writer.beginObject()
        writer.key("intent")
        writer.string(intent)
        writer.key("phrase")
        writer.string(phrase)
        writer.key("parameters")
        writer.beginObject()
        for parameter in parameters {
            writer.key(parameter.name)
            writer.value(parameter.value.json)
        }
        writer.endObject()
        writer.key("appNameSpoken")
        writer.value(.bool(isAppNameSpoken))
        writer.key("missingParameters")
        writer.beginArray()
        for parameter in missingParameters {
            writer.beginObject()
            writer.key("name")
            writer.string(parameter.name)
            writer.key("title")
            writer.string(parameter.title)
            writer.key("prompt")
            writer.value(parameter.prompt.map(JSON.string) ?? .null)
            writer.endObject()
        }
        writer.endArray()
        writer.key("phrasePath")
        writer.string(phrasePath)
        writer.key("literalWords")
        writer.value(.integer(literalWordCount))
        writer.key("freeTextWords")
        writer.value(.integer(freeTextWordCount))
        writer.key("score")
        writer.value(.number(score))
        writer.key("tolerated")
        writer.beginArray()
        for tolerance in tolerances { writer.value(tolerance.json) }
        writer.endArray()
        writer.endObject()
    }
}

extension MatchResult {
    /// Appends `json.compactText` to a buffer without building the `JSON` value: for bulk output.
    package func appendJSON(to bytes: inout [UInt8]) {
        var writer = JSONStreamWriter(bytes: bytes)
        bytes = []
        write(to: &writer)
        bytes = writer.bytes
    }

    /// Writes the result's fields, in order, to a tree or a byte stream.
    func write(to writer: inout some JSONSink) {
        writer.beginObject()
        writer.key("utterance")
        writer.string(utterance)
        writer.key("match")
        if let match { match.write(to: &writer) } else { writer.value(.null) }
        if let reason {
            writer.key("reason")
            writer.string(reason.code)
            if case .negativePhrase(let phrase) = reason {
                writer.key("negativePhrase")
                writer.string(phrase)
            }
        }
        writer.key("candidates")
        writer.beginArray()
        for candidate in candidates { candidate.write(to: &writer) }
        writer.endArray()
        writer.endObject()
    }
}
