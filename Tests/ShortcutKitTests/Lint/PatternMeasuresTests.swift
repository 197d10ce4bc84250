import Testing

@testable import ShortcutKit

/// The linter's pattern constructions against the old expansion, which stays an oracle here: the
/// element automaton (app-name-left-out forms included) accepts exactly the expanded variants, and
/// Apple's counts computed on the pattern equal those counted over the expansions.
@Suite struct PatternMeasuresTests {
    static let words = ["open", "my", "bill", "in", "with", "for", "the", "please", "to", "now"]

    /// A random template: words, connectives, nested groups, a parameter, the app name once or twice
    /// (a second one always after a word that is no connective, as people write it).
    static func randomTemplate(_ random: inout SeededGenerator, depth: Int = 0) -> String {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where depth < 2: parts.append("[\(randomTemplate(&random, depth: depth + 1))]")
            case 1 where depth < 2:
                let alternatives = (0..<Int.random(in: 2...3, using: &random)).map { _ in
                    randomTemplate(&random, depth: depth + 1)
                }
                parts.append("(\(alternatives.joined(separator: "|")))")
            case 2: parts.append("${p}")
            case 3: parts.append("${q}")
            default: parts.append(words.randomElement(using: &random)!)
            }
        }
        if depth == 0 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: parts.append("in ${applicationName}")
            case 1: parts.append("[with] ${applicationName}")
            case 2: parts.insert("${applicationName}", at: 0)
            case 3: parts.append("[(in|using) ${applicationName}] please [${applicationName}]")
            default: break
            }
        }
        return parts.joined(separator: " ")
    }

    static func registry(_ templates: [String]) throws -> Registry {
        try makeRegistry(
            types:
                #"{"Color": {"kind": "enum", "title": "Color", "cases": [{"value": "red", "title": "red"}, {"value": "blue", "title": "blue"}, {"value": "navy", "title": "navy blue"}]}}"#,
            intents:
                #"[{"name": "AIntent", "title": "A", "parameters": [{"name": "p", "type": "Color", "title": "P"}, {"name": "q", "type": "integer", "title": "Q"}]}]"#,
            shortcuts: """
                [{"intent": "AIntent", "shortTitle": "A", "systemImageName": "a", "phrases": [\(
                    templates.map { "\"\($0)\"" }.joined(separator: ", "))]}]
                """)
    }

    /// Every element sequence an acyclic element automaton accepts for one phrase.
    static func language(_ automaton: ElementAutomaton) -> Set<[CompiledPhrases.Element]> {
        var result = Set<[CompiledPhrases.Element]>()
        var stack: [(Int32, [CompiledPhrases.Element])] = [(automaton.start, [])]
        while let (state, read) = stack.popLast() {
            if !automaton.accepting[Int(state)].isEmpty { result.insert(read) }
            for (element, target) in automaton.edges[Int(state)] { stack.append((target, read + [element])) }
        }
        return result
    }

    /// The first 30 seeds in `swift test`, all 150 with `SHORTCUTS_FULL_PROPERTIES=1` (`PropertySize`).
    @Test(arguments: 0..<PropertySize.cases(reduced: 30, full: 150))
    func constructionsAgreeWithExpansion(_ seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
        var templates: [String] = []
        while templates.count < 3 {
            let template = Self.randomTemplate(&random)
            if !templates.contains(template) { templates.append(template) }
        }
        let registry = try Self.registry(templates)
        let compiled = try CompiledPhrases(registry: registry)
        let identity = compiled.slots.indices.map(Int32.init)
        let connectives = ElementAutomaton.connectives(compiled.words)
        for (index, phrase) in compiled.phrases.enumerated() {
            let variants = compiled.expandedVariants().filter { $0.phraseIndex == index }
            let automaton = ElementAutomaton(
                compiled: compiled, phrases: [index], slotLanguage: identity, connectives: connectives,
                leavingAppNameOut: true)
            #expect(Self.language(automaton) == Set(variants.map(\.elements)), "\(phrase.template)")
            let spoken = ElementAutomaton(
                compiled: compiled, phrases: [index], slotLanguage: identity, connectives: connectives,
                leavingAppNameOut: false)
            #expect(
                Self.language(spoken) == Set(variants.filter(\.appNameSpoken).map(\.elements)), "\(phrase.template)")
            #expect(
                ElementAutomaton.hasAppNameLeftOutForm(phrase.pattern, connectives: connectives)
                    == variants.contains { !$0.appNameSpoken }, "\(phrase.template)")

            var choiceSlots: [Int32] = []
            let measures = PatternMeasures(phrase.pattern) { slot in
                guard case .choice = compiled.slots[Int(slot)].kind else { return 0 }
                if !choiceSlots.contains(slot) { choiceSlots.append(slot) }
                return 1 << UInt64(choiceSlots.firstIndex(of: slot)!)
            }
            // The forms Apple's rules are evaluated on (app names and parameters), against the sentences.
            let sentenceForms = variants.filter(\.appNameSpoken).map { variant in
                AppleShortcutRules.Form(
                    appNameCount: variant.elements.count { $0 == .slot(CompiledPhrases.appNameSlot) },
                    parameters: variant.elements.compactMap { element in
                        guard case .slot(let slot) = element else { return nil }
                        return compiled.slots[Int(slot)].parameterName
                    })
            }
            #expect(
                Set(AppleShortcutRules.Form.forms(of: phrase.pattern, slots: compiled.slots)) == Set(sentenceForms),
                "\(phrase.template)")

            // Apple's count over the expansions as written (repeats included), each times its values.
            var expected = 0
            for expansion in referenceExpansions(try Template(parsing: phrase.template).parts) {
                var names = Set<String>()
                var isEmpty = true
                for part in expansion {
                    switch part {
                    case .text(let text): if !Tokenizer.words(of: text).isEmpty { isEmpty = false }
                    case .slot(let name):
                        isEmpty = false
                        names.insert(name)
                    }
                }
                if !isEmpty { expected += names.contains("p") ? 3 : 1 }
            }
            #expect(measures.appleCount { _ in 3 } == expected, "\(phrase.template)")
        }
    }
}
