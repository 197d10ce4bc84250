/// The parses a flexible search keeps as it finds them: the best per intent, by the one ranking of
/// `Parse`, and the best of the negative phrases.
///
/// A value of its own so that the rule for replacing a kept parse (and for marking a tie between
/// readings of other values) is written once, and the walk only offers parses.
struct FlexibleBest {
    /// Each intent's best parse, by intent index.
    private(set) var byIntent: [Int: Parse] = [:]
    /// The best parse of a negative phrase, with the phrase's index.
    private(set) var negative: (phraseIndex: Int, parse: Parse)?

    /// Whether a negative phrase's parse ranks above the best kept so far.
    func ranksFirst(negative parse: Parse) -> Bool {
        negative.map { parse.ranks(above: $0.parse) } ?? true
    }

    mutating func keep(negative parse: Parse, phrase: Int) {
        negative = (phrase, parse)
    }

    /// Whether the parse ranks above the intent's best so far, so that it is to be kept; when it does
    /// not, a tie with another reading of the values is marked on the kept one, and when it does, on it.
    mutating func admits(_ parse: inout Parse, intent: Int) -> Bool {
        guard let current = byIntent[intent] else { return true }
        guard parse.ranks(above: current) else {
            if parse.readsOtherValues(thanTied: current) { byIntent[intent]?.hasTiedReading = true }
            return false
        }
        parse.hasTiedReading = parse.tiedReading(replacing: current)
        return true
    }

    mutating func keep(_ parse: Parse, intent: Int) {
        byIntent[intent] = parse
    }

    /// The intents' best parses, best first.
    var ranked: [(intent: Int, parse: Parse)] {
        byIntent.sorted { $0.value.ranks(above: $1.value) }.map { ($0.key, $0.value) }
    }
}
