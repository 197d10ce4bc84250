import Foundation

/// Answers one turn of a voice conversation: locally from the registry when it can, else by the backend.
///
/// The order, which tests pin down:
/// 1. **Resume.** When the last assistant message of the history is a question the assistant asked about
///    an intent that an earlier user message matched (values given in between are read again: the
///    assistant keeps no state, so any server replica can answer any turn):
///    - a required parameter's prompt: `current_query` is read as that parameter's value ("twenty
///      dollars", "savings", "Jonas"), and the intent goes on to step 2;
///    - the intent's confirmation ("Send $50.00 to Amara Okafor?"): a yes ("yes", "do it", per locale)
///      runs the action (step 2, confirmed), a no says `sentences.cancelled`, and anything else goes to
///      the backend (step 3), which reads the whole conversation.
/// 2. **Local match.** The first of:
///    - a value outside its parameter's bounds (`Match.outOfRangeParameters`): the parameter's `outOfRange`
///      dialog, `continueConversation` false, nothing run or confirmed, and no `intent` in the answer;
///    - a required parameter missing: its `prompt`, `continueConversation` true;
///    - an intent with a `confirm` question not yet answered: the question, `continueConversation` true;
///    - with a `fulfiller`: the action runs, once, and its result values fill the dialog (or its reply is
///      said as it is); a failure says `sentences.actionFailed`, an unknown outcome `sentences.outcomeUnknown`;
///    - without one: the dialog as written, its parameters filled, unless it names results, which only an
///      action can give (then step 3).
///    Values are said as a person hears them in the assistant's locale ("$20.00", "¥5,000", "20,00 €").
/// 3. **Otherwise** (no phrase, an ambiguous utterance, a negative phrase): the payload goes unchanged to
///    the fallback backend and its answer is passed through, marked `source: llm`.
///
/// Local answers carry `intent` and `parameters` (in `shortcuts match --json` form). Deciding is synchronous
/// and pure (`localAnswer(to:)` answers every turn that needs no I/O); only the action and the fallback do I/O.
public struct Assistant: Sendable {
    /// The matcher of the locale the assistant speaks: its registry's phrases, dialogs and prompts are
    /// that locale's (`Registry.localized(to:)`).
    package let matcher: Matcher
    /// How every utterance of a turn is matched: the current query and, to resume a turn, the history's
    /// user messages, so a conversation is read the same way throughout.
    package var options: MatchOptions
    /// The backend for turns the registry cannot answer; without one those turns fail with
    /// `AssistantError.noLocalAnswer`.
    package var fallback: FallbackClient?
    /// Runs the action of a complete local match before anything is said; nil (the default) says the
    /// dialog as written and runs nothing, so an app acts on the answer's `intent` and `parameters` itself.
    package var fulfiller: (any Fulfiller)?
    /// Records each turn sent to `fallback`, with why the registry did not answer it; nil (the default)
    /// records nothing. Utterances are personal data: see `FallbackLog`.
    package var fallbackLog: FallbackLog?

    /// An assistant over an already compiled matcher, in the matcher's locale.
    public init(
        matcher: Matcher, options: MatchOptions = MatchOptions(), fallback: FallbackClient? = nil,
        fulfiller: (any Fulfiller)? = nil
    ) {
        self.matcher = matcher
        self.options = options
        self.fallback = fallback
        self.fulfiller = fulfiller
    }

    /// An assistant that speaks `locale`: it matches that locale's phrases and says its dialogs and
    /// prompts (the source text where a translation is missing), with amounts and numbers written as
    /// the locale writes them.
    ///
    /// - Parameter locale: the registry's own locale or one of its translations'; `nil` for its own.
    /// - Throws: `RegistryError` when the registry has no phrases in that locale or cannot be compiled.
    public init(
        registry: Registry, locale: String? = nil, options: MatchOptions = MatchOptions(),
        fallback: FallbackClient? = nil, fulfiller: (any Fulfiller)? = nil
    ) throws(RegistryError) {
        let localized = try locale.map { locale throws(RegistryError) in try registry.localized(to: locale) }
        self.init(
            matcher: try Matcher(registry: localized ?? registry), options: options, fallback: fallback,
            fulfiller: fulfiller)
    }

    var registry: Registry { matcher.registry }

    /// Answers a turn: runs the matched intent's action where the turn needs it, and asks the fallback
    /// backend when the registry cannot answer.
    ///
    /// - Throws: `AssistantError.noLocalAnswer` when nothing matched and there is no fallback;
    ///   `.actionFailed` when the action gave no reply Siri can speak (say `sentence(for:)`); the fallback
    ///   client's errors when the backend fails.
    public func answer(_ request: VoiceAssistantRequest) async throws(AssistantError) -> VoiceAssistantResponse {
        if let problem = matcher.problem(in: request.values) { throw .invalidRequest(problem) }
        let reason: MatchResult.NoMatchReason
        switch decision(for: request) {
        case .say(let response): return response
        case .act(let pending): return try await fulfill(pending, turn: request)
        case .fallback(let code): reason = code
        }
        guard let backend = fallback else { throw .noLocalAnswer(reason: reason) }
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

    /// What Siri says when a turn fails with `error`: the registry's sentence for an action that did not
    /// run or whose outcome is unknown, else `AssistantError.userFacingSentence`.
    public func sentence(for error: AssistantError) -> String {
        guard case .actionFailed(_, let failure) = error else { return AssistantError.userFacingSentence }
        switch failure {
        case .notPerformed: return registry.sentences.actionFailed
        case .outcomeUnknown: return registry.sentences.outcomeUnknown
        case .invalidReply: return AssistantError.userFacingSentence
        }
    }

    /// The log line of a turn sent to the backend: the nearest intent is the explanation's best parse.
    private func logEntry(
        for request: VoiceAssistantRequest, reason: MatchResult.NoMatchReason, reply: VoiceAssistantResponse?,
        error: String?,
        log: FallbackLog
    ) -> FallbackLogEntry {
        let nearest = matcher.explain(request.currentQuery, options: request.matchOptions(options)).parses.first
        return FallbackLogEntry(
            time: log.now(), utterance: request.currentQuery, reason: reason, nearestIntent: nearest?.intent,
            nearestScore: nearest?.score, reply: reply, error: error)
    }

    /// Answers a turn from the registry alone, without I/O: a prompt, a confirmation question, a
    /// cancelled confirmation, or (without a fulfiller) a dialog.
    ///
    /// - Throws: `AssistantError.noLocalAnswer` with the reason (`noPhrase`, `ambiguous`,
    ///   `negativePhrase`, `unansweredConfirmation`, …) when the backend would be needed;
    ///   `.actionNeeded` when the turn must run its intent's action, which only `answer(_:)` does.
    /// - Complexity: one match per user message of the history at most, each a few microseconds.
    public func localAnswer(to request: VoiceAssistantRequest) throws(AssistantError) -> VoiceAssistantResponse {
        if let problem = matcher.problem(in: request.values) { throw .invalidRequest(problem) }
        switch decision(for: request) {
        case .say(let response): return response
        case .act(let pending): throw .actionNeeded(intent: pending.intent.name)
        case .fallback(let reason): throw .noLocalAnswer(reason: reason)
        }
    }

    /// What a turn comes to, decided without I/O.
    package enum Decision: Sendable {
        /// Say this: a prompt, a question, a cancellation, or a dialog that needs no action.
        case say(VoiceAssistantResponse)
        /// Run the intent's action, then say its dialog.
        case act(PendingAction)
        /// Ask the fallback backend, for this reason.
        case fallback(MatchResult.NoMatchReason)
    }

    /// A complete, confirmed match whose action is to run.
    package struct PendingAction: Sendable {
        /// The matched intent.
        package let intent: Intent
        /// Its values, as read from the turn and the history.
        package let values: [MatchedParameter]
        /// The values in `match --json` form.
        package let parameters: JSONObject
        /// The request's own values, by whose titles its dialog speaks them.
        package let turn: RequestValues
    }

    /// Decides a turn: resume a question the history asked, else match the query.
    package func decision(for request: VoiceAssistantRequest) -> Decision {
        if let resumed = resume(request) { return resumed }
        let result = matcher.match(request.currentQuery, options: request.matchOptions(options), values: request.values)
        guard let match = result.match, let intent = registry.intent(named: match.intent) else {
            if let question = Disambiguation(result, registry: registry) {
                return .say(
                    VoiceAssistantResponse(
                        sentenceSiriShouldSay: question.question(registry: registry, turn: request.values),
                        continueConversation: true, source: .local, intent: question.intent.name))
            }
            return .fallback(result.reason ?? .noPhrase)
        }
        return decision(for: intent, values: match.parameters, isConfirmed: false, turn: request.values)
    }

    /// The decision for an intent given the values known so far.
    ///
    /// - Parameter turn: the request's own values, by whose titles request values are spoken.
    func decision(for intent: Intent, values: [MatchedParameter], isConfirmed: Bool, turn: RequestValues) -> Decision {
        if let sentence = outOfRangeSentence(of: intent, values: values, turn: turn) {
            // No `intent` or `parameters`: an app acts on a finished local answer that names an intent.
            return .say(
                VoiceAssistantResponse(sentenceSiriShouldSay: sentence, continueConversation: false, source: .local))
        }
        let parameters = Self.parameters(of: intent, from: values)
        if let missing = Self.missingParameter(of: intent, given: values) {
            return .say(
                VoiceAssistantResponse(
                    sentenceSiriShouldSay: Self.prompt(for: missing), continueConversation: true, source: .local,
                    intent: intent.name, parameters: parameters))
        }
        if let question = intent.confirmation, !isConfirmed {
            return .say(
                VoiceAssistantResponse(
                    sentenceSiriShouldSay: fill(question, of: intent, values: values, results: [:], turn: turn),
                    continueConversation: true, source: .local, intent: intent.name, parameters: parameters))
        }
        if fulfiller != nil {
            return .act(PendingAction(intent: intent, values: values, parameters: parameters, turn: turn))
        }
        if let dialog = intent.dialog,
            DialogText.placeholders(in: dialog).contains(where: { intent.result(named: $0) != nil })
        {
            return .fallback(.needsFulfillment)
        }
        return .say(
            VoiceAssistantResponse(
                sentenceSiriShouldSay: dialog(for: intent, values: values, results: [:], turn: turn),
                continueConversation: false,
                source: .local, intent: intent.name, parameters: parameters))
    }

    /// The `outOfRange` dialog of the first parameter whose value is outside its bounds, filled with the
    /// spoken values; `nil` when every value is in range. A value is read outside its bounds only where the
    /// parameter has that dialog, so one without it never gets here.
    func outOfRangeSentence(of intent: Intent, values: [MatchedParameter], turn: RequestValues) -> String? {
        for parameter in intent.parameters {
            guard let dialog = parameter.outOfRange,
                let value = values.last(where: { $0.name == parameter.name }), parameter.isOutOfRange(value.value)
            else { continue }
            return fill(dialog, of: intent, values: values, results: [:], turn: turn)
        }
        return nil
    }

    /// The first required parameter of `intent` that `values` gives no value.
    static func missingParameter(of intent: Intent, given values: [MatchedParameter]) -> Parameter? {
        intent.parameters.first { parameter in
            parameter.isRequired && !values.contains(where: { $0.name == parameter.name })
        }
    }

    /// The values of `intent` in `match --json` form, in its parameter order, the latest given of each.
    static func parameters(of intent: Intent, from values: [MatchedParameter]) -> JSONObject {
        var parameters = JSONObject()
        for parameter in intent.parameters {
            if let value = values.last(where: { $0.name == parameter.name }) {
                parameters[parameter.name] = value.value.json
            }
        }
        return parameters
    }

    /// What Siri asks for a missing parameter: its prompt, or a question made from its title.
    static func prompt(for parameter: Parameter) -> String {
        parameter.prompt ?? "What is the \(parameter.title.lowercased())?"
    }

    /// The intent's dialog with its placeholders filled from the parameters and results; a placeholder
    /// without a value is left out, with the space around it ("Here is your ${account} balance." → "Here
    /// is your balance."). An intent without a dialog says its title.
    func dialog(
        for intent: Intent, values: [MatchedParameter], results: [String: ParameterValue], turn: RequestValues
    ) -> String {
        guard let template = intent.dialog else { return "\(intent.title)." }
        return fill(template, of: intent, values: values, results: results, turn: turn)
    }

    /// `text` with each `${name}` replaced by the spoken form of that parameter's or result's value.
    func fill(
        _ text: String, of intent: Intent, values: [MatchedParameter], results: [String: ParameterValue],
        turn: RequestValues
    ) -> String {
        let filled = DialogText.replacingPlaceholders(in: text) { name in
            if name == Template.applicationNameSlot { return registry.app.name }
            if let value = values.last(where: { $0.name == name }) {
                return value.value.spokenForm(
                    parameter: intent.parameter(named: name), registry: registry, spokenText: value.spokenText,
                    turn: turn)
            }
            if let value = results[name] {
                let spokenText = if case .string(let text) = value { text } else { "" }
                return value.spokenForm(
                    parameter: intent.result(named: name), registry: registry, spokenText: spokenText, turn: turn)
            }
            return ""
        }
        return Self.tidied(filled)
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
