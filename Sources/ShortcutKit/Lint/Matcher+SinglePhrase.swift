extension Matcher {
    /// What one phrase alone reads from an utterance: its best parse, as the matcher would report it.
    ///
    /// The linter uses it to say what each of two colliding phrases would extract from their common
    /// utterance; `match(_:)` reports only the best phrase of each intent.
    func match(_ utterance: String, phraseIndex: Int) -> Match? {
        var single = compiled
        single.variants = compiled.variants.filter { $0.phraseIndex == phraseIndex }
        let tokens = Tokenizer.tokens(of: utterance)
        let words = tokens.map(\.text)
        var search = PhraseSearch(
            compiled: single, trie: PhraseTrie(single.variants), words: words, ids: words.map { single.id(of: $0) },
            options: MatchOptions())
        search.runOverEdgeFillers()
        return search.result(utterance: utterance, tokens: tokens, registry: registry).candidates.first
    }
}
