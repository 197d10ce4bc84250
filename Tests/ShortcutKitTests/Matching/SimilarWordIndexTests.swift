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
}
