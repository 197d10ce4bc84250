extension Linter {
    /// Collisions, negative phrases that block phrases, redundant phrases, near collisions.
    ///
    /// The matcher (its flexible vocabulary included) is built only when a witness needs its readings:
    /// a registry without collisions never pays for it.
    func phraseFindings(_ compiled: CompiledPhrases, registry: Registry) -> [Finding] {
        var matcher: Matcher?
        func reading(_ utterance: String, _ index: Int) -> [MatchedParameter] {
            if matcher == nil { matcher = try? Matcher(registry: registry) }
            return matcher?.match(utterance, phraseIndex: index)?.parameters ?? []
        }
        let languages = PhraseLanguages(compiled: compiled)
        let merged = languages.automaton(phrases: compiled.phrases.indices)
        let intersections = PhraseIntersections(automaton: merged, other: languages.alphabet.other)

        func describe(_ index: Int) -> String { Self.describe(phrase: index, compiled, registry: registry) }
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
                        // What the words read and the shortcut fixes; a default is neither.
                        parameters: reading(utterance, index).filter { !$0.isDefault })
                })
        }
        func reads(_ reading: Finding.Witness.Reading) -> String {
            func list(_ parameters: [MatchedParameter]) -> String {
                parameters.map { "\($0.name) = \($0.value.displayText)" }.joined(separator: ", ")
            }
            let spoken = reading.parameters.filter { !$0.isFixed }
            let fixed = reading.parameters.filter(\.isFixed)
            let reads = spoken.isEmpty ? "reads no parameters" : "reads " + list(spoken)
            return fixed.isEmpty ? reads : reads + " and fixes " + list(fixed)
        }

        var findings: [Finding] = []
        var perPhraseAutomata: [Int: WordAutomaton] = [:]
        func automaton(_ index: Int) -> WordAutomaton {
            if let automaton = perPhraseAutomata[index] { return automaton }
            let automaton = languages.automaton(phrases: [index])
            perPhraseAutomata[index] = automaton
            return automaton
        }

        /// Whether the two phrases of one intent, whose shortcuts fix other values, give the intent other
        /// values on their shortest common sentence: "turn on the lights" fixing domain = light and "turn
        /// on the ${domain}" reading it from "lights" agree, and are no collision.
        /// A default counts: a shortcut fixing a parameter to its default gives the intent the same value as
        /// one that leaves it unspoken.
        func givesOtherValues(_ pair: PhraseIntersections.PhrasePair) -> Bool {
            let utterance = languages.spell(intersections.witnesses[pair]!)
            func values(_ index: Int) -> [String: ParameterValue] {
                Dictionary(reading(utterance, index).map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
            }
            return values(pair.first) != values(pair.second)
        }

        let pairs = intersections.witnesses.keys.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
        for pair in pairs {
            let classes = intersections.witnesses[pair]!
            let earlier = compiled.phrases[pair.first]
            let later = compiled.phrases[pair.second]
            switch (earlier.intentIndex, later.intentIndex) {
            case (nil, nil):
                continue
            case (let a?, let b?) where a != b || (earlier.fixedValues != later.fixedValues && givesOtherValues(pair)):
                // Phrases of one intent collide when their shortcuts fix other values: the intent would
                // run with one or the other, and the matcher cannot tell which.
                let shown = witness(classes, [pair.second, pair.first])
                let why = a == b ? ", which run \(registry.intents[a].name) with other fixed values" : ""
                findings.append(
                    Finding(
                        rule: .collision,
                        message:
                            "\(describe(pair.second)) and \(describe(pair.first)) both match \"\(shown.utterance)\"\(why)",
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
                let broadTemplate = "\"\(compiled.phrases[broad].template)\""
                let isContraction = Self.differOnlyByContraction(earlier, later)
                let message =
                    isContraction
                    ? "\(describe(narrow)) and \(broadTemplate) differ only by a contraction: only the local matcher "
                        + "treats them as one phrase (it reads both spellings as the same words); Siri and Apple's "
                        + "phrase files see two phrases, so keep both if you export them"
                    : "\(describe(narrow)) is redundant: \(broadTemplate) accepts every utterance it does"
                findings.append(
                    Finding(
                        rule: .redundantPhrase, severity: isContraction ? .note : nil, message: message,
                        path: compiled.phrases[narrow].path, location: location(narrow),
                        notes: [
                            Finding.Note(
                                message: isContraction ? "the other spelling is here" : "the broader phrase is here",
                                path: compiled.phrases[broad].path, location: location(broad))
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
        findings += nearCollisions(compiled, languages: languages, registry: registry, colliding: Set(pairs))
        return findings
    }

    /// A phrase as findings name it: `"Turn on the lights" (TurnOnIntent with domain = light)`, its intent
    /// and the values its shortcut fixes; `negative phrase "…"` for a negative phrase.
    static func describe(phrase index: Int, _ compiled: CompiledPhrases, registry: Registry) -> String {
        let phrase = compiled.phrases[index]
        guard let intent = phrase.intentIndex else { return "negative phrase \"\(phrase.template)\"" }
        let intentName = registry.intents[intent].name
        let fixed = compiled.fixedValues[Int(phrase.fixedValues)]
        guard !fixed.isEmpty else { return "\"\(phrase.template)\" (\(intentName))" }
        let values = registry.intents[intent].parameters.compactMap { parameter in
            fixed[parameter.name].map { "\(parameter.name) = \($0.displayText)" }
        }
        return "\"\(phrase.template)\" (\(intentName) with \(values.joined(separator: ", ")))"
    }

    /// Whether two phrases are one pattern spelled apart by a contraction ("Where is my X" and
    /// "Where’s my X"): the tokenizer expands contractions, so the local matcher reads them as the
    /// same words, while Siri and Apple's files compare the phrases as written.
    static func differOnlyByContraction(_ a: CompiledPhrases.PhraseInfo, _ b: CompiledPhrases.PhraseInfo) -> Bool {
        func spelled(_ template: String) -> String { template.lowercased().replacing("\u{2019}", with: "'") }
        func hasContraction(_ template: String) -> Bool {
            spelled(template).split(whereSeparator: \.isWhitespace).contains { word in
                let letters = word.filter { $0.isLetter || $0 == "'" }
                return letters.contains("'") || Contractions.unambiguous[letters] != nil
            }
        }
        return a.pattern == b.pattern && spelled(a.template) != spelled(b.template)
            && (hasContraction(a.template) || hasContraction(b.template))
    }
}
