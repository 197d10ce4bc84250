/// A nondeterministic automaton over the classes of a `TokenAlphabet`, without empty moves.
///
/// The linter decides questions about phrases ("does some utterance match both?", "does one accept
/// all the other does?") on these automata. Edges read one class, one of a set of classes (a slot's
/// number words, say), or any class (free text). Word edges of a state are sorted by class so that a
/// product can look them up by binary search instead of hashing per step.
struct WordAutomaton: Sendable {
    enum Label: Sendable, Hashable {
        case word(Int32)
        /// One of the classes of `sets[id]`.
        case set(Int32)
        case any
    }

    struct Edge: Sendable, Hashable {
        var label: Label
        var target: Int32
    }

    /// Per state, edges reading one class, sorted by class.
    private(set) var wordEdges: [[(word: Int32, target: Int32)]]
    /// Per state, edges reading a set of classes or any class.
    private(set) var otherEdges: [[Edge]]
    /// Per state, the phrases (indices into `CompiledPhrases.phrases`) an utterance ending there matches.
    private(set) var accepting: [[Int32]]
    let sets: ClassSets
    let start: Int32 = 0

    var stateCount: Int { wordEdges.count }

    init(wordEdges: [[(word: Int32, target: Int32)]], otherEdges: [[Edge]], accepting: [[Int32]], sets: ClassSets) {
        self.wordEdges = wordEdges
        self.otherEdges = otherEdges
        self.accepting = accepting
        self.sets = sets
    }

    /// Whether a label reads a class.
    func reads(_ label: Label, _ word: Int32) -> Bool {
        switch label {
        case .word(let id): return id == word
        case .set(let set): return sets.contains(set, word)
        case .any: return true
        }
    }

    /// The targets of a state's edges reading a class.
    func targets(of state: Int32, reading word: Int32, into result: inout [Int32]) {
        let edges = wordEdges[Int(state)]
        var low = 0
        var high = edges.count
        while low < high {
            let middle = (low + high) / 2
            if edges[middle].word < word { low = middle + 1 } else { high = middle }
        }
        while low < edges.count, edges[low].word == word {
            result.append(edges[low].target)
            low += 1
        }
        for edge in otherEdges[Int(state)] where reads(edge.label, word) { result.append(edge.target) }
    }

    /// Some class both labels read, preferring the lowest id (digit classes, then "any other word").
    func commonClass(_ first: Label, _ second: Label, other: Int32) -> Int32? {
        switch (first, second) {
        case (.word(let word), _): return reads(second, word) ? word : nil
        case (_, .word(let word)): return reads(first, word) ? word : nil
        case (.any, .any): return other
        case (.any, .set(let set)), (.set(let set), .any): return sets.members[Int(set)].first
        case (.set(let a), .set(let b)): return sets.firstCommon(a, b)
        }
    }

    /// Whether the automaton accepts a sequence of classes (subset simulation; for tests and checks).
    func accepts(_ classes: [Int32]) -> Bool {
        var current: Set<Int32> = [start]
        var next: [Int32] = []
        for word in classes {
            var following = Set<Int32>()
            for state in current {
                next.removeAll(keepingCapacity: true)
                targets(of: state, reading: word, into: &next)
                following.formUnion(next)
            }
            current = following
            if current.isEmpty { return false }
        }
        return current.contains { !accepting[Int($0)].isEmpty }
    }
}

/// Sets of classes that edges read, interned, with a bit set each for constant-time membership.
struct ClassSets: Sendable {
    private(set) var members: [[Int32]] = []
    private var bits: [[UInt64]] = []
    private var ids: [[Int32]: Int32] = [:]

    /// The id of a set of classes (sorted and deduplicated first).
    mutating func intern(_ classes: [Int32]) -> Int32 {
        let sorted = Array(Set(classes)).sorted()
        if let id = ids[sorted] { return id }
        var words = [UInt64](repeating: 0, count: (Int(sorted.last ?? 0) >> 6) + 1)
        for word in sorted { words[Int(word) >> 6] |= 1 << UInt64(word & 63) }
        let id = Int32(members.count)
        members.append(sorted)
        bits.append(words)
        ids[sorted] = id
        return id
    }

    func contains(_ set: Int32, _ word: Int32) -> Bool {
        let words = bits[Int(set)]
        let index = Int(word) >> 6
        return index < words.count && words[index] & (1 << UInt64(word & 63)) != 0
    }

    func firstCommon(_ a: Int32, _ b: Int32) -> Int32? {
        let first = bits[Int(a)]
        let second = bits[Int(b)]
        for index in 0..<min(first.count, second.count) {
            let common = first[index] & second[index]
            if common != 0 { return Int32(index << 6 + common.trailingZeroBitCount) }
        }
        return nil
    }
}
