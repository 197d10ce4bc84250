import ShortcutKit

extension Command {
    static let match = Command(
        name: "match",
        abstract: "Resolve an utterance to an intent and its parameters.",
        discussion: """
            Prints the intent, each parameter and the phrase that matched. With --stdin, reads one
            utterance a line and writes one JSON object a line (JSON Lines), answering each chunk of
            input as soon as it arrives: a server in another language can keep it as a co-process. A
            line that is not UTF-8 or holds a NUL byte is answered {"error": {"kind": "invalidInput",
            "message"}} naming the line and the byte offset.

            With --flexible, an utterance no phrase accepts strictly is read again with tolerances for
            what speech recognizers get wrong (misheard, split and merged words, dropped or added
            articles and prepositions, hesitations); the match has a score below 1 and is accepted only
            at or above the threshold and ahead of every other intent by the margin. --explain shows
            each intent's best parse, its score and what it tolerated, in either mode.
            """,
        options: MatchCommandOptions.self,
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

/// The options of `shortcuts match`, declared once for its parser and its help.
struct MatchCommandOptions: ParsableOptions {
    var registry = RegistryOptions()
    var matching = MatchingOptions()
    var json = false
    var readsInput = false
    var explains = false
    var dumpsGraph = false
    var valuesPath: String?
    var words: [String] = []

    static let declarations: [OptionDeclaration<Self>] = [
        .group(\.registry),
        .flag(\.json, "json", help: "Print one JSON object (the fields are a contract)."),
        .member(\.matching, MatchingOptions.Declared.requireAppName),
        .flag(\.readsInput, "stdin", help: "Read utterances from standard input, one a line; write JSON Lines."),
        .member(\.matching, MatchingOptions.Declared.locale), .member(\.matching, MatchingOptions.Declared.flexible),
        .member(\.matching, MatchingOptions.Declared.threshold), .member(\.matching, MatchingOptions.Declared.margin),
        .flag(\.explains, "explain", help: "Show each intent's best parse with its score and what it tolerated."),
        RequestValuesFile.declaration(\.valuesPath),
        .flag(\.dumpsGraph, "dump-graph", help: "Print the compiled phrase graph, sorted, instead of matching."),
        .arguments(
            \.words, "utterance", help: "What was said. Several words may be given unquoted.", isOptional: true),
    ]

    func validate() throws(CommandError) {
        if dumpsGraph {
            if readsInput || !words.isEmpty { throw .usage("--dump-graph takes no utterance and no --stdin") }
            return
        }
        if readsInput, !words.isEmpty { throw .usage("give an utterance or --stdin, not both") }
        if !readsInput, words.isEmpty { throw .usage("missing utterance; give one, or use --stdin") }
    }
}

private func runMatch(_ arguments: MatchCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    let options = arguments.matching.matchOptions
    let matcher = try arguments.registry.matcher(console, locale: arguments.matching.locale)
    if arguments.dumpsGraph {
        console.write(matcher.description + "\n")
        return .success
    }
    let values = try RequestValuesFile.values(at: arguments.valuesPath, matcher: matcher)
    if arguments.readsInput {
        LineStream.answer(
            console: console,
            respondToInvalidLine: { LineStream.appendError(kind: "invalidInput", message: $0, to: &$1) },
            respond: { (line: String, output: inout [UInt8]) in
                if arguments.explains {
                    matcher.explain(line, options: options).json.appendCompact(to: &output)
                } else {
                    matcher.match(line, options: options, values: values).appendJSON(to: &output)
                }
            })
        return .success
    }
    let utterance = arguments.words.joined(separator: " ")
    if arguments.explains {
        let explanation = matcher.explain(utterance, options: options)
        console.write(arguments.json ? explanation.json.compactText + "\n" : MatchRenderer.text(for: explanation))
        return explanation.result.isMatch ? .success : .failure
    }
    let result = matcher.match(utterance, options: options, values: values)
    console.write(arguments.json ? result.json.compactText + "\n" : MatchRenderer.text(for: result))
    return result.isMatch ? .success : .failure
}
