/// The parses a flexible walk accepts: scored, the best kept per intent and for the negative phrases,
/// and assembled into matches.
extension FlexibleSearch {
    mutating func accept(_ acceptance: PhraseGraph.Acceptance) {
        guard
            var parse = PhraseSearch.parse(
                acceptance, slots: compiled.slots, literalWords: literalWords, captures: captures,
                span: start..<end, options: options)
        else { return }
        let score = max(0, 1 - cost / Double(max(1, length)))
        parse.score = (score * 10_000).rounded() / 10_000
        // Tolerances, and the phrase's own slots, are given only to a parse that ranks first so far:
        // most parses do not.
        func kept(_ parse: Parse) -> Parse {
            var parse = parse
            parse.tolerances = tolerances(of: steps, phrase: acceptance.phrase)
            parse.readPhraseSlots(graph.slotRemaps[Int(acceptance.phrase)])
            return parse
        }
        guard let intent = compiled.phrases[Int(acceptance.phrase)].intentIndex else {
            if bestNegative == nil || parse.ranks(above: bestNegative!.parse) {
                bestNegative = (Int(acceptance.phrase), kept(parse))
            }
            return
        }
        parse.fixedValues = compiled.phrases[Int(acceptance.phrase)].fixedValues
        if let current = bestByIntent[intent] {
            guard parse.ranks(above: current) else {
                if parse.readsOtherValues(thanTied: current) { bestByIntent[intent]?.hasTiedReading = true }
                return
            }
            parse.hasTiedReading = parse.tiedReading(replacing: current)
        }
        bestByIntent[intent] = kept(parse)
    }

    /// Each intent's best parse as a match, and the best negative phrase's parse.
    func parses(utterance: String, tokens: [Token], registry: Registry) -> FlexibleParses {
        let ranked = bestByIntent.sorted { $0.value.ranks(above: $1.value) }
        let matches = ranked.map { entry in
            var match = PhraseSearch.makeMatch(
                compiled: compiled, intentIndex: entry.key, parse: entry.value, tokens: tokens, utterance: utterance,
                registry: registry, requestValues: requestValues)
            match = match.withFlexibility(score: entry.value.score, tolerances: entry.value.tolerances)
            return (match, entry.value)
        }
        let negative = bestNegative.map {
            MatchExplanation.NegativeParse(
                phrase: compiled.phrases[$0.phraseIndex].template, score: $0.parse.score,
                tolerances: $0.parse.tolerances)
        }
        return FlexibleParses(ranked: matches, negative: negative, isExhausted: isExhausted)
    }
}
