extension Suggester {
    /// The proposals with their refusals and device notes filled in.
    ///
    /// Collisions, negative phrases and redundancy come from one lint of the registry with every proposal
    /// added: the same exact automaton search `shortcuts lint` runs, so a proposal accepted here passes
    /// lint. Must-not-match utterances are then matched strictly against the proposals alone (any
    /// proposal of another intent that accepts one is refused) and, with `Options.flexible`, flexibly
    /// against the registry with the proposals still accepted (a proposal that wins one for the wrong
    /// intent is refused); each round repeats until no more are refused, because refusing one proposal
    /// can let another of the same intent answer instead.
    ///
    /// A merged proposal that is refused is followed by its parts, one per shape, checked again with the
    /// accepted proposals: a part that passes is accepted on its own.
    func check(_ proposals: [Suggestion], mustNotMatch: [LabeledUtterance]) throws(SuggestError) -> [Suggestion] {
        let checked = try checkOnce(proposals, mustNotMatch: mustNotMatch)
        let parts = checked.filter { !$0.isAccepted }.flatMap(\.parts)
        guard !parts.isEmpty else { return checked }
        let accepted = checked.filter(\.isAccepted)
        let rechecked = try checkOnce(accepted + parts, mustNotMatch: mustNotMatch)
        let order = Dictionary(uniqueKeysWithValues: registry.intents.enumerated().map { ($1.name, $0) })
        return (checked.filter { !$0.isAccepted } + rechecked).enumerated()
            .sorted { (order[$0.element.intent] ?? 0, $0.offset) < (order[$1.element.intent] ?? 0, $1.offset) }
            .map(\.element)
    }

    private func checkOnce(_ proposals: [Suggestion], mustNotMatch: [LabeledUtterance]) throws(SuggestError)
        -> [Suggestion]
    {
        var proposals = proposals
        lintChecks(&proposals)
        try strictChecks(&proposals, mustNotMatch: mustNotMatch)
        if let flexible = options.flexible {
            try flexibleChecks(&proposals, mustNotMatch: mustNotMatch, options: flexible)
        }
        return proposals
    }

    /// The registry with the still-accepted proposals, and for each of its new phrase paths the proposal.
    private func registry(with proposals: [Suggestion], alone: Bool) -> (Registry, [String: Int]) {
        var base = registry
        if alone {
            base.shortcuts = []
            base.negativePhrases = []
            base.translations = []
        }
        let accepted = proposals.indices.filter { proposals[$0].isAccepted }
        let (combined, paths) = base.adding(phrases: accepted.map { (proposals[$0].intent, proposals[$0].template) })
        return (combined, Dictionary(uniqueKeysWithValues: zip(paths, accepted)))
    }

    private func lintChecks(_ proposals: inout [Suggestion]) {
        let (combined, byPath) = registry(with: proposals, alone: false)
        for finding in Linter().localeFindings(combined, registryLevel: true) {
            switch finding.rule {
            case .collision:
                guard let readings = finding.witness?.readings, readings.count == 2 else { continue }
                let sides = readings.map { byPath[$0.phrasePath] }
                // Between two proposals, the one covering fewer utterances gives way.
                var refused = sides[0] ?? sides[1]
                if let a = sides[0], let b = sides[1] {
                    refused = proposals[a].utterances.count < proposals[b].utterances.count ? a : b
                }
                guard let refused else { continue }
                let other = readings[sides[0] == refused ? 1 : 0]
                proposals[refused].refusals.append(
                    .collision(
                        phrase: other.phrase, intent: other.intent ?? "?", witness: finding.witness!.utterance))
            case .negativeBlocksPhrase:
                guard let witness = finding.witness, witness.readings.count == 2,
                    let refused = byPath[witness.readings[0].phrasePath]
                else { continue }
                proposals[refused].refusals.append(
                    .negativePhrase(phrase: witness.readings[1].phrase, witness: witness.utterance))
            case .redundantPhrase:
                guard let narrow = byPath[finding.path], let broad = finding.notes.first else { continue }
                let broadTemplate = Self.phrase(at: broad.path, in: combined)?.text ?? broad.path
                proposals[narrow].refusals.append(.redundant(phrase: broadTemplate))
            default:
                guard let index = byPath[finding.path] else { continue }
                proposals[index].deviceNotes.append("\(finding.rule.rawValue): \(finding.message)")
            }
        }
    }

    private func strictChecks(_ proposals: inout [Suggestion], mustNotMatch: [LabeledUtterance]) throws(SuggestError) {
        while true {
            let (alone, byPath) = registry(with: proposals, alone: true)
            guard !byPath.isEmpty else { return }
            let matcher = try Self.matcher(alone)
            var refusedAny = false
            for line in mustNotMatch {
                for candidate in matcher.match(line.utterance).candidates where candidate.intent != line.intent {
                    guard let index = byPath[candidate.phrasePath], proposals[index].isAccepted else { continue }
                    proposals[index].refusals.append(
                        .mustNotMatch(
                            utterance: line.utterance, source: line.source, expected: line.intent, isFlexible: false))
                    refusedAny = true
                }
            }
            if !refusedAny { return }
        }
    }

    private func flexibleChecks(
        _ proposals: inout [Suggestion], mustNotMatch: [LabeledUtterance], options flexible: MatchOptions
    ) throws(SuggestError) {
        while true {
            let (combined, byPath) = registry(with: proposals, alone: false)
            guard !byPath.isEmpty else { return }
            let matcher = try Self.matcher(combined)
            var refusedAny = false
            for line in mustNotMatch {
                guard let match = matcher.match(line.utterance, options: flexible).match, match.intent != line.intent,
                    let index = byPath[match.phrasePath], proposals[index].isAccepted
                else { continue }
                proposals[index].refusals.append(
                    .mustNotMatch(
                        utterance: line.utterance, source: line.source, expected: line.intent, isFlexible: true))
                refusedAny = true
            }
            if !refusedAny { return }
        }
    }

    /// The template at a phrase path of the registry (`shortcuts[2].phrases[1]`), if there is one.
    static func phrase(at path: String, in registry: Registry) -> Phrase? {
        let numbers = path.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard path.hasPrefix("shortcuts["), numbers.count == 2, registry.shortcuts.indices.contains(numbers[0]),
            registry.shortcuts[numbers[0]].phrases.indices.contains(numbers[1])
        else { return nil }
        return registry.shortcuts[numbers[0]].phrases[numbers[1]]
    }

    private static func matcher(_ registry: Registry) throws(SuggestError) -> Matcher {
        do {
            return try Matcher(registry: registry)
        } catch {
            throw SuggestError("the proposals cannot be compiled: \(error.description)")
        }
    }
}
