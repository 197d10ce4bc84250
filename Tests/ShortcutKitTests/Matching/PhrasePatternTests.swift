import Testing

@testable import ShortcutKit

/// The compiled pattern keeps a template's groups; its sentences are exactly the template's expansions.
struct PhrasePatternTests {
    /// Every sentence of a pattern, by brute force: the oracle for small templates only.
    static func sentences(_ pattern: PhrasePattern) -> Set<[CompiledPhrases.Element]> {
        switch pattern {
        case .word(let id): return [[.word(id)]]
        case .slot(let id): return [[.slot(id)]]
        case .sequence(let parts):
            return parts.reduce(into: [[]]) { prefixes, part in
                let suffixes = sentences(part)
                prefixes = Set(prefixes.flatMap { prefix in suffixes.map { prefix + $0 } })
            }
        case .choice(let alternatives): return alternatives.reduce(into: []) { $0.formUnion(sentences($1)) }
        case .optional(let inner): return sentences(inner).union([[]])
        }
    }

    @Test func shippedPatternsSpeakTheExpandedSentences() {
        let compiled = shippedMatcher.compiled
        for (index, phrase) in compiled.phrases.enumerated() {
            let expanded = Set(
                compiled.expandedVariants().filter { $0.phraseIndex == index && $0.appNameSpoken }.map(\.elements))
            #expect(Self.sentences(phrase.pattern).subtracting([[]]) == expanded, "\(phrase.path)")
        }
    }

    @Test(arguments: [
        ("Load money (in|into) ${applicationName}", 2),
        ("[Please] check [my] balance", 4),
        ("(a|[b|c] d) e", 4),
    ])
    func groupsAreKeptNotCopied(template: String, sentenceCount: Int) throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "I", "title": "I"}]"#, shortcuts: #"[{"intent": "I", "phrases": ["\#(template)"]}]"#)
        let pattern = try CompiledPhrases(registry: registry).phrases[0].pattern
        #expect(Self.sentences(pattern).count == sentenceCount)
    }
}
