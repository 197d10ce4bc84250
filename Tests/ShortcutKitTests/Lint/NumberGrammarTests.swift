import Testing

@testable import ShortcutKit

/// The number and amount automata accept exactly what `SpokenNumber` and `SpokenAmount` read.
///
/// Serialized and off the cooperative pool, like `LintPropertyTests`: heavy synchronous work must not
/// starve the pool that other suites' async tests time themselves on.
@Suite(.serialized) struct NumberGrammarTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case integer, number, currency
        var testDescription: String { rawValue }
    }

    /// An automaton accepting one slot's language and nothing else.
    static func automaton(_ kind: Kind, alphabet: TokenAlphabet) -> WordAutomaton {
        var builder = AutomatonBuilder()
        let grammar = NumberGrammar(alphabet: alphabet, builder: &builder)
        let end = builder.addState()
        let pattern: WordPattern
        switch kind {
        case .integer: pattern = grammar.integer
        case .number: pattern = grammar.number
        case .currency: pattern = grammar.currency
        }
        builder.add(pattern, from: 0, to: end)
        builder.accept(end, phrase: 0)
        return builder.build()
    }

    /// What the readers say about a whole sequence, the way `PhraseSearch` asks them.
    static func readerAccepts(_ kind: Kind, _ words: [String]) -> Bool {
        switch kind {
        case .number:
            return SpokenNumber.readings(of: words, from: 0, limit: words.count).contains { $0.end == words.count }
        case .integer:
            return SpokenNumber.readings(of: words, from: 0, limit: words.count).contains {
                $0.end == words.count && $0.value.rounded() == $0.value && abs($0.value) < 1e15
            }
        case .currency:
            return SpokenAmount.readings(of: words, from: 0, limit: words.count, defaultCurrency: "USD")
                .contains { $0.end == words.count }
        }
    }

    /// Every sequence of `length` words over `vocabulary`.
    static func sequences(_ vocabulary: [String], length: Int) -> [[String]] {
        var result: [[String]] = [[]]
        for _ in 0..<length { result = result.flatMap { prefix in vocabulary.map { prefix + [$0] } } }
        return result
    }

    static let wide = [
        "one", "nine", "ten", "fifteen", "twenty", "hundred", "thousand", "million", "and", "a", "point", "zero", "oh",
        "7", "250", "1.5", "2.0", "0", "$", "dollars", "cents", "euros", "something",
    ]
    static let narrow = [
        "one", "twenty", "hundred", "thousand", "million", "and", "a", "point", "zero", "oh", "7", "dollars", "cents",
    ]
    static let tiny = ["one", "twenty", "hundred", "thousand", "and", "a", "point", "dollars"]

    @Test(arguments: Kind.allCases)
    func automatonAgreesWithReaders(_ kind: Kind) async throws {
        let (disagreements, checked) = try await offThePool { Self.compare(kind) }
        #expect(disagreements == [])
        #expect(checked > 50_000)
    }

    /// Sequences the automaton and the readers disagree on (the first ten), and how many were compared.
    static func compare(_ kind: Kind) -> ([String], Int) {
        let alphabet = TokenAlphabet(named: [String]())
        let automaton = Self.automaton(kind, alphabet: alphabet)
        var checked = 0
        var disagreements: [String] = []
        let cases =
            (1...3).flatMap { Self.sequences(Self.wide, length: $0) } + Self.sequences(Self.narrow, length: 4)
            + Self.sequences(Self.tiny, length: 5)
        for words in cases {
            checked += 1
            let expected = Self.readerAccepts(kind, words)
            if automaton.accepts(words.map { alphabet.classOf($0) }) != expected, disagreements.count < 10 {
                disagreements.append("\(words.joined(separator: " ")): reader \(expected)")
            }
        }
        return (disagreements, checked)
    }

    /// The grammar is not vacuous: it accepts what the issue lists and rejects what it must.
    @Test(arguments: [
        (Kind.number, "twenty five", true), (.number, "one hundred and fifty", true),
        (.number, "three point five", true),
        (.number, "a", false), (.number, "and five", false), (.integer, "three point five", false),
        (.integer, "two thousand five hundred", true), (.currency, "12 dollars and 50 cents", true),
        (.currency, "$ 15.50", true), (.currency, "12 dollars and 150 cents", false),
        (.currency, "$ 20 dollars", false),
    ])
    func examples(_ kind: Kind, _ utterance: String, _ accepted: Bool) {
        let alphabet = TokenAlphabet(named: [String]())
        let words = Tokenizer.words(of: utterance)
        #expect(Self.automaton(kind, alphabet: alphabet).accepts(words.map { alphabet.classOf($0) }) == accepted)
        #expect(Self.readerAccepts(kind, words) == accepted)
    }
}
