import Foundation

/// Answers one turn of a voice conversation: locally from the registry when it can, else by the backend.
///
/// The order, which tests pin down:
/// 1. **Resume.** When the last assistant message of the history is the prompt of a required parameter
///    of an intent that an earlier user message matched, `current_query` is read as that parameter's
///    value ("twenty dollars", "savings", "Jonas"). Values given in between, answering earlier prompts
///    of the same intent, are read again from the history: the assistant keeps no state, so any server
///    replica can answer any turn.
/// 2. **Local match, complete.** The intent's `dialog`, its `${parameter}` placeholders filled with the
///    values as a person hears them in the assistant's locale ("$20.00", "¥5,000", "20,00 €", "savings");
///    `continueConversation` false.
/// 3. **Local match, a required parameter missing.** That parameter's `prompt`; `continueConversation`
///    true, so Siri listens for the value and the next turn resumes (1).
/// 4. **Otherwise** (no phrase, an ambiguous utterance, a negative phrase): the payload goes unchanged to
///    the fallback backend and its answer is passed through, marked `source: llm`.
///
/// Local answers carry `intent` and `parameters` (in `shortcuts match --json` form) so a server can act
/// on them. Steps 1 to 3 are synchronous and pure (`localAnswer(to:)`); only step 4 does I/O.
public struct Assistant: Sendable {
    /// The matcher of the locale the assistant speaks: its registry's phrases, dialogs and prompts are
    /// that locale's (`Registry.localized(to:)`).
    public let matcher: Matcher
    /// How every utterance of a turn is matched: the current query and, to resume a turn, the history's
    /// user messages, so a conversation is read the same way throughout.
    public var options: MatchOptions
    /// The backend for turns the registry cannot answer; without one those turns fail with
    /// `AssistantError.noLocalAnswer`.
    public var fallback: FallbackClient?
    /// Records each turn sent to `fallback`, with why the registry did not answer it; nil (the default)
    /// records nothing. Utterances are personal data: see `FallbackLog`.
    public var fallbackLog: FallbackLog?

    /// An assistant over an already compiled matcher, in the matcher's locale.
    public init(matcher: Matcher, options: MatchOptions = MatchOptions(), fallback: FallbackClient? = nil) {
        self.matcher = matcher
        self.options = options
        self.fallback = fallback
    }

    /// An assistant that speaks `locale`: it matches that locale's phrases and says its dialogs and
    /// prompts (the source text where a translation is missing), with amounts and numbers written as
    /// the locale writes them.
    ///
    /// - Parameter locale: the registry's own locale or one of its translations'; `nil` for its own.
    /// - Throws: `RegistryError` when the registry has no phrases in that locale or cannot be compiled.
    public init(
        registry: Registry, locale: String? = nil, options: MatchOptions = MatchOptions(),
        fallback: FallbackClient? = nil
    ) throws(RegistryError) {
        let localized = try locale.map { locale throws(RegistryError) in try registry.localized(to: locale) }
        self.init(matcher: try Matcher(registry: localized ?? registry), options: options, fallback: fallback)
    }

    var registry: Registry { matcher.registry }

    /// Answers a turn, asking the fallback backend when the registry cannot.
    ///
    /// - Throws: `AssistantError.noLocalAnswer` when nothing matched and there is no fallback; the
    ///   fallback client's errors when the backend fails.
    public func answer(_ request: VoiceAssistantRequest) async throws(AssistantError) -> VoiceAssistantResponse {
        let reason: MatchResult.NoMatchReason
        let backend: FallbackClient
        do {
            return try localAnswer(to: request)
        } catch {
            guard let fallback, case .noLocalAnswer(let code) = error else { throw error }
            reason = code
            backend = fallback
        }
        guard let fallbackLog else { return try await backend.answer(request) }
        do throws(AssistantError) {
            let reply = try await backend.answer(request)
            fallbackLog.record(logEntry(for: request, reason: reason, reply: reply, error: nil, log: fallbackLog))
            return reply
        } catch {
            fallbackLog.record(logEntry(for: request, reason: reason, reply: nil, error: error.kind, log: fallbackLog))
            throw error
        }
    }

    /// The log line of a turn sent to the backend: the nearest intent is the explanation's best parse.
    private func logEntry(
        for request: VoiceAssistantRequest, reason: MatchResult.NoMatchReason, reply: VoiceAssistantResponse?,
        error: String?,
        log: FallbackLog
    ) -> FallbackLogEntry {
        let nearest = matcher.explain(request.currentQuery, options: options).parses.first
        return FallbackLogEntry(
            time: log.now(), utterance: request.currentQuery, reason: reason, nearestIntent: nearest?.intent,
            nearestScore: nearest?.score, reply: reply, error: error)
    }

    /// Answers a turn from the registry alone (steps 1 to 3), without I/O.
    ///
    /// - Throws: `AssistantError.noLocalAnswer` with the matcher's reason (`noPhrase`, `ambiguous`,
    ///   `negativePhrase`) when the backend would be needed.
    /// - Complexity: one match per user message of the history at most, each a few microseconds.
    public func localAnswer(to request: VoiceAssistantRequest) throws(AssistantError) -> VoiceAssistantResponse {
        if let resumed = resume(request) { return resumed }
        let result = matcher.match(request.currentQuery, options: options)
        guard let match = result.match, let intent = registry.intent(named: match.intent) else {
            throw .noLocalAnswer(reason: result.reason ?? .noPhrase)
        }
        return response(for: intent, values: match.parameters)
    }

    /// The answer for an intent given the values known so far: the next prompt, or the dialog.
    func response(for intent: Intent, values: [MatchedParameter]) -> VoiceAssistantResponse {
        var parameters = JSONObject()
        for parameter in intent.parameters {
            if let value = values.last(where: { $0.name == parameter.name }) {
                parameters[parameter.name] = value.value.json
            }
        }
        if let missing = intent.parameters.first(where: { $0.isRequired && parameters[$0.name] == nil }) {
            return VoiceAssistantResponse(
                sentenceSiriShouldSay: Self.prompt(for: missing), continueConversation: true, source: .local,
                intent: intent.name, parameters: parameters)
        }
        return VoiceAssistantResponse(
            sentenceSiriShouldSay: dialog(for: intent, values: values), continueConversation: false, source: .local,
            intent: intent.name, parameters: parameters)
    }

    /// What Siri asks for a missing parameter: its prompt, or a question made from its title.
    static func prompt(for parameter: Parameter) -> String {
        parameter.prompt ?? "What is the \(parameter.title.lowercased())?"
    }

    /// The intent's dialog with its placeholders filled; a placeholder without a value is left out,
    /// with the space around it ("Here is your ${account} balance." → "Here is your balance.").
    func dialog(for intent: Intent, values: [MatchedParameter]) -> String {
        guard let template = intent.dialog else { return "\(intent.title)." }
        var text = ""
        var rest = template[...]
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            text += rest[..<open.lowerBound]
            let name = String(rest[open.upperBound..<close])
            if name == Template.applicationNameSlot {
                text += registry.app.name
            } else if let value = values.last(where: { $0.name == name }) {
                text += value.value.spokenForm(
                    parameter: intent.parameter(named: name), registry: registry, spokenText: value.spokenText)
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        return Self.tidied(text)
    }

    /// The text with runs of spaces made one and no space before punctuation or at the ends: what an
    /// empty placeholder leaves behind ("Here is your  balance .").
    static func tidied(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character == " " {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace, !".,?!;:".contains(character) { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }
}
