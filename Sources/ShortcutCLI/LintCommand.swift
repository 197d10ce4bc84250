import ShortcutKit

extension Command {
    static let lint = Command(
        name: "lint",
        abstract: "Check the registry against Apple's rules and for phrases that collide.",
        discussion: """
            Collisions are decided exactly over the compiled phrases: two phrases of different intents
            that one utterance matches are an error, with a shortest such utterance and what each phrase
            reads from it. Findings print as path:line:column: severity: [rule-id] message, the form
            Xcode and editors make clickable; --format picks JSON, GitHub workflow commands or SARIF.
            """,
        options: LintCommandOptions.self,
        exitStatuses: [
            (.success, "No errors (with --strict: no warnings either)."),
            (.failure, "Errors were found (with --strict: errors or warnings)."),
            (.usageError, "Bad usage, or the registry cannot be read."),
        ],
        run: runLint)
}

/// The options of `shortcuts lint`, declared once for its parser and its help.
struct LintCommandOptions: ParsableOptions {
    var registry = RegistryOptions()
    var format: String?
    var strict = false
    var listsRules = false
    /// `--format` read for what the command does: linting, or listing the rules.
    private(set) var findingsFormat = LintRenderer.Format.text
    private(set) var ruleListFormat = LintRuleList.Format.text

    static let declarations: [OptionDeclaration<Self>] = [
        .group(\.registry),
        .option(\.format, "format", "format", help: "Output format: text (default), json, github or sarif."),
        .flag(\.strict, "strict", help: "Fail on warnings too, and make not-exportable phrases errors."),
        .flag(
            \.listsRules, "list-rules",
            help: "List every rule with its severity and summary instead of linting (--format text, markdown or json)."
        ),
    ]

    mutating func validate() throws(CommandError) {
        let name = format ?? "text"
        if listsRules {
            guard let format = LintRuleList.Format(rawValue: name) else {
                throw .usage("unknown format '\(name)' for --list-rules; use text, markdown or json")
            }
            ruleListFormat = format
        } else {
            guard let format = LintRenderer.Format(rawValue: name) else {
                throw .usage("unknown format '\(name)'; use text, json, github or sarif")
            }
            findingsFormat = format
        }
    }
}

private func runLint(_ options: LintCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    if options.listsRules {
        console.write(LintRuleList.render(options.ruleListFormat))
        return .success
    }
    let registry = try options.registry.load(console)
    let findings = Linter(isStrict: options.strict).lint(registry)
    let file = options.registry.path(console)
    console.write(LintRenderer(file: file, format: options.findingsFormat).render(findings))
    return findings.hasErrors || (options.strict && findings.hasWarnings) ? .failure : .success
}
