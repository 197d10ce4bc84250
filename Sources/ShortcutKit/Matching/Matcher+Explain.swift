extension Matcher {
    /// Resolves an utterance and says how: the result under `options`, and each intent's best parse
    /// with its score and what it tolerated.
    ///
    /// - Complexity: a strict match plus a flexible walk (see `match(_:options:)`).
    public func explain(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchExplanation {
        let result = match(utterance, options: options)
        let tokens = Tokenizer.tokens(of: utterance)
        var walk = options
        walk.isFlexible = true
        let search = flexibleSearch(tokens: tokens, words: tokens.map(\.text), options: walk)
        let parses = search.result(utterance: utterance, tokens: tokens, registry: registry).candidates
        let negative = search.bestNegative.map {
            MatchExplanation.NegativeParse(
                phrase: compiled.phrases[$0.phraseIndex].template, score: $0.parse.score,
                tolerances: $0.parse.tolerances)
        }
        return MatchExplanation(result: result, options: options, parses: parses, negativeParse: negative)
    }
}
