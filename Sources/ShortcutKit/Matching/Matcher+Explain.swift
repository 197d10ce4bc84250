extension Matcher {
    /// Resolves an utterance and says how: the result under `options`, and each intent's best parse
    /// with its score and what it tolerated.
    ///
    /// - Complexity: a strict match plus a flexible walk (see `match(_:options:)`).
    package func explain(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchExplanation {
        let result = match(utterance, options: options)
        if result.reason == .tooLong {
            return MatchExplanation(result: result, options: options, parses: [], negativeParse: nil)
        }
        var walk = options
        walk.isFlexible = true
        let parses = flexibleParses(
            utterance, tokens: Tokenizer.tokens(of: utterance, separators: compiled.numberWords.separators),
            options: walk)
        return MatchExplanation(
            result: result, options: options, parses: parses.matches, negativeParse: parses.negative,
            isWorkExhausted: parses.isExhausted)
    }
}
