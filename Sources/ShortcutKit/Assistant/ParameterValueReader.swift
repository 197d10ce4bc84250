/// Reads a bare answer ("twenty dollars", "savings", "Jonas") as the value of one parameter.
///
/// When Siri has asked for a missing parameter, the next turn holds just its value, with no phrase
/// around it to match. The reader accepts the same spoken forms the matcher accepts inside a phrase (it
/// uses the same tokenizer and number and amount grammars) and sets aside the same edge fillers, so
/// "twenty dollars please" answers "How much would you like to load?" as well as it would inside
/// "Load twenty dollars into VillagePay".
struct ParameterValueReader: Sendable {
    let registry: Registry

    /// The value of `parameter` that accounts for every word of `text` but edge fillers, if there is one.
    func value(of parameter: Parameter, in text: String) -> MatchedParameter? {
        let tokens = Tokenizer.tokens(of: text)
        let words = tokens.map(\.text)
        guard !words.isEmpty else { return nil }
        let utf8 = Array(text.utf8)
        let bounds = EdgeFillers.bounds(of: words)
        for start in bounds.starts {
            for end in bounds.ends where end > start {
                let spokenBytes = utf8[tokens[start].sourceRange.lowerBound..<tokens[end - 1].sourceRange.upperBound]
                let spoken = String(decoding: spokenBytes, as: UTF8.self)
                guard let value = read(parameter.type, words, start, end, spoken: spoken) else { continue }
                return MatchedParameter(name: parameter.name, value: value, spokenText: spoken)
            }
        }
        return nil
    }

    private func read(_ type: ParameterType, _ words: [String], _ start: Int, _ end: Int, spoken: String)
        -> ParameterValue?
    {
        switch type {
        case .string:
            // Free text, as the matcher reports it: the words as spoken.
            return .string(spoken)
        case .integer:
            let reading = SpokenNumber.readings(of: words, from: start, limit: end).first { $0.end == end }
            guard let value = reading?.value, value.rounded() == value, abs(value) < 1e15 else { return nil }
            return .integer(Int(value))
        case .number:
            let reading = SpokenNumber.readings(of: words, from: start, limit: end).first { $0.end == end }
            return reading.map { .number($0.value) }
        case .currency:
            return SpokenAmount.readings(of: words, from: start, limit: end, defaultCurrency: registry.defaultCurrency)
                .first { $0.end == end }.map { .currency($0.money) }
        case .named(let name):
            guard let definition = registry.type(named: name) else { return nil }
            let said = Array(words[start..<end])
            for value in definition.values where value.spokenForms.contains(where: { Tokenizer.words(of: $0) == said })
            {
                return definition.kind == .enum ? .enumCase(value.identifier) : .entity(value.identifier)
            }
            return nil
        }
    }
}
