import Testing

@testable import ShortcutKit

/// The ranking of parses is an order: the answer never depends on the order of the registry's
/// shortcuts, and the best of three parses is the same whichever two are compared first.
@Suite struct RankingTests {
    static let area = ParameterTypeDefinition(
        name: "Area", kind: .entity, title: "Area",
        values: [
            ParameterValueDefinition(identifier: "bedroom", title: "Bedroom"),
            ParameterValueDefinition(identifier: "kitchen", title: "Kitchen"),
        ])
    static let device = ParameterTypeDefinition(
        name: "Device", kind: .entity, title: "Device",
        values: [
            ParameterValueDefinition(identifier: "bedroom-lamp", title: "Bedroom Lamp"),
            ParameterValueDefinition(identifier: "desk-fan", title: "Desk Fan"),
            ParameterValueDefinition(identifier: "kitchen", title: "Kitchen"),
        ])

    /// What a result answers, without what registry order may decide: the phrase's path, and the
    /// order of candidates tied with each other.
    static func answer(_ result: MatchResult) -> String {
        let match = result.match.map { match in
            let values = match.parameters.map { "\($0.name)=\($0.value.displayText)" }
            return "\(match.intent) \"\(match.phrase)\" \(values.joined(separator: ","))"
        }
        let reason = result.reason.map { "\($0)" } ?? "-"
        return "\(match ?? "no match") (\(reason)); candidates \(result.candidates.map(\.intent).sorted())"
    }

    static func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// Three phrases that the former pairwise comparison ranked in a circle (the device beat the area
    /// by its longer value, the area beat the free text by fewer free-text words, the free text beat the
    /// device by one more literal word): now one answer in all six orders, as three intents and as one.
    @Test(arguments: [false, true])
    func theThreePhraseCycleHasOneAnswer(asOneIntent: Bool) throws {
        let phrases = ["turn off ${device}", "turn off ${area} lamp", "turn off bedroom ${text}"]
        let parameters = [
            Parameter(name: "device", type: .named("Device"), title: "Device"),
            Parameter(name: "area", type: .named("Area"), title: "Area"),
            Parameter(name: "text", type: .string, title: "Text"),
        ]
        var answers: Set<String> = []
        for order in Self.permutations(Array(phrases.indices)) {
            let intents =
                asOneIntent
                ? [Intent(name: "OffIntent", title: "Off", parameters: parameters)]
                : phrases.indices.map { Intent(name: "Off\($0)", title: "Off", parameters: [parameters[$0]]) }
            let shortcuts =
                asOneIntent
                ? [Shortcut(intent: "OffIntent", phrases: try order.map { try Phrase(phrases[$0]) })]
                : try order.map { Shortcut(intent: "Off\($0)", phrases: [try Phrase(phrases[$0])]) }
            let registry = Registry(
                app: AppName(name: "HomePay"), types: [Self.area, Self.device], intents: intents, shortcuts: shortcuts)
            answers.insert(Self.answer(try Matcher(registry: registry).match("turn off bedroom lamp")))
        }
        #expect(answers.count == 1, "\(answers.sorted())")
        // The longer value wins: the device is named outright by the words.
        #expect(answers.first?.contains("device=bedroom-lamp") == true, "\(answers.sorted())")
    }

    /// Parses drawn from a small range of every ranking field, so that most pairs are equal on some.
    static func randomParses(seed: UInt64, count: Int) -> [Parse] {
        var random = SeededGenerator(seed: seed)
        func pick(_ count: Int) -> Int { random.index(below: count) }
        return (0..<count).map { _ in
            let captures = (0..<pick(3)).map { _ in
                let start = pick(3)
                return PhraseSearch.Capture(slot: 1, start: start, end: start + 1 + pick(2), value: .choice(0))
            }
            return Parse(
                phrase: Int32(pick(3)), score: [1, 0.9][pick(2)], literalWordCount: pick(3),
                freeTextWordCount: pick(2), valueCount: pick(2), valueWordCount: pick(2), appNameLeftOut: pick(4) == 0,
                span: 0..<4, captures: captures)
        }
    }

    /// `ranks(above:)` is a strict weak order (irreflexive, transitive, and so is being unordered), and
    /// `ties(with:)` an equivalence whose classes it orders the same way from every member.
    @Test(arguments: 0..<8)
    func theRankingIsAnOrder(seed: Int) {
        let parses = Self.randomParses(seed: UInt64(seed) &* 6151 &+ 5, count: 40)
        var problems: [String] = []
        for a in parses.indices {
            if parses[a].ranks(above: parses[a]) { problems.append("\(a) ranks above itself") }
            for b in parses.indices {
                let ab = parses[a].ranks(above: parses[b])
                if ab, parses[b].ranks(above: parses[a]) { problems.append("\(a) and \(b) rank above each other") }
                if parses[a].ties(with: parses[b]) != parses[b].ties(with: parses[a]) {
                    problems.append("\(a) ties \(b) one way only")
                }
                for c in parses.indices {
                    let bc = parses[b].ranks(above: parses[c])
                    if ab, bc, !parses[a].ranks(above: parses[c]) {
                        problems.append("\(a) > \(b) > \(c) but not \(a) > \(c)")
                    }
                    let unorderedAB = !ab && !parses[b].ranks(above: parses[a])
                    let unorderedBC = !bc && !parses[c].ranks(above: parses[b])
                    let unorderedAC = !parses[a].ranks(above: parses[c]) && !parses[c].ranks(above: parses[a])
                    if unorderedAB, unorderedBC, !unorderedAC {
                        problems.append("\(a) ~ \(b) ~ \(c) but not \(a) ~ \(c)")
                    }
                    let tiesAB = parses[a].ties(with: parses[b])
                    if tiesAB, parses[b].ties(with: parses[c]), !parses[a].ties(with: parses[c]) {
                        problems.append("\(a) ties \(b) ties \(c) but not \(a)")
                    }
                    if tiesAB, !parses[c].ties(with: parses[a]),
                        parses[a].ranks(above: parses[c]) != parses[b].ranks(above: parses[c])
                    {
                        problems.append("\(a) and \(b) tie but rank differently against \(c)")
                    }
                }
            }
        }
        #expect(problems.prefix(5) == [], "\(problems.count) problems")
        // Not vacuous: the draws hold ties, and orders both ways.
        let pairs = parses.indices.flatMap { a in parses.indices.map { (a, $0) } }.filter { $0 != $1 }
        #expect(pairs.contains { parses[$0].ties(with: parses[$1]) })
        #expect(pairs.contains { parses[$0].ranks(above: parses[$1]) && parses[$0].rank > parses[$1].rank })
    }

    static let words = ["turn", "off", "bedroom", "lamp", "kitchen", "the", "desk", "fan", "two"]

    /// A small registry whose phrases overlap on purpose: entity values that extend each other
    /// ("bedroom" and "bedroom lamp"), a value that is also a literal word, free text and numbers.
    static func randomRegistry(seed: UInt64) -> (Registry, utterances: [String]) {
        var random = SeededGenerator(seed: seed)
        func pick(_ count: Int) -> Int { random.index(below: count) }
        let slots: [(name: String, type: ParameterType, forms: [String])] = [
            ("area", .named("Area"), ["bedroom", "kitchen"]),
            ("device", .named("Device"), ["bedroom lamp", "desk fan", "kitchen"]),
            ("text", .string, ["lamp", "the lamp", "desk fan"]),
            ("count", .integer, ["two"]),
        ]
        var intents: [Intent] = []
        var shortcuts: [Shortcut] = []
        var utterances: Set<String> = []
        for index in 0..<(2 + pick(3)) {
            intents.append(
                Intent(
                    name: "I\(index)", title: "I\(index)",
                    parameters: slots.map { Parameter(name: $0.name, type: $0.type, title: $0.name) }))
            var phrases: [String] = []
            for _ in 0..<(1 + pick(2)) {
                var parts: [String] = []
                var example: [String] = []
                var used: Set<Int> = []
                for _ in 0..<(1 + pick(4)) {
                    let slot = pick(slots.count)
                    if pick(3) == 0, !used.contains(slot), !(slot == 2 && used.contains(2)) {
                        used.insert(slot)
                        parts.append("${\(slots[slot].name)}")
                        example.append(slots[slot].forms[pick(slots[slot].forms.count)])
                    } else {
                        let word = words[pick(words.count)]
                        parts.append(word)
                        example.append(word)
                    }
                }
                phrases.append(parts.joined(separator: " "))
                utterances.insert(example.joined(separator: " "))
            }
            shortcuts.append(Shortcut(intent: "I\(index)", phrases: phrases.map { Phrase(stringLiteral: $0) }))
        }
        for _ in 0..<12 {
            utterances.insert((0...pick(4)).map { _ in words[pick(words.count)] }.joined(separator: " "))
        }
        let registry = Registry(
            app: AppName(name: "HomePay"), types: [area, device], intents: intents, shortcuts: shortcuts)
        return (registry, utterances.sorted())
    }

    /// Every order of a random registry's shortcuts gives every utterance the same answer, strict and
    /// flexible: the same match with the same values, or no match for the same reason, and the same
    /// candidates.
    @Test(arguments: 0..<PropertySize.cases(reduced: 40, full: 400))
    func everyOrderOfTheShortcutsGivesTheSameAnswer(seed: Int) throws {
        let (registry, utterances) = Self.randomRegistry(seed: UInt64(seed) &* 7919 &+ 11)
        var problems: [String] = []
        var matched = 0
        for options in [MatchOptions(), MatchOptions(isFlexible: true)] {
            var first: [String] = []
            for (number, order) in Self.permutations(registry.shortcuts).enumerated() {
                var permuted = registry
                permuted.shortcuts = order
                let matcher = try Matcher(registry: permuted)
                let answers = utterances.map { Self.answer(matcher.match($0, options: options)) }
                if number == 0 {
                    first = answers
                    matched += answers.count { !$0.hasPrefix("no match") }
                } else {
                    for (index, answer) in answers.enumerated() where answer != first[index] {
                        problems.append("'\(utterances[index])' in order \(number): \(answer), not \(first[index])")
                    }
                }
            }
        }
        #expect(
            problems.prefix(3) == [], "\(problems.count) differences; phrases \(registry.shortcuts.map(\.phrases))")
        #expect(matched > 0, "the generated utterances must match something")
    }
}
