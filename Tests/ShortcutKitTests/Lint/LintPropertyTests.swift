import Testing

@testable import ShortcutKit

/// The collision rule against brute force: small random registries, every utterance of a few words.
///
/// The linter must report every pair of phrases some enumerated utterance matches both (no collision
/// missed), and every pair it reports must come with a witness the real matcher accepts by both
/// phrases (none invented). Negative phrases and redundant phrases are checked the same way.
///
/// The work is heavy and synchronous: the cases run one at a time, each on a thread of its own
/// (`offThePool`), so that the time-sensitive async tests of other suites keep the cooperative pool.
/// `swift test` runs the first few seeds of each sweep; CI runs them all in a step of its own
/// (`SHORTCUTS_FULL_PROPERTIES=1`, `PropertySize`).
@Suite(.serialized) struct LintPropertyTests {
    static let words = [
        "open", "check", "pay", "my", "the", "bill", "for", "four", "to", "red", "please", "you", "can", "two",
    ]
    static let parameterTypes: [ParameterType] = [
        .named("Color"), .named("Pal"), .integer, .string, .currency, .number,
    ]

    static func randomRegistry(seed: UInt64) -> Registry {
        var random = SeededGenerator(seed: seed)
        func word() -> String { words.randomElement(using: &random)! }
        let types = [
            ParameterTypeDefinition(
                name: "Color", kind: .enum, title: "Color",
                values: [
                    ParameterValueDefinition(identifier: "red", title: "red", synonyms: ["crimson"]),
                    ParameterValueDefinition(identifier: "blue", title: "blue"),
                ]),
            ParameterTypeDefinition(
                name: "Pal", kind: .entity, title: "Pal",
                values: [ParameterValueDefinition(identifier: "pal-ann", title: "ann lee", synonyms: ["ann"])]),
        ]
        var intents: [Intent] = []
        var shortcuts: [Shortcut] = []
        for index in 0..<Int.random(in: 2...4, using: &random) {
            let parameter =
                Bool.random(using: &random)
                ? Parameter(name: "p", type: parameterTypes.randomElement(using: &random)!, title: "P") : nil
            intents.append(Intent(name: "I\(index)", title: "I\(index)", parameters: parameter.map { [$0] } ?? []))
            var phrases: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                var parts: [String] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0, 1: parts.append("[\(word())]")
                    case 2: parts.append("(\(word())|\(word()))")
                    case 3...4 where parameter != nil: parts.append("${p}")
                    default: parts.append(word())
                    }
                }
                if Int.random(in: 0..<10, using: &random) < 6 {
                    parts.append(Bool.random(using: &random) ? "in ${applicationName}" : "${applicationName}")
                }
                phrases.append(parts.joined(separator: " "))
            }
            shortcuts.append(Shortcut(intent: "I\(index)", phrases: phrases.map { Phrase(stringLiteral: $0) }))
        }
        let negatives =
            Bool.random(using: &random)
            ? [(0..<Int.random(in: 1...2, using: &random)).map { _ in word() }.joined(separator: " ")] : []
        return Registry(
            app: AppName(name: "AcmePay"), types: types, intents: intents, shortcuts: shortcuts,
            negativePhrases: negatives.map { Phrase(stringLiteral: $0) }
        )
    }

    /// Every utterance of up to three words over the registry's words and a few others.
    static func utterances(_ compiled: CompiledPhrases) -> [String] {
        let vocabulary = Array(Set(compiled.words + ["7", "two", "$", "dollars", "something", "please"])).sorted()
        var all: [[String]] = [[]]
        var result: [String] = []
        for _ in 1...3 {
            all = all.flatMap { prefix in vocabulary.map { prefix + [$0] } }
            result += all.map { $0.joined(separator: " ") }
        }
        return result
    }

    @Test(arguments: 0..<PropertySize.cases(reduced: 6, full: 40))
    func collisionsAgreeWithBruteForce(_ seed: Int) async throws {
        let problems = try await offThePool { try Self.bruteForceProblems(seed: seed) }
        #expect(problems == [])
    }

    /// What the brute-force comparison finds wrong with the lint of one random registry.
    static func bruteForceProblems(seed: Int) throws -> [String] {
        var problems: [String] = []
        let registry = Self.randomRegistry(seed: UInt64(seed) &* 7919 &+ 17)
        let matcher = try Matcher(registry: registry)
        let compiled = matcher.compiled
        let findings = Linter().lint(registry)
        let phraseByPath = Dictionary(uniqueKeysWithValues: compiled.phrases.enumerated().map { ($1.path, $0) })
        func pair(_ a: Int, _ b: Int) -> [Int] { [min(a, b), max(a, b)] }

        var linted: [LintRule: Set<[Int]>] = [:]
        for finding in findings {
            if let witness = finding.witness {
                let phrases = witness.readings.map { phraseByPath[$0.phrasePath]! }
                linted[finding.rule, default: []].insert(pair(phrases[0], phrases[1]))
                // None invented: the real matcher accepts the witness by both phrases.
                let result = matcher.match(witness.utterance)
                for (reading, phrase) in zip(witness.readings, phrases) {
                    if let intent = reading.intent {
                        if !result.candidates.contains(where: { $0.intent == intent })
                            || matcher.match(witness.utterance, phraseIndex: phrase) == nil
                        {
                            problems.append("witness not matched by \(intent): \(finding.message)")
                        }
                    } else if result.reason != .negativePhrase(compiled.phrases[phrase].template) {
                        problems.append("witness not blocked: \(finding.message)")
                    }
                }
            } else if finding.rule == .redundantPhrase {
                linted[.redundantPhrase, default: []].insert([
                    phraseByPath[finding.path]!, phraseByPath[finding.notes[0].path]!,
                ])
            }
        }

        var found: [LintRule: Set<[Int]>] = [:]
        var redundancyBroken = Set<[Int]>()
        for utterance in Self.utterances(compiled) {
            var accepting = compiled.phrases.indices.filter {
                compiled.phrases[$0].intentIndex != nil && matcher.match(utterance, phraseIndex: $0) != nil
            }
            if case .negativePhrase(let template) = matcher.match(utterance).reason {
                accepting.append(compiled.phrases.firstIndex { $0.isNegative && $0.template == template }!)
            }
            for a in accepting {
                for b in accepting where a < b {
                    switch (compiled.phrases[a].intentIndex, compiled.phrases[b].intentIndex) {
                    case (let x?, let y?) where x != y: found[.collision, default: []].insert(pair(a, b))
                    case (nil, _?), (_?, nil): found[.negativeBlocksPhrase, default: []].insert(pair(a, b))
                    default: break
                    }
                }
            }
            for redundant in linted[.redundantPhrase] ?? []
            where accepting.contains(redundant[0]) && !accepting.contains(redundant[1]) {
                redundancyBroken.insert(redundant)
            }
        }
        // No collision missed.
        let missedCollisions = found[.collision, default: []].subtracting(linted[.collision] ?? [])
        let missedBlocks = found[.negativeBlocksPhrase, default: []].subtracting(linted[.negativeBlocksPhrase] ?? [])
        let phrases = "\(registry.shortcuts.map(\.phrases)) \(registry.negativePhrases)"
        if !missedCollisions.isEmpty {
            problems.append(
                "missed collisions \(missedCollisions.sorted { $0.lexicographicallyPrecedes($1) }): \(phrases)")
        }
        if !missedBlocks.isEmpty {
            problems.append("missed blocks \(missedBlocks.sorted { $0.lexicographicallyPrecedes($1) }): \(phrases)")
        }
        if !redundancyBroken.isEmpty { problems.append("false redundancy \(redundancyBroken.count): \(phrases)") }
        return problems
    }

    /// The inclusion check's counterexamples are real: the real matcher accepts each by the one phrase
    /// and not by the other. With the brute-force check above (no redundancy reported falsely), both
    /// answers of the inclusion check are tested.
    @Test(arguments: 0..<PropertySize.cases(reduced: 10, full: 40))
    func inclusionCounterexamplesAreReal(_ seed: Int) async throws {
        let (problems, checked) = try await offThePool { try Self.inclusionProblems(seed: seed) }
        #expect(problems == [])
        #expect(checked > 0)
    }

    /// Counterexamples of the inclusion check the real matcher does not confirm, and how many were checked.
    static func inclusionProblems(seed: Int) throws -> ([String], Int) {
        var problems: [String] = []
        let registry = Self.randomRegistry(seed: UInt64(seed) &* 7919 &+ 17)
        let matcher = try Matcher(registry: registry)
        let compiled = matcher.compiled
        let languages = PhraseLanguages(compiled: compiled)
        let automata = compiled.phrases.indices.map { phrase in
            return languages.automaton(phrases: [phrase])
        }
        var checked = 0
        for a in compiled.phrases.indices where !compiled.phrases[a].isNegative {
            for b in compiled.phrases.indices where b != a && !compiled.phrases[b].isNegative {
                guard
                    let classes = LanguageInclusion.counterexample(
                        automata[a], notIn: automata[b], other: languages.alphabet.other)
                else { continue }
                let utterance = languages.spell(classes)
                if matcher.match(utterance, phraseIndex: a) == nil || matcher.match(utterance, phraseIndex: b) != nil {
                    problems.append("\"\(utterance)\" is no counterexample for phrases \(a), \(b)")
                }
                checked += 1
            }
        }
        return (problems, checked)
    }

    /// The generator makes registries with collisions often enough for the comparison to mean something.
    @Test func generatedRegistriesDoCollide() async throws {
        let colliding = try await offThePool {
            (0..<24).filter { seed in
                Linter().lint(Self.randomRegistry(seed: UInt64(seed) &* 7919 &+ 17)).contains { $0.rule == .collision }
            }
        }
        #expect(colliding.count >= 5)
    }
}
