extension Assistant {
    /// Step 1: the answer when `current_query` answers a prompt the assistant asked, else nil.
    ///
    /// Walks back from the last assistant message to the latest user message whose match wants that
    /// prompt's parameter, then replays the turns in between (each prompt of the same intent followed by
    /// the user's answer), so values given over several turns are all known. A history that does not
    /// replay cleanly, or a query that is not a value of the parameter, is not resumed: the turn goes on
    /// to a local match and then to the backend.
    func resume(_ request: VoiceAssistantRequest) -> VoiceAssistantResponse? {
        let history = request.conversationHistory
        guard let promptIndex = history.lastIndex(where: { $0.role == .assistant }) else { return nil }
        let prompt = history[promptIndex].content
        let reader = ParameterValueReader(matcher: matcher)
        for origin in stride(from: promptIndex - 1, through: 0, by: -1) where history[origin].role == .user {
            guard let match = matcher.match(history[origin].content, options: options).match,
                let intent = registry.intent(named: match.intent),
                Self.requiredParameter(of: intent, askedBy: prompt) != nil
            else { continue }
            var values = match.parameters
            guard replay(history[(origin + 1)..<promptIndex], intent: intent, values: &values, reader: reader),
                let asked = Self.requiredParameter(of: intent, askedBy: prompt),
                !values.contains(where: { $0.name == asked.name }),
                let value = reader.value(of: asked, in: request.currentQuery)
            else { continue }
            values.append(value)
            return response(for: intent, values: values)
        }
        return nil
    }

    /// Reads the answers to earlier prompts of the same intent; false when a turn does not fit.
    private func replay(
        _ turns: ArraySlice<ConversationMessage>, intent: Intent, values: inout [MatchedParameter],
        reader: ParameterValueReader
    ) -> Bool {
        var index = turns.startIndex
        while index < turns.endIndex {
            guard turns[index].role == .assistant,
                let asked = Self.requiredParameter(of: intent, askedBy: turns[index].content),
                index + 1 < turns.endIndex, turns[index + 1].role == .user,
                let value = reader.value(of: asked, in: turns[index + 1].content)
            else { return false }
            values.append(value)
            index += 2
        }
        return true
    }

    /// The required parameter of `intent` whose prompt is `sentence`, compared as words so that case
    /// and punctuation a speech pipeline may change do not matter.
    static func requiredParameter(of intent: Intent, askedBy sentence: String) -> Parameter? {
        let said = Tokenizer.words(of: sentence)
        return intent.parameters.first { $0.isRequired && Tokenizer.words(of: prompt(for: $0)) == said }
    }
}
