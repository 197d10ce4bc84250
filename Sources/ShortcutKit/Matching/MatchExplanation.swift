/// Why an utterance matched or did not: the decision and the parses it was made from.
///
/// The first thing a developer asks when a phrase does not fire is how close the utterance came.
/// The explanation answers in both modes: its parses come from the flexible walk (a strict parse is
/// among them with score 1), so a strict miss shows the words that kept each phrase from matching.
public struct MatchExplanation: Sendable, Equatable {
    /// The best parse of a negative phrase.
    public struct NegativeParse: Sendable, Equatable {
        /// The negative phrase as written in the registry.
        public var phrase: String
        public var score: Double
        public var tolerances: [Tolerance]
    }

    /// The decision, in the mode the options asked for.
    public var result: MatchResult
    public var options: MatchOptions
    /// The best parse of each intent within the flexible budget, best first.
    public var parses: [Match]
    /// The best parse of a negative phrase within the flexible budget, if any.
    public var negativeParse: NegativeParse?
    /// Whether the flexible walk stopped at its work budget (`Matcher.maximumFlexibleWork`): its parses
    /// are those found before it, and a flexible decision is `belowThreshold`.
    public var isWorkExhausted = false
}
