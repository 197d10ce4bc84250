/// A regular expression over word classes: how slot grammars are written before they become states.
indirect enum WordPattern: Sendable, RegularPattern {
    case label(WordAutomaton.Label)
    case sequence([WordPattern])
    case choice([WordPattern])
    case optional(WordPattern)
    case oneOrMore(WordPattern)

    var shape: RegularShape<WordPattern, WordAutomaton.Label> {
        switch self {
        case .label(let label): .label(label)
        case .sequence(let parts): .sequence(parts)
        case .choice(let alternatives): .choice(alternatives)
        case .optional(let inner): .optional(inner)
        case .oneOrMore(let inner): .oneOrMore(inner)
        }
    }
}

/// Builds a `WordAutomaton`: states and edges, empty moves while building, removed by `build()`.
///
/// Patterns are added between two existing states by Thompson's construction (`add(_:from:to:)`), so
/// that one slot's grammar can be instantiated wherever a phrase uses it and lead straight into the
/// phrase's next word.
struct AutomatonBuilder: ThompsonConstruction {
    private var wordEdges: [[(word: Int32, target: Int32)]] = []
    private var otherEdges: [[WordAutomaton.Edge]] = []
    private var emptyMoves: [[Int32]] = []
    private var accepting: [[Int32]] = []
    var sets = ClassSets()

    init() {
        _ = addState()
    }

    mutating func addState() -> Int32 {
        wordEdges.append([])
        otherEdges.append([])
        emptyMoves.append([])
        accepting.append([])
        return Int32(wordEdges.count - 1)
    }

    /// A label reading any of `classes`: a word edge for one class, a set edge for several.
    mutating func label(_ classes: [Int32]) -> WordAutomaton.Label {
        let unique = Set(classes)
        if unique.count == 1 { return .word(unique.first!) }
        return .set(sets.intern(Array(unique)))
    }

    mutating func addEdge(_ from: Int32, _ label: WordAutomaton.Label, _ to: Int32) {
        if case .word(let word) = label {
            wordEdges[Int(from)].append((word, to))
        } else {
            otherEdges[Int(from)].append(WordAutomaton.Edge(label: label, target: to))
        }
    }

    mutating func addEmptyMove(_ from: Int32, _ to: Int32) {
        emptyMoves[Int(from)].append(to)
    }

    mutating func accept(_ state: Int32, phrase: Int32) {
        accepting[Int(state)].append(phrase)
    }

    /// The automaton without empty moves: each state takes the edges and accepted phrases of every
    /// state it reaches by empty moves.
    func build() -> WordAutomaton {
        var newWordEdges = wordEdges
        var newOtherEdges = otherEdges
        var newAccepting = accepting
        var closure: [Int32] = []
        var seen = Set<Int32>()
        for state in wordEdges.indices where !emptyMoves[state].isEmpty {
            closure.removeAll(keepingCapacity: true)
            seen.removeAll(keepingCapacity: true)
            var stack = emptyMoves[state]
            while let next = stack.popLast() {
                guard next != Int32(state), seen.insert(next).inserted else { continue }
                closure.append(next)
                stack += emptyMoves[Int(next)]
            }
            for reached in closure {
                newWordEdges[state] += wordEdges[Int(reached)]
                newOtherEdges[state] += otherEdges[Int(reached)]
                newAccepting[state] += accepting[Int(reached)]
            }
        }
        for state in newWordEdges.indices {
            if newAccepting[state].count > 1 { newAccepting[state] = Array(Set(newAccepting[state])).sorted() }
            if newOtherEdges[state].count > 1 {
                var uniqueOther = Set<WordAutomaton.Edge>()
                newOtherEdges[state] = newOtherEdges[state].filter { uniqueOther.insert($0).inserted }
            }
            // Most states of a value trie have one edge: nothing to sort or deduplicate.
            guard newWordEdges[state].count > 1 else { continue }
            var unique = Set<Int64>()
            newWordEdges[state] = newWordEdges[state]
                .filter { unique.insert(Int64($0.word) << 32 | Int64($0.target)).inserted }
                .sorted { ($0.word, $0.target) < ($1.word, $1.target) }
        }
        return WordAutomaton(wordEdges: newWordEdges, otherEdges: newOtherEdges, accepting: newAccepting, sets: sets)
    }
}
