import ShortcutKit

/// Generated registries of the sizes real voice products have (issue 9), kept as code, not as files.
///
/// - (a) `shortcuts`: many shortcuts, 3–6 phrases each with optional and alternative groups and one or
///   two parameters (an enum and, for every other intent, an integer).
/// - (b) `entities`: one entity type with many values, each with a two-word title and two two-word
///   synonyms, read by a few phrases.
/// - (c) `nested`: 400 templates of 6–10 groups nested up to 3 deep over shared lists of words and
///   entity values, about a million sentences in all, as a home-automation grammar has.
///
/// Each comes with utterances it must resolve (and to which intent), utterances no phrase accepts, and,
/// for (a), noisy transcripts flexible matching must resolve. Every word is made up and distinct, so
/// hits have one right answer.
struct ScaleRegistry {
    var name: String
    var json: String
    var hits: [(utterance: String, intent: String)]
    var misses: [String]
    var noisyHits: [(utterance: String, intent: String)] = []

    /// A pronounceable made-up word of six syllables, distinct for each (number, salt) with salt below
    /// 8, and scrambled so that near numbers give far words: a misheard word is near its own word only.
    static func word(_ number: Int, salt: Int) -> String {
        let consonants = Array("bdfgklmnprstvz")
        let vowels = Array("aeiou")
        let space = 117_649_000_000  // 70^6 syllable sequences
        var value = Int((UInt64(number * 8 + salt) &* 2_654_435_761) % UInt64(space))
        var text = ""
        for _ in 0..<6 {
            text.append(consonants[value % consonants.count])
            value /= consonants.count
            text.append(vowels[value % vowels.count])
            value /= vowels.count
        }
        return text
    }

    /// The same word with one letter doubled: a spelling flexible matching forgives (one edit).
    static func misspelt(_ word: String) -> String {
        var characters = Array(word)
        characters.insert(characters[2], at: 2)
        return String(characters)
    }

    private static func registry(types: [String], intents: [String], shortcuts: [String]) -> String {
        """
        {"version": 1, "locale": "en", "defaultCurrency": "USD", "app": {"name": "Scale App", "synonyms": ["Scaly"]},
         "types": {\(types.joined(separator: ",\n"))},
         "intents": [\(intents.joined(separator: ",\n"))],
         "shortcuts": [\(shortcuts.joined(separator: ",\n"))]}
        """
    }

    private static func shortcut(_ intent: String, _ phrases: [String]) -> String {
        let quoted = phrases.map { "\"\($0)\"" }.joined(separator: ", ")
        return
            #"{"intent": "\#(intent)", "shortTitle": "\#(intent)", "systemImageName": "star", "phrases": [\#(quoted)]}"#
    }

    // MARK: (a) many shortcuts

    /// (a): `count` shortcuts (10,000 in the issue), each an intent with 3–6 phrases.
    static func shortcuts(_ count: Int) -> ScaleRegistry {
        let typeCount = 20
        let caseCount = 20
        var types: [String] = []
        for type in 0..<typeCount {
            let cases = (0..<caseCount).map { index in
                #"{"value": "c\#(index)", "title": "\#(word(type * caseCount + index, salt: 1))"}"#
            }
            types.append(
                #""Kind\#(type)": {"kind": "enum", "title": "Kind \#(type)", "cases": [\#(cases.joined(separator: ", "))]}"#
            )
        }
        var intents: [String] = []
        var shortcuts: [String] = []
        var hits: [(String, String)] = []
        var noisy: [(String, String)] = []
        let verbs = ["show", "open", "check", "find", "start", "review"]
        for intent in 0..<count {
            let name = "Task\(intent)Intent"
            let noun = word(intent, salt: 2)
            let other = word(intent, salt: 3)
            let type = intent % typeCount
            let hasCount = intent % 2 == 0
            let countParameter = hasCount ? #", {"name": "count", "type": "integer", "title": "Count"}"# : ""
            intents.append(
                #"{"name": "\#(name)", "title": "Task \#(intent)", "parameters": [{"name": "item", "type": "Kind\#(type)", "title": "Item"}\#(countParameter)]}"#
            )
            let verb = verbs[intent % verbs.count]
            var phrases = [
                "(\(verb)|open) [the|my] \(noun) \(other) ${item} [in ${applicationName}]",
                "[please] \(verb) my \(other) \(noun) [for] ${item} (in|with) ${applicationName}",
                "\(noun) ${item} [\(other)] [now|today]",
            ]
            let extra = [
                hasCount
                    ? "\(verb) ${count} \(noun) [\(other)] [of ${item}]" : "\(verb) all \(noun) [(\(other)|${item})]",
                "[can you] (\(other)|\(noun)) ${item} [(right|please) now]",
                "\(verb) [the] ${item} \(noun) (in|on|with) ${applicationName}",
            ]
            phrases += extra.prefix(intent % 4)
            shortcuts.append(shortcut(name, phrases))
            let value = word(type * caseCount + intent % caseCount, salt: 1)
            hits.append(("\(verb) the \(noun) \(other) \(value) in scale app", name))
            hits.append(("\(noun) \(value) now", name))
            noisy.append(("um \(verb) my \(misspelt(other)) \(noun) for \(value) in scale app", name))
            noisy.append(("\(misspelt(noun)) \(value) \(other) today", name))
        }
        let misses = (0..<50).map { index in
            "\(verbs[index % verbs.count]) the \(word(index, salt: 2)) \(word(index + 1, salt: 3)) please"
        }
        return ScaleRegistry(
            name: "(a) \(count.formatted()) shortcuts",
            json: registry(types: types, intents: intents, shortcuts: shortcuts),
            hits: sample(hits), misses: misses, noisyHits: sample(noisy))
    }

    // MARK: (b) one entity type with many values

    /// (b): one entity type with `count` values (100,000 in the issue), each a two-word title and two
    /// two-word synonyms.
    static func entities(_ count: Int) -> ScaleRegistry {
        let values = (0..<count).map { index in
            let title = "\(word(index, salt: 1)) \(word(index, salt: 2))"
            let synonyms =
                "\"\(word(index, salt: 3)) \(word(index, salt: 4))\", \"\(word(index, salt: 2)) \(word(index, salt: 5))\""
            return #"{"id": "e\#(index)", "title": "\#(title)", "synonyms": [\#(synonyms)]}"#
        }
        let types = [
            #""Contact": {"kind": "entity", "title": "Contact", "values": [\#(values.joined(separator: ",\n"))]}"#
        ]
        let intents = ["Call", "Message", "Profile"].map {
            #"{"name": "\#($0)Intent", "title": "\#($0)", "parameters": [{"name": "contact", "type": "Contact", "title": "Contact"}]}"#
        }
        let shortcuts = [
            shortcut("CallIntent", ["(call|phone|ring) ${contact} [(in|with) ${applicationName}]"]),
            shortcut("MessageIntent", ["(message|text) ${contact} [now]", "send a message to ${contact}"]),
            shortcut("ProfileIntent", ["show [the] profile of ${contact} [in ${applicationName}]"]),
        ]
        var hits: [(String, String)] = []
        for index in stride(from: 0, to: count, by: max(1, count / 50)) {
            hits.append(("call \(word(index, salt: 1)) \(word(index, salt: 2)) in scale app", "CallIntent"))
            hits.append(("text \(word(index, salt: 3)) \(word(index, salt: 4)) now", "MessageIntent"))
            hits.append(("show the profile of \(word(index, salt: 2)) \(word(index, salt: 5))", "ProfileIntent"))
        }
        let misses = (0..<50).map { index in
            // A real value's first word with another value's second word: no spoken form.
            "call \(word(index, salt: 1)) \(word(index + 1, salt: 2)) please"
        }
        return ScaleRegistry(
            name: "(b) \(count.formatted()) entity values",
            json: registry(types: types, intents: intents, shortcuts: shortcuts), hits: sample(hits),
            misses: misses)
    }

    // MARK: (c) a nested grammar

    /// (c): `count` templates (400 in the issue) of 6–10 groups nested up to 3 deep over shared lists,
    /// 10 templates an intent; about 3,000 sentences a template.
    static func nested(_ count: Int = 400) -> ScaleRegistry {
        let areas = (0..<8).map { #"{"id": "a\#($0)", "title": "\#(word($0, salt: 6)) room"}"# }
        let devices = (0..<107).map { index in
            #"{"id": "d\#(index)", "title": "\#(word(index, salt: 7)) \#(["lamp", "light", "fan", "heater"][index % 4])"}"#
        }
        let types = [
            #""Area": {"kind": "entity", "title": "Area", "values": [\#(areas.joined(separator: ", "))]}"#,
            #""Device": {"kind": "entity", "title": "Device", "values": [\#(devices.joined(separator: ", "))]}"#,
        ]
        var intents: [String] = []
        var shortcuts: [String] = []
        var hits: [(String, String)] = []
        var random = SeededGenerator(seed: 9)
        let intentCount = max(1, count / 10)
        for intent in 0..<intentCount {
            let name = "Home\(intent)Intent"
            intents.append(
                #"{"name": "\#(name)", "title": "Home \#(intent)", "parameters": [{"name": "area", "type": "Area", "title": "Area"}, {"name": "name", "type": "Device", "title": "Device"}]}"#
            )
            let verb = word(intent, salt: 1)
            let verb2 = word(intent, salt: 2)
            let thing = word(intent, salt: 3)
            // Each shape is one group (some holding others, 3 deep at most); the lists of areas and
            // devices are shared by every template, the intent's words make its language its own.
            let shapes = [
                "[please [could you]]",
                "(\(verb)|\(verb2))",
                "[the]",
                "(${name}|[the] \(thing) [(in|at) ${area}])",
                "[right now]",
                "[in ${applicationName}]",
                "[\(word(intent, salt: 4))]",
                "[just [once]]",
                "[\(thing) mode]",
                "[quickly]",
            ]
            var phrases: [String] = []
            for variant in 0..<10 {
                let groupCount = 6 + Int(random.next() % 5)
                // The verb and the value group always; then others, in template order.
                var chosen: Set<Int> = [1, 3]
                var others = [0, 2, 4, 5, 6, 7, 8, 9]
                while chosen.count < groupCount {
                    chosen.insert(others.remove(at: Int(random.next() % UInt64(others.count))))
                }
                var template = chosen.sorted().map { shapes[$0] }.joined(separator: " ")
                if variant % 3 == 1 { template = "\(word(variant, salt: 5)) " + template }
                phrases.append(template)
            }
            shortcuts.append(shortcut(name, phrases))
            hits.append(("\(verb) the \(thing) in \(word(intent % 8, salt: 6)) room", name))
            let device = ["lamp", "light", "fan", "heater"][intent % 107 % 4]
            hits.append(("\(verb2) \(word(intent % 107, salt: 7)) \(device)", name))
        }
        let misses = (0..<50).map { index in "\(word(index, salt: 1)) the \(word(index, salt: 3)) in the garage" }
        return ScaleRegistry(
            name: "(c) \(count.formatted()) nested templates",
            json: registry(types: types, intents: intents, shortcuts: shortcuts), hits: sample(hits),
            misses: misses)
    }

    /// At most 100 hits, spread over the registry.
    private static func sample(_ all: [(String, String)]) -> [(utterance: String, intent: String)] {
        let step = max(1, all.count / 100)
        return stride(from: 0, to: all.count, by: step).map { (all[$0].0, all[$0].1) }
    }

    /// How many sentences the phrases stand for, counted from their groups, without expanding them.
    static func sentenceCount(_ registry: Registry) -> Double {
        func count(_ parts: [Template.Part]) -> Double {
            parts.reduce(1) { total, part in
                switch part {
                case .text, .slot: return total
                case .group(let alternatives, let isOptional):
                    return total * (alternatives.reduce(0) { $0 + count($1) } + (isOptional ? 1 : 0))
                }
            }
        }
        return registry.shortcuts.reduce(0) { total, shortcut in
            total + shortcut.phrases.reduce(0) { $0 + count($1.template.parts) }
        }
    }
}
