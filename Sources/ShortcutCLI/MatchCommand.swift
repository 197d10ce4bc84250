import ShortcutKit

extension Command {
    static let match = Command(
        name: "match",
        abstract: "Resolve an utterance to an intent and its parameters.",
        discussion: """
            Prints the intent, each parameter and the phrase that matched. With --stdin, reads one
            utterance a line and writes one JSON object a line (JSON Lines), answering each chunk of
            input as soon as it arrives: a server in another language can keep it as a co-process.

            With --flexible, an utterance no phrase accepts strictly is read again with tolerances for
            what speech recognizers get wrong (misheard, split and merged words, dropped or added
            articles and prepositions, hesitations); the match has a score below 1 and is accepted only
            at or above the threshold and ahead of every other intent by the margin. --explain shows
            each intent's best parse, its score and what it tolerated, in either mode.
            """,
        arguments: [
            Argument(name: "utterance", help: "What was said. Several words may be given unquoted.", isOptional: true)
        ],
        options: [
            RegistryOption.option,
            .flag("json", help: "Print one JSON object (the fields are a contract)."),
            MatchingOptions.requireAppName,
            .flag("stdin", help: "Read utterances from standard input, one a line; write JSON Lines."),
            MatchingOptions.locale, MatchingOptions.flexible, MatchingOptions.threshold, MatchingOptions.margin,
            .flag("explain", help: "Show each intent's best parse with its score and what it tolerated."),
        ],
        exitStatuses: [
            (.success, "The utterance matched an intent (with --stdin: the input ended)."),
            (
                .failure,
                "No match: no phrase, an ambiguous utterance, a negative phrase, or a flexible score below the threshold."
            ),
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
    let options: MatchOptions
    do {
        options = try MatchingOptions.options(arguments)
    } catch {
        return CLI.usageError(error.message, command: .match, console: console)
    }
    guard let registry = RegistryOption.load(arguments, console: console),
        let localized = MatchingOptions.localized(registry, arguments, console: console)
    else { return .usageError }
    let matcher: Matcher
    do {
        matcher = try Matcher(registry: localized)
    } catch {
        console.writeError("error: \(error.description)\n")
        return .usageError
    }
    let explains = arguments.has("explain")
    if readsInput {
        LineStream.answer(console: console) { (line: String, output: inout [UInt8]) in
            if explains {
                matcher.explain(line, options: options).json.appendCompact(to: &output)
            } else {
                matcher.match(line, options: options).appendJSON(to: &output)
            }
        }
        return .success
    }
    let utterance = arguments.positionals.joined(separator: " ")
    if explains {
        let explanation = matcher.explain(utterance, options: options)
        console.write(
            arguments.has("json") ? explanation.json.compactText + "\n" : MatchRenderer.text(for: explanation))
        return explanation.result.isMatch ? .success : .failure
    }
    let result = matcher.match(utterance, options: options)
    console.write(arguments.has("json") ? result.json.compactText + "\n" : MatchRenderer.text(for: result))
    return result.isMatch ? .success : .failure
}
