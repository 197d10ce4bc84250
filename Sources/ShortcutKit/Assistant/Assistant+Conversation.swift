extension Assistant {
    /// Step 1: the decision when `current_query` answers a question the assistant asked, else nil.
    ///
    /// Walks back from the last assistant message to the latest user message whose match that message
    /// can be a question about, then replays the turns in between (each prompt of the same intent
    /// followed by the user's answer), so values given over several turns are all known. The question is
    /// a required parameter's prompt, or the intent's confirmation as it was said with those values. A
    /// history that does not replay cleanly, or a query that is not a value of the asked parameter, is
    /// not resumed: the turn goes on to a local match and then to the backend. A confirmation is always
    /// resumed: yes acts, no cancels, anything else goes to the backend.
    func resume(_ request: VoiceAssistantRequest) -> Decision? {
        let history = request.conversationHistory
        guard let questionIndex = history.lastIndex(where: { $0.role == .assistant }) else { return nil }
        let question = Tokenizer.words(of: history[questionIndex].content)
        let reader = ParameterValueReader(matcher: matcher)
        for origin in stride(from: questionIndex - 1, through: 0, by: -1) where history[origin].role == .user {
            guard let match = matcher.match(history[origin].content, options: options).match,
                let intent = registry.intent(named: match.intent),
                intent.confirmation != nil || Self.requiredParameter(of: intent, askedBy: question) != nil
            else { continue }
            var values = match.parameters
            guard replay(history[(origin + 1)..<questionIndex], intent: intent, values: &values, reader: reader)
            else { continue }
            if let asked = Self.requiredParameter(of: intent, askedBy: question),
                !values.contains(where: { $0.name == asked.name })
            {
                guard let value = reader.value(of: asked, in: request.currentQuery) else { continue }
                values.append(value)
                return decision(for: intent, values: values, isConfirmed: false)
            }
            if isConfirmation(question, of: intent, values: values) {
                switch ConfirmationAnswer(request.currentQuery, locale: registry.locale) {
                case .yes: return decision(for: intent, values: values, isConfirmed: true)
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
    private func isConfirmation(_ question: [String], of intent: Intent, values: [MatchedParameter]) -> Bool {
        guard let confirmation = intent.confirmation, Self.missingParameter(of: intent, given: values) == nil
        else { return false }
        return Tokenizer.words(of: fill(confirmation, of: intent, values: values, results: [:])) == question
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
