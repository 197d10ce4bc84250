/// A registry compiled for resolving spoken text to an intent and its parameters.
///
/// Build it once and share it: it is immutable and `Sendable`, so every request of a server may use
/// one instance. Matching walks a trie of all phrases at once, word by word, so its cost grows with
/// the utterance, not with the number of phrases.
///
/// How an utterance is read, in order:
/// 1. It is tokenized like the phrases (`Tokenizer`), and edge fillers may be set aside (`EdgeFillers`).
/// 2. A phrase accepts it when the phrase accounts for every remaining word: literal words, the app
///    name, and each parameter's value.
/// 3. Any accepting negative phrase blocks every match (`NoMatchReason.negativePhrase`).
/// 4. Each intent is represented by its best parse, ranked by: more literal phrase words, then fewer
///    free-text words, then the app name spoken, then registry order.
/// 5. When the best parses of the two best intents rank equal on the first three criteria, the result
///    is ambiguous: no match, and the candidates say between whom.
public struct Matcher: Sendable {
    public let registry: Registry
    package let compiled: CompiledPhrases
    private let trie: PhraseTrie
    private let wordTable: WordTable

    /// Compiles a registry.
    ///
    /// - Throws: `RegistryError` when a phrase cannot be compiled (a registry loaded from a file has been
    ///   validated already).
    /// - Complexity: proportional to the total length of the expanded phrases.
    public init(registry: Registry) throws(RegistryError) {
        self.registry = registry
        self.compiled = try CompiledPhrases(registry: registry)
        self.trie = PhraseTrie(compiled.variants)
        self.wordTable = WordTable(words: compiled.words)
    }

    /// Resolves an utterance.
    ///
    /// - Complexity: proportional to the utterance's words times the trie paths they keep alive, which
    ///   stays small unless phrases hold several free-text parameters.
    public func match(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchResult {
        let tokens = Tokenizer.tokens(of: utterance)
        let words = tokens.map(\.text)
        var search = PhraseSearch(
            compiled: compiled, trie: trie, words: words, ids: words.map { wordTable.id(of: $0) },
            defaultCurrency: registry.defaultCurrency, options: options)
        if EdgeFillers.mayHaveFillers(words) {
            let bounds = EdgeFillers.bounds(of: words)
            for start in bounds.starts {
                for end in bounds.ends where end > start { search.run(from: start, to: end) }
            }
        } else if !words.isEmpty {
            search.run(from: 0, to: words.count)
        }
        return search.result(utterance: utterance, tokens: tokens, registry: registry)
    }
}
