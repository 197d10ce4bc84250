import Testing

@testable import ShortcutKit

/// The trie of known words answers as a set of the words would: which words it holds (numbers in digits
/// without being given them), and which proper prefixes of a word are words, longest first.
@Suite struct KnownWordsTests {
    static let words = [
        "pay", "payment", "paypal", "in", "into", "village", "villagepay", "five", "movie", "a", "Caps", "x1",
    ]
    static let known = KnownWords(words)

    @Test(arguments: [
        ("pay", true), ("payment", true), ("paym", false), ("p", false), ("a", true), ("villagepay", true),
        ("movies", false), ("30", true), ("3o", false), ("", false), ("caps", false), ("x1", false),
    ])
    func contains(_ word: String, _ isKnown: Bool) {
        #expect(Self.known.contains(Array(word.utf8)[...]) == isKnown)
    }

    @Test(arguments: [
        ("paymentin", [7, 3]), ("villagepaying", [10, 7]), ("fivemovie", [4]), ("into", [2]), ("pay", []),
        ("30to", [2]), ("zebra", []), ("intopay", [4, 2]),
    ])
    func knownPrefixEnds(_ word: String, _ ends: [Int]) {
        #expect(Self.known.knownPrefixEnds(of: Array(word.utf8)) == ends)
    }

    /// Every prefix of every word of a larger vocabulary, asked of the trie and of a set.
    @Test func agreesWithASetOnEveryPrefix() {
        let vocabulary = (0..<2_000).map { number in
            var rest = number * 7_919 + 1
            var word = ""
            while rest > 0 {
                word.append(Character(UnicodeScalar(UInt8(0x61 + rest % 26))))
                rest /= 26
            }
            return word
        }
        let known = KnownWords(vocabulary)
        let set = Set(vocabulary)
        for word in vocabulary {
            let bytes = Array(word.utf8)
            for end in 1...bytes.count {
                #expect(known.contains(bytes[..<end]) == set.contains(String(decoding: bytes[..<end], as: UTF8.self)))
            }
        }
    }
}
