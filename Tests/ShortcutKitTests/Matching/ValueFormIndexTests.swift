import Foundation
import Testing

@testable import ShortcutKit

/// A value slot whose table has `ValueFormIndex.smallestIndexedTable` forms or more is read only at the
/// forms its index gives: those must include every form a reading can read, or a value heard with
/// tolerances would be lost.
@Suite struct ValueFormIndexTests {
    static let syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ze", "po", "da", "fu"]

    /// 144 two-word contact names, each with a one-word synonym: "kalo mine", "kalo".
    static let names: [(title: String, synonym: String)] = syllables.flatMap { first in
        syllables.map { second in
            ("\(first)\(second) \(second)\(first)ber", "\(first)\(second)")
        }
    }

    static func registry(_ names: some Sequence<(title: String, synonym: String)>) throws -> Registry {
        let values = names.enumerated().map { index, name in
            #"{"id": "c\#(index)", "title": "\#(name.title)", "synonyms": ["\#(name.synonym)"]}"#
        }
        let contact = #"{"kind": "entity", "title": "Contact", "values": [\#(values.joined(separator: ","))]}"#
        return try makeRegistry(
            types: #"{"Contact": \#(contact)}"#,
            intents: """
                [{"name": "Send", "title": "Send", "parameters": [
                  {"name": "to", "type": "Contact", "title": "To", "required": true}]}]
                """,
            shortcuts: #"[{"intent": "Send", "phrases": ["send money to ${to}", "pay ${to} now"]}]"#)
    }

    /// Heard: the name with a letter doubled, the first letter changed, a letter dropped, its two words
    /// run together or one split, a hesitation inside, and the synonym misheard.
    static func utterances(_ name: (title: String, synonym: String)) -> [String] {
        let words = name.title.split(separator: " ").map(String.init)
        let (first, last) = (words[0], words[1])
        return [
            "send money to \(first) \(last.prefix(2))\(last.dropFirst())",
            "send money to x\(first.dropFirst()) \(last)",
            "send money to \(first) \(last.dropLast())",
            "send money to \(first)\(last)",
            "send money to \(first.prefix(2)) \(first.dropFirst(2)) \(last)",
            "send money to \(first) um \(last)",
            "pay \(name.synonym.prefix(1))\(name.synonym) now",
            "pay \(first)\(last.dropLast()) now",
        ]
    }

    @Test(arguments: [0, 17, 58, 101, 143])
    func readsTheSameValuesAsATableReadWhole(_ index: Int) throws {
        let indexed = try Matcher(registry: Self.registry(Self.names))
        let whole = try Matcher(registry: Self.registry([Self.names[index]]))
        let options = MatchOptions(isFlexible: true)
        for utterance in Self.utterances(Self.names[index]) {
            let expected = whole.match(utterance, options: options).match
            let found = indexed.match(utterance, options: options).match
            #expect(expected != nil, "\(utterance)")
            #expect(found?.parameters.first?.value == .entity("c\(index)"), "\(utterance)")
            #expect(found?.score == expected?.score, "\(utterance)")
            #expect(found?.tolerances == expected?.tolerances, "\(utterance)")
        }
    }

    /// Against the rules themselves: every form that the heard words joined are, sound like or are
    /// spelled like is among the index's forms, for heard words one or two edits from each form (joined
    /// words are never `misheard`: `fuzzyReadings` does not ask).
    @Test func givesEveryFormAJoinedReadingMayRead() {
        let joined = Self.names.map {
            FlexibleVocabulary.Word($0.title.replacingOccurrences(of: " ", with: ""), isJoined: true)
        }
        let index = ValueFormIndex(forms: joined.indices.map { ([Int32($0)], $0) }, joined: joined)
        // Heard: every sixth name changed; expected: every name.
        for form in stride(from: 0, to: joined.count, by: 6).map({ joined[$0] }) {
            let bytes = form.bytes
            var variants: [[UInt8]] = [bytes]
            for place in bytes.indices {
                var changed = bytes
                changed[place] = changed[place] == 0x61 ? 0x65 : 0x61
                var dropped = bytes
                dropped.remove(at: place)
                var doubled = bytes
                doubled.insert(bytes[place], at: place)
                variants += [changed, dropped, doubled]
                let second = (place * 7 + 3) % changed.count
                changed[second] = changed[second] == 0x6F ? 0x75 : 0x6F
                variants.append(changed)
            }
            for variant in variants {
                let text = String(decoding: variant, as: UTF8.self)
                let heard = FlexibleVocabulary.Word(text, isJoined: true)
                let forms = Set(index.forms(firstWords: [], joined: [heard]))
                for (id, expected) in joined.enumerated()
                where heard.bytes == expected.bytes
                    || FlexibleVocabulary.similarity(heard, expected).map({ $0.0 != .misheard }) ?? false
                {
                    #expect(forms.contains(id), "'\(text)' may be read as '\(Self.names[id].title)'")
                }
            }
        }
    }

    /// The shipped registry's tables are small and read whole. Indexed, every one of them (the app's
    /// names too) must give the same answers to its test utterances and to noisy versions of them.
    @Test func indexingEveryTableChangesNoAnswer() throws {
        let registry = shippedMatcher.registry
        let indexed = try Matcher(registry: registry, smallestIndexedValueTable: 1)
        let tests = try String(
            contentsOf: repositoryRoot.appendingPathComponent("shortcuts.tests.jsonl"), encoding: .utf8)
        let utterances = try tests.split(separator: "\n").compactMap { line in
            try JSON(parsing: String(line))["utterance"]?.stringValue
        }
        #expect(utterances.count > 50)
        let options = MatchOptions(isFlexible: true)
        for utterance in utterances {
            let words = utterance.split(separator: " ").map(String.init)
            let noisy = words.indices.map { place in
                var changed = words
                changed[place] = changed[place].count > 3 ? String(changed[place].dropLast()) : changed[place] + "h"
                return changed.joined(separator: " ")
            }
            for heard in [utterance, words.joined()] + noisy {
                let expected = shippedMatcher.match(heard, options: options)
                #expect(indexed.match(heard, options: options) == expected, "\(heard)")
            }
        }
    }
}
