/// The parses a flexible walk accepts: scored, the best kept per intent and for the negative phrases,
/// and assembled into matches.
extension FlexibleSearch {
    mutating func accept(_ acceptance: PhraseGraph.Acceptance) {
        guard
            var parse = PhraseSearch.parse(
                acceptance, slots: compiled.slots, literalWords: path.literalWords, captures: path.captures,
                span: start..<end, options: options)
        else { return }
        let score = max(0, 1 - path.cost / Double(max(1, path.length)))
        parse.score = (score * 10_000).rounded() / 10_000
        // Tolerances, and the phrase's own slots, are given only to a parse that ranks first so far:
        // most parses do not.
        func kept(_ parse: Parse) -> Parse {
            var parse = parse
            parse.tolerances = tolerances(of: path.steps, phrase: acceptance.phrase)
            parse.readPhraseSlots(graph.slotRemaps[Int(acceptance.phrase)])
            return parse
        }
        guard let intent = compiled.phrases[Int(acceptance.phrase)].intentIndex else {
            if best.ranksFirst(negative: parse) { best.keep(negative: kept(parse), phrase: Int(acceptance.phrase)) }
            return
        }
        parse.fixedValues = compiled.phrases[Int(acceptance.phrase)].fixedValues
        guard best.admits(&parse, intent: intent) else { return }
        best.keep(kept(parse), intent: intent)
    }

    /// Each intent's best parse as a match, and the best negative phrase's parse.
    func parses(utterance: String, tokens: [Token], registry: Registry) -> FlexibleParses {
        let matches = best.ranked.map { entry in
            var match = PhraseSearch.makeMatch(
                compiled: compiled, intentIndex: entry.intent, parse: entry.parse, tokens: tokens, utterance: utterance,
                registry: registry, requestValues: requestValues)
            match = match.withFlexibility(score: entry.parse.score, tolerances: entry.parse.tolerances)
            return (match, entry.parse)
        }
        let negative = best.negative.map {
            MatchExplanation.NegativeParse(
                phrase: compiled.phrases[$0.phraseIndex].template, score: $0.parse.score,
                tolerances: $0.parse.tolerances)
        }
        return FlexibleParses(ranked: matches, negative: negative, isExhausted: isExhausted)
    }
}
