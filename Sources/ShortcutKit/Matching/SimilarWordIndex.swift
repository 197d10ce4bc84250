/// From a heard word to the vocabulary words it may stand for, so that the flexible walk probes those
/// words' edges at a wide graph node (the root of a large registry has thousands) instead of comparing
/// the heard word with every edge's word.
///
/// It returns a superset of the words `FlexibleVocabulary.similarity` accepts, which the walk then asks
/// as before, so it changes what the walk costs, never what it finds:
/// - function words, for a heard function word (swapped);
/// - words with the same `PhoneticKey` (sounds alike) or one a sound away (misheard): each word's key
///   is filed as it is and, for a word that may be misheard (at most `longestSpelledAlike` bytes), with
///   each sound deleted (`PhoneticKey.oneSoundDeletions`); a heard word looks up its key and its
///   deletions;
/// - words within the edits `similarity` allows (spelled alike), found by deletion neighbourhoods: two
///   words within `k` edits share a string made by deleting at most `k` letters from each, so each
///   vocabulary word is filed under its own deletions (one for words under seven letters, where one
///   edit is allowed, two from seven) and a heard word looks its deletions up;
/// - words spelled exactly as the heard word or one of its prefixes (a split's join, a merge's first
///   word).
///
/// Strings are filed under a 64-bit hash of their bytes, of which the index keeps the top bits as a
/// bucket and the low 32 bits within it: a collision only adds a candidate.
///
/// - Complexity: O(Σ n²) time and 8 bytes of memory per filed string for words of n bytes, which is why
///   no word over `FlexibleVocabulary.longestSpelledAlike` bytes is spelled alike. (b)'s 100,000 entity
///   values file 39 million strings: 312 MB, made in one array per field.
struct SimilarWordIndex: Sendable {
    /// (hash, word id) pairs sorted by hash: one flat array each, built without a dictionary of
    /// arrays, since the index is made with every matcher.
    private let keyHashes: [UInt64]
    private let keyWords: [Int32]
    /// Each word under its own spelling, and each word that may be spelled alike under its deletions:
    /// the low 32 bits of each string's hash, sorted within its bucket, and the word filed there.
    private let spellingHashes: [UInt32]
    private let spellingWords: [Int32]
    /// Where the spellings whose hashes have each value of their top bits begin: a look-up searches one
    /// bucket of a few dozen entries at most, not the whole array (a heard word makes dozens of
    /// look-ups). At most 2^20 buckets, so that the counts, 4 MB, stay in cache while the two passes
    /// that file the strings count and place them.
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
        var functionWords: [Int32] = []
        var lengths: [UInt8] = []
        var spellingCount = 0
        for (index, word) in words.enumerated() {
            let id = Int32(index)
            if word.isFunctionWord { functionWords.append(id) }
            if let key = word.key, !key.isEmpty {
                keys.append((FNV1a.hash(key), id))
                if word.bytes.count <= FlexibleVocabulary.longestSpelledAlike {
                    for deletion in PhoneticKey.oneSoundDeletions(of: key) { keys.append((FNV1a.hash(deletion), id)) }
                }
            }
            let length = word.bytes.count
            if lengths.count <= length { lengths += repeatElement(0, count: length + 1 - lengths.count) }
            lengths[length] |= Self.isWordLength
            spellingCount += 1
            if FlexibleVocabulary.maySpellAlike(word) {
                lengths[length] |= Self.isSpellableLength
                spellingCount += Self.deletionCount(length)
            }
        }
        keys.sort { $0.0 < $1.0 }
        keyHashes = keys.map(\.0)
        keyWords = keys.map(\.1)
        var bits = 4
        while bits < 20, (1 << (bits + 4)) < spellingCount { bits += 1 }
        bucketShift = UInt64(64 - bits)
        (spellingHashes, spellingWords, spellingBuckets) = Self.filed(words, count: spellingCount, shift: bucketShift)
        self.lengths = lengths
        self.functionWords = functionWords
    }

    /// How many strings the index files.
    var spellingCount: Int { spellingWords.count }

    /// Each word's spellings, sorted by hash (stably, so equal hashes keep their words in order), and
    /// where each bucket (the hashes' top bits) begins.
    ///
    /// Two passes over the words, hashing their deletions in each: the first counts each bucket's
    /// strings, the second puts them in place, and an insertion sort orders each bucket. A
    /// list of (hash, word) pairs to sort would be twice the memory of the result, and growing it
    /// doubled that again: (b)'s first flexible match took 1.8 GB.
    private static func filed(_ words: [FlexibleVocabulary.Word], count: Int, shift: UInt64) -> (
        hashes: [UInt32], words: [Int32], buckets: [Int32]
    ) {
        // A word's strings, hashed once per pass into a scratch array, so that the passes themselves
        // are plain loops: writing the large arrays from inside a closure checked their uniqueness at
        // every write, a sixth of the time.
        var scratch: [UInt64] = []
        func spellings(of word: FlexibleVocabulary.Word) -> [UInt64] {
            scratch.removeAll(keepingCapacity: true)
            scratch.append(FNV1a.hash(word.bytes))
            if FlexibleVocabulary.maySpellAlike(word) {
                appendDeletions(of: word.bytes, upTo: edits(word.bytes.count), to: &scratch)
            }
            return scratch
        }
        var buckets = [Int32](repeating: 0, count: (1 << (64 - Int(shift))) + 1)
        for word in words {
            for hash in spellings(of: word) { buckets[Int(hash >> shift) + 1] += 1 }
        }
        for index in 1..<buckets.count { buckets[index] += buckets[index - 1] }
        var hashes = [UInt32](repeating: 0, count: count)
        var filedWords = [Int32](repeating: 0, count: count)
        var filled = buckets
        for (index, word) in words.enumerated() {
            for hash in spellings(of: word) {
                let slot = Int(filled[Int(hash >> shift)])
                hashes[slot] = UInt32(truncatingIfNeeded: hash)
                filedWords[slot] = Int32(index)
                filled[Int(hash >> shift)] += 1
            }
        }
        for bucket in 0..<buckets.count - 1 {
            let start = Int(buckets[bucket])
            for index in start + 1..<max(start + 1, Int(buckets[bucket + 1])) {
                let (hash, word) = (hashes[index], filedWords[index])
                var place = index
                while place > start, hashes[place - 1] > hash {
                    hashes[place] = hashes[place - 1]
                    filedWords[place] = filedWords[place - 1]
                    place -= 1
                }
                hashes[place] = hash
                filedWords[place] = word
            }
        }
        return (hashes, filedWords, buckets)
    }

    /// The vocabulary words `heard` may stand for, alone and, when `joinedWithNext` is given, joined
    /// with the next heard word; unordered, possibly repeated.
    func candidates(_ heard: FlexibleVocabulary.Word, joinedWithNext: FlexibleVocabulary.Word?) -> [Int32] {
        var result: [Int32] = []
        add(heard, to: &result)
        if let joined = joinedWithNext { add(joined, to: &result) }
        // A merge's first word: a proper prefix of the heard word, or that with one more letter (a
        // moved boundary, filed under its deletion of its last letter).
        for end in stride(from: 1, to: min(heard.bytes.count, lengths.count), by: 1)
        where lengths[end] & Self.isWordLength != 0
            || (end + 1 < lengths.count && lengths[end + 1] & Self.isSpellableLength != 0)
        {
            lookUpSpelling(FNV1a.hash(heard.bytes[..<end]), into: &result)
        }
        return result
    }

    private func add(_ heard: FlexibleVocabulary.Word, to result: inout [Int32]) {
        if heard.isFunctionWord { result += functionWords }
        if let key = heard.key, !key.isEmpty {
            Self.lookUp(FNV1a.hash(key), keyHashes, keyWords, into: &result)
            for deletion in PhoneticKey.oneSoundDeletions(of: key)
            where heard.bytes.count <= FlexibleVocabulary.longestSpelledAlike {
                Self.lookUp(FNV1a.hash(deletion), keyHashes, keyWords, into: &result)
            }
        }
        lookUpSpelling(FNV1a.hash(heard.bytes), into: &result)
        // Spelled alike is two edits at most, so lengths at most two apart.
        let length = heard.bytes.count
        guard FlexibleVocabulary.maySpellAlike(heard),
            lengths[min(lengths.count, length - 2)..<min(lengths.count, length + 3)].contains(where: {
                $0 & Self.isSpellableLength != 0
            })
        else { return }
        var deletions: [UInt64] = []
        deletions.reserveCapacity(Self.deletionCount(length))
        Self.appendDeletions(of: heard.bytes, upTo: Self.edits(heard.bytes.count), to: &deletions)
        for hash in deletions { lookUpSpelling(hash, into: &result) }
    }

    private func lookUpSpelling(_ hash: UInt64, into result: inout [Int32]) {
        let bucket = Int(hash >> bucketShift)
        Self.lookUp(
            UInt32(truncatingIfNeeded: hash), spellingHashes, spellingWords,
            in: Int(spellingBuckets[bucket])..<Int(spellingBuckets[bucket + 1]), into: &result)
    }

    /// Appends the words filed under `hash` (binary search over the sorted hashes in `range`).
    private static func lookUp<Hash: FixedWidthInteger>(
        _ hash: Hash, _ hashes: [Hash], _ words: [Int32], in range: Range<Int>? = nil, into result: inout [Int32]
    ) {
        var low = range?.lowerBound ?? 0
        let high = range?.upperBound ?? hashes.count
        var end = high
        while low < end {
            let middle = (low + end) / 2
            if hashes[middle] < hash { low = middle + 1 } else { end = middle }
        }
        while low < high, hashes[low] == hash {
            result.append(words[low])
            low += 1
        }
    }

    /// The most edits `similarity` allows between a word of this length and any other.
    private static func edits(_ length: Int) -> Int { length >= 7 ? 2 : 1 }

    /// How many strings `appendDeletions(of:upTo:to:)` makes for a word of `length` bytes.
    private static func deletionCount(_ length: Int) -> Int {
        edits(length) >= 2 ? length + length * (length - 1) / 2 : length
    }

    /// Appends the hashes of `bytes` with 1 to `limit` letters deleted (repeats possible), made without
    /// writing the shortened words.
    ///
    /// FNV-1a reads the bytes in order, so the hash of what comes before a deletion is carried along
    /// rather than read again for each deletion: only the tail after the last deleted byte is hashed
    /// anew, which is a third of the bytes on average.
    private static func appendDeletions(of bytes: [UInt8], upTo limit: Int, to hashes: inout [UInt64]) {
        var beforeFirst = FNV1a.offsetBasis
        for first in bytes.indices {
            hashes.append(FNV1a.hash(bytes[(first + 1)...], from: beforeFirst))
            if limit >= 2 {
                var between = beforeFirst
                for second in first + 1..<bytes.count {
                    hashes.append(FNV1a.hash(bytes[(second + 1)...], from: between))
                    between = FNV1a.step(between, bytes[second])
                }
            }
            beforeFirst = FNV1a.step(beforeFirst, bytes[first])
        }
    }
}
