extension Assistant {
    /// Step 1: the decision when `current_query` answers a question the assistant asked, else nil.
    ///
    /// Walks back from the last assistant message to the latest user message whose match that message
    /// can be a question about, then replays the turns in between (the answer to "Which Jonas: …?",
    /// then each prompt of the same intent followed by the user's answer), so values given over several
    /// turns are all known. The question is "Which …?" for an utterance whose readings differ in one
    /// value (`Disambiguation`), a required parameter's prompt, or the intent's confirmation as it was
    /// said with those values. A history that does not replay cleanly, or a query that is not a value
    /// of the asked parameter, is not resumed: the turn goes on to a local match and then to the
    /// backend. A confirmation and a "Which …?" are always resumed: a clear answer goes on, anything else
    /// goes to the backend.
    func resume(_ request: VoiceAssistantRequest) -> Decision? {
        let history = request.conversationHistory
        guard let questionIndex = history.lastIndex(where: { $0.role == .assistant }) else { return nil }
        let question = Tokenizer.words(of: history[questionIndex].content)
        let options = request.matchOptions(self.options)
        let reader = ParameterValueReader(matcher: matcher, turn: request.values, options: options)
        let turn = request.values
        for origin in stride(from: questionIndex - 1, through: 0, by: -1) where history[origin].role == .user {
            let result = matcher.match(history[origin].content, options: options, values: turn)
            var turns = history[(origin + 1)..<questionIndex]
            let intent: Intent
            var values: [MatchedParameter]
            if let match = result.match, let matched = registry.intent(named: match.intent) {
                (intent, values) = (matched, match.parameters)
            } else if let choosing = Disambiguation(result, registry: registry) {
                let asked = Tokenizer.words(of: choosing.question(registry: registry, turn: turn))
                guard let first = turns.first else {
                    guard asked == question else { continue }
                    guard let chosen = choosing.choice(in: request.currentQuery, registry: registry, turn: turn) else {
                        return .fallback(.unansweredChoice)
                    }
                    return decision(for: choosing.intent, values: chosen.parameters, isConfirmed: false, turn: turn)
                }
                guard first.role == .assistant, Tokenizer.words(of: first.content) == asked, turns.count >= 2,
                    turns[turns.startIndex + 1].role == .user,
                    let chosen = choosing.choice(
                        in: turns[turns.startIndex + 1].content, registry: registry, turn: turn)
                else { continue }
                (intent, values) = (choosing.intent, chosen.parameters)
                turns = turns.dropFirst(2)
            } else {
                continue
            }
            guard intent.confirmation != nil || Self.requiredParameter(of: intent, askedBy: question) != nil,
                replay(turns, intent: intent, values: &values, reader: reader)
            else { continue }
            if let asked = Self.requiredParameter(of: intent, askedBy: question),
                !values.contains(where: { $0.name == asked.name })
            {
                guard let value = reader.value(of: asked, in: request.currentQuery) else { continue }
                values.append(value)
                return decision(for: intent, values: values, isConfirmed: false, turn: turn)
            }
            if isConfirmation(question, of: intent, values: values, turn: turn) {
                switch ConfirmationAnswer(request.currentQuery, locale: registry.locale) {
                case .yes: return decision(for: intent, values: values, isConfirmed: true, turn: turn)
                case .no:
                    return .say(
                        VoiceAssistantResponse(
                            sentenceSiriShouldSay: registry.sentences.cancelled, continueConversation: false,
                            source: .local))
                case nil: return .fallback(.unansweredConfirmation)
                }
            }
        }
        return nil
    }

    /// Whether `question` is the confirmation of `intent` as the assistant asks it with `values`: every
    /// required value known, and the same words.
    private func isConfirmation(
        _ question: [String], of intent: Intent, values: [MatchedParameter], turn: RequestValues
    ) -> Bool {
        guard let confirmation = intent.confirmation, Self.missingParameter(of: intent, given: values) == nil
        else { return false }
        return Tokenizer.words(of: fill(confirmation, of: intent, values: values, results: [:], turn: turn)) == question
    }

    /// Reads the answers to earlier prompts of the same intent; false when a turn does not fit.
    private func replay(
        _ turns: ArraySlice<ConversationMessage>, intent: Intent, values: inout [MatchedParameter],
        reader: ParameterValueReader
    ) -> Bool {
        var index = turns.startIndex
        while index < turns.endIndex {
            guard turns[index].role == .assistant,
                let asked = Self.requiredParameter(of: intent, askedBy: Tokenizer.words(of: turns[index].content)),
                index + 1 < turns.endIndex, turns[index + 1].role == .user,
                let value = reader.value(of: asked, in: turns[index + 1].content)
            else { return false }
            values.append(value)
            index += 2
        }
        return true
    }

    /// The required parameter of `intent` whose prompt is the sentence of these words, compared as words so
    /// that case and punctuation a speech pipeline may change do not matter.
    static func requiredParameter(of intent: Intent, askedBy said: [String]) -> Parameter? {
        intent.parameters.first { $0.isRequired && Tokenizer.words(of: prompt(for: $0)) == said }
    }
}
