/// Whether one automaton accepts every utterance another does: the redundant-phrase question.
///
/// Inclusion needs the complement of the larger language, so the larger automaton is determinized
/// on the fly: a search state is a state of the smaller automaton and the set of states the larger
/// one can be in after the same words. Only the classes that make a difference are tried: those the
/// smaller automaton's edge reads explicitly, those the larger one's current states name, and one
/// "any other word" for everything else, since all other classes lead to the same states.
enum LanguageInclusion {
    /// An utterance (as classes) the first automaton accepts and the second does not, or `nil` when
    /// there is none (or the search exceeded `limit` states, which does not happen for phrases of
    /// ordinary size and then reports nothing rather than a guess).
    ///
    /// - Complexity: proportional to the reachable pairs of a state and a set of states.
    static func counterexample(
        _ smaller: WordAutomaton, notIn larger: WordAutomaton, other: Int32, limit: Int = 200_000
    )
        -> [Int32]?
    {
        var subsets: [[Int32]: Int32] = [:]
        var subsetList: [[Int32]] = []
        func intern(_ states: [Int32]) -> Int32 {
            let sorted = Array(Set(states)).sorted()
            if let id = subsets[sorted] { return id }
            subsets[sorted] = Int32(subsetList.count)
            subsetList.append(sorted)
            return Int32(subsetList.count - 1)
        }
        var index: [Int64: Int32] = [:]
        var states: [(state: Int32, subset: Int32)] = []
        var parent: [Int32] = []
        var symbol: [Int32] = []
        func enqueue(_ state: Int32, _ subset: Int32, from: Int32, reading: Int32) {
            let key = Int64(state) << 32 | Int64(subset)
            guard index[key] == nil else { return }
            index[key] = Int32(states.count)
            states.append((state, subset))
            parent.append(from)
            symbol.append(reading)
        }
        enqueue(smaller.start, intern([larger.start]), from: -1, reading: -1)
        var head = 0
        var targets: [Int32] = []
        var next: [Int32] = []
        while head < states.count, head < limit {
            let (state, subsetID) = states[head]
            let current = Int32(head)
            head += 1
            let subset = subsetList[Int(subsetID)]
            if !smaller.accepting[Int(state)].isEmpty, !subset.contains(where: { !larger.accepting[Int($0)].isEmpty }) {
                var classes: [Int32] = []
                var cursor = current
                while parent[Int(cursor)] >= 0 {
                    classes.append(symbol[Int(cursor)])
                    cursor = parent[Int(cursor)]
                }
                return classes.reversed()
            }
            var candidates: [(word: Int32, target: Int32)] = smaller.wordEdges[Int(state)].map { ($0.word, $0.target) }
            for edge in smaller.otherEdges[Int(state)] {
                var words: [Int32]
                switch edge.label {
                case .word(let word): words = [word]
                case .set(let set): words = smaller.sets.members[Int(set)]
                case .any:
                    var named = Set<Int32>([other])
                    for member in subset {
                        for word in larger.wordEdges[Int(member)] { named.insert(word.word) }
                        for otherEdge in larger.otherEdges[Int(member)] {
                            if case .set(let set) = otherEdge.label { named.formUnion(larger.sets.members[Int(set)]) }
                        }
                    }
                    words = named.sorted()
                }
                for word in words { candidates.append((word, edge.target)) }
            }
            for (word, target) in candidates {
                next.removeAll(keepingCapacity: true)
                for member in subset {
                    targets.removeAll(keepingCapacity: true)
                    larger.targets(of: member, reading: word, into: &targets)
                    next += targets
                }
                enqueue(target, intern(next), from: current, reading: word)
            }
        }
        return nil
    }
}
