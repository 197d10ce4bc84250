import Foundation
import ShortcutKit

/// `shortcuts lint --list-rules`: every rule's id, severity and summary, generated from `LintRule`.
///
/// The rule table of `Docs/Lint.md` is this command's Markdown output, and a test compares the two, so
/// the documented rules cannot drift from the linter's.
enum LintRuleList {
    enum Format: String {
        case text, markdown, json
    }

    static func render(_ format: Format) -> String {
        let rules = LintRule.allCases
        switch format {
        case .text:
            let idWidth = rules.map(\.id.count).max() ?? 0
            let severityWidth = rules.map { severity($0).count }.max() ?? 0
            return rules.map { rule in
                rule.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                    + severity(rule).padding(toLength: severityWidth + 2, withPad: " ", startingAt: 0)
                    + rule.summary + "\n"
            }.joined()
        case .markdown:
            let rows = rules.map { rule in
                "| `\(rule.id)` | \(severity(rule)) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
            }
            return "| rule id | severity | what it finds |\n| --- | --- | --- |\n" + rows.joined()
        case .json:
            let items = rules.map { rule in
                JSON.object(
                    JSONObject([
                        ("id", .string(rule.id)),
                        ("severity", .string(rule.defaultSeverity.rawValue)),
                        ("strictSeverity", .string(rule.severity(isStrict: true).rawValue)),
                        ("summary", .string(rule.summary)),
                    ]))
            }
            return JSON.object(JSONObject([("rules", .array(items))])).prettyText + "\n"
        }
    }

    /// `warning`, or `warning (error with --strict)` for a rule that `--strict` makes an error.
    private static func severity(_ rule: LintRule) -> String {
        let strict = rule.severity(isStrict: true)
        let base = rule.defaultSeverity.rawValue
        return strict == rule.defaultSeverity ? base : "\(base) (\(strict.rawValue) with --strict)"
    }
}
