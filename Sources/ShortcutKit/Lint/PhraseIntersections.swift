/// Every pair of phrases some utterance matches both, each with a shortest such utterance.
///
/// One breadth-first search over the product of the merged phrase automaton with itself decides all
/// pairs at once: a product state is a pair of automaton states both reached by the same words, and
/// where both accept, each phrase of the one and each phrase of the other share that utterance.
/// Because the phrases share one merged automaton, the pairs reached are those of paths with equal words, far
/// fewer than the pairs of phrases times their sizes. Pairs are kept unordered: the product is
/// symmetric, which halves the search.
struct PhraseIntersections {
    struct PhrasePair: Hashable, Sendable {
        /// The lower phrase index first.
        var first: Int
        var second: Int
    }

    /// For each intersecting pair of distinct phrases, the classes of a shortest common utterance.
    private(set) var witnesses: [PhrasePair: [Int32]] = [:]
    /// The product states explored: what the search cost.
    private(set) var statesExplored = 0

    /// Searches the product of `automaton` with itself.
    ///
    /// - Complexity: proportional to the pairs of states reachable by equal words and their edges.
    init(automaton: WordAutomaton, other: Int32) {
        var index: [Int64: Int32] = [:]
        var first: [Int32] = []
        var second: [Int32] = []
        var parent: [Int32] = []
        var symbol: [Int32] = []
        var found: [PhrasePair: Int32] = [:]

        // Pairs of a state with itself are most of the search (a value trie is walked along the
        // diagonal): they are looked up in an array, the others in a dictionary.
        var diagonal = [Bool](repeating: false, count: automaton.stateCount)
        func enqueue(_ a: Int32, _ b: Int32, from: Int32, reading: Int32) {
            let (low, high) = a <= b ? (a, b) : (b, a)
            if low == high {
                guard !diagonal[Int(low)] else { return }
                diagonal[Int(low)] = true
            } else {
                let key = Int64(low) << 32 | Int64(high)
                guard index[key] == nil else { return }
                index[key] = Int32(first.count)
            }
            first.append(low)
            second.append(high)
            parent.append(from)
            symbol.append(reading)
        }

        enqueue(automaton.start, automaton.start, from: -1, reading: -1)
        var head = 0
        while head < first.count {
            let a = first[head]
            let b = second[head]
            let current = Int32(head)
            head += 1
            for phraseA in automaton.accepting[Int(a)].lazy.map(Int.init) {
                for phraseB in automaton.accepting[Int(b)].lazy.map(Int.init) {
                    guard phraseA != phraseB else { continue }
                    let pair = PhrasePair(first: min(phraseA, phraseB), second: max(phraseA, phraseB))
                    if found[pair] == nil { found[pair] = current }
                }
            }
            let wordsB = automaton.wordEdges[Int(b)]
            let othersB = automaton.otherEdges[Int(b)]
            // Set and any edges first: at equal length, a witness then prefers "7" to "zero".
            for edge in automaton.otherEdges[Int(a)] {
                for otherEdge in othersB {
                    if let common = automaton.commonClass(edge.label, otherEdge.label, other: other) {
                        enqueue(edge.target, otherEdge.target, from: current, reading: common)
                    }
                }
                for word in wordsB where automaton.reads(edge.label, word.word) {
                    enqueue(edge.target, word.target, from: current, reading: word.word)
                }
            }
            for edge in automaton.wordEdges[Int(a)] {
                var low = 0
                var high = wordsB.count
                while low < high {
                    let middle = (low + high) / 2
                    if wordsB[middle].word < edge.word { low = middle + 1 } else { high = middle }
                }
                while low < wordsB.count, wordsB[low].word == edge.word {
                    enqueue(edge.target, wordsB[low].target, from: current, reading: edge.word)
                    low += 1
                }
                for other in othersB where automaton.reads(other.label, edge.word) {
                    enqueue(edge.target, other.target, from: current, reading: edge.word)
                }
            }
        }
        statesExplored = first.count
        for (pair, state) in found {
            var classes: [Int32] = []
            var cursor = state
            while parent[Int(cursor)] >= 0 {
                classes.append(symbol[Int(cursor)])
                cursor = parent[Int(cursor)]
            }
            witnesses[pair] = classes.reversed()
        }
    }
}
