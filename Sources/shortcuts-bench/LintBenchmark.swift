import Foundation
import ShortcutKit

/// `shortcuts lint` on the shipped registry and on a generated one of 1,000 phrases with 50-case enums.
enum LintBenchmark {
    /// Pronounceable made-up words, distinct for distinct numbers, so generated values never clash
    /// with each other or with English.
    static func word(_ number: Int, salt: Int) -> String {
        let consonants = Array("bdfgklmnprstvz")
        let vowels = Array("aeiou")
        var value = number &* 7_919 &+ salt &* 104_729
        var text = ""
        for _ in 0..<3 {
            text.append(consonants[value % consonants.count])
            value /= consonants.count
            text.append(vowels[value % vowels.count])
            value /= vowels.count
        }
        return text + String(UnicodeScalar(UInt8(97 + number % 26)))
    }

    /// Pairs of intents given one identical phrase each, so the lint has collisions to find.
    static let plantedCollisions = [(3, 4), (20, 57), (88, 89)]

    /// 100 intents, each with a 50-case enum parameter, 10 phrases each: 1,000 phrases.
    static func generatedRegistry() -> String {
        var types: [String] = []
        for type in 0..<10 {
            let cases = (0..<50).map { index -> String in
                let title =
                    index % 5 == 0
                    ? "\(word(index, salt: type)) \(word(index + 50, salt: type))" : word(index, salt: type)
                return
                    #"{"value": "v\#(index)", "title": "\#(title)", "synonyms": ["\#(word(index + 100, salt: type))"]}"#
            }
            types.append(
                #""Kind\#(type)": {"kind": "enum", "title": "Kind \#(type)", "cases": [\#(cases.joined(separator: ", "))]}"#
            )
        }
        var intents: [String] = []
        var shortcuts: [String] = []
        let verbs = ["show", "open", "check", "find", "start", "review", "share", "update", "track", "cancel"]
        for intent in 0..<100 {
            let noun = word(intent, salt: 99)
            let other = word(intent, salt: 98)
            intents.append(
                #"{"name": "Task\#(intent)Intent", "title": "Task \#(intent)", "parameters": [{"name": "item", "type": "Kind\#(intent % 10)", "title": "Item"}, {"name": "count", "type": "integer", "title": "Count"}]}"#
            )
            var phrases = (0..<9).map { index -> String in
                let verb = verbs[(intent + index) % verbs.count]
                switch index % 3 {
                case 0: return "\(verb) [the] \(noun) \(other) ${item} (in|with) ${applicationName}"
                case 1: return "\(verb) my \(other) \(noun) ${item} in ${applicationName}"
                default: return "\(verb) ${count} \(noun) \(other) (in|on) ${applicationName}"
                }
            }
            if let planted = plantedCollisions.firstIndex(where: { $0.0 == intent || $0.1 == intent }) {
                phrases.append("pay planted \(word(planted, salt: 97)) in ${applicationName}")
            } else {
                phrases.append("\(noun) \(other) ${item} now (in|with) ${applicationName}")
            }
            let quoted = phrases.map { "\"\($0)\"" }.joined(separator: ", ")
            shortcuts.append(
                #"{"intent": "Task\#(intent)Intent", "shortTitle": "Task \#(intent)", "systemImageName": "star", "phrases": [\#(quoted)]}"#
            )
        }
        return """
            {"version": 1, "locale": "en", "defaultCurrency": "USD", "app": {"name": "Bench App", "synonyms": ["Benchy"]},
             "types": {\(types.joined(separator: ",\n"))},
             "intents": [\(intents.joined(separator: ",\n"))],
             "shortcuts": [\(shortcuts.joined(separator: ",\n"))]}
            """
    }

    static func run(registryPath: String) {
        let shipped: Registry
        let generated: Registry
        do {
            shipped = try Registry(contentsOf: URL(fileURLWithPath: registryPath), sourcePath: registryPath)
            generated = try Registry(jsonText: generatedRegistry(), sourcePath: "generated.json")
        } catch {
            Harness.check(false, "cannot load a registry: \(error)")
            return
        }
        let linter = Linter()
        let shippedFindings = linter.lint(shipped)
        Harness.check(!shippedFindings.hasErrors, "the shipped registry must lint without errors")
        let stats = Harness.measure(samples: 50, operations: 1) { linter.lint(shipped).count }
        Harness.report("lint shortcuts.json", stats)

        // Correctness: exactly the planted collisions, each witness accepted by both intents.
        let findings = linter.lint(generated)
        let phraseCount = generated.shortcuts.reduce(0) { $0 + $1.phrases.count }
        let collisions = findings.filter { $0.rule == .collision }
        let expected = Set(plantedCollisions.map { "Task\($0.0)Intent Task\($0.1)Intent" })
        let found = Set(
            collisions.map { finding in
                finding.witness!.readings.compactMap(\.intent).sorted {
                    $0.count == $1.count ? $0 < $1 : $0.count < $1.count
                }
                .joined(separator: " ")
            })
        Harness.check(
            found == expected, "generated registry: collisions \(found.sorted()), planted \(expected.sorted())")
        let matcher = try! Matcher(registry: generated)
        for finding in collisions {
            let candidates = Set(matcher.match(finding.witness!.utterance).candidates.map(\.intent))
            Harness.check(
                finding.witness!.readings.allSatisfy { candidates.contains($0.intent!) },
                "witness \"\(finding.witness!.utterance)\" is not matched by both intents")
        }
        print(
            "generated registry: \(phraseCount) phrases, 10 enums of 50 cases, \(findings.count) findings, \(collisions.count) collisions"
        )
        let big = Harness.measure(samples: 10, operations: 1, warmUp: 1) { linter.lint(generated).count }
        Harness.report("lint 1,000 phrases, 50-case enums", big, target: "seconds")
    }
}
