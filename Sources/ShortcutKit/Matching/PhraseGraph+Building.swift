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
        // The phrase's distinct slots with their languages, in a small array: a phrase has a few slots,
        // and a dictionary of sets per phrase cost a tenth of building the graph of 10,000 shortcuts.
        var pairs: [(language: Int32, slot: Int32)] = []
        func collect(_ pattern: PhrasePattern) {
            switch pattern {
            case .word: break
            case .slot(let slot):
                if !pairs.contains(where: { $0.slot == slot }) { pairs.append((languages[Int(slot)], slot)) }
            case .sequence(let parts), .choice(let parts): parts.forEach(collect)
            case .optional(let inner): collect(inner)
            }
        }
        collect(pattern)
        var symbols: [Int32: Int32] = [:]
        var remaps: [SlotRemap] = []
        pairs.sort { $0.language < $1.language }
        for (index, pair) in pairs.enumerated() {
            let isAlone =
                (index == 0 || pairs[index - 1].language != pair.language)
                && (index + 1 == pairs.count || pairs[index + 1].language != pair.language)
            guard isAlone, pair.slot != pair.language else { continue }
            symbols[pair.slot] = pair.language
            remaps.append(SlotRemap(symbol: pair.language, slot: pair.slot))
        }
        return (symbols, remaps)
    }

    private static func build(_ automata: PositionAutomata, slotRemaps: [[SlotRemap]]) throws(TooLarge)
        -> PhraseGraph
    {
        var keys = NodeKeys()
        keys.addRoot(states: Array(Set(automata.initialStates)).sorted())
        var slotEdges: [SlotEdge] = []
        var slotEdgeStarts: [Int32] = [0]
        var accepting: [Acceptance] = []
        var acceptingStarts: [Int32] = [0, 0]
        var inDegree: [Int32] = [0]
        var edgeKeys: [Int64] = []
        var edgeChildren: [Int32] = []
        var listOffsets: [Int32] = [0]
        var listWords: [Int32] = []
        var listChildren: [Int32] = []
        var work = 0

        // A node's states grouped by the element they read, groups in the order of their first state:
        // per element, its group at the current node (or -1), reset after each node.
        var wordCount = 0
        var slotCount = 0
        for element in automata.elements {
            switch element {
            case .word(let word): wordCount = max(wordCount, Int(word) + 1)
            case .slot(let slot): slotCount = max(slotCount, Int(slot) + 1)
            }
        }
        // Each position's follow lists in flat arrays: reading them is most of the construction.
        let (followLists, skipLists) = automata.followLists()
        var groupOfWord = [Int32](repeating: -1, count: wordCount)
        var groupOfSlot = [Int32](repeating: -1, count: slotCount)
        var groupElements: [CompiledPhrases.Element] = []
        var groupOfState: [Int32] = []
        var groupStarts: [Int] = []
        var grouped: [Int32] = []
        var current: [Int32] = []
        var successors: [Int32] = []
        var accepts: [Acceptance] = []
        var node = 0
        while node < keys.count {
            current.removeAll(keepingCapacity: true)
            current.append(contentsOf: keys.states(of: node))
            work += current.count
            groupElements.removeAll(keepingCapacity: true)
            groupOfState.removeAll(keepingCapacity: true)
            for state in current {
                let element = automata.elements[Int(state >> 1)]
                var group: Int32
                switch element {
                case .word(let word): group = groupOfWord[Int(word)]
                case .slot(let slot): group = groupOfSlot[Int(slot)]
                }
                if group < 0 {
                    group = Int32(groupElements.count)
                    groupElements.append(element)
                    switch element {
                    case .word(let word): groupOfWord[Int(word)] = group
                    case .slot(let slot): groupOfSlot[Int(slot)] = group
                    }
                }
                groupOfState.append(group)
            }
            // The states by group, in their order within each (a counting sort).
            groupStarts.removeAll(keepingCapacity: true)
            groupStarts.append(contentsOf: repeatElement(0, count: groupElements.count + 1))
            for group in groupOfState { groupStarts[Int(group) + 1] += 1 }
            for group in groupElements.indices { groupStarts[group + 1] += groupStarts[group] }
            grouped.removeAll(keepingCapacity: true)
            grouped.append(contentsOf: repeatElement(0, count: current.count))
            var filled = groupStarts
            for (state, group) in zip(current, groupOfState) {
                grouped[filled[Int(group)]] = state
                filled[Int(group)] += 1
            }
            for (group, element) in groupElements.enumerated() {
                switch element {
                case .word(let word): groupOfWord[Int(word)] = -1
                case .slot(let slot): groupOfSlot[Int(slot)] = -1
                }
                let states = grouped[groupStarts[group]..<groupStarts[group + 1]]
                successors.removeAll(keepingCapacity: true)
                accepts.removeAll(keepingCapacity: true)
                for state in states {
                    let position = Int(state >> 1)
                    let phrase = automata.phraseOf[position]
                    let follow = followLists[position]
                    if state & 1 == 0 {
                        for next in follow {
                            successors.append(PositionAutomata.state(next, leftOut: false))
                        }
                        for next in skipLists[position] {
                            successors.append(PositionAutomata.state(next, leftOut: true))
                        }
                        if automata.isLast[position] {
                            accepts.append(Acceptance(phrase: phrase, appNameLeftOut: false))
                        }
                        if automata.endsLeavingAppNameOut[position] {
                            accepts.append(Acceptance(phrase: phrase, appNameLeftOut: true))
                        }
                    } else {
                        for next in follow where automata.elements[Int(next)] != PositionAutomata.appName {
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
                let (child, isNew) = keys.node(states: successors, accepts: accepts)
                if isNew {
                    accepting.append(contentsOf: accepts)
                    acceptingStarts.append(Int32(accepting.count))
                    inDegree.append(1)
                } else {
                    inDegree[Int(child)] += 1
                }
                switch element {
                case .word(let word):
                    edgeKeys.append(Self.key(Int32(node), word))
                    edgeChildren.append(child)
                    listWords.append(word)
                    listChildren.append(child)
                case .slot(let slot):
                    slotEdges.append(SlotEdge(slot: slot, child: child))
                    // A value of several lengths reaches the child at several positions.
                    inDegree[Int(child)] += 1
                }
                if keys.count + edgeKeys.count + slotEdges.count > maximumSize || work > maximumWork {
                    throw TooLarge(phrase: Int(automata.phraseOf[Int(states.first! >> 1)]))
                }
            }
            listOffsets.append(Int32(listWords.count))
            slotEdgeStarts.append(Int32(slotEdges.count))
            node += 1
        }
        return PhraseGraph(
            wordEdges: EdgeTable(keys: edgeKeys, values: edgeChildren),
            slotEdges: NodeLists(starts: slotEdgeStarts, elements: slotEdges),
            accepting: NodeLists(starts: acceptingStarts, elements: accepting),
            isJoin: inDegree.map { $0 > 1 }, slotRemaps: slotRemaps,
            edges: FlexibleEdges(offsets: listOffsets, words: listWords, children: listChildren))
    }

    /// The nodes found so far by their keys (the sorted states readable next and the acceptances),
    /// numbered in the order found.
    ///
    /// One flat array of states and one of acceptances, and an open-addressed table of node numbers
    /// with their keys' hashes: a registry of 10,000 shortcuts makes hundreds of thousands of nodes,
    /// and a dictionary keyed by two arrays per node cost a third of building the graph in
    /// allocating, hashing and freeing them.
    private struct NodeKeys {
        private var states: [Int32] = []
        private var stateEnds: [Int] = [0]
        private var acceptances: [Acceptance] = []
        private var acceptanceEnds: [Int] = [0]
        private var hashes: [UInt64] = []
        /// Node numbers, or -1 for a free place; its size is a power of two, at least twice `count`.
        private var table = [Int32](repeating: -1, count: 1 << 10)

        var count: Int { hashes.count }

        func states(of node: Int) -> ArraySlice<Int32> {
            states[stateEnds[node]..<stateEnds[node + 1]]
        }

        /// Node 0, the start: never looked up by its key, so no transition leads back to it.
        mutating func addRoot(states key: [Int32]) {
            hashes.append(0)
            states.append(contentsOf: key)
            stateEnds.append(states.count)
            acceptanceEnds.append(0)
        }

        /// The node of this key, added when it is new.
        mutating func node(states key: [Int32], accepts: [Acceptance]) -> (node: Int32, isNew: Bool) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for state in key { hash = Self.mix(hash, UInt64(UInt32(bitPattern: state))) }
            hash = Self.mix(hash, 0xFFFF_FFFF_FFFF)
            for acceptance in accepts {
                hash = Self.mix(
                    hash, UInt64(UInt32(bitPattern: acceptance.phrase)) << 1 | (acceptance.appNameLeftOut ? 1 : 0))
            }
            let mask = table.count - 1
            var index = Int(truncatingIfNeeded: hash) & mask
            while table[index] >= 0 {
                let node = Int(table[index])
                if hashes[node] == hash, states[stateEnds[node]..<stateEnds[node + 1]].elementsEqual(key),
                    acceptances[acceptanceEnds[node]..<acceptanceEnds[node + 1]].elementsEqual(accepts)
                {
                    return (Int32(node), false)
                }
                index = (index + 1) & mask
            }
            let node = Int32(count)
            table[index] = node
            hashes.append(hash)
            states.append(contentsOf: key)
            stateEnds.append(states.count)
            acceptances.append(contentsOf: accepts)
            acceptanceEnds.append(acceptances.count)
            if count * 2 > table.count { grow() }
            return (node, true)
        }

        private mutating func grow() {
            table = [Int32](repeating: -1, count: table.count * 2)
            let mask = table.count - 1
            for (node, hash) in hashes.enumerated() {
                var index = Int(truncatingIfNeeded: hash) & mask
                while table[index] >= 0 { index = (index + 1) & mask }
                table[index] = Int32(node)
            }
        }

        @inline(__always)
        private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
            let mixed = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ (mixed >> 29)
        }
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
