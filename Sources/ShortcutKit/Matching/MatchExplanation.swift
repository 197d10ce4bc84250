/// Why an utterance matched or did not: the decision and the parses it was made from.
///
/// The first thing a developer asks when a phrase does not fire is how close the utterance came.
/// The explanation answers in both modes: its parses come from the flexible walk (a strict parse is
/// among them with score 1), so a strict miss shows the words that kept each phrase from matching.
package struct MatchExplanation: Sendable, Equatable {
    /// The best parse of a negative phrase.
    package struct NegativeParse: Sendable, Equatable {
        /// The negative phrase as written in the registry.
        package let phrase: String
        /// How closely the utterance follows the negative phrase, from 0 to 1, as a match's `score`.
        package let score: Double
        /// What flexible matching forgave to read the utterance as the negative phrase.
        package let tolerances: [Tolerance]

        /// A negative parse, as the matcher reports it; public so that tests can build the one they expect.
        package init(phrase: String, score: Double, tolerances: [Tolerance] = []) {
            self.phrase = phrase
            self.score = score
            self.tolerances = tolerances
        }
    }

    /// The decision, in the mode the options asked for.
    package let result: MatchResult
    /// The options the decision was made with (the parses are always from a flexible walk).
    package let options: MatchOptions
    /// The best parse of each intent within the flexible budget, best first.
    package let parses: [Match]
    /// The best parse of a negative phrase within the flexible budget, if any.
    package let negativeParse: NegativeParse?
    /// Whether the flexible walk stopped at its work budget (`Matcher.maximumFlexibleWork`): its parses
    /// are those found before it, and a flexible decision is `belowThreshold`.
    package let isWorkExhausted: Bool

    /// An explanation, as `Matcher.explain(_:options:)` builds it; public so that tests can build one.
    package init(
        result: MatchResult, options: MatchOptions, parses: [Match] = [], negativeParse: NegativeParse? = nil,
        isWorkExhausted: Bool = false
    ) {
        self.result = result
        self.options = options
        self.parses = parses
        self.negativeParse = negativeParse
        self.isWorkExhausted = isWorkExhausted
    }
}
