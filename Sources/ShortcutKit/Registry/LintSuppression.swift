/// A lint finding a team has accepted, written in the registry so that `lint --strict` can stay in CI:
/// `"lint": {"ignore": [{"rule": "near-collision", "phrases": ["…", "…"], "reason": "…"}]}`.
///
/// It silences the findings of `rule` that concern every one of `phrases` (written exactly as in the
/// registry); the reason is kept for the next reader. An entry that silences nothing any more is itself
/// reported (`stale-suppression`), so that suppressions do not outlive what they were for.
package struct LintSuppression: Sendable, Equatable {
    /// The rule whose findings are accepted.
    package var rule: LintRule
    /// The phrases a silenced finding must concern, every one of them, written exactly as in the registry.
    package var phrases: [String]
    /// Why the finding is accepted: for the next reader, never interpreted.
    package var reason: String

    /// A suppression, as `lint.ignore` writes one.
    package init(rule: LintRule, phrases: [String], reason: String) {
        self.rule = rule
        self.phrases = phrases
        self.reason = reason
    }
}
