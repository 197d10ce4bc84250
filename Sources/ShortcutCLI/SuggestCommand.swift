import Foundation
import ShortcutKit

extension Command {
    static let suggest = Command(
        name: "suggest",
        abstract: "Propose phrases from labelled utterances the registry did not answer, each checked exactly.",
        discussion: """
            Each line of the input is {"utterance": "...", "intent": "Name"} (a --fallback-log file whose
            backend named intents, or lines a person labelled), or "intent": null for an utterance that
            must not match. Values the registry can read become ${parameter} slots, edge fillers are set
            aside, and utterances that differ in a word or two merge into (a|b) and [optional] groups.
            Each proposal is checked: no collision with another intent's phrase or a negative phrase (the
            lint's exact search, with a shortest witness), no must-not-match utterance answered (null
            lines, lines of other intents, --must-not-match test files; strictly and flexibly). Refused
            proposals are printed with their reasons; Apple's rules give notes for device phrases.
            --format csv prints the accepted ones as phrase records ('shortcuts import' reads them back);
            --write adds them to the registry file in one step, never left half-written.
            """,
        options: SuggestCommandOptions.self,
        exitStatuses: [
            (.success, "Proposals printed (accepted or refused, each with its reasons), or written."),
            (.failure, "--write could not replace the registry file."),
            (.usageError, "Bad usage; the registry, the input or a tests file cannot be read, or a line is malformed."),
        ],
        run: runSuggest)
}

/// The options of `shortcuts suggest`, declared once for its parser and its help.
struct SuggestCommandOptions: ParsableOptions {
    /// How the report is printed.
    enum Format: String { case text, json, csv }

    var registry = RegistryOptions()
    var mustNotMatch: [String] = []
    var format: Format?
    var writesBack = false
    var paths: [String] = []

    static let declarations: [OptionDeclaration<Self>] = [
        .group(\.registry),
        .repeatable(
            \.mustNotMatch, "must-not-match", "tests",
            help: "A 'shortcuts test' cases file: no proposal may answer a case with another intent (repeatable)."),
        .option(
            \.format, "format", "format",
            help: "text (default), json, or csv (the accepted proposals as phrase records)."
        ) { text throws(CommandError) in
            guard let format = Format(rawValue: text) else {
                throw .usage("invalid --format '\(text)'; give text, json or csv")
            }
            return format
        },
        .flag(\.writesBack, "write", help: "Add the accepted proposals to the --registry file."),
        .arguments(\.paths, "labeled", help: "The JSON Lines file of labelled utterances.", isOptional: false),
    ]

    func validate() throws(CommandError) {
        if paths.isEmpty { throw .usage("missing labelled utterances file") }
        if paths.count > 1 { throw .usage("give one labelled file") }
    }
}

private func runSuggest(_ arguments: SuggestCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    let path = arguments.paths[0]
    let data = try InputFile.contents(of: path)
    let matcher = try arguments.registry.matcher(console)
    var mustNotMatch: [LabeledUtterance] = []
    for testsPath in arguments.mustNotMatch {
        let tests = try InputFile.contents(of: testsPath)
        do {
            mustNotMatch += try PhraseCase.parse(String(decoding: tests, as: UTF8.self)).map {
                LabeledUtterance(utterance: $0.utterance, intent: $0.intent, source: "\(testsPath):\($0.line)")
            }
        } catch {
            throw .invalidInput("\(testsPath):\(error.line): \(error.message)")
        }
    }
    let report: SuggestionReport
    do {
        let input = try LabeledUtterance.parse(jsonLines: String(decoding: data, as: UTF8.self), file: path)
        report = try Suggester(matcher: matcher).suggest(input.labeled, mustNotMatch: mustNotMatch)
    } catch {
        throw .invalidInput(error.description)
    }
    if arguments.writesBack {
        let registryPath = arguments.registry.path(console)
        try OutputFile.write(matcher.registry.adding(report.suggestions).json().prettyText + "\n", to: registryPath)
        console.writeError("wrote \(report.accepted.count) accepted phrase(s) to \(registryPath)\n")
    }
    switch arguments.format ?? .text {
    case .json: console.write(report.json.prettyText + "\n")
    case .csv:
        do {
            console.write(try report.phraseRecordsCSV(registry: matcher.registry))
        } catch {
            throw .invalidInput(error.description)
        }
        for suggestion in report.suggestions where !suggestion.isAccepted {
            let reasons = suggestion.refusals.map(\.description).joined(separator: "; ")
            console.writeError("refused: \(suggestion.intent) \"\(suggestion.template)\": \(reasons)\n")
        }
    case .text: console.write(SuggestRenderer.text(report))
    }
    return .success
}

/// The text form of a suggestion report: each proposal, what it covers, and why it was refused.
enum SuggestRenderer {
    static func text(_ report: SuggestionReport) -> String {
        var text = ""
        for suggestion in report.suggestions {
            text +=
                "\(suggestion.isAccepted ? "accepted" : "refused ") \(suggestion.intent): \"\(suggestion.template)\"\n"
            let shown = suggestion.utterances.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
            let more = suggestion.utterances.count > 5 ? ", and \(suggestion.utterances.count - 5) more" : ""
            text += "    covers \(suggestion.utterances.count): \(shown)\(more)\n"
            for refusal in suggestion.refusals { text += "    refused: \(refusal)\n" }
            for note in suggestion.deviceNotes { text += "    device: \(note)\n" }
        }
        for conflict in report.conflicts {
            text +=
                "conflict: \"\(conflict.utterance.utterance)\" is labelled \(conflict.utterance.intent ?? "null") "
                + "but the registry answers \(conflict.answered) (\(conflict.utterance.source))\n"
        }
        for line in report.unusable {
            text += "unusable: \"\(line.utterance)\" leaves no phrase once fillers are set aside (\(line.source))\n"
        }
        let accepted = report.accepted.count
        text +=
            "\(report.suggestions.count) proposals: \(accepted) accepted, \(report.suggestions.count - accepted) refused; "
            + "\(report.alreadyMatched.count) utterances already matched, \(report.conflicts.count) conflicts, "
            + "\(report.unusable.count) unusable\n"
        return text
    }
}
