import ShortcutKit

extension Command {
    static let match = Command(
        name: "match",
        abstract: "Resolve an utterance to an intent and its parameters.",
        discussion: """
            Prints the intent, each parameter and the phrase that matched. With --stdin, reads one
            utterance a line and writes one JSON object a line (JSON Lines), answering each chunk of
            input as soon as it arrives: a server in another language can keep it as a co-process.
            """,
        arguments: [
            Argument(name: "utterance", help: "What was said. Several words may be given unquoted.", isOptional: true)
        ],
        options: [
            RegistryOption.option,
            .flag("json", help: "Print one JSON object (the fields are a contract)."),
            .flag("require-app-name", help: "Match only when the app's name was spoken."),
            .flag("stdin", help: "Read utterances from standard input, one a line; write JSON Lines."),
            .value("locale", "code", help: "Match the phrases of this locale. Default: the registry's locale."),
        ],
        exitStatuses: [
            (.success, "The utterance matched an intent (with --stdin: the input ended)."),
            (.failure, "No match: no phrase, an ambiguous utterance, or a negative phrase."),
            (.usageError, "Bad usage, or the registry cannot be read."),
        ],
        run: runMatch)
}

private func runMatch(_ arguments: ParsedArguments, _ console: Console) -> ExitStatus {
    let readsInput = arguments.has("stdin")
    if readsInput, !arguments.positionals.isEmpty {
        return CLI.usageError("give an utterance or --stdin, not both", command: .match, console: console)
    }
    if !readsInput, arguments.positionals.isEmpty {
        return CLI.usageError("missing utterance; give one, or use --stdin", command: .match, console: console)
    }
    guard let registry = RegistryOption.load(arguments, console: console) else { return .usageError }
    let matcher: Matcher
    do {
        let localized = try arguments.value("locale").map { locale throws(RegistryError) in try registry.localized(to: locale) }
        matcher = try Matcher(registry: localized ?? registry)
    } catch {
        console.writeError("error: \(error.description)\n")
        return .usageError
    }
    let options = MatchOptions(requireAppName: arguments.has("require-app-name"))
    if readsInput {
        LineStream.answer(console: console) { line, output in
            matcher.match(line, options: options).appendJSON(to: &output)
        }
        return .success
    }
    let result = matcher.match(arguments.positionals.joined(separator: " "), options: options)
    console.write(arguments.has("json") ? result.json.compactText + "\n" : MatchRenderer.text(for: result))
    return result.isMatch ? .success : .failure
}
