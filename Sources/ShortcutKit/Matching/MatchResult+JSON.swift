extension Match {
    /// The match as `shortcuts match --json` writes it (a contract: fields may be added, never renamed);
    /// `"outOfRange": ["amount"]` only when a value is outside its parameter's bounds, `"defaults": ["tip"]` only
    /// when a parameter took its default because nothing gave a value.
    package var json: JSON {
        JSONTreeWriter.value { write(to: &$0) }
    }
}

extension Tolerance {
    /// `{"kind", "spoken", "expected", "parameter"?, "cost"}`, as `--json` and `--explain --json` write it.
    package var json: JSON {
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
    /// `{"utterance", "match": {…} | null, "reason"?, "negativePhrase"?, "candidates": […], "readings"?: […]}`.
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
        // Only when there is one: every other match's JSON stays as it was.
        if !outOfRangeParameters.isEmpty {
            writer.key("outOfRange")
            writer.beginArray()
            for name in outOfRangeParameters { writer.string(name) }
            writer.endArray()
        }
        // Only when there is one, as `outOfRange`: the parameters whose value is their default, not spoken.
        if parameters.contains(where: \.isDefault) {
            writer.key("defaults")
            writer.beginArray()
            for parameter in parameters where parameter.isDefault { writer.string(parameter.name) }
            writer.endArray()
        }
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
        // Optional chaining again, so that neither match is copied to be compared.
        let repeatsMatch = !candidates.isEmpty && match?.writesSameJSON(as: candidates[0]) == true
        for index in candidates.indices {
            if index == 0, repeatsMatch, let recordedMatch {
                writer.replay(recordedMatch)
            } else {
                candidates[index].write(to: &writer)
            }
        }
        writer.endArray()
        if !readings.isEmpty {
            writer.key("readings")
            writer.beginArray()
            for reading in readings { reading.write(to: &writer) }
            writer.endArray()
        }
        writer.endObject()
    }
}

/// Whether the JSON recorded for a result's match may be replayed for its first candidate: the
/// writer's own shortcut, kept out of the public types.
///
/// The matcher makes its winner from its first candidate, so in every result it returns the two are
/// copies of one match, and its recorded bytes are copied instead of writing it again. Equality is not enough: `==` holds for strings that are canonically equivalent but encoded
/// differently ("é" as one scalar or two), whose JSON differs. So strings are compared by their bits
/// (the same storage, or the same inline bytes) and arrays by their storage: a copy qualifies, and an
/// equal match built apart is written again, which is only slower. Every stored property of `Match` is
/// compared (a test checks the list against the type's fields).
enum WinnerReplay {
    static func writesSameJSON(_ a: Match, _ b: Match) -> Bool {
        sameBits(a.intent, b.intent) && sameBits(a.phrase, b.phrase) && sameBits(a.phrasePath, b.phrasePath)
            && sameStorage(a.parameters, b.parameters) && a.isAppNameSpoken == b.isAppNameSpoken
            && sameStorage(a.missingParameters, b.missingParameters)
            && sameStorage(a.outOfRangeParameters, b.outOfRangeParameters) && a.literalWordCount == b.literalWordCount
            && a.freeTextWordCount == b.freeTextWordCount && a.score.bitPattern == b.score.bitPattern
            && sameStorage(a.tolerances, b.tolerances)
    }

    /// The stored properties of `Match` that `writesSameJSON` compares, for the test that keeps it complete.
    static let fieldsCompared = [
        "intent", "phrase", "phrasePath", "parameters", "isAppNameSpoken", "missingParameters",
        "outOfRangeParameters", "literalWordCount", "freeTextWordCount", "score", "tolerances",
    ]

    /// Whether two strings are the same bits: the same storage, or the same inline bytes of a short one.
    /// Where a string is not two words (32-bit platforms), none is said to be, and matches are written
    /// twice. The bit cast stays because the safe comparisons cost too much of what the copy saves: on the
    /// `json` gate workload, comparing short strings' UTF-8 bytes and longer ones' storage costs 8.3 % more
    /// instructions through `String.UTF8View`, 5.7 % through `withContiguousStorageIfAvailable`; writing
    /// the first candidate again instead of copying the winner's bytes costs 43 %.
    private static func sameBits(_ a: String, _ b: String) -> Bool {
        guard MemoryLayout<String>.size == MemoryLayout<(UInt64, UInt64)>.size else { return false }
        return unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
    }

    /// Whether two arrays share their storage (two empty arrays do).
    private static func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
            && a.count == b.count
    }
}

extension Match {
    /// `WinnerReplay.writesSameJSON`, called on the match in place; private to the writer.
    fileprivate func writesSameJSON(as other: Match) -> Bool {
        WinnerReplay.writesSameJSON(self, other)
    }
}
