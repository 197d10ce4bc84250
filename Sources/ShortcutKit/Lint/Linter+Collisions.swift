extension Linter {
    /// Collisions, negative phrases that block phrases, redundant phrases, near collisions.
    func phraseFindings(_ matcher: Matcher) -> [Finding] {
        let compiled = matcher.compiled
        let registry = matcher.registry
        let languages = PhraseLanguages(compiled: compiled)
        let variants = languages.variants
        let merged = languages.automaton(variants: variants.indices)
        let intersections = PhraseIntersections(
            automaton: merged, phraseOfVariant: variants.map(\.phraseIndex), other: languages.alphabet.other)

        func describe(_ index: Int) -> String {
            let phrase = compiled.phrases[index]
            guard let intent = phrase.intentIndex else { return "negative phrase \"\(phrase.template)\"" }
            return "\"\(phrase.template)\" (\(registry.intents[intent].name))"
        }
        func location(_ index: Int) -> SourceLocation? { registry.location(of: compiled.phrases[index].path) }
        func witness(_ classes: [Int32], _ phrases: [Int]) -> Finding.Witness {
            let utterance = languages.spell(classes)
            return Finding.Witness(
                utterance: utterance,
                readings: phrases.map { index in
                    let phrase = compiled.phrases[index]
                    return Finding.Witness.Reading(
                        phrase: phrase.template, phrasePath: phrase.path,
                        intent: phrase.intentIndex.map { registry.intents[$0].name },
                        parameters: matcher.match(utterance, phraseIndex: index)?.parameters ?? [])
                })
        }
        func reads(_ reading: Finding.Witness.Reading) -> String {
            guard !reading.parameters.isEmpty else { return "reads no parameters" }
            return "reads " + reading.parameters.map { "\($0.name) = \($0.value.displayText)" }.joined(separator: ", ")
        }

        var findings: [Finding] = []
        var perPhraseAutomata: [Int: WordAutomaton] = [:]
        func automaton(_ index: Int) -> WordAutomaton {
            if let automaton = perPhraseAutomata[index] { return automaton }
            let automaton = languages.automaton(
                variants: variants.indices.filter { variants[$0].phraseIndex == index })
            perPhraseAutomata[index] = automaton
            return automaton
        }

        let pairs = intersections.witnesses.keys.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
        for pair in pairs {
            let classes = intersections.witnesses[pair]!
            let earlier = compiled.phrases[pair.first]
            let later = compiled.phrases[pair.second]
            switch (earlier.intentIndex, later.intentIndex) {
            case (nil, nil):
                continue
            case (let a?, let b?) where a != b:
                let shown = witness(classes, [pair.second, pair.first])
                findings.append(
                    Finding(
                        rule: .collision,
                        message:
                            "\(describe(pair.second)) and \(describe(pair.first)) both match \"\(shown.utterance)\"",
                        path: later.path, location: location(pair.second),
                        notes: [
                            Finding.Note(
                                message: "\(registry.intents[b].name) \(reads(shown.readings[0])) from it",
                                path: later.path,
                                location: location(pair.second)),
                            Finding.Note(
                                message: "\(describe(pair.first)) is here; it \(reads(shown.readings[1]))",
                                path: earlier.path, location: location(pair.first)),
                        ],
                        witness: shown))
            case (_?, _?):
                // One intent: redundant when one phrase accepts all the other does.
                let laterCovered =
                    LanguageInclusion.counterexample(
                        automaton(pair.second), notIn: automaton(pair.first), other: languages.alphabet.other) == nil
                let earlierCovered =
                    !laterCovered
                    && LanguageInclusion.counterexample(
                        automaton(pair.first), notIn: automaton(pair.second), other: languages.alphabet.other) == nil
                guard laterCovered || earlierCovered else { continue }
                let (narrow, broad) = laterCovered ? (pair.second, pair.first) : (pair.first, pair.second)
                findings.append(
                    Finding(
                        rule: .redundantPhrase,
                        message:
                            "\(describe(narrow)) is redundant: \"\(compiled.phrases[broad].template)\" accepts every "
                            + "utterance it does",
                        path: compiled.phrases[narrow].path, location: location(narrow),
                        notes: [
                            Finding.Note(
                                message: "the broader phrase is here", path: compiled.phrases[broad].path,
                                location: location(broad))
                        ]))
            default:
                let (negative, positive) =
                    earlier.intentIndex == nil ? (pair.first, pair.second) : (pair.second, pair.first)
                let shown = witness(classes, [positive, negative])
                findings.append(
                    Finding(
                        rule: .negativeBlocksPhrase,
                        message: "\(describe(negative)) blocks \(describe(positive)) on \"\(shown.utterance)\"",
                        path: compiled.phrases[negative].path, location: location(negative),
                        notes: [
                            Finding.Note(
                                message: "\(describe(positive)) is here; it \(reads(shown.readings[0])) from it",
                                path: compiled.phrases[positive].path, location: location(positive))
                        ],
                        witness: shown))
            }
        }
        findings += nearCollisions(compiled, registry: registry, colliding: Set(pairs))
        return findings
    }
}
