/// Words people put around a request that do not change it: wake words and politeness.
///
/// They are dropped only at the edges of an utterance, never inside it, and only as whole
/// sequences: "please check my balance thanks" is "check my balance", but "don't check my balance"
/// keeps every word. Fillers are written after normalization ("I'd like to" is `i would like to`).
/// A matcher uses the built-in English ones plus those its registry declares for its locale.
package struct EdgeFillers: Sendable, Hashable {
    /// The built-in fillers that may open an utterance, in any number and order ("hey siri, can you please …").
    package static let leading: [[String]] = [
        ["hey", "siri"], ["siri"], ["please"], ["can", "you"], ["could", "you"], ["would", "you"],
        ["i", "want", "to"], ["i", "would", "like", "to"],
    ]

    /// The built-in fillers that may close an utterance.
    package static let trailing: [[String]] = [["please"], ["thanks"], ["thank", "you"]]

    /// The built-in fillers alone.
    package static let builtIn = EdgeFillers(leading: leading, trailing: trailing)

    /// Fillers that may open an utterance, normalized.
    package let leading: [[String]]
    /// Fillers that may close an utterance, normalized.
    package let trailing: [[String]]
    // Arrays, not sets: comparing a few short strings costs less than hashing one.
    private let leadingFirstWords: [String]
    private let trailingLastWords: [String]

    package init(leading: [[String]], trailing: [[String]]) {
        self.leading = leading.filter { !$0.isEmpty }
        self.trailing = trailing.filter { !$0.isEmpty }
        leadingFirstWords = Array(Set(self.leading.map { $0[0] })).sorted()
        trailingLastWords = Array(Set(self.trailing.map { $0[$0.count - 1] })).sorted()
    }

    /// The built-in fillers of `locale`'s language (from its data file's `[leading fillers]` and
    /// `[trailing fillers]`; English's are `leading` and `trailing`) and a registry's own, tokenized as
    /// phrases are.
    package init(adding fillers: Fillers, locale: String) {
        let words = LocaleWords.words(for: locale)
        guard words.language != "en" else {
            self.init(adding: fillers)
            return
        }
        self.init(
            adding: fillers,
            leading: words.leadingFillers.map(Tokenizer.words(of:)),
            trailing: words.trailingFillers.map(Tokenizer.words(of:)))
    }

    /// The built-in English fillers and a registry's own, tokenized as phrases are.
    package init(adding fillers: Fillers) {
        self.init(adding: fillers, leading: Self.leading, trailing: Self.trailing)
    }

    private init(adding fillers: Fillers, leading: [[String]], trailing: [[String]]) {
        func normalized(_ written: [String], after builtIn: [[String]]) -> [[String]] {
            var result = builtIn
            for filler in written.map(Tokenizer.words(of:)) where !filler.isEmpty && !result.contains(filler) {
                result.append(filler)
            }
            return result
        }
        self.init(
            leading: normalized(fillers.leading, after: leading),
            trailing: normalized(fillers.trailing, after: trailing))
    }

    /// Every word of every filler.
    var words: [String] { (leading + trailing).flatMap { $0 } }

    /// Whether an edge of the utterance may hold a filler; most do not, and need no `bounds(of:)`.
    func mayHaveFillers(_ words: [String]) -> Bool {
        guard let first = words.first, let last = words.last else { return false }
        return leadingFirstWords.contains(first) || trailingLastWords.contains(last)
    }

    /// The offsets an utterance's request may start at and end at once edge fillers are set aside.
    ///
    /// Every combination is a candidate; the matcher tries each, so a phrase that itself begins with
    /// "please" still matches it literally.
    func bounds(of words: [String]) -> (starts: [Int], ends: [Int]) {
        var starts = [0]
        var index = 0
        while index < starts.count {
            let start = starts[index]
            for filler in leading
            where words.count - start > filler.count
                && words[start..<start + filler.count].elementsEqual(filler)
                && !starts.contains(start + filler.count)
            {
                starts.append(start + filler.count)
            }
            index += 1
        }
        var ends = [words.count]
        index = 0
        while index < ends.count {
            let end = ends[index]
            for filler in trailing
            where end > filler.count
                && words[end - filler.count..<end].elementsEqual(filler) && !ends.contains(end - filler.count)
            {
                ends.append(end - filler.count)
            }
            index += 1
        }
        return (starts, ends)
    }
}
