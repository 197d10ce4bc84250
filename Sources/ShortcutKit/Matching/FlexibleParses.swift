/// The outcome of flexible walks: each intent's best parse and the best negative phrase's, and the
/// decision made from them.
///
/// An utterance may be walked twice, as heard and with run-together words split; the parses of both
/// walks meet here, and the threshold and margin are applied once, to the best of all of them.
struct FlexibleParses {
    /// Each intent's best parse as a match, with the parse that ranks it, best first.
    private var ranked: [(match: Match, parse: Parse)]
    private(set) var negative: MatchExplanation.NegativeParse?
    /// Whether a walk stopped at its work budget: then no flexible match is made.
    private(set) var isExhausted: Bool

    var matches: [Match] { ranked.map(\.match) }

    init(ranked: [(match: Match, parse: Parse)], negative: MatchExplanation.NegativeParse?, isExhausted: Bool) {
        self.ranked = ranked
        self.negative = negative
        self.isExhausted = isExhausted
        sort()
    }

    /// Keeps, per intent, the better of two walks' parses by the one ranking of `Parse`, and the
    /// better-scored negative phrase (this one's on a tie).
    mutating func merge(_ other: FlexibleParses) {
        for entry in other.ranked {
            if let index = ranked.firstIndex(where: { $0.match.intent == entry.match.intent }) {
                let current = ranked[index].parse
                if entry.parse.ranks(above: current) {
                    ranked[index] = entry
                    ranked[index].parse.hasTiedReading = entry.parse.tiedReading(replacing: current)
                } else if entry.parse.readsOtherValues(thanTied: current) {
                    ranked[index].parse.hasTiedReading = true
                }
            } else {
                ranked.append(entry)
            }
        }
        if let theirs = other.negative, theirs.score > negative?.score ?? -1 { negative = theirs }
        isExhausted = isExhausted || other.isExhausted
        sort()
    }

    /// The one ranking of `Parse`, an order: the intents' parses are of different phrases, so the
    /// result does not depend on the order the walks found them in.
    private mutating func sort() {
        ranked.sort { $0.parse.ranks(above: $1.parse) }
    }

    /// The best intent if its score reaches the threshold and beats every other intent and negative
    /// phrase by the margin; otherwise why not. A walk that ran out of work decides nothing: its
    /// utterance is below the threshold.
    func decision(utterance: String, options: MatchOptions) -> MatchResult {
        let matches = self.matches
        var result = MatchResult(utterance: utterance, match: nil, reason: nil, candidates: matches)
        let margin = options.flexibleMargin - 1e-9
        let threshold = options.flexibleThreshold - 1e-9
        if isExhausted {
            result.reason = .belowThreshold
            return result
        }
        guard let best = matches.first else {
            // A negative phrase is named only when it was heard about as well as a match would have to be.
            if let negative, negative.score >= threshold {
                result.reason = .negativePhrase(negative.phrase)
            } else {
                result.reason = .noPhrase
            }
            return result
        }
        if let negative, negative.score > best.score - margin {
            result.reason = .negativePhrase(negative.phrase)
        } else if best.score < threshold {
            result.reason = .belowThreshold
        } else if ranked[0].parse.hasTiedReading || (matches.count > 1 && matches[1].score > best.score - margin) {
            result.reason = .ambiguous
        } else {
            result.match = best
        }
        return result
    }
}
