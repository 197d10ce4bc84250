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
    /// (hash, word id) pairs sorted by hash: one flat array each, built without a dictionary of
    /// arrays, since the index is made with every matcher.
    private let keyHashes: [UInt64]
    private let keyWords: [Int32]
    /// Each word under its own spelling, and each word that may be spelled alike under its deletions.
    private let spellingHashes: [UInt64]
    private let spellingWords: [Int32]
    /// Where the spelling hashes with each value of their top bits begin: a look-up searches one
    /// bucket of a few entries, not the whole array (a heard word makes dozens of look-ups).
    private let spellingBuckets: [Int32]
    private let bucketShift: UInt64
    /// Per length in bytes, whether some word has it (`isWordLength`) and whether some word of it may be
    /// spelled alike (`isSpellableLength`): a heard word with no spellable word within two letters of its
    /// length (two heard words joined, most often) has no deletion worth looking up, and a prefix of a
    /// length no word has is no word.
    private let lengths: [UInt8]
    private static let isWordLength: UInt8 = 1
    private static let isSpellableLength: UInt8 = 2
    let functionWords: [Int32]

    init(_ words: [FlexibleVocabulary.Word]) {
        var keys: [(UInt64, Int32)] = []
        var spellings: [(UInt64, Int32)] = []
        var functionWords: [Int32] = []
        var lengths: [UInt8] = []
        for (index, word) in words.enumerated() {
            let id = Int32(index)
            if word.isFunctionWord { functionWords.append(id) }
            if let key = word.key, !key.isEmpty { keys.append((Self.hash(key), id)) }
            spellings.append((Self.hash(word.bytes), id))
            let length = word.bytes.count
            if lengths.count <= length { lengths += repeatElement(0, count: length + 1 - lengths.count) }
            lengths[length] |= Self.isWordLength
            if Self.maySpellAlike(word) {
                lengths[length] |= Self.isSpellableLength
                Self.deletions(of: word.bytes, upTo: Self.edits(word.bytes.count)) { spellings.append(($0, id)) }
            }
        }
        keys.sort { $0.0 < $1.0 }
        keyHashes = keys.map(\.0)
        keyWords = keys.map(\.1)
        var bits = 4
        while bits < 24, (1 << (bits + 2)) < spellings.count { bits += 1 }
        bucketShift = UInt64(64 - bits)
        (spellingHashes, spellingWords, spellingBuckets) = Self.sortedByHash(spellings, shift: bucketShift)
        self.lengths = lengths
        self.functionWords = functionWords
    }

    /// The pairs sorted by hash, stably, and where each bucket (the hashes' top bits) begins.
    ///
    /// A bucket holds a few pairs on average, so a counting sort on the buckets and an insertion sort
    /// within each is linear: (b)'s 100,000 entity values file 39 million spellings, and a comparison
    /// sort of them was most of a matcher's first flexible match. Stable, as that sort was, so equal
    /// hashes keep their words in order.
    private static func sortedByHash(_ pairs: [(UInt64, Int32)], shift: UInt64) -> (
        hashes: [UInt64], words: [Int32], buckets: [Int32]
    ) {
        var buckets = [Int32](repeating: 0, count: (1 << (64 - Int(shift))) + 1)
        for (hash, _) in pairs { buckets[Int(hash >> shift) + 1] += 1 }
        for index in 1..<buckets.count { buckets[index] += buckets[index - 1] }
        var hashes = [UInt64](repeating: 0, count: pairs.count)
        var words = [Int32](repeating: 0, count: pairs.count)
        var filled = buckets
        for (hash, word) in pairs {
            let slot = Int(filled[Int(hash >> shift)])
            hashes[slot] = hash
            words[slot] = word
            filled[Int(hash >> shift)] += 1
        }
        for bucket in 0..<buckets.count - 1 {
            let start = Int(buckets[bucket])
            for index in start + 1..<max(start + 1, Int(buckets[bucket + 1])) {
                let (hash, word) = (hashes[index], words[index])
                var place = index
                while place > start, hashes[place - 1] > hash {
                    hashes[place] = hashes[place - 1]
                    words[place] = words[place - 1]
                    place -= 1
                }
                hashes[place] = hash
                words[place] = word
            }
        }
        return (hashes, words, buckets)
    }

    /// The vocabulary words `heard` may stand for, alone and, when `joinedWithNext` is given, joined
    /// with the next heard word; unordered, possibly repeated.
    func candidates(_ heard: FlexibleVocabulary.Word, joinedWithNext: FlexibleVocabulary.Word?) -> [Int32] {
        var result: [Int32] = []
        add(heard, to: &result)
        if let joined = joinedWithNext { add(joined, to: &result) }
        // A merge's first word: a proper prefix of the heard word.
        for end in stride(from: 1, to: min(heard.bytes.count, lengths.count), by: 1)
        where lengths[end] & Self.isWordLength != 0 {
            lookUpSpelling(Self.hash(heard.bytes[..<end]), into: &result)
        }
        return result
    }

    private func add(_ heard: FlexibleVocabulary.Word, to result: inout [Int32]) {
        if heard.isFunctionWord { result += functionWords }
        if let key = heard.key, !key.isEmpty { Self.lookUp(Self.hash(key), keyHashes, keyWords, into: &result) }
        lookUpSpelling(Self.hash(heard.bytes), into: &result)
        // Spelled alike is two edits at most, so lengths at most two apart.
        let length = heard.bytes.count
        guard Self.maySpellAlike(heard),
            lengths[min(lengths.count, length - 2)..<min(lengths.count, length + 3)].contains(where: {
                $0 & Self.isSpellableLength != 0
            })
        else { return }
        Self.deletions(of: heard.bytes, upTo: Self.edits(heard.bytes.count)) {
            lookUpSpelling($0, into: &result)
        }
    }

    private func lookUpSpelling(_ hash: UInt64, into result: inout [Int32]) {
        let bucket = Int(hash >> bucketShift)
        Self.lookUp(
            hash, spellingHashes, spellingWords, in: Int(spellingBuckets[bucket])..<Int(spellingBuckets[bucket + 1]),
            into: &result)
    }

    /// Appends the words filed under `hash` (binary search over the sorted hashes in `range`).
    private static func lookUp(
        _ hash: UInt64, _ hashes: [UInt64], _ words: [Int32], in range: Range<Int>? = nil, into result: inout [Int32]
    ) {
        var low = range?.lowerBound ?? 0
        var high = range?.upperBound ?? hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        while low < hashes.count, hashes[low] == hash {
            result.append(words[low])
            low += 1
        }
    }

    /// `similarity` spells alike words of four letters or more with a phonetic key.
    private static func maySpellAlike(_ word: FlexibleVocabulary.Word) -> Bool {
        word.bytes.count >= 4 && word.key != nil
    }

    /// The most edits `similarity` allows between a word of this length and any other.
    private static func edits(_ length: Int) -> Int { length >= 7 ? 2 : 1 }

    /// The hashes of `bytes` with 1 to `limit` letters deleted (repeats possible), made without
    /// writing the shortened words.
    private static func deletions(of bytes: [UInt8], upTo limit: Int, _ body: (UInt64) -> Void) {
        for first in bytes.indices {
            body(hash(bytes, skipping: first, first))
            guard limit >= 2 else { continue }
            for second in first + 1..<bytes.count { body(hash(bytes, skipping: first, second)) }
        }
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    /// FNV-1a.
    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    /// FNV-1a of `bytes` without the bytes at `first` and `second` (one byte when they are equal).
    private static func hash(_ bytes: [UInt8], skipping first: Int, _ second: Int) -> UInt64 {
        var hash = offsetBasis
        for index in bytes.indices where index != first && index != second {
            hash = (hash ^ UInt64(bytes[index])) &* prime
        }
        return hash
    }
}
