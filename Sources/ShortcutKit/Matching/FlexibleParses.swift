/// The outcome of flexible walks: each intent's best parse and the best negative phrase's, and the
/// decision made from them.
///
/// An utterance may be walked twice, as heard and with run-together words split; the parses of both
/// walks meet here, and the threshold and margin are applied once, to the best of all of them.
struct FlexibleParses {
    /// Each intent's best parse, best first.
    private(set) var matches: [Match]
    private(set) var negative: MatchExplanation.NegativeParse?

    init(matches: [Match], negative: MatchExplanation.NegativeParse?) {
        self.matches = matches
        self.negative = negative
        sort()
    }

    /// Keeps, per intent and for the negative phrases, the better of two walks' parses (this one's
    /// on a tie).
    mutating func merge(_ other: FlexibleParses) {
        for match in other.matches {
            if let index = matches.firstIndex(where: { $0.intent == match.intent }) {
                if match.score > matches[index].score { matches[index] = match }
            } else {
                matches.append(match)
            }
        }
        if let theirs = other.negative, theirs.score > negative?.score ?? -1 { negative = theirs }
        sort()
    }

    /// Higher score first; between equal scores the strict ranking (literal words, free-text words,
    /// app name spoken); otherwise the order found (the sort is stable).
    private mutating func sort() {
        matches.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.literalWordCount != b.literalWordCount { return a.literalWordCount > b.literalWordCount }
            if a.freeTextWordCount != b.freeTextWordCount { return a.freeTextWordCount < b.freeTextWordCount }
            return a.appNameSpoken && !b.appNameSpoken
        }
    }

    /// The best intent if its score reaches the threshold and beats every other intent and negative
    /// phrase by the margin; otherwise why not.
    func decision(utterance: String, options: MatchOptions) -> MatchResult {
        var result = MatchResult(utterance: utterance, match: nil, reason: nil, candidates: matches)
        let margin = options.flexibleMargin - 1e-9
        let threshold = options.flexibleThreshold - 1e-9
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
        } else if matches.count > 1, matches[1].score > best.score - margin {
            result.reason = .ambiguous
        } else {
            result.match = best
        }
        return result
    }
}
