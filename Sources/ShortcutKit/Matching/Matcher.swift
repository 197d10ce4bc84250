/// A registry compiled for resolving spoken text to an intent and its parameters.
///
/// Build it once and share it: it is immutable and `Sendable`, so every request of a server may use
/// one instance. Matching walks a trie of all phrases at once, word by word, so its cost grows with
/// the utterance, not with the number of phrases.
///
/// How an utterance is read, in order:
/// 1. It is tokenized like the phrases (`Tokenizer`), and edge fillers may be set aside (`EdgeFillers`:
///    the built-in ones and the registry's `fillers`).
/// 2. A phrase accepts it when the phrase accounts for every remaining word: literal words, the app
///    name, and each parameter's value (free text never holding a whole form of the app's name).
/// 3. Any accepting negative phrase blocks every match (`NoMatchReason.negativePhrase`).
/// 4. Each intent is represented by its best parse, ranked by: more literal phrase words, then fewer
///    free-text words, then the app name spoken, then registry order.
/// 5. When the best parses of the two best intents rank equal on the first three criteria, the result
///    is ambiguous: no match, and the candidates say between whom.
///
/// With `MatchOptions.isFlexible`, an utterance no phrase accepts strictly (and no negative phrase
/// blocks) is walked again with tolerances (`FlexibleSearch`): each parse gets a score below 1, the
/// best parse per intent ranks by score and then by the criteria above, and the best intent wins only
/// with a score at or above the threshold and a margin over every other intent and negative phrase.
/// A strict result, match or not, is never replaced by a flexible one.
public struct Matcher: Sendable {
    public let registry: Registry
    package let compiled: CompiledPhrases
    private let trie: PhraseTrie
    private let wordTable: WordTable
    private let vocabulary: FlexibleVocabulary
    private let flexibleEdges: FlexibleEdges

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
        self.vocabulary = FlexibleVocabulary(compiled)
        self.flexibleEdges = FlexibleEdges(compiled.variants, trie: trie)
    }

    /// Resolves an utterance.
    ///
    /// - Complexity: proportional to the utterance's words times the trie paths they keep alive, which
    ///   stays small unless phrases hold several free-text parameters. Flexible mode also compares each
    ///   heard word with the words of the trie edges it reaches, within a cost budget.
    public func match(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchResult {
        let tokens = Tokenizer.tokens(of: utterance)
        let words = tokens.map(\.text)
        var search = PhraseSearch(
            compiled: compiled, trie: trie, words: words, ids: words.map { wordTable.id(of: $0) }, options: options)
        search.runOverEdgeFillers()
        guard options.isFlexible else { return search.result(utterance: utterance, tokens: tokens, registry: registry) }
        let strict = search.result(utterance: utterance, tokens: tokens, registry: registry)
        guard strict.reason == .noPhrase else { return strict }
        return flexibleResult(utterance, tokens: tokens, options: options)
    }

    /// Kept out of `match` so that strict matching's code stays as small as it was.
    @inline(never)
    private func flexibleResult(_ utterance: String, tokens: [Token], options: MatchOptions) -> MatchResult {
        flexibleParses(utterance, tokens: tokens, options: options).decision(utterance: utterance, options: options)
    }

    /// The flexible parses of an utterance: as heard, and, when some heard words are two known words
    /// run together, with those split, the better parse per intent of both.
    func flexibleParses(_ utterance: String, tokens: [Token], options: MatchOptions) -> FlexibleParses {
        var parses = flexibleSearch(tokens: tokens, merges: [], options: options)
            .parses(utterance: utterance, tokens: tokens, registry: registry)
        if let split = vocabulary.splittingRunTogetherWords(tokens) {
            parses.merge(
                flexibleSearch(tokens: split.tokens, merges: split.merges, options: options)
                    .parses(utterance: utterance, tokens: split.tokens, registry: registry))
        }
        return parses
    }

    /// The flexible walk over every request span: edge fillers are found among the words other than
    /// hesitations, so "um, please check my balance" sets "please" aside too; hesitations between a
    /// filler and the request stay inside the span and are paid for.
    private func flexibleSearch(tokens: [Token], merges: [Tolerance], options: MatchOptions) -> FlexibleSearch {
        let words = tokens.map(\.text)
        var search = FlexibleSearch(
            compiled: compiled, trie: trie, edges: flexibleEdges, vocabulary: vocabulary, words: words,
            ids: words.map { wordTable.id(of: $0) }, merges: merges, options: options)
        let kept = words.indices.filter { !FlexibleVocabulary.hesitations.contains(words[$0]) }
        let keptWords = kept.map { words[$0] }
        guard compiled.fillers.mayHaveFillers(keptWords) else {
            if !words.isEmpty { search.run(from: 0, to: words.count) }
            return search
        }
        let bounds = compiled.fillers.bounds(of: keptWords)
        for start in bounds.starts {
            let from = start == 0 ? 0 : kept[start - 1] + 1
            for end in bounds.ends where end > start {
                search.run(from: from, to: end == kept.count ? words.count : kept[end])
            }
        }
        return search
    }
}
