import ShortcutKit

/// What one answer to one utterance counts as.
///
/// An in-scope utterance (one with an intent) is answered correctly (its intent and all its values),
/// with a wrong intent, with its intent but a wrong value (an extra one too, or a missing one the match
/// does not ask for), with its intent and right values but a required one missing that the assistant
/// asks for ("buy movie tickets" heard for "buy 8 movie tickets": "How many tickets would you like?",
/// never a wrong action), or not at all (the fallback's turn, never wrong). A negative is either rejected, or falsely accepted by any match.
/// Values are compared as `shortcuts test` compares them, but without case: a transcript has none, so
/// "new york" heard is the "New York" typed.
enum SpeechOutcome: String, CaseIterable, Hashable {
    case correct
    case wrongIntent
    case wrongParameter
    case asksForValue
    case noAnswer
    case falseAccept
    case rejected

    /// Scores `match` against what the utterance means.
    init(intent: String?, parameters: JSON, match: Match?) {
        guard let intent else {
            self = match == nil ? .rejected : .falseAccept
            return
        }
        guard let match else {
            self = .noAnswer
            return
        }
        guard match.intent == intent else {
            self = .wrongIntent
            return
        }
        let values = match.json["parameters"] ?? .object(JSONObject())
        if values.lowercased.isEqualInValue(to: parameters.lowercased) {
            self = .correct
        } else if Self.asksForTheRest(values, of: parameters, missing: match.json["missingParameters"]) {
            self = .asksForValue
        } else {
            self = .wrongParameter
        }
    }

    /// Whether every value the match read is one meant, and every value meant that it lacks is one it
    /// asks for.
    private static func asksForTheRest(_ values: JSON, of meant: JSON, missing: JSON?) -> Bool {
        guard case .object(let read) = values, case .object(let expected) = meant else { return false }
        var asked = Set<String>()
        if case .array(let prompts)? = missing {
            for case .object(let prompt) in prompts {
                if case .string(let name)? = prompt["name"] { asked.insert(name) }
            }
        }
        for key in read.keys {
            guard let value = expected[key], read[key]!.lowercased.isEqualInValue(to: value.lowercased) else {
                return false
            }
        }
        return expected.keys.allSatisfy { read[$0] != nil || asked.contains($0) }
    }

    /// Whether the answer sends a user to an action they did not ask for.
    var isWrong: Bool { self == .wrongIntent || self == .wrongParameter || self == .falseAccept }
}

extension JSON {
    /// The value with every string in lower case (keys kept).
    fileprivate var lowercased: JSON {
        switch self {
        case .string(let text): .string(text.lowercased())
        case .array(let values): .array(values.map(\.lowercased))
        case .object(let object): .object(JSONObject(object.keys.map { ($0, object[$0]!.lowercased) }))
        default: self
        }
    }
}

/// The word-error-rate bands the report groups transcripts by: a perfect transcript, a slightly
/// noisy one (a word in five or fewer wrong), a noisy one, and one mostly wrong.
enum WERBucket: String, CaseIterable, Hashable {
    case exact = "0"
    case low = "(0, 0.2)"
    case middle = "[0.2, 0.5)"
    case high = ">= 0.5"

    init(wordErrorRate rate: Double) {
        switch rate {
        case ...0: self = .exact
        case ..<0.2: self = .low
        case ..<0.5: self = .middle
        default: self = .high
        }
    }
}

/// Outcome counts of one group of answers (one mode, one band or voice).
struct SpeechTally: Equatable {
    private(set) var counts: [SpeechOutcome: Int] = [:]

    subscript(outcome: SpeechOutcome) -> Int { counts[outcome, default: 0] }

    mutating func add(_ outcome: SpeechOutcome) { counts[outcome, default: 0] += 1 }

    /// Answers to in-scope utterances.
    var inScope: Int {
        self[.correct] + self[.wrongIntent] + self[.wrongParameter] + self[.asksForValue] + self[.noAnswer]
    }
    /// Answers to negatives.
    var negatives: Int { self[.falseAccept] + self[.rejected] }
    /// In-scope answers with a wrong intent or value (false accepts are counted apart).
    var wrong: Int { self[.wrongIntent] + self[.wrongParameter] }

    /// `part` as a percentage of the in-scope answers (0 when there are none).
    func percentOfInScope(_ part: Int) -> Double { inScope == 0 ? 0 : 100 * Double(part) / Double(inScope) }
}
