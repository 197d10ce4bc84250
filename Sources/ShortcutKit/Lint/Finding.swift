/// One problem the linter found: a rule, a severity, a place in the registry and what to look at.
///
/// Findings are plain values so that every output format (compiler-style text, JSON, GitHub workflow
/// commands, SARIF) renders the same facts, and tests compare them directly.
public struct Finding: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error
        case warning
        case note

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
    public struct Note: Sendable, Hashable {
        public var message: String
        /// Where in the registry (`shortcuts[2].phrases[1]`).
        public var path: String
        public var location: SourceLocation?
    }

    /// An utterance that shows the problem, and what each phrase involved reads from it.
    public struct Witness: Sendable, Hashable {
        /// What one phrase makes of the utterance.
        public struct Reading: Sendable, Hashable {
            public var phrase: String
            public var phrasePath: String
            /// The intent the phrase runs; `nil` for a negative phrase.
            public var intent: String?
            /// The values the real matcher reads with this phrase alone.
            public var parameters: [MatchedParameter]
        }

        public var utterance: String
        public var readings: [Reading]
    }

    public var rule: LintRule
    public var severity: Finding.Severity
    public var message: String
    /// Where in the registry the finding is (`shortcuts[2].phrases[1]`, `shortcuts`, `app.synonyms`).
    public var path: String
    /// The line and column of `path` in the registry file, when it was read from one.
    public var location: SourceLocation?
    public var notes: [Note]
    public var witness: Witness?
    /// The translation whose phrases the finding is about (`de`); `nil` for the registry's own phrases.
    public var locale: String?

    public init(
        rule: LintRule, severity: Finding.Severity? = nil, message: String, path: String, location: SourceLocation?,
        notes: [Note] = [], witness: Witness? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.path = path
        self.location = location
        self.notes = notes
        self.witness = witness
    }
}

extension Collection<Finding> {
    /// Whether any finding is an error: what makes `shortcuts lint` fail.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Whether any finding is a warning: what makes `shortcuts lint --strict` fail too.
    public var hasWarnings: Bool { contains { $0.severity == .warning } }
}
