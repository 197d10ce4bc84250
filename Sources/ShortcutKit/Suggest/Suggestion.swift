/// A phrase template proposed for an intent, the utterances it covers, and the verdict of its checks.
package struct Suggestion: Sendable, Equatable {
    /// Why a proposal was refused. Each names what it would have broken, with the utterance that shows it.
    package enum Refusal: Sendable, Equatable, CustomStringConvertible {
        /// The proposal and a phrase of another intent both accept `witness` (a shortest such utterance,
        /// from the lint's exact search). `phrase` may be another proposal's.
        case collision(phrase: String, intent: String, witness: String)
        /// A negative phrase of the registry accepts `witness`, which the proposal accepts too.
        case negativePhrase(phrase: String, witness: String)
        /// The proposal would answer an utterance that must not match it: an `"intent": null` line, a line
        /// labelled for another intent, or a test case; `expected` is the intent it should match, if any.
        /// `isFlexible` when only flexible matching would answer it wrongly.
        case mustNotMatch(utterance: String, source: String, expected: String?, isFlexible: Bool)
        /// A phrase of the same intent already accepts everything the proposal does.
        case redundant(phrase: String)

        /// The reason as `--format json` writes it.
        package var code: String {
            switch self {
            case .collision: return "collision"
            case .negativePhrase: return "negativePhrase"
            case .mustNotMatch: return "mustNotMatch"
            case .redundant: return "redundant"
            }
        }

        /// The reason as `suggest` prints it, with its witness or the utterance and its source.
        package var description: String {
            switch self {
            case .collision(let phrase, let intent, let witness):
                return "collides with \"\(phrase)\" (\(intent)): both match \"\(witness)\""
            case .negativePhrase(let phrase, let witness):
                return "negative phrase \"\(phrase)\" blocks it on \"\(witness)\""
            case .mustNotMatch(let utterance, let source, let expected, let isFlexible):
                let should = expected.map { "should match \($0)" } ?? "must not match"
                let mode = isFlexible ? "flexible matching would answer" : "it matches"
                return "\(mode) \"\(utterance)\", which \(should) (\(source))"
            case .redundant(let phrase):
                return "redundant: \"\(phrase)\" already accepts every utterance it does"
            }
        }
    }

    /// The intent the proposal is for.
    package internal(set) var intent: String
    /// The template, as it would be written in the registry.
    package internal(set) var template: String
    /// The input utterances it covers, as given.
    package internal(set) var utterances: [String]
    /// Why it was refused; empty when it passed every check.
    package internal(set) var refusals: [Refusal]
    /// What Apple's rules say of it as a device phrase (its parameters, the app name): notes, not refusals,
    /// since a phrase may serve only the local matcher.
    package internal(set) var deviceNotes: [String]

    /// Whether it passed every check.
    package var isAccepted: Bool { refusals.isEmpty }

    /// For a proposal merged from several shapes, one proposal per shape: checked on their own when the
    /// merged one is refused, so that one colliding utterance does not cost the others their phrase.
    var parts: [Suggestion] = []

    /// A proposal; public so that tests can build the ones they expect.
    package init(
        intent: String, template: String, utterances: [String], refusals: [Refusal] = [], deviceNotes: [String] = []
    ) {
        self.intent = intent
        self.template = template
        self.utterances = utterances
        self.refusals = refusals
        self.deviceNotes = deviceNotes
    }
}

/// What `Suggester.suggest` found: the proposals, and the input it could not use, each with its reason.
package struct SuggestionReport: Sendable, Equatable {
    /// An utterance labelled for one intent that the registry already answers with another.
    package struct Conflict: Sendable, Equatable {
        /// The labelled line.
        package internal(set) var utterance: LabeledUtterance
        /// The intent the registry answers it with.
        package internal(set) var answered: String

        /// A conflict between a label and the registry's answer.
        package init(utterance: LabeledUtterance, answered: String) {
            self.utterance = utterance
            self.answered = answered
        }
    }

    /// Every proposal, accepted or refused, by intent in the registry's order, then by utterances covered.
    package internal(set) var suggestions: [Suggestion]
    /// Labelled utterances the registry already answers with their intent: nothing to propose.
    package internal(set) var alreadyMatched: [LabeledUtterance]
    /// Labelled utterances the registry already answers with another intent: a label or a phrase is wrong.
    package internal(set) var conflicts: [Conflict]
    /// Labelled utterances no phrase can be written from (only fillers, or template characters).
    package internal(set) var unusable: [LabeledUtterance]

    /// The proposals that passed every check, in order.
    package var accepted: [Suggestion] { suggestions.filter(\.isAccepted) }

    /// A report; public so that tests can build the ones they expect.
    package init(
        suggestions: [Suggestion] = [], alreadyMatched: [LabeledUtterance] = [], conflicts: [Conflict] = [],
        unusable: [LabeledUtterance] = []
    ) {
        self.suggestions = suggestions
        self.alreadyMatched = alreadyMatched
        self.conflicts = conflicts
        self.unusable = unusable
    }
}
