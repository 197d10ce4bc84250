extension Match {
    /// The match as `shortcuts match --json` writes it (a contract: fields may be added, never renamed).
    public var json: JSON {
        JSONTreeWriter.value { write(to: &$0) }
    }
}

extension Tolerance {
    /// `{"kind", "spoken", "expected", "parameter"?, "cost"}`, as `--json` and `--explain --json` write it.
    public var json: JSON {
        JSONTreeWriter.value { write(to: &$0) }
    }

    /// Writes the tolerance's fields, in order: the one definition of its JSON.
    func write(to writer: inout some JSONSink) {
        writer.beginObject()
        writer.key("kind")
        writer.string(kind.rawValue)
        writer.key("spoken")
        writer.string(spoken)
        writer.key("expected")
        writer.string(expected)
        if let parameter {
            writer.key("parameter")
            writer.string(parameter)
        }
        writer.key("cost")
        writer.value(.number(cost))
        writer.endObject()
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
            writer.key(escaping: parameter.name)
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
        for tolerance in tolerances { tolerance.write(to: &writer) }
        writer.endArray()
        writer.endObject()
    }
}

extension MatchResult {
    /// Appends `json.compactText` to a buffer without building the `JSON` value: for bulk output.
    package func appendJSON(to bytes: inout [UInt8]) {
        JSONStreamWriter.append(to: &bytes) { write(to: &$0) }
    }

    /// Writes the result's fields, in order, to a tree or a byte stream.
    func write<Sink: JSONSink>(to writer: inout Sink) {
        writer.beginObject()
        writer.key("utterance")
        writer.string(utterance)
        writer.key("match")
        // Optional chaining rather than `if let`: binding would copy the match, retaining each of its
        // strings and arrays.
        let recordedMatch = match == nil ? nil : writer.record { self.match?.write(to: &$0) }
        if match == nil { writer.value(.null) }
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
        // The matcher's winner is its first candidate: its JSON is copied rather than written twice.
        let repeatsMatch = !candidates.isEmpty && match?.isIdentical(to: candidates[0]) == true
        for index in candidates.indices {
            if index == 0, repeatsMatch, let recordedMatch {
                writer.replay(recordedMatch)
            } else {
                candidates[index].write(to: &writer)
            }
        }
        writer.endArray()
        writer.endObject()
    }
}

extension Match {
    /// Whether two matches are the same bits field by field: the same string and array storage, flags,
    /// numbers and flexibility box, so that they write the same JSON byte for byte.
    ///
    /// Cheaper than `==` and stricter: `==` holds for strings that are canonically equivalent but
    /// encoded differently ("é" as one scalar or two), whose JSON differs. A copy of a match (as the
    /// matcher makes its winner from its first candidate) is identical to it; equal matches built apart
    /// are not, and are written twice. Field by field rather than the whole struct at once, since the
    /// padding after a `Bool` is not copied with the value. Every stored property is compared (a test
    /// checks the list against the type's fields).
    func isIdentical(to other: Match) -> Bool {
        Self.sameBits(intent, other.intent) && Self.sameBits(phrase, other.phrase)
            && Self.sameBits(phrasePath, other.phrasePath) && Self.sameBits(parameters, other.parameters)
            && isAppNameSpoken == other.isAppNameSpoken
            && Self.sameBits(missingParameters, other.missingParameters)
            && literalWordCount == other.literalWordCount && freeTextWordCount == other.freeTextWordCount
            && flexibility === other.flexibility
    }

    /// The stored properties `isIdentical(to:)` compares, for the test that keeps it complete.
    static let fieldsComparedForIdentity = [
        "intent", "phrase", "phrasePath", "parameters", "isAppNameSpoken", "missingParameters", "literalWordCount",
        "freeTextWordCount", "flexibility",
    ]

    /// Whether two strings are the same bits: the same storage, or the same inline bytes of a short one.
    /// Where a string is not two words (32-bit platforms), none is said to be, and matches are written
    /// twice.
    private static func sameBits(_ a: String, _ b: String) -> Bool {
        guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return false }
        return unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
    }

    /// Whether two arrays share their storage.
    private static func sameBits<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        unsafeBitCast(a, to: UInt.self) == unsafeBitCast(b, to: UInt.self)
    }
}
