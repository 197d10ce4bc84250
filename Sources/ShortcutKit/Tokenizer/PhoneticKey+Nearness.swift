/// Keys one sound apart: how a recognizer's wrong word most often relates to the word said.
///
/// A recognizer that does not catch a word writes a word it knows that shares most of its sounds:
/// "low" or "lend" for "load" (a sound lost or added), "but" for "book" (one sound changed), "hey"
/// for "pay" (the one sound of a one-sound word changed). Flexible matching forgives such a word
/// (`Tolerance.Kind.misheard`) only at a price that a phrase must earn back with the words it keeps.
extension PhoneticKey {
    /// Whether two keys differ by exactly one sound: one inserted, deleted or changed.
    ///
    /// Two one-sound keys always do ("hey" and "pay"); a key and the empty key never do, since every
    /// word with a key has at least one sound.
    ///
    /// - Complexity: O(*n*) in the keys' length.
    static func areOneSoundApart(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        let (shorter, longer) = first.count <= second.count ? (first, second) : (second, first)
        guard !shorter.isEmpty, longer.count - shorter.count <= 1, first != second else { return false }
        // The first place they differ; past it, the rest must agree once the one sound is skipped.
        let mismatch = shorter.indices.first { shorter[$0] != longer[$0] } ?? shorter.count
        let skipsInShorter = shorter.count == longer.count ? 1 : 0
        return shorter[min(shorter.count, mismatch + skipsInShorter)...].elementsEqual(longer[(mismatch + 1)...])
    }

    /// The keys a key is filed under so that every key one sound from it shares one with it: the key
    /// with each sound deleted in turn, and a one-sound key's empty key.
    ///
    /// Two keys one sound apart share such a deletion (a changed sound deleted from both, an added one
    /// from the longer), so `SimilarWordIndex` finds a heard word's near keys by looking its own up.
    static func oneSoundDeletions(of key: [UInt8]) -> [ArraySlice<UInt8>] {
        guard key.count > 1 else { return key.isEmpty ? [] : [key[0..<0]] }
        return key.indices.map { index in
            var deleted = key
            deleted.remove(at: index)
            return deleted[...]
        }
    }
}
