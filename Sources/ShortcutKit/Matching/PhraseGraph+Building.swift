extension PhraseGraph {
    /// Why a graph was not built: it would pass `maximumSize` or `maximumWork`, and the phrase whose
    /// positions were being merged when it did.
    struct TooLarge: Error {
        var phrase: Int
    }

    /// Merges the phrases' position automata into one graph by subset construction.
    ///
    /// A node's key is the sorted set of states readable next with the acceptances of the node; a
    /// transition on a word or slot gathers the states of the node that read it, and its child is the
    /// node of what follows them. Nodes are numbered in the order they are found (breadth first from
    /// the root), edges listed in the order of the phrases' positions, so the graph is the same on
    /// every run.
    ///
    /// - Parameter phrases: the phrases to merge (all of them for the matcher, one for a linter witness).
    /// - Throws: `TooLarge` past the size or work budget.
    /// - Complexity: proportional to the graph's nodes times the states they hold, within the budgets.
    static func build(_ compiled: CompiledPhrases, phrases: some Sequence<Int>) throws(TooLarge) -> PhraseGraph {
        var automata = PositionAutomata()
        let connectives = Set(CompiledPhrases.appNameConnectives.compactMap { compiled.lexicon[$0] })
        var slotRemaps = [[SlotRemap]](repeating: [], count: compiled.phrases.count)
        for phrase in phrases {
            let pattern = compiled.phrases[phrase].pattern
            let (symbols, remaps) = slotSymbols(pattern, languages: compiled.slotLanguages)
            slotRemaps[phrase] = remaps
            automata.add(pattern, phrase: Int32(phrase), connectives: connectives, slotSymbols: symbols)
        }
        return try build(automata, slotRemaps: slotRemaps)
    }

    /// How a phrase's slots are read on the graph's edges: by their language (`slotLanguages`) when the
    /// phrase has one slot of it, so that the same-typed parameters of many intents share one edge and
    /// are read once; by themselves when the phrase has two slots of one language, which only the
    /// path can tell apart. Returns the symbols that differ from their slots, and the remaps from
    /// symbol back to slot that an acceptance of the phrase applies to its captures.
    private static func slotSymbols(_ pattern: PhrasePattern, languages: [Int32]) -> (
        symbols: [Int32: Int32], remaps: [SlotRemap]
    ) {
        var slotsByLanguage: [Int32: Set<Int32>] = [:]
        func collect(_ pattern: PhrasePattern) {
            switch pattern {
            case .word: break
            case .slot(let slot): slotsByLanguage[languages[Int(slot)], default: []].insert(slot)
            case .sequence(let parts), .choice(let parts): parts.forEach(collect)
            case .optional(let inner): collect(inner)
            }
        }
        collect(pattern)
        var symbols: [Int32: Int32] = [:]
        var remaps: [SlotRemap] = []
        for (language, slots) in slotsByLanguage.sorted(by: { $0.key < $1.key }) where slots.count == 1 {
            let slot = slots.first!
            guard slot != language else { continue }
            symbols[slot] = language
            remaps.append(SlotRemap(symbol: language, slot: slot))
        }
        return (symbols, remaps)
    }

    private struct Key: Hashable {
        var next: [Int32]
        var accepts: [Acceptance]
    }

    private static func build(_ automata: PositionAutomata, slotRemaps: [[SlotRemap]]) throws(TooLarge)
        -> PhraseGraph
    {
        var nodes: [Key: Int32] = [:]
        var pending: [[Int32]] = [Array(Set(automata.initialStates)).sorted()]
        var slotEdges: [[SlotEdge]] = [[]]
        var accepting: [[Acceptance]] = [[]]
        var inDegree: [Int32] = [0]
        var edgeKeys: [Int64] = []
        var edgeChildren: [Int32] = []
        var listOffsets: [Int32] = [0]
        var listWords: [Int32] = []
        var listChildren: [Int32] = []
        var work = 0
        var slotEdgeCount = 0

        var groupOf: [CompiledPhrases.Element: Int] = [:]
        var groups: [(element: CompiledPhrases.Element, states: [Int32])] = []
        var node = 0
        while node < pending.count {
            let next = pending[node]
            pending[node] = []
            work += next.count
            groupOf.removeAll(keepingCapacity: true)
            groups.removeAll(keepingCapacity: true)
            for state in next {
                let element = automata.elements[Int(state >> 1)]
                if let index = groupOf[element] {
                    groups[index].states.append(state)
                } else {
                    groupOf[element] = groups.count
                    groups.append((element, [state]))
                }
            }
            for (element, states) in groups {
                var successors: [Int32] = []
                var accepts: [Acceptance] = []
                for state in states {
                    let position = Int(state >> 1)
                    let phrase = automata.phraseOf[position]
                    if state & 1 == 0 {
                        for next in automata.follow[position] {
                            successors.append(PositionAutomata.state(next, leftOut: false))
                        }
                        for next in automata.skipFollow[position] {
                            successors.append(PositionAutomata.state(next, leftOut: true))
                        }
                        if automata.isLast[position] {
                            accepts.append(Acceptance(phrase: phrase, appNameLeftOut: false))
                        }
                        if automata.endsLeavingAppNameOut[position] {
                            accepts.append(Acceptance(phrase: phrase, appNameLeftOut: true))
                        }
                    } else {
                        for next in automata.follow[position]
                        where automata.elements[Int(next)] != PositionAutomata.appName {
                            successors.append(PositionAutomata.state(next, leftOut: true))
                        }
                        if automata.isLast[position] {
                            accepts.append(Acceptance(phrase: phrase, appNameLeftOut: true))
                        }
                    }
                }
                work += successors.count
                successors.sort()
                successors.removeDuplicates()
                accepts.sort()
                accepts.removeDuplicates()
                let key = Key(next: successors, accepts: accepts)
                let child: Int32
                if let known = nodes[key] {
                    child = known
                    inDegree[Int(child)] += 1
                } else {
                    child = Int32(pending.count)
                    nodes[key] = child
                    pending.append(successors)
                    slotEdges.append([])
                    accepting.append(accepts)
                    inDegree.append(1)
                }
                switch element {
                case .word(let word):
                    edgeKeys.append(Self.key(Int32(node), word))
                    edgeChildren.append(child)
                    listWords.append(word)
                    listChildren.append(child)
                case .slot(let slot):
                    slotEdges[node].append(SlotEdge(slot: slot, child: child))
                    slotEdgeCount += 1
                    // A value of several lengths reaches the child at several positions.
                    inDegree[Int(child)] += 1
                }
                if pending.count + edgeKeys.count + slotEdgeCount > maximumSize || work > maximumWork {
                    throw TooLarge(phrase: Int(automata.phraseOf[Int(states[0] >> 1)]))
                }
            }
            listOffsets.append(Int32(listWords.count))
            node += 1
        }
        return PhraseGraph(
            wordEdges: EdgeTable(keys: edgeKeys, values: edgeChildren), slotEdges: slotEdges, accepting: accepting,
            isJoin: inDegree.map { $0 > 1 }, slotRemaps: slotRemaps,
            edges: FlexibleEdges(offsets: listOffsets, words: listWords, children: listChildren))
    }
}

extension Array where Element: Equatable {
    /// Removes adjacent repeats: on a sorted array, every repeat.
    mutating func removeDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}
