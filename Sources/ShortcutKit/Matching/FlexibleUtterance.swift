/// The heard words of one flexible search, in every form the walk asks about: made once per utterance,
/// then only read, so no part of the walk can change what was heard.
struct FlexibleUtterance {
    let words: [String]
    /// Each word's id in the compiled phrases' word table.
    let ids: [Int32]
    let spoken: [FlexibleVocabulary.Word]
    /// `spoken[i].isHesitation` and `.isFunctionWord`, flat: the walk asks them at every node.
    let isHesitation: [Bool]
    let isFunctionWord: [Bool]
    /// Run-together heard words the words were split from before the walk (`merged` tolerances that
    /// every parse of these words pays).
    let merges: [Tolerance]

    init(words: [String], ids: [Int32], merges: [Tolerance], hesitations: Set<String>) {
        self.words = words
        self.ids = ids
        self.merges = merges
        spoken = words.map { FlexibleVocabulary.Word($0, hesitations: hesitations) }
        isHesitation = spoken.map(\.isHesitation)
        isFunctionWord = spoken.map(\.isFunctionWord)
    }

    var count: Int { words.count }
}
