/// From heard words to the forms of a large value table that a flexible reading may read there, so
/// that reading a value slot goes through those forms instead of every form of the table: an entity
/// type of 100,000 values made each flexible match on (b) cost about 215 ms.
///
/// It returns a superset of the forms `FlexibleSearch.fuzzyReadings` reads at a position, which then
/// reads them as before, in the table's order, so it changes what reading costs, never what is read:
/// - word by word, the form's first word is the heard word or one `similarity` lets it stand for (the
///   caller passes those, from `SimilarWordIndex`, a superset again);
/// - joined, the form written as one word is the heard words joined, has their phonetic key (sounds
///   alike), or is within two edits of them (spelled alike). For the last, the form is cut into three
///   pieces: an edit changes at most one piece and moves the later ones by one byte, so after two edits
///   one piece appears unchanged in the heard words, at most two bytes from its place.
///
/// Every key is a 64-bit hash: a collision only adds a candidate.
struct ValueFormIndex: Sendable {
    /// Tables with fewer forms are read whole: a look-up would cost more than it saves.
    static let smallestIndexedTable = 64

    /// (key, form) pairs sorted by key.
    private let keys: [UInt64]
    private let forms: [Int32]
    /// The most words of any form: heard words are joined up to one more than that.
    let mostWordsInAForm: Int

    init(forms tableForms: [(words: [Int32], valueIndex: Int)], joined: [FlexibleVocabulary.Word]) {
        var entries: [(UInt64, Int32)] = []
        entries.reserveCapacity(tableForms.count * 6)
        var mostWords = 0
        for (index, form) in tableForms.enumerated() {
            let id = Int32(index)
            mostWords = max(mostWords, form.words.count)
            if let first = form.words.first { entries.append((Self.firstWordKey(first), id)) }
            let word = joined[index]
            entries.append((Self.spellingKey(word.bytes), id))
            if let key = word.key, !key.isEmpty { entries.append((Self.soundKey(key), id)) }
            if FlexibleVocabulary.maySpellAlike(word) {
                for (piece, range) in Self.pieces(ofLength: word.bytes.count).enumerated() {
                    entries.append((Self.pieceKey(word.bytes[range], length: word.bytes.count, piece: piece), id))
                }
            }
        }
        entries.sort { $0.0 < $1.0 }
        keys = entries.map(\.0)
        forms = entries.map(\.1)
        mostWordsInAForm = mostWords
    }

    /// The forms that may be read from a position, ascending and distinct.
    ///
    /// - Parameters:
    ///   - firstWords: the word ids the heard word there is or may stand for.
    ///   - joined: the heard words from there joined, one word first, as many as there are up to one
    ///     more than `mostWordsInAForm`.
    func forms(firstWords: [Int32], joined: [FlexibleVocabulary.Word]) -> [Int] {
        var found: [Int32] = []
        for word in firstWords where word >= 0 { lookUp(Self.firstWordKey(word), into: &found) }
        for heard in joined {
            lookUp(Self.spellingKey(heard.bytes), into: &found)
            if let key = heard.key, !key.isEmpty { lookUp(Self.soundKey(key), into: &found) }
            guard FlexibleVocabulary.maySpellAlike(heard) else { continue }
            let bytes = heard.bytes
            // A form spelled alike is at most two bytes longer or shorter, and may itself be spelled alike.
            for length in max(4, bytes.count - 2)...min(FlexibleVocabulary.longestSpelledAlike, bytes.count + 2) {
                for (piece, range) in Self.pieces(ofLength: length).enumerated() {
                    for shift in -2...2 {
                        let start = range.lowerBound + shift
                        guard start >= 0, start + range.count <= bytes.count else { continue }
                        lookUp(
                            Self.pieceKey(bytes[start..<start + range.count], length: length, piece: piece),
                            into: &found)
                    }
                }
            }
        }
        found.sort()
        var result: [Int] = []
        result.reserveCapacity(found.count)
        for form in found where result.last != Int(form) { result.append(Int(form)) }
        return result
    }

    /// Appends the forms filed under `key` (binary search over the sorted keys).
    private func lookUp(_ key: UInt64, into result: inout [Int32]) {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        while low < keys.count, keys[low] == key {
            result.append(forms[low])
            low += 1
        }
    }

    /// Three pieces of nearly equal length, each at least one byte for four bytes or more.
    private static func pieces(ofLength length: Int) -> [Range<Int>] {
        let first = length / 3
        let second = 2 * length / 3
        return [0..<first, first..<second, second..<length]
    }

    // Each kind of key starts from its own tag, so that keys of different kinds do not meet: 2 and 3,
    // 4 + 128 × piece + length for the pieces (below 512), and 512 + the word id for a first word.
    private static func firstWordKey(_ word: Int32) -> UInt64 {
        hash(EmptyCollection(), tag: 512 + UInt64(UInt32(bitPattern: word)))
    }

    private static func spellingKey(_ bytes: [UInt8]) -> UInt64 { hash(bytes, tag: 2) }

    private static func soundKey(_ key: [UInt8]) -> UInt64 { hash(key, tag: 3) }

    private static func pieceKey(_ bytes: ArraySlice<UInt8>, length: Int, piece: Int) -> UInt64 {
        hash(bytes, tag: UInt64(4 + piece * 128 + length))
    }

    /// FNV-1a, started from the tag.
    private static func hash(_ bytes: some Collection<UInt8>, tag: UInt64) -> UInt64 {
        FNV1a.hash(bytes, from: FNV1a.offsetBasis ^ (tag &* 0x9E37_79B9_7F4A_7C15))
    }
}
