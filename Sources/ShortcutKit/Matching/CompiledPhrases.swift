/// A registry's phrases compiled to patterns over word ids and slots.
///
/// This is the one form both the matcher and the linter read: each phrase's template with its groups
/// kept (`PhrasePattern`, never expanded), every literal word normalized by the `Tokenizer` and
/// interned, every `${…}` resolved to a slot that knows what it accepts. The matcher merges the
/// patterns into one graph (`PhraseGraph`); deciding anything over this form decides it for the
/// matcher too.
package struct CompiledPhrases: Sendable {
    /// Word ids by normalized word; ids index `words`.
    package var lexicon: [String: Int32] = [:]
    package var words: [String] = []
    /// Slot 0 is the app name; the others are one per parameter an intent's phrases use.
    package var slots: [Slot] = []
    /// Per slot, the first slot that accepts the same words: parameters of one enum or entity type
    /// share one table, and numbers, amounts and free text one grammar each. The matcher's graph reads
    /// such slots on one edge.
    package var slotLanguages: [Int32] = [0]
    /// One per phrase of the registry: the shortcuts' phrases in order, then the negative phrases.
    package var phrases: [PhraseInfo] = []
    /// The edge fillers set aside around requests: the built-in ones and the registry's.
    package var fillers = EdgeFillers.builtIn
    /// The distinct sets of fixed values the shortcuts carry (`Shortcut.values`); set 0 is the empty one.
    /// Phrases of shortcuts with equal values share an index, so two parses compare theirs as integers.
    package var fixedValues: [[String: ParameterValue]] = [[:]]
    /// Which currency each symbol, code and unit word means for this registry.
    package var currencyRules = CurrencyRules()
    /// The registry's language's number and unit words (`Registry.locale`): how its amounts are read.
    package var numberWords = NumberWords.english
    /// The sounds people of the registry's language make while they think, skipped by flexible matching.
    package var hesitations = FlexibleVocabulary.hesitations
    /// The words the registry's locale says dates, times, durations and percentages with.
    package var calendarWords = CalendarWords.forLocale("en")
    /// The slot whose table each enum or entity type's parameters share, by type name, for the types that
    /// take request values: where a turn's own values of the type are read.
    package var requestValueLanguages: [String: (slot: Int32, policy: ParameterTypeDefinition.RequestValuePolicy)] =
        [:]
    /// For a type whose request values are read beside its own (`add`) or that a parameter takes from the
    /// request's context, its values' indexes by identifier: a request value with a registry value's id
    /// is that value, not a second one, and a context value is found without a scan.
    package var registryValueIndexes: [String: [String: Int]] = [:]

    package static let appNameSlot: Int32 = 0

    package enum Element: Sendable, Hashable {
        case word(Int32)
        case slot(Int32)
    }

    package struct Slot: Sendable {
        package enum Kind: Sendable {
            /// The app's name or a synonym, joined or split at word boundaries.
            case appName(ChoiceTable)
            /// Enum cases or entity values, by their spoken forms.
            case choice(ChoiceTable, ParameterTypeDefinition.Kind)
            case integer
            case number
            case currency
            case date
            case time
            case duration
            case percent
            /// One or more words of any kind.
            case freeText
        }

        package var kind: Kind
        /// The parameter's name; `nil` for the app name.
        package var parameterName: String?
        /// The intent whose parameter this is; `nil` for the app name.
        package var intentIndex: Int?
        /// A number or integer parameter that reads "minus twenty" as -20.
        package var allowsNegative = false
        /// The bounds a number or amount must be within to be read (`Parameter.readingBounds`); `nil` for
        /// any value.
        var bounds: NumberBounds?

        init(
            kind: Kind, parameterName: String?, intentIndex: Int?, allowsNegative: Bool = false,
            bounds: NumberBounds? = nil
        ) {
            self.kind = kind
            self.parameterName = parameterName
            self.intentIndex = intentIndex
            self.allowsNegative = allowsNegative
            self.bounds = bounds
        }

        /// The slot of a parameter: its kind, and the rules of its values the parameter states.
        init(kind: Kind, parameter: Parameter, intentIndex: Int?) {
            self.init(
                kind: kind, parameterName: parameter.name, intentIndex: intentIndex,
                allowsNegative: parameter.allowsNegative, bounds: parameter.readingBounds)
        }
    }

    package struct PhraseInfo: Sendable {
        /// The intent the phrase runs; `nil` for a negative phrase.
        package var intentIndex: Int?
        package var template: String
        /// Where the phrase is in the registry (`shortcuts[2].phrases[1]`, `negativePhrases[0]`): stored, since
        /// every match names it (`Match.phrasePath`).
        package var path: String

        static func path(_ place: (shortcut: Int?, index: Int)) -> String {
            guard let shortcut = place.shortcut else { return "negativePhrases[\(place.index)]" }
            return "shortcuts[\(shortcut)].phrases[\(place.index)]"
        }
        /// The template with its groups kept, words and slots resolved: the phrase's whole language.
        package var pattern: PhrasePattern
        /// The index in `fixedValues` of the values the phrase's shortcut fixes; 0 for none.
        package var fixedValues: Int32 = 0
        package var isNegative: Bool { intentIndex == nil }
    }

    /// One sentence of a phrase, as `expandedVariants()` lists them for the linter.
    package struct Variant: Sendable, Hashable {
        package var phraseIndex: Int
        package var elements: [Element]
        /// `false` for the variant with the app name and its connective left out.
        package var appNameSpoken: Bool
        package var literalWordCount: Int
    }

    /// Spoken forms (each a sequence of word ids) and the value each stands for, with a trie to scan them.
    ///
    /// A class with constant properties: slots are read on every step of a match, and passing one
    /// reference costs less than retaining four arrays.
    package final class ChoiceTable: Sendable {
        package let values: [String]
        package let forms: [(words: [Int32], valueIndex: Int)]
        /// Trie over word ids: children keyed by `node << 32 | word`.
        private let children: EdgeTable
        /// The values that end at node `n`: `endValues[endOffsets[n]..<endOffsets[n + 1]]`, in form order.
        private let endOffsets: [Int32]
        private let endValues: [Int]

        /// Builds the trie's edges straight into `children`, sized once for every word of the forms: a
        /// registry's types may hold hundreds of thousands of forms, and a dictionary (per node, then
        /// one growing in steps) cost seconds to build.
        init(values: [String], forms: [(words: [Int32], valueIndex: Int)]) {
            var children = EdgeTable(capacity: forms.reduce(0) { $0 + $1.words.count })
            var nodeCount: Int32 = 1
            var endings: [(node: Int32, value: Int)] = []
            endings.reserveCapacity(forms.count)
            for form in forms where !form.words.isEmpty {
                var node: Int32 = 0
                for word in form.words {
                    node = children.value(at: Int64(node) << 32 | Int64(word), orInsert: nodeCount)
                    if node == nodeCount { nodeCount += 1 }
                }
                endings.append((node, form.valueIndex))
            }
            // Counting sort of the endings by node, keeping form order and each value once per node.
            var starts = [Int32](repeating: 0, count: Int(nodeCount) + 1)
            for ending in endings { starts[Int(ending.node) + 1] += 1 }
            for node in 0..<Int(nodeCount) { starts[node + 1] += starts[node] }
            var filled = starts
            var slots = [Int](repeating: 0, count: endings.count)
            for ending in endings {
                let node = Int(ending.node)
                let range = Int(starts[node])..<Int(filled[node])
                if !slots[range].contains(ending.value) {
                    slots[Int(filled[node])] = ending.value
                    filled[node] += 1
                }
            }
            var endOffsets = [Int32](repeating: 0, count: Int(nodeCount) + 1)
            var endValues: [Int] = []
            endValues.reserveCapacity(endings.count)
            for node in 0..<Int(nodeCount) {
                endValues.append(contentsOf: slots[Int(starts[node])..<Int(filled[node])])
                endOffsets[node + 1] = Int32(endValues.count)
            }
            self.values = values
            self.forms = forms
            self.children = children
            self.endOffsets = endOffsets
            self.endValues = endValues
        }

        /// Appends every form that starts at `start` among `ids`: where it ends and which value it is,
        /// longest first.
        package func scan(
            _ ids: [Int32], from start: Int, limit: Int, appendingTo results: inout [(end: Int, value: Int)]
        ) {
            let base = results.count
            var node: Int32 = 0
            var index = start
            while index < limit, ids[index] >= 0, let child = children[Int64(node) << 32 | Int64(ids[index])] {
                node = child
                index += 1
                for end in Int(endOffsets[Int(node)])..<Int(endOffsets[Int(node) + 1]) {
                    results.append((index, endValues[end]))
                }
            }
            // Longest first. Swapped in place: reversing `results[base...]` writes the slice back through
            // the range subscript's setter, a copy per scan.
            var low = base
            var high = results.count - 1
            while low < high {
                results.swapAt(low, high)
                low += 1
                high -= 1
            }
        }
    }

    /// The id of a normalized word, or -1 for a word no phrase, value or app name uses.
    package func id(of word: String) -> Int32 {
        lexicon[word] ?? -1
    }

    /// The id of a word, added when new: one lookup of the word, which finds it or makes its entry.
    mutating func intern(_ word: String) -> Int32 {
        let next = Int32(words.count)
        let id = Self.entry(&lexicon[word, default: next])
        if id == next { words.append(word) }
        return id
    }

    /// The entry a `default:` subscript gives in place: that access stores the default when the key is
    /// new, so reading through it hashes the word once where a lookup and an insert hashed it twice.
    private static func entry(_ stored: inout Int32) -> Int32 { stored }
}
