/// A finite partition of every word an utterance can hold, so that automata over words become finite.
///
/// Words that a phrase, a value, the app's name, the number and amount grammars or the edge fillers
/// mention are each a class of their own. Every other word falls in one of a few classes that the
/// matcher cannot tell apart: digit tokens by how the number grammar treats them (zero, whole below or
/// above 100, fractional, whole written with a point), and "any other word". Each class has a
/// representative: a concrete word that tokenizes to itself, used to spell witnesses.
///
/// Digit tokens of one class are interchangeable for the grammar except where the value itself
/// decides beyond these features ("1.2345 thousand" is not whole, while the representative "1.5
/// thousand" is); the representatives are what witnesses use, so every witness is exact.
struct TokenAlphabet: Sendable {
    /// What the number grammar asks of a word written in digits.
    struct DigitFeatures: Sendable, Hashable {
        var hasPoint: Bool
        var isWhole: Bool
        var isZero: Bool
        var isBelowHundred: Bool

        init?(_ word: String) {
            guard let value = SpokenNumber.digitValue(word) else { return nil }
            hasPoint = word.contains(".")
            isWhole = value.exactInteger != nil
            isZero = value == 0
            isBelowHundred = value < 100
        }
    }

    /// Class ids index these words.
    private(set) var representatives: [String] = []
    private var classByWord: [String: Int32] = [:]
    private var classByDigitFeatures: [DigitFeatures: Int32] = [:]
    /// The class of words nothing names and that are no number: only free text takes them.
    private(set) var other: Int32 = -1

    /// Candidate spellings per digit class; the first not already a named word represents the class.
    private static let digitCandidates: [[String]] = [
        ["7", "3", "8", "9", "6", "4"], ["250", "300", "120", "500"], ["1.5", "2.5", "3.5"],
        ["150.5", "120.5", "250.5"], ["2.0", "3.0", "4.0"], ["200.0", "300.0", "500.0"], ["0", "00", "000"],
        ["0.0", "0.00", "00.0"],
    ]
    private static let otherCandidates = ["something", "xylophone", "zeppelin", "quokka", "marmalade", "wombat"]

    /// The partition for a compiled registry: its lexicon plus the grammars' and fillers' words.
    init(named words: some Sequence<String>) {
        var named: [String] = []
        var seen = Set<String>()
        let vocabulary =
            SpokenNumber.vocabulary.sorted() + SpokenAmount.vocabulary.sorted()
            + (EdgeFillers.leading + EdgeFillers.trailing).flatMap { $0 }
        for word in Array(words) + vocabulary where seen.insert(word).inserted { named.append(word) }
        // Digit classes first, so that a witness prefers "7" wherever any number would do.
        for candidates in Self.digitCandidates {
            guard let spelling = candidates.first(where: { !seen.contains($0) }), let features = DigitFeatures(spelling)
            else { continue }
            classByDigitFeatures[features] = Int32(representatives.count)
            representatives.append(spelling)
        }
        var otherSpelling = Self.otherCandidates.first { !seen.contains($0) }
        var suffix = 0
        while otherSpelling == nil {
            suffix += 1
            let spelling = "something\(String(repeating: "x", count: suffix))"
            if !seen.contains(spelling) { otherSpelling = spelling }
        }
        other = Int32(representatives.count)
        representatives.append(otherSpelling!)
        for word in named {
            classByWord[word] = Int32(representatives.count)
            representatives.append(word)
        }
    }

    var count: Int { representatives.count }

    /// The class of a normalized word.
    func classOf(_ word: String) -> Int32 {
        if let id = classByWord[word] { return id }
        if let features = DigitFeatures(word) {
            // A digit class whose candidates were all taken by named words still has a feature twin there.
            if let id = classByDigitFeatures[features] { return id }
        }
        return other
    }

    /// The class of a word the alphabet names explicitly, if it does.
    func namedClass(_ word: String) -> Int32? {
        classByWord[word]
    }

    /// Every class whose representative satisfies `predicate`, in id order.
    func classes(where predicate: (String) -> Bool) -> [Int32] {
        representatives.indices.filter { predicate(representatives[$0]) }.map(Int32.init)
    }
}
