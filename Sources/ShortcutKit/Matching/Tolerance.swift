/// One difference between what was said and a phrase that flexible matching forgave, and its cost.
///
/// A flexible match lists every tolerance it took, so that a developer (and `shortcuts match
/// --explain`) can see why a phrase fired, and a client can tell a clean match from a stretched one.
/// Costs add up to the match's score: see `MatchOptions.isFlexible`.
package struct Tolerance: Sendable, Hashable {
    /// What was forgiven; the raw value is the name `--json` and `--explain` write.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A word that sounds like the expected one: their phonetic keys are equal ("lode" for "load").
        case soundsAlike
        /// A word spelled within a small edit distance of the expected one ("balanced" for "balance").
        case spelledAlike
        /// A word one sound away from the expected one, or with its sounds but spelled far from it: what a
        /// recognizer writes for a word it did not catch ("low" or "let" for "load", "but" for "book").
        case misheard
        /// One short function word for another ("track a package" for "track my package").
        case functionWordSwapped
        /// One expected word heard as two ("pay check" for "paycheck").
        case split
        /// Two expected words heard as one ("topup" for "top up").
        case merged
        /// An article, preposition or possessive of the phrase that was not said ("check balance").
        case dropped
        /// An article or preposition said that the phrase lacks ("check the my balance").
        case added
        /// A hesitation anywhere in the utterance ("um", "uh", "er").
        case hesitation
    }

    /// What was forgiven.
    package internal(set) var kind: Kind
    /// The words of the utterance involved, as normalized; empty for a dropped word.
    package internal(set) var spoken: String
    /// The words of the phrase or value expected; empty for an added word or a hesitation.
    package internal(set) var expected: String
    /// The parameter whose value was tolerated (`applicationName` for the app's name); `nil` for a
    /// phrase word.
    package internal(set) var parameter: String?
    /// What the tolerance costs the match's score, before the score is scaled by the match's length.
    package internal(set) var cost: Double

    /// A tolerance, as the flexible walk records it; public so that tests can build the ones they expect.
    package init(kind: Kind, spoken: String, expected: String, parameter: String? = nil, cost: Double) {
        self.kind = kind
        self.spoken = spoken
        self.expected = expected
        self.parameter = parameter
        self.cost = cost
    }
}
