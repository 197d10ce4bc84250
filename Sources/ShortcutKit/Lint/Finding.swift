/// One problem the linter found: a rule, a severity, a place in the registry and what to look at.
///
/// Findings are plain values so that every output format (compiler-style text, JSON, GitHub workflow
/// commands, SARIF) renders the same facts, and tests compare them directly.
public struct Finding: Sendable, Hashable {
    /// How much a finding matters; `shortcuts lint` fails on errors, and with `--strict` on warnings too.
    public enum Severity: Sendable, Hashable, Comparable, NamedCases {
        /// The registry is wrong: Siri or the matcher would misbehave, or Apple would reject it.
        case error
        /// Likely a mistake, but the registry still works as written.
        case warning
        /// Worth knowing; never fails a run.
        case note

        /// The severity as lint's output and `--severity` options write it.
        package var rawValue: String {
            switch self {
            case .error: "error"
            case .warning: "warning"
            case .note: "note"
            }
        }

        private var rank: Int {
            switch self {
            case .error: return 0
            case .warning: return 1
            case .note: return 2
            }
        }

        /// Errors sort first.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A further place that explains the finding: the other phrase of a collision, say.
    package struct Note: Sendable, Hashable {
        /// What the place has to do with the finding ("the other phrase is here").
        package internal(set) var message: String
        /// Where in the registry (`shortcuts[2].phrases[1]`).
        package internal(set) var path: String
        /// The line and column of `path` in the registry file, when it was read from one.
        package internal(set) var location: SourceLocation?

        /// A note, as the linter builds it; public so that tests and other renderers can build one too.
        package init(message: String, path: String, location: SourceLocation? = nil) {
            self.message = message
            self.path = path
            self.location = location
        }
    }

    /// An utterance that shows the problem, and what each phrase involved reads from it.
    package struct Witness: Sendable, Hashable {
        /// What one phrase makes of the utterance.
        package struct Reading: Sendable, Hashable {
            /// The phrase template, as written in the registry.
            package internal(set) var phrase: String
            /// Where the phrase is in the registry (`shortcuts[2].phrases[1]`).
            package internal(set) var phrasePath: String
            /// The intent the phrase runs; `nil` for a negative phrase.
            package internal(set) var intent: String?
            /// The values the real matcher reads with this phrase alone.
            package internal(set) var parameters: [MatchedParameter]

            /// A reading, as the linter builds it; public so that tests can build the witness they expect.
            package init(phrase: String, phrasePath: String, intent: String?, parameters: [MatchedParameter] = []) {
                self.phrase = phrase
                self.phrasePath = phrasePath
                self.intent = intent
                self.parameters = parameters
            }
        }

        /// A sentence two or more phrases accept, as a user could say it.
        package internal(set) var utterance: String
        /// What each phrase involved makes of `utterance`, in the order of the finding's phrases.
        package internal(set) var readings: [Reading]

        /// A witness, as the linter builds it; public so that tests can build the one they expect.
        package init(utterance: String, readings: [Reading]) {
            self.utterance = utterance
            self.readings = readings
        }
    }

    /// The rule that found the problem; its `id` is what `lint.ignore` and `--json` name.
    package internal(set) var rule: LintRule
    /// The rule's id, as `lint --json`, `lint.ignore` and the docs name it: `collision`, `app-name-missing`.
    public var ruleID: String { rule.id }
    /// The rule's default severity, or the one the linter's options raised it to.
    public internal(set) var severity: Finding.Severity
    /// What is wrong and how to fix it, naming the phrases involved.
    public internal(set) var message: String
    /// Where in the registry the finding is (`shortcuts[2].phrases[1]`, `shortcuts`, `app.synonyms`).
    public internal(set) var path: String
    /// The line and column of `path` in the registry file, when it was read from one.
    public internal(set) var location: SourceLocation?
    /// Other places that explain the finding, such as the phrase a collision is with.
    package internal(set) var notes: [Note]
    /// A sentence that shows the problem, for the rules that can produce one (collisions).
    package internal(set) var witness: Witness?
    /// The translation whose phrases the finding is about (`de`); `nil` for the registry's own phrases.
    package internal(set) var locale: String?

    /// A finding, as the linter builds it; public so that tests and other renderers can build one too.
    ///
    /// - Parameter severity: `nil` for the rule's `defaultSeverity`.
    package init(
        rule: LintRule, severity: Finding.Severity? = nil, message: String, path: String, location: SourceLocation?,
        notes: [Note] = [], witness: Witness? = nil, locale: String? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.path = path
        self.location = location
        self.notes = notes
        self.witness = witness
        self.locale = locale
    }
}

extension Collection<Finding> {
    /// Whether any finding is an error: what makes `shortcuts lint` fail.
    package var hasErrors: Bool { contains { $0.severity == .error } }

    /// Whether any finding is a warning: what makes `shortcuts lint --strict` fail too.
    package var hasWarnings: Bool { contains { $0.severity == .warning } }
}
