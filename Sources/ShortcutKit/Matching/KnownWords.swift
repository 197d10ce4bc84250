/// The words a run-together heard word may be split into, as a trie over their letters, so that all
/// the ways to cut a word are tried in one pass over it without making a string per cut.
///
/// Holds the words of lower-case ASCII letters it is given; numbers in digits are known without being
/// stored.
struct KnownWords: Sendable {
    /// 26 child slots per node (`-1`: none); node 0 is the root.
    private var children: [Int32] = Array(repeating: -1, count: 26)
    private var ends: [Bool] = [false]

    init(_ words: some Sequence<String>) {
        for word in words where !word.isEmpty && word.utf8.allSatisfy(Self.isLetter) {
            var node = 0
            for byte in word.utf8 {
                let slot = node * 26 + Int(byte - 0x61)
                if children[slot] < 0 {
                    children[slot] = Int32(ends.count)
                    ends.append(false)
                    children += repeatElement(-1, count: 26)
                }
                node = Int(children[slot])
            }
            ends[node] = true
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `bytes` is a known word or a number in digits.
    func contains(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if Self.isDigit(first) { return bytes.allSatisfy(Self.isDigit) }
        var node = 0
        for byte in bytes {
            guard Self.isLetter(byte) else { return false }
            let child = children[node * 26 + Int(byte - 0x61)]
            if child < 0 { return false }
            node = Int(child)
        }
        return ends[node]
    }

    /// Every `end` such that `bytes[..<end]` is known and shorter than `bytes`, longest first.
    func knownPrefixEnds(of bytes: [UInt8]) -> [Int] {
        guard let first = bytes.first else { return [] }
        var result: [Int] = []
        if Self.isDigit(first) {
            let digits = bytes.prefix(while: Self.isDigit).count
            if digits < bytes.count { result.append(digits) }
            return result
        }
        var node = 0
        for (index, byte) in bytes.dropLast().enumerated() {
            guard Self.isLetter(byte) else { break }
            let child = children[node * 26 + Int(byte - 0x61)]
            if child < 0 { break }
            node = Int(child)
            if ends[node] { result.append(index + 1) }
        }
        return result.reversed()
    }
}
