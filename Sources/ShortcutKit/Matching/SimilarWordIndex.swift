/// From a heard word to the vocabulary words it may stand for, so that the flexible walk probes those
/// words' edges at a wide graph node (the root of a large registry has thousands) instead of comparing
/// the heard word with every edge's word.
///
/// It returns a superset of the words `FlexibleVocabulary.similarity` accepts, which the walk then asks
/// as before, so it changes what the walk costs, never what it finds:
/// - function words, for a heard function word (swapped);
/// - words with the same `PhoneticKey` (sounds alike);
/// - words within the edits `similarity` allows (spelled alike), found by deletion neighbourhoods: two
///   words within `k` edits share a string made by deleting at most `k` letters from each, so each
///   vocabulary word is filed under its own deletions (one for words under seven letters, where one
///   edit is allowed, two from seven) and a heard word looks its deletions up;
/// - words spelled exactly as the heard word or one of its prefixes (a split's join, a merge's first
///   word).
///
/// Strings are filed under a 64-bit hash of their bytes: a collision only adds a candidate.
struct SimilarWordIndex: Sendable {
    private let byKey: [UInt64: [Int32]]
    /// Each word under its own spelling, and each word that may be spelled alike under its deletions.
    private let bySpelling: [UInt64: [Int32]]
    let functionWords: [Int32]

    init(_ words: [FlexibleVocabulary.Word]) {
        var byKey: [UInt64: [Int32]] = [:]
        var bySpelling: [UInt64: [Int32]] = [:]
        var functionWords: [Int32] = []
        for (index, word) in words.enumerated() {
            let id = Int32(index)
            if word.isFunctionWord { functionWords.append(id) }
            if let key = word.key, !key.isEmpty { byKey[Self.hash(key[...]), default: []].append(id) }
            var variants: Set<UInt64> = [Self.hash(word.bytes[...])]
            if Self.maySpellAlike(word) {
                Self.deletions(of: word.bytes, upTo: Self.edits(word.bytes.count)) { variants.insert($0) }
            }
            for variant in variants { bySpelling[variant, default: []].append(id) }
        }
        self.byKey = byKey
        self.bySpelling = bySpelling
        self.functionWords = functionWords
    }

    /// The vocabulary words `heard` may stand for, alone and, when `joinedWithNext` is given, joined
    /// with the next heard word; unordered, possibly repeated.
    func candidates(_ heard: FlexibleVocabulary.Word, joinedWithNext: FlexibleVocabulary.Word?) -> [Int32] {
        var result: [Int32] = []
        add(heard, to: &result)
        if let joined = joinedWithNext { add(joined, to: &result) }
        // A merge's first word: a proper prefix of the heard word.
        for end in stride(from: 1, to: heard.bytes.count, by: 1) {
            result += bySpelling[Self.hash(heard.bytes[..<end])] ?? []
        }
        return result
    }

    private func add(_ heard: FlexibleVocabulary.Word, to result: inout [Int32]) {
        if heard.isFunctionWord { result += functionWords }
        if let key = heard.key, !key.isEmpty { result += byKey[Self.hash(key[...])] ?? [] }
        result += bySpelling[Self.hash(heard.bytes[...])] ?? []
        guard Self.maySpellAlike(heard) else { return }
        Self.deletions(of: heard.bytes, upTo: Self.edits(heard.bytes.count)) { result += bySpelling[$0] ?? [] }
    }

    /// `similarity` spells alike words of four letters or more with a phonetic key.
    private static func maySpellAlike(_ word: FlexibleVocabulary.Word) -> Bool {
        word.bytes.count >= 4 && word.key != nil
    }

    /// The most edits `similarity` allows between a word of this length and any other.
    private static func edits(_ length: Int) -> Int { length >= 7 ? 2 : 1 }

    /// The hashes of `bytes` with 1 to `limit` letters deleted.
    private static func deletions(of bytes: [UInt8], upTo limit: Int, _ body: (UInt64) -> Void) {
        for first in bytes.indices {
            var once = bytes
            once.remove(at: first)
            body(hash(once[...]))
            guard limit >= 2 else { continue }
            for second in first..<once.count {
                var twice = once
                twice.remove(at: second)
                body(hash(twice[...]))
            }
        }
    }

    /// FNV-1a.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
