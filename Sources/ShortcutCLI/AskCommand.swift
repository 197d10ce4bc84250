import Foundation
import ShortcutKit
import ShortcutServer

extension Command {
    static let ask = Command(
        name: "ask",
        abstract: "Answer one turn of a voice conversation, as the app's backend would.",
        discussion: """
            Answers from the registry when a phrase matches: the intent's dialog, or the prompt for a
            missing parameter (the next turn, with --history, resumes it). Other turns go unchanged to
            the --fallback backend. Prints what Siri would say; --json prints the whole answer.
            With --stdin, reads one payload a line ({"conversation_history": [...], "current_query":
            "..."}) and writes one answer a line, flushed, so a server can keep it as a co-process and
            consult it before its LLM; a turn it cannot answer is a line {"error": {"kind", "message"}}.

            --flexible, --threshold, --margin, --locale and --require-app-name mean what they mean for
            'shortcuts match', for the query and for the history a resumed turn is read from. With
            --locale, the assistant also says the locale's translated dialogs and prompts, and writes
            amounts and numbers as the locale writes them.

            --fallback-log FILE appends one JSON line to FILE for each turn sent to the backend: the
            utterance, why no phrase answered, the nearest intent and its score, and the reply (for
            'shortcuts suggest'). Utterances are personal data: nothing is logged without it.

            --fulfillment URL runs each complete local match: it POSTs {"intent", "parameters",
            "conversation_history", "current_query", ...} once, with an Idempotency-Key header, and
            says the intent's dialog filled with the reply's {"result": {...}}. An intent with "confirm"
            asks first and acts on the next turn's yes. With --stdin, an action that failed is a line
            {"error": {"kind": "actionFailed", "outcome", "sentenceSiriShouldSay", ...}}: say that
            sentence, and do not ask the LLM, since the action may have run. Without --fulfillment
            nothing runs and the dialog is said as written.
            """,
        options: AskCommandOptions.self,
        exitStatuses: [
            (.success, "Answered, locally or by the backend (with --stdin: the input ended)."),
            (.failure, "No phrase answered and no --fallback was given."),
            (.usageError, "Bad usage, or the registry or history cannot be read."),
            (
                .backendFailure,
                "The backend or the action failed: unreachable, timed out, an error status, or not the contract."
            ),
        ],
        run: runAsk)
}

/// The options of `shortcuts ask`, declared once for its parser and its help.
struct AskCommandOptions: ParsableOptions {
    var assistant = AssistantOptions()
    var history: String?
    var json = false
    var readsInput = false
    var valuesPath: String?
    var words: [String] = []

    static let declarations: [OptionDeclaration<Self>] = [
        .group(\.assistant.registry), .member(\.assistant, AssistantOptions.Declared.fallback),
        .member(\.assistant, AssistantOptions.Declared.fallbackLog),
        .member(\.assistant, AssistantOptions.Declared.fulfillment),
        .member(\.assistant, AssistantOptions.Declared.fulfillmentTimeout),
        .option(\.history, "history", "file", help: "The earlier messages: a JSON array of {\"role\", \"content\"}."),
        RequestValuesFile.declaration(\.valuesPath),
        .member(\.assistant, AssistantOptions.Declared.timeout),
        .flag(\.json, "json", help: "Print the whole answer as one JSON object."),
        .flag(
            \.readsInput, "stdin", help: "Read payloads from standard input, one a line; write answers as JSON Lines."),
        .group(\.assistant.matching),
        .arguments(
            \.words, "utterance", help: "What was just said. Several words may be given unquoted.", isOptional: true),
    ]

    func validate() throws(CommandError) {
        try assistant.validate()
        if readsInput, !words.isEmpty || history != nil || json || valuesPath != nil {
            throw .usage("--stdin reads whole payloads; give no utterance, --history, --values or --json with it")
        }
        if !readsInput, words.isEmpty { throw .usage("missing utterance; give one, or use --stdin") }
    }
}

private func runAsk(_ arguments: AskCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    let assistant = try arguments.assistant.assistant(console)
    if arguments.readsInput {
        LineStream.answer(
            console: console,
            respondToCutLine: { length, output in
                let message =
                    "the payload line is \(length) bytes; a line may hold at most \(LineStream.maximumLineLength) "
                    + "(the body limit of 'shortcuts serve'): send a shorter turn"
                LineStream.appendError(kind: "invalidRequest", message: message, to: &output)
            },
            respondToInvalidLine: { LineStream.appendError(kind: "invalidRequest", message: $0, to: &$1) },
            respond: { line, output in answerLine(line, assistant: assistant).appendCompact(to: &output) })
        return .success
    }
    var request = VoiceAssistantRequest(currentQuery: arguments.words.joined(separator: " "))
    request.values = try RequestValuesFile.values(at: arguments.valuesPath, matcher: assistant.matcher)
    if let path = arguments.history {
        do {
            request.conversationHistory = try history(at: path)
        } catch {
            throw .invalidInput(error.description)
        }
    }
    switch answer(request, assistant: assistant) {
    case .success(let response):
        console.write(arguments.json ? response.json.compactText + "\n" : response.sentenceSiriShouldSay + "\n")
        return .success
    case .failure(let error):
        var hint = if case .noLocalAnswer = error { "; pass --fallback URL to ask one" } else { "" }
        if case .actionFailed = error { hint = " (Siri says: \"\(assistant.sentence(for: error))\")" }
        let message = "\(error.description)\(hint)"
        throw error.isBackendFailure ? .backendFailure(message) : .failure(message)
    }
}

/// An answered turn, or why it was not answered.
private typealias TurnResult = Result<VoiceAssistantResponse, AssistantError>

/// Answers a turn, waiting only for an action to run or for the backend when the registry cannot answer.
private func answer(_ request: VoiceAssistantRequest, assistant: Assistant) -> TurnResult {
    if let problem = assistant.matcher.problem(in: request.values) { return .failure(.invalidRequest(problem)) }
    switch assistant.decision(for: request) {
    case .say(let response): return .success(response)
    case .fallback(let reason) where assistant.fallback == nil: return .failure(.noLocalAnswer(reason: reason))
    case .act, .fallback: break
    }
    return waitFor {
        do throws(AssistantError) {
            return .success(try await assistant.answer(request))
        } catch {
            return .failure(error)
        }
    }
}

/// One output line of `--stdin`: the answer, or `{"error": {"kind", "message", "reason"?}}`.
private func answerLine(_ line: String, assistant: Assistant) -> JSON {
    let result: TurnResult
    do {
        result = answer(try VoiceAssistantRequest(parsing: line), assistant: assistant)
    } catch {
        result = .failure(error)
    }
    switch result {
    case .success(let response):
        return response.json
    case .failure(let error):
        var details = JSONObject([("kind", .string(error.kind)), ("message", .string(error.description))])
        if case .noLocalAnswer(let reason) = error { details["reason"] = .string(reason.code) }
        if case .actionFailed(let intent, let failure) = error {
            // The action may have run: the co-process's caller must say so, not ask its LLM.
            details["intent"] = .string(intent)
            details["outcome"] = .string(failure.kind)
            details["sentenceSiriShouldSay"] = .string(assistant.sentence(for: error))
        }
        return .object(JSONObject(["error": .object(details)]))
    }
}

/// Reads `--history`: a JSON array of messages, checked like the contract's `conversation_history`.
private func history(at path: String) throws(AssistantError) -> [ConversationMessage] {
    let text: String
    do {
        text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    } catch {
        throw .invalidRequest("cannot read --history \(path): \(error.localizedDescription)")
    }
    let json: JSON
    do {
        json = try JSON(parsing: text)
    } catch {
        throw .invalidRequest("--history \(path) is not JSON: \(error)")
    }
    do {
        return try VoiceAssistantRequest(
            json: .object(JSONObject(["conversation_history": json, "current_query": .string("")]))
        ).conversationHistory
    } catch {
        guard case .invalidRequest(let reason) = error else { throw error }
        throw .invalidRequest("--history \(path): \(reason)")
    }
}
