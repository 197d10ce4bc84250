/// A registry compiled for resolving spoken text to an intent and its parameters.
///
/// Build it once and share it: it is immutable and `Sendable`, so every request of a server may use
/// one instance. The phrases are compiled into one graph (`PhraseGraph`): each template's groups are
/// branches of it, never expanded into sentences, and phrases that begin alike share their start.
/// Matching walks the graph word by word, so its cost grows with the utterance, not with the number
/// of phrases or of the sentences they stand for.
///
/// How an utterance is read, in order:
/// 1. An utterance longer than `maximumUtteranceBytes` or `maximumUtteranceWords` is not read at all
///    (`NoMatchReason.tooLong`): no phrase is near that long, and refusing it first keeps its cost
///    constant.
/// 2. It is tokenized like the phrases (`Tokenizer`), and edge fillers may be set aside (`EdgeFillers`:
///    the built-in ones and the registry's `fillers`).
/// 3. A phrase accepts it when the phrase accounts for every remaining word: literal words, the app
///    name, and each parameter's value (free text never holding a whole form of the app's name). A
///    phrase with `${applicationName}` also accepts it without the name and the connective word just
///    before it ("in", "with", …), when at least two elements remain.
/// 4. Any accepting negative phrase blocks every match (`NoMatchReason.negativePhrase`).
/// 5. Each intent is represented by its best parse, ranked by one sort key (`Parse.Rank`): more words
///    read as literal phrase words or enum/entity values; then fewer values; then more words inside
///    values (with an `Area` "Bedroom" and a `Device` "Bedroom Lamp", "turn off bedroom lamp" is the
///    device of "turn off ${device}", not the area of "turn off ${area} lamp" followed by the word
///    "lamp"); then fewer free-text words; then the app's name not left out. Being a key, the ranking
///    is an order: the answer does not depend on the order of the registry's shortcuts.
/// 6. When the best parses of the two best intents rank equal on that key, the result is ambiguous:
///    no match, and the candidates say between whom. So is one intent whose equally ranked parses give
///    it other values: one spoken form read as two enum or entity values, or phrases of shortcuts that
///    fix other values (`Shortcut.values`). Registry order only picks which of one intent's equally
///    ranked phrases that agree represents it, and orders tied candidates.
///
/// With `MatchOptions.isFlexible`, an utterance no phrase accepts strictly (and no negative phrase
/// blocks) is walked again with tolerances (`FlexibleSearch`): each parse gets a score below 1, the
/// best parse per intent ranks by score and then by the criteria above, and the best intent wins only
/// with a score at or above the threshold and a margin over every other intent and negative phrase.
/// A strict result, match or not, is never replaced by a flexible one.
public struct Matcher: Sendable {
    /// The registry the matcher was compiled from: matches name its intents and phrases.
    package let registry: Registry
    /// The compiled phrases and their graph, shared by every search this matcher makes.
    let tables: MatchTables
    package var compiled: CompiledPhrases { tables.compiled }
    var graph: PhraseGraph { tables.graph }
    private let wordTable: WordTable
    /// Made on the first flexible match: strict matching never needs it.
    private let vocabulary: FlexibleVocabulary.Lazy

    /// The longest utterance read, in UTF-8 bytes: sixteen times the longest phrase a person says to
    /// an assistant, and short enough that refusing a longer one costs nothing.
    package static let maximumUtteranceBytes = 1_024
    /// The most words an utterance read may have (words as runs of non-space characters, counted
    /// before tokenizing): no App Shortcut phrase is near it, and it bounds every walk's positions.
    package static let maximumUtteranceWords = 64
    /// The most (node, position) visits a flexible match may make, over all its walks: about 10 ms.
    /// Below it the budget is `flexibleWorkPerNodeAndWord` times the graph's nodes times the
    /// utterance's words plus one. An utterance that needs more is below the threshold.
    package static let maximumFlexibleWork = 200_000
    static let flexibleWorkPerNodeAndWord = 4

    /// Compiles a registry.
    ///
    /// - Throws: `RegistryError` when a phrase cannot be compiled (a registry loaded from a file has been
    ///   validated already), or when the phrases' graph would pass `PhraseGraph.maximumSize`.
    /// - Complexity: proportional to the size of the phrases' graph: about the templates' total length,
    ///   never the number of sentences they stand for.
    public init(registry: Registry) throws(RegistryError) {
        try self.init(registry: registry, smallestIndexedValueTable: ValueFormIndex.smallestIndexedTable)
    }

    /// Compiles a registry whose flexible matching reads value tables of `smallestIndexedValueTable` forms
    /// or more through their index: tests and the fuzzer compare every table indexed with none.
    init(registry: Registry, smallestIndexedValueTable: Int) throws(RegistryError) {
        let compiled = try CompiledPhrases(registry: registry)
        self.registry = registry
        self.tables = MatchTables(
            compiled: compiled, graph: try compiled.graph(phrases: compiled.phrases.indices, registry: registry))
        self.wordTable = WordTable(words: compiled.words)
        self.vocabulary = FlexibleVocabulary.Lazy(compiled, smallestIndexedTable: smallestIndexedValueTable)
    }

    /// Whether an utterance is past `maximumUtteranceBytes` or `maximumUtteranceWords`.
    ///
    /// - Complexity: at most `maximumUtteranceBytes` steps, whatever the utterance's length.
    package static func isTooLong(_ utterance: String) -> Bool {
        let count = utterance.utf8.count
        if count > maximumUtteranceBytes { return true }
        // Each word but the last takes a byte and a separator at least.
        if count < 2 * maximumUtteranceWords { return false }
        var bytes = 0
        var words = 0
        var inWord = false
        for byte in utterance.utf8 {
            bytes += 1
            if bytes > maximumUtteranceBytes { return true }
            let isSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
            if !isSpace && !inWord { words += 1 }
            inWord = !isSpace
        }
        return words > maximumUtteranceWords
    }

    /// Resolves an utterance.
    ///
    /// - Complexity: proportional to the utterance's words times the graph paths they keep alive, which
    ///   stays small unless phrases hold several free-text parameters; a (node, position) pair that
    ///   led nowhere is not walked twice. Flexible mode also compares each heard word with the words of
    ///   the edges it reaches, within a cost budget and a work budget (`maximumFlexibleWork`).
    ///
    /// - Parameter values: the request's own values of types that take them, and its context
    ///   (`RequestValues`); what does not fit the registry is skipped, and `problem(in:)` names it. A turn
    ///   without values costs what it did before they existed.
    public func match(
        _ utterance: String, options: MatchOptions = MatchOptions(), values: RequestValues = RequestValues()
    ) -> MatchResult {
        if Self.isTooLong(utterance) {
            return MatchResult(utterance: utterance, match: nil, reason: .tooLong, candidates: [])
        }
        let tokens = Tokenizer.tokens(of: utterance, separators: compiled.numberWords.separators)
        let words = tokens.map(\.text)
        let readings =
            values.isEmpty ? nil : RequestValueReadings(values, words: words, compiled: compiled)
        var search = PhraseSearch(
            tables: tables, words: words, ids: words.map { wordTable.id(of: $0) }, options: options,
            requestValues: readings)
        search.runOverEdgeFillers()
        guard options.isFlexible else { return search.result(utterance: utterance, tokens: tokens, registry: registry) }
        let strict = search.result(utterance: utterance, tokens: tokens, registry: registry)
        guard strict.reason == .noPhrase else { return strict }
        return flexibleResult(utterance, tokens: tokens, options: options, requestValues: readings)
    }

    /// Makes the flexible vocabulary now rather than on the first flexible match, and returns whether
    /// it had to. A server calls it before it answers, so that no request waits for it: for a registry
    /// of 100,000 entity values it takes seconds.
    @discardableResult
    package func prepareFlexibleMatching() -> Bool {
        guard !vocabulary.isMade else { return false }
        _ = vocabulary.value
        return true
    }

    /// Kept out of `match` so that strict matching's code stays as small as it was.
    @inline(never)
    private func flexibleResult(
        _ utterance: String, tokens: [Token], options: MatchOptions, requestValues: RequestValueReadings?
    ) -> MatchResult {
        flexibleParses(utterance, tokens: tokens, options: options, requestValues: requestValues).decision(
            utterance: utterance, options: options)
    }

    /// The flexible parses of an utterance: as heard, and, when some heard words are two known words
    /// run together, with those split, the better parse per intent of both.
    func flexibleParses(
        _ utterance: String, tokens: [Token], options: MatchOptions, requestValues: RequestValueReadings? = nil
    ) -> FlexibleParses {
        let vocabulary = self.vocabulary.value
        let first = flexibleSearch(
            tokens: tokens, merges: [], vocabulary: vocabulary, options: options, workBudget: flexibleWork(tokens),
            requestValues: requestValues)
        var parses = first.search.parses(utterance: utterance, tokens: tokens, registry: registry)
        if let split = vocabulary.splittingRunTogetherWords(tokens) {
            // The words changed: the request's values are found in them again.
            let splitValues = requestValues.map {
                RequestValueReadings($0.request, words: split.tokens.map(\.text), compiled: compiled)
            }
            parses.merge(
                flexibleSearch(
                    tokens: split.tokens, merges: split.merges, vocabulary: vocabulary, options: options,
                    workBudget: first.workLeft, requestValues: splitValues
                ).search.parses(utterance: utterance, tokens: split.tokens, registry: registry))
        }
        return parses
    }

    /// The visits a flexible match of these words may make.
    private func flexibleWork(_ tokens: [Token]) -> Int {
        let scaled = Self.flexibleWorkPerNodeAndWord.multipliedReportingOverflow(
            by: graph.nodeCount * (tokens.count + 1))
        return scaled.overflow ? Self.maximumFlexibleWork : min(Self.maximumFlexibleWork, scaled.partialValue)
    }

    /// The flexible walk over every request span: edge fillers are found among the words other than
    /// hesitations, so "um, please check my balance" sets "please" aside too; hesitations between a
    /// filler and the request stay inside the span and are paid for.
    private func flexibleSearch(
        tokens: [Token], merges: [Tolerance], vocabulary: FlexibleVocabulary, options: MatchOptions, workBudget: Int,
        requestValues: RequestValueReadings?
    ) -> (search: FlexibleSearch, workLeft: Int) {
        let words = tokens.map(\.text)
        var search = FlexibleSearch(
            compiled: compiled, graph: graph, vocabulary: vocabulary, words: words,
            ids: words.map { wordTable.id(of: $0) }, merges: merges,
            options: options, workBudget: workBudget)
        search.requestValues = requestValues
        let kept = words.indices.filter { !compiled.hesitations.contains(words[$0]) }
        let keptWords = kept.map { words[$0] }
        guard compiled.fillers.mayHaveFillers(keptWords) else {
            if !words.isEmpty { search.run(from: 0, to: words.count) }
            return (search, search.workLeft)
        }
        let bounds = compiled.fillers.bounds(of: keptWords)
        for start in bounds.starts {
            let from = start == 0 ? 0 : kept[start - 1] + 1
            for end in bounds.ends where end > start {
                search.run(from: from, to: end == kept.count ? words.count : kept[end])
            }
        }
        return (search, search.workLeft)
    }
}
