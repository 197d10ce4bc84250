/// An intent whose phrase accepts an utterance, with what the phrase read from it.
public struct Match: Sendable, Equatable {
    public var intent: String
    /// The phrase template that matched, as written in the registry.
    public var phrase: String
    /// Where the phrase is in the registry (`shortcuts[2].phrases[1]`).
    public var phrasePath: String
    /// The values read, in the order the intent declares its parameters.
    public var parameters: [MatchedParameter]
    /// Whether the app's name was part of the utterance: `false` when the phrase matched without it,
    /// and for a phrase that has no `${applicationName}`.
    public var appNameSpoken: Bool
    /// Required parameters the utterance did not give, with the prompts Siri would ask them with.
    public var missingParameters: [Parameter]
    /// Template words the utterance matched literally: the first ranking criterion.
    public var literalWordCount: Int
    /// Words taken by free-text (`string`) parameters: fewer rank higher.
    public var freeTextWordCount: Int
    /// How closely the utterance follows the phrase, from 0 to 1: 1 for a strict match, less for a
    /// flexible one by the costs of its `tolerances`.
    public var score: Double {
        get { flexibility?.score ?? 1 }
        set { flexibility = Flexibility(score: newValue, tolerances: tolerances) }
    }
    /// What flexible matching forgave to reach this parse; empty for a strict match.
    public var tolerances: [Tolerance] {
        get { flexibility?.tolerances ?? [] }
        set { flexibility = Flexibility(score: score, tolerances: newValue) }
    }
    /// The score and tolerances of a flexible match, in one box: a strict match (the common case)
    /// carries a single nil reference, so `Match` and `MatchResult` copy as cheaply as before
    /// flexible matching existed.
    var flexibility: Flexibility? = nil

    final class Flexibility: Sendable, Equatable {
        let score: Double
        let tolerances: [Tolerance]

        init(score: Double, tolerances: [Tolerance]) {
            self.score = score
            self.tolerances = tolerances
        }

        static func == (a: Flexibility, b: Flexibility) -> Bool {
            a.score == b.score && a.tolerances == b.tolerances
        }
    }

    /// The value of a parameter, if the utterance gave one.
    public func value(of parameter: String) -> ParameterValue? {
        parameters.first { $0.name == parameter }?.value
    }
}

/// What the matcher made of an utterance.
public struct MatchResult: Sendable, Equatable {
    /// Why there is no match, when there is none.
    public enum NoMatchReason: Sendable, Hashable {
        /// No phrase accepts the utterance.
        case noPhrase
        /// The best parses of two or more intents rank equal (in flexible mode: their scores are closer
        /// than the margin); the candidates list them.
        case ambiguous
        /// The utterance matches a negative phrase (given as written in the registry).
        case negativePhrase(String)
        /// Flexible mode only: the best parse scores below `MatchOptions.flexibleThreshold`, or the walk
        /// passed its work budget (`Matcher.maximumFlexibleWork`) before it could tell.
        case belowThreshold
        /// The utterance is longer than `Matcher.maximumUtteranceBytes` or `maximumUtteranceWords`: it
        /// was not read.
        case tooLong

        /// The reason as `--json` writes it.
        public var code: String {
            switch self {
            case .noPhrase: return "noPhrase"
            case .ambiguous: return "ambiguous"
            case .negativePhrase: return "negativePhrase"
            case .belowThreshold: return "belowThreshold"
            case .tooLong: return "tooLong"
            }
        }
    }

    public var utterance: String
    /// The winning intent, or `nil` with a `reason`.
    public var match: Match?
    public var reason: NoMatchReason?
    /// Every intent whose phrases accept the utterance, by its best parse, best first; also when one wins.
    public var candidates: [Match]

    public var isMatch: Bool { match != nil }
    public var isAmbiguous: Bool { reason == .ambiguous }
}
