extension Matcher {
    /// What one phrase alone reads from an utterance: its best parse, as the matcher would report it.
    ///
    /// The linter uses it to say what each of two colliding phrases would extract from their common
    /// utterance; `match(_:)` reports only the best phrase of each intent.
    func match(_ utterance: String, phraseIndex: Int) -> Match? {
        // The graph of one phrase is as large as its template; a phrase the whole registry's graph
        // holds fits in it.
        guard let graph = try? PhraseGraph.build(compiled, phrases: [phraseIndex]) else { return nil }
        let tokens = Tokenizer.tokens(of: utterance)
        let words = tokens.map(\.text)
        var search = PhraseSearch(
            tables: MatchTables(compiled: compiled, graph: graph), words: words, ids: words.map { compiled.id(of: $0) },
            options: MatchOptions())
        search.runOverEdgeFillers()
        return search.result(utterance: utterance, tokens: tokens, registry: registry).candidates.first
    }
}
