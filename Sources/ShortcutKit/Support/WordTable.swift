/// A map from words to ids with a cheap hash, for looking up every word of every utterance.
///
/// `Dictionary<String, _>` hashes with SipHash, built to resist flooding by chosen keys; the words
/// here are the registry's own and lookups are a third of a match's time, so FNV-1a over the UTF-8
/// bytes and open addressing do the same job several times faster.
struct WordTable: Sendable {
    private var slots: [Int32]
    private var keys: [String]
    private var mask: Int

    init(words: [String]) {
        var capacity = 16
        while capacity < words.count * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        keys = words
        mask = capacity - 1
        for (id, word) in words.enumerated() {
            var index = Self.hash(word) & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = Int32(id)
        }
    }

    /// The id of `word`, or -1.
    func id(of word: String) -> Int32 {
        var index = Self.hash(word) & mask
        while true {
            let id = slots[index]
            if id < 0 || keys[Int(id)] == word { return id }
            index = (index + 1) & mask
        }
    }

    private static func hash(_ word: String) -> Int {
        // Read in place: copying the string to call the mutating `withUTF8` costs a retain and a
        // release per look-up, and every word of every utterance is looked up.
        word.utf8.withContiguousStorageIfAvailable(hash) ?? hash(Array(word.utf8))
    }

    private static func hash(_ bytes: some Collection<UInt8>) -> Int {
        let hash = FNV1a.hash(bytes)
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
