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
        options: [
            RegistryOption.option,
            .value("format", "format", help: "Output format: text (default), json, github or sarif."),
            .flag("strict", help: "Fail on warnings too, and make not-exportable phrases errors."),
            .flag(
                "list-rules",
                help:
                    "List every rule with its severity and summary instead of linting (--format text, markdown or json)."
            ),
        ],
        exitStatuses: [
            (.success, "No errors (with --strict: no warnings either)."),
            (.failure, "Errors were found (with --strict: errors or warnings)."),
            (.usageError, "Bad usage, or the registry cannot be read."),
        ],
        run: runLint)
}

private func runLint(_ arguments: ParsedArguments, _ console: Console) -> ExitStatus {
    let formatName = arguments.value("format") ?? "text"
    if arguments.has("list-rules") {
        guard let format = LintRuleList.Format(rawValue: formatName) else {
            return CLI.usageError(
                "unknown format '\(formatName)' for --list-rules; use text, markdown or json", command: .lint,
                console: console)
        }
        console.write(LintRuleList.render(format))
        return .success
    }
    guard let format = LintRenderer.Format(rawValue: formatName) else {
        return CLI.usageError(
            "unknown format '\(formatName)'; use text, json, github or sarif", command: .lint, console: console)
    }
    guard let registry = RegistryOption.load(arguments, console: console) else { return .usageError }
    let strict = arguments.has("strict")
    let findings = Linter(options: Linter.Options(isStrict: strict)).lint(registry)
    let file = RegistryOption.path(arguments, console: console)
    console.write(LintRenderer(file: file, format: format).render(findings))
    return findings.hasErrors || (strict && findings.hasWarnings) ? .failure : .success
}
