/// An intent whose phrase accepts an utterance, with what the phrase read from it.
public struct Match: Sendable, Equatable {
    /// The name of the intent the phrase runs, as the registry declares it.
    public internal(set) var intent: String
    /// The phrase template that matched, as written in the registry.
    public internal(set) var phrase: String
    /// Where the phrase is in the registry (`shortcuts[2].phrases[1]`).
    package internal(set) var phrasePath: String
    /// The values read, in the order the intent declares its parameters.
    public internal(set) var parameters: [MatchedParameter]
    /// Whether the app's name was part of the utterance: `false` when the phrase matched without it,
    /// and for a phrase that has no `${applicationName}`.
    package internal(set) var isAppNameSpoken: Bool
    /// Required parameters the utterance did not give, with the prompts Siri would ask them with.
    public internal(set) var missingParameters: [Parameter]
    /// The names of parameters whose value is outside their bounds (`minimum`, `maximum`, `step`), in
    /// parameter order. Only a parameter with an `outOfRange` dialog is listed: without one such a value is
    /// not read at all. Do not act on a match that lists any: the assistant says the dialog instead.
    public internal(set) var outOfRangeParameters: [String]
    /// Template words the utterance matched literally, one of the ranking criteria (Docs/Matching.md).
    package internal(set) var literalWordCount: Int
    /// Words taken by free-text (`string`) parameters: fewer rank higher.
    package internal(set) var freeTextWordCount: Int
    /// How closely the utterance follows the phrase, from 0 to 1: 1 for a strict match, less for a
    /// flexible one by the costs of its `tolerances`.
    public internal(set) var score: Double
    /// What flexible matching forgave to reach this parse; empty for a strict match.
    package internal(set) var tolerances: [Tolerance]

    /// A match as the matcher reports it; public so that tests and fakes of a voice backend can build
    /// the matches they expect.
    ///
    /// - Parameters:
    ///   - score: 1 (the default) for a strict match.
    ///   - tolerances: empty (the default) for a strict match.
    package init(
        intent: String, phrase: String, phrasePath: String, parameters: [MatchedParameter] = [],
        isAppNameSpoken: Bool = false, missingParameters: [Parameter] = [], outOfRangeParameters: [String] = [],
        literalWordCount: Int = 0, freeTextWordCount: Int = 0, score: Double = 1, tolerances: [Tolerance] = []
    ) {
        self.intent = intent
        self.phrase = phrase
        self.phrasePath = phrasePath
        self.parameters = parameters
        self.isAppNameSpoken = isAppNameSpoken
        self.missingParameters = missingParameters
        self.outOfRangeParameters = outOfRangeParameters
        self.literalWordCount = literalWordCount
        self.freeTextWordCount = freeTextWordCount
        self.score = score
        self.tolerances = tolerances
    }

    /// The same match with a flexible parse's score and tolerances.
    func withFlexibility(score: Double, tolerances: [Tolerance]) -> Match {
        var match = self
        match.score = score
        match.tolerances = tolerances
        return match
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
        /// The assistant only: the turn answers a confirmation question with neither yes nor no, so the
        /// backend, which reads the whole conversation, decides.
        case unansweredConfirmation
        /// The assistant only: the turn answers "Which Jonas: …?" with words that choose none of the
        /// values offered, or several, so the backend decides.
        case unansweredChoice
        /// The assistant only: the intent's dialog names results of its action, and no fulfiller is
        /// configured to run it, so the dialog cannot be said without a hole.
        case needsFulfillment

        /// The reason as `--json` writes it.
        package var code: String {
            switch self {
            case .noPhrase: return "noPhrase"
            case .ambiguous: return "ambiguous"
            case .negativePhrase: return "negativePhrase"
            case .belowThreshold: return "belowThreshold"
            case .tooLong: return "tooLong"
            case .unansweredConfirmation: return "unansweredConfirmation"
            case .needsFulfillment: return "needsFulfillment"
            case .unansweredChoice: return "unansweredChoice"
            }
        }
    }

    /// The utterance as given to the matcher, before normalization.
    package internal(set) var utterance: String
    /// The winning intent, or `nil` with a `reason`.
    public internal(set) var match: Match?
    /// Why there is no match; `nil` when there is one.
    public internal(set) var reason: NoMatchReason?
    /// Every intent whose phrases accept the utterance, by its best parse, best first; also when one wins.
    public internal(set) var candidates: [Match]
    /// When the result is ambiguous only because one spoken form names several values of the best intent
    /// ("Jonas" for Jonas Weber and Jonas Brown): each reading, for asking which was meant, in the order
    /// the values are declared (the registry's, then the request's). Empty otherwise, and in flexible mode.
    package internal(set) var readings: [Match]

    /// A result as the matcher reports it; public so that tests and fakes can build the one they expect.
    ///
    /// - Parameters:
    ///   - match: the winner, or `nil` with a `reason`.
    ///   - reason: why there is no winner; `nil` when there is one.
    ///   - readings: the tied readings of the best intent, when they are why it is ambiguous.
    package init(
        utterance: String, match: Match?, reason: NoMatchReason?, candidates: [Match] = [], readings: [Match] = []
    ) {
        self.utterance = utterance
        self.match = match
        self.reason = reason
        self.candidates = candidates
        self.readings = readings
    }

    /// Whether an intent won: the utterance is answered locally.
    package var isMatch: Bool { match != nil }
    /// Whether two or more intents tied, so the utterance belongs to the fallback (or a clarifying question).
    package var isAmbiguous: Bool { reason == .ambiguous }
}
