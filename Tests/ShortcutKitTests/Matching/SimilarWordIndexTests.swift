import Testing

@testable import ShortcutKit

/// The index must return every vocabulary word `FlexibleVocabulary.similarity` accepts for a heard
/// word (alone or joined with the next), and every prefix word a merge may start with: the walk at a
/// wide node follows only those, so a missing word would be a parse lost.
@Suite struct SimilarWordIndexTests {
    static let vocabulary = [
        "a", "the", "my", "to", "of", "check", "balance", "balances", "transfer", "transfers", "money", "honey",
        "pay", "bill", "bills", "track", "package", "packages", "order", "status", "flight", "book", "books",
        "lode", "load", "funds", "account", "accounts", "saving", "savings", "checking", "twenty", "dollars",
        "weber", "jonas", "jonasweber", "invoice", "invoices", "statement", "statements", "notification",
        "kitchen", "lights", "light", "night", "right", "write", "rite", "20", "2nd",
    ]

    /// Heard words: the vocabulary, each with one and two letters changed, dropped or doubled, and
    /// pairs run together.
    static var heard: [String] {
        var result = Set(vocabulary)
        for word in vocabulary where word.count >= 2 {
            let bytes = Array(word.utf8)
            for index in bytes.indices {
                var dropped = bytes
                dropped.remove(at: index)
                var doubled = bytes
                doubled.insert(bytes[index], at: index)
                var changed = bytes
                changed[index] = changed[index] == 0x65 ? 0x61 : 0x65
                for variant in [dropped, doubled, changed] {
                    result.insert(String(decoding: variant, as: UTF8.self))
                    var twice = variant
                    twice.removeLast()
                    result.insert(String(decoding: twice, as: UTF8.self))
                }
            }
        }
        for (first, second) in zip(vocabulary, vocabulary.dropFirst()) { result.insert(first + second) }
        return result.filter { !$0.isEmpty }.sorted()
    }

    @Test func returnsEveryWordSimilarityAccepts() {
        let words = Self.vocabulary.map { FlexibleVocabulary.Word($0) }
        let index = SimilarWordIndex(words)
        let heard = Self.heard
        for (position, text) in heard.enumerated() {
            let spoken = FlexibleVocabulary.Word(text)
            let next = heard[(position + 1) % heard.count]
            let joined = FlexibleVocabulary.Word(text + next, isJoined: true)
            let candidates = Set(index.candidates(spoken, joinedWithNext: joined))
            for (id, expected) in words.enumerated() {
                let alike = FlexibleVocabulary.similarity(spoken, expected) != nil
                let joinsAlike =
                    joined.bytes == expected.bytes || FlexibleVocabulary.similarity(joined, expected) != nil
                let startsMerge = spoken.bytes.count > expected.bytes.count && spoken.bytes.starts(with: expected.bytes)
                if alike || joinsAlike || startsMerge {
                    #expect(
                        candidates.contains(Int32(id)), "'\(text)' (+ '\(next)') may stand for '\(Self.vocabulary[id])'"
                    )
                }
            }
        }
    }

    @Test func leavesOutUnlikeWords() {
        let index = SimilarWordIndex(Self.vocabulary.map { FlexibleVocabulary.Word($0) })
        let candidates = index.candidates(FlexibleVocabulary.Word("transfr"), joinedWithNext: nil)
        #expect(candidates.contains(Int32(Self.vocabulary.firstIndex(of: "transfer")!)))
        #expect(!candidates.contains(Int32(Self.vocabulary.firstIndex(of: "kitchen")!)))
    }

    /// A word is filed under its own spelling and, when it may be spelled alike, each of its one- and
    /// two-letter deletions (one-letter only under seven letters); past `longestSpelledAlike` bytes it is
    /// never spelled alike, so that a 3,000-letter entity title does not file 4.5 million strings.
    @Test(arguments: [
        (3, 1), (4, 1 + 4), (6, 1 + 6), (7, 1 + 7 + 21), (64, 1 + 64 + 2_016), (65, 1), (3_000, 1),
    ])
    func filesAWordUnderItsDeletionsUpToTheLongestSpelledAlike(length: Int, filed: Int) {
        let word = String(String(repeating: "ab", count: length).prefix(length))
        let index = SimilarWordIndex([FlexibleVocabulary.Word(word)])
        #expect(index.spellingCount == filed)
    }

    /// Words past `longestSpelledAlike` bytes are not spelled alike, by the index or by `similarity`,
    /// which must agree for the wide-node walk to find what the narrow one does.
    @Test(arguments: [FlexibleVocabulary.longestSpelledAlike, FlexibleVocabulary.longestSpelledAlike + 1])
    func similarityAndTheIndexAgreeAtTheLongestSpelledAlike(length: Int) {
        let expected = String(repeating: "balance", count: length / 7 + 1).prefix(length)
        let heard = "x" + expected.dropFirst()
        let words = [FlexibleVocabulary.Word(String(expected))]
        let isAlike = FlexibleVocabulary.similarity(FlexibleVocabulary.Word(String(heard)), words[0]) != nil
        let isCandidate = SimilarWordIndex(words)
            .candidates(FlexibleVocabulary.Word(String(heard)), joinedWithNext: nil).contains(0)
        #expect(isAlike == (length <= FlexibleVocabulary.longestSpelledAlike))
        #expect(isCandidate == isAlike)
    }
}
