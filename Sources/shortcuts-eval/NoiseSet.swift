import Foundation
import ShortcutKit

/// Utterances with transcript noise, generated from a registry by a seeded procedure.
///
/// The procedure, in order, for `count` utterances:
/// 1. Pick a phrase variant of an intent (every expansion of every phrase, with and without the app
///    name) uniformly, and fill it: the app name by one of its spellings, an enum or entity by one
///    of its spoken forms, an integer or number by a digit or a word from two to nine, an amount by
///    one of a few spoken amounts, free text by one of a few city names.
/// 2. Keep the clean utterance only when strict matching resolves it to the variant's intent; its
///    strict match (intent and parameter values) is the expected answer.
/// 3. Apply one noise operation, or two with probability 1/3, each chosen uniformly from: a misheard
///    word (a word with an entry in the confusion list replaced by one of its forms), a split (a word
///    of six letters or more cut in two at a random inner point), a merge (two neighbouring words
///    joined), a hesitation ("um", "uh" or "er" inserted anywhere), a dropped article, preposition or
///    possessive, an added "the" before a random word. An operation that does not apply (no word to
///    mishear, nothing to drop) is replaced by a hesitation.
/// All choices come from `SeededGenerator(seed:)`: the same seed gives the same set.
struct NoiseSet {
    struct Item {
        var clean: String
        var noisy: String
        var operations: [String]
        var expected: Match
    }

    static let hesitations = ["um", "uh", "er"]
    static let droppable: Set<String> = ["a", "an", "the", "my", "to", "in", "into", "on", "for", "from", "with"]
    static let amounts = ["twenty dollars", "$15", "50 bucks", "ten dollars", "12 dollars and 50 cents", "€30"]
    static let places = ["paris", "new york", "lagos", "tokyo", "nairobi", "san francisco"]
    static let numbers = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "2", "4", "7"]

    private(set) var items: [Item] = []

    init(matcher: Matcher, confusions: [String: [String]], seed: UInt64, count: Int) {
        var random = SeededGenerator(seed: seed)
        let compiled = matcher.compiled
        let variants = compiled.expandedVariants().filter { !compiled.phrases[$0.phraseIndex].isNegative }
        var attempts = 0
        while items.count < count, attempts < count * 20 {
            attempts += 1
            let variant = random.pick(variants)
            let words = Self.fill(variant, compiled: compiled, app: matcher.registry.app, random: &random)
            let clean = words.joined(separator: " ")
            guard let expected = matcher.match(clean).match,
                compiled.phrases[variant.phraseIndex].intentIndex
                    == matcher.registry.intents.firstIndex(where: { $0.name == expected.intent })
            else { continue }
            var noisy = words
            var operations: [String] = []
            let operationCount = random.index(below: 3) == 0 ? 2 : 1
            for _ in 0..<operationCount {
                operations.append(Self.applyNoise(to: &noisy, confusions: confusions, random: &random))
            }
            items.append(
                Item(clean: clean, noisy: noisy.joined(separator: " "), operations: operations, expected: expected))
        }
    }

    private static func fill(
        _ variant: CompiledPhrases.Variant, compiled: CompiledPhrases, app: AppName, random: inout SeededGenerator
    ) -> [String] {
        var words: [String] = []
        for element in variant.elements {
            switch element {
            case .word(let id): words.append(compiled.words[Int(id)])
            case .slot(let slot):
                switch compiled.slots[Int(slot)].kind {
                case .appName: words.append(random.pick(app.allNames.flatMap(CompiledPhrases.spellings(of:))))
                case .choice(let table, _):
                    words += random.pick(table.forms).words.map { compiled.words[Int($0)] }
                case .integer, .number: words.append(random.pick(numbers))
                case .currency: words.append(random.pick(amounts))
                case .freeText: words.append(random.pick(places))
                case .date: words.append(random.pick(["tomorrow", "next friday", "on the first"]))
                case .time: words.append(random.pick(["at noon", "half past five", "5:30 pm"]))
                case .duration: words.append(random.pick(["two hours", "half an hour", "90 minutes"]))
                case .percent: words.append(random.pick(["fifty percent", "20%"]))
                }
            }
        }
        return words.joined(separator: " ").split(separator: " ").map(String.init)
    }

    /// Applies one noise operation and names it.
    private static func applyNoise(
        to words: inout [String], confusions: [String: [String]], random: inout SeededGenerator
    ) -> String {
        switch random.index(below: 6) {
        case 0:
            let candidates = words.indices.filter { confusions[words[$0].lowercased()] != nil }
            guard !candidates.isEmpty else { break }
            let index = random.pick(candidates)
            let form = random.pick(confusions[words[index].lowercased()]!)
            words[index] = form
            return "misheard"
        case 1:
            let candidates = words.indices.filter { words[$0].count >= 6 && words[$0].allSatisfy(\.isLetter) }
            guard !candidates.isEmpty else { break }
            let index = random.pick(candidates)
            let word = Array(words[index])
            let cut = 2 + random.index(below: word.count - 3)
            words[index...index] = [String(word[..<cut]), String(word[cut...])]
            return "split"
        case 2:
            guard words.count >= 3 else { break }
            let index = random.index(below: words.count - 1)
            words[index...index + 1] = [words[index] + words[index + 1]]
            return "merged"
        case 3:
            break  // a hesitation, below
        case 4:
            let candidates = words.indices.filter { droppable.contains(words[$0]) }
            guard !candidates.isEmpty, words.count >= 3 else { break }
            words.remove(at: random.pick(candidates))
            return "dropped"
        default:
            words.insert("the", at: random.index(below: words.count + 1))
            return "added"
        }
        words.insert(random.pick(hesitations), at: random.index(below: words.count + 1))
        return "hesitation"
    }

    struct Counts {
        var total = 0
        var correct = 0
        var wrong = 0
        /// Wrong answers given by a strict match (score 1), which flexible mode never overrides.
        var wrongStrict = 0
        var fallback = 0
        var byOperation: [String: (total: Int, correct: Int, wrong: Int)] = [:]
        var wrongExamples: [(item: Item, got: Match)] = []
        var fallbackExamples: [Item] = []
    }

    /// A value as the noise set compares it: free text without its hesitations and function words,
    /// since noise put next to a free-text value ("to the lagos") cannot be told from the value.
    static func comparable(_ parameter: MatchedParameter) -> ParameterValue {
        guard case .string(let text) = parameter.value else { return parameter.value }
        let kept = text.lowercased().split(separator: " ").filter {
            !hesitations.contains(String($0)) && !droppable.contains(String($0)) && $0 != "an" && $0 != "the"
        }
        return .string(kept.joined(separator: " "))
    }

    /// Correct: the expected intent with the expected parameter values; wrong: any other match.
    func run(_ matcher: Matcher, options: MatchOptions) -> Counts {
        var counts = Counts()
        for item in items {
            counts.total += 1
            let key = item.operations.joined(separator: "+")
            var row = counts.byOperation[key] ?? (0, 0, 0)
            row.total += 1
            defer { counts.byOperation[key] = row }
            guard let match = matcher.match(item.noisy, options: options).match else {
                counts.fallback += 1
                counts.fallbackExamples.append(item)
                continue
            }
            if match.intent == item.expected.intent,
                match.parameters.map(Self.comparable) == item.expected.parameters.map(Self.comparable)
            {
                counts.correct += 1
                row.correct += 1
            } else {
                counts.wrong += 1
                row.wrong += 1
                if match.tolerances.isEmpty { counts.wrongStrict += 1 }
                counts.wrongExamples.append((item, match))
            }
        }
        return counts
    }
}
