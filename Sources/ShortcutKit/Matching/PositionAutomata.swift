/// The phrases' position (Glushkov) automata: one state per word or slot of each template, no empty
/// moves, an edge from each position to every position that may come next.
///
/// A template's groups become edges, not copies: `[please] check (my|the) balance` has five positions,
/// and `check` follows both the start and `please`. The automaton is linear in the template's length
/// except for the edges, which are at most quadratic in it (a run of optional groups lets every later
/// position follow every earlier one), and the template parser bounds that length.
///
/// The app-name-left-out rule lives here as a second kind of edge: from a position before
/// `${applicationName}` (or before the connective word just before it, "… in ${applicationName}") to
/// the positions after it. A path that takes one has left the app's name out; it may take no other
/// `${applicationName}` (every one is left out) and is accepted only when at least two elements were
/// read along it, as the expanded rule asked of the sentence that remained.
struct PositionAutomata {
    /// An edge: `to` may come next after `from`.
    struct Edge {
        var from: Int32
        var to: Int32
    }

    /// Per position: the word or slot read there, and the phrase it belongs to.
    private(set) var elements: [CompiledPhrases.Element] = []
    private(set) var phraseOf: [Int32] = []
    /// Every phrase's edges in one array, in the order they were made; `followLists()` makes them lists
    /// per position. An array per position was an allocation per word of every template, and a
    /// registry of 10,000 shortcuts has hundreds of thousands.
    private var edges: [Edge] = []
    /// The edges taken when the app's name after `from` is left out.
    private var skipEdges: [Edge] = []
    /// Per position: whether its phrase may end there, as written or with the app's name after it left out.
    private(set) var isLast: [Bool] = []
    private(set) var endsLeavingAppNameOut: [Bool] = []
    /// The states a walk starts in: each phrase's first positions, and those reached by leaving out an
    /// app name the phrase begins with. A state is `position << 1 | 1` when the app's name was left out.
    private(set) var initialStates: [Int32] = []

    /// The first and last positions of the parts `visit` has read, as stacks: a part's sets are pushed
    /// on them, and its parent replaces its parts' sets with its own. One pair of arrays for every
    /// template, instead of two arrays per word and per group.
    private var firsts: [Int32] = []
    private var lasts: [Int32] = []
    /// Where each part of the sequences being read has its sets on the stacks.
    private var parts: [Part] = []

    private struct Part {
        var firsts: Range<Int>
        var lasts: Range<Int>
        var isNullable: Bool
    }

    static let appName = CompiledPhrases.Element.slot(CompiledPhrases.appNameSlot)

    @inline(__always)
    static func state(_ position: Int32, leftOut: Bool) -> Int32 { position << 1 | (leftOut ? 1 : 0) }

    /// Adds a phrase's automaton.
    ///
    /// - Parameters:
    ///   - connectives: word ids that are left out with the app's name when they come just before it.
    ///   - slotSymbols: the slot each of the phrase's slots is read as on the graph's edges (its
    ///     language), where that differs from the slot.
    /// - Complexity: proportional to the pattern's positions plus its edges.
    mutating func add(
        _ pattern: PhrasePattern, phrase: Int32, connectives: Set<Int32>, slotSymbols: [Int32: Int32] = [:]
    ) {
        let base = Int32(elements.count)
        let edgeBase = edges.count
        // The phrase's first and last positions are what `visit` leaves on the stacks.
        _ = visit(pattern, phrase: phrase, slotSymbols: slotSymbols)
        defer {
            firsts.removeAll(keepingCapacity: true)
            lasts.removeAll(keepingCapacity: true)
        }
        for position in lasts { isLast[Int(position)] = true }
        for position in firsts { initialStates.append(Self.state(position, leftOut: false)) }

        let end = Int32(elements.count)
        let appPositions = (base..<end).filter { elements[Int($0)] == Self.appName }
        guard !appPositions.isEmpty else { return }
        // The phrase's edges backwards, as lists per position counted from the phrase's first.
        let phraseEdges = edges[edgeBase...]
        let backwards = Self.lists(
            phraseEdges.map { Edge(from: $0.to - base, to: $0.from) }, count: Int(end - base), distinct: false)
        func predecessors(of position: Int32) -> ArraySlice<Int32> { backwards[Int(position - base)] }
        var leftOutInitials: [Int32] = []
        for app in appPositions {
            let after = phraseEdges.filter { $0.from == app && elements[Int($0.to)] != Self.appName }.map(\.to)
            let endsHere = lasts.contains(app)
            func skip(from position: Int32) {
                // A path that read one app name may not leave another out.
                guard elements[Int(position)] != Self.appName else { return }
                for next in after { skipEdges.append(Edge(from: position, to: next)) }
                if endsHere { endsLeavingAppNameOut[Int(position)] = true }
            }
            if firsts.contains(app) { leftOutInitials += after }
            for before in predecessors(of: app) {
                if case .word(let word) = elements[Int(before)], connectives.contains(word) {
                    if firsts.contains(before) { leftOutInitials += after }
                    for earlier in predecessors(of: before) { skip(from: earlier) }
                } else {
                    skip(from: before)
                }
            }
        }
        leftOutInitials.sort()
        leftOutInitials.removeDuplicates()
        initialStates += leftOutInitials.map { Self.state($0, leftOut: true) }
    }

    /// The edges as a list per position: what may come next after each (in the order the edges were
    /// made), and what may when the app's name after it is left out (sorted, each once).
    ///
    /// - Complexity: linear in the positions and edges.
    func followLists() -> (follow: PhraseGraph.NodeLists<Int32>, skip: PhraseGraph.NodeLists<Int32>) {
        let follow = Self.lists(edges, count: elements.count, distinct: false)
        return (follow, Self.lists(skipEdges, count: elements.count, distinct: true))
    }

    /// Edges grouped by their `from` position by a counting sort, which keeps their order; with
    /// `distinct`, each list sorted and without repeats.
    private static func lists(_ edges: [Edge], count: Int, distinct: Bool) -> PhraseGraph.NodeLists<Int32> {
        var starts = [Int32](repeating: 0, count: count + 1)
        for edge in edges { starts[Int(edge.from) + 1] += 1 }
        for position in 0..<count { starts[position + 1] += starts[position] }
        var targets = [Int32](repeating: 0, count: edges.count)
        var filled = starts
        for edge in edges {
            targets[Int(filled[Int(edge.from)])] = edge.to
            filled[Int(edge.from)] += 1
        }
        guard distinct else { return PhraseGraph.NodeLists(starts: starts, elements: targets) }
        var written = 0
        var distinctStarts = [Int32](repeating: 0, count: count + 1)
        for position in 0..<count {
            let list = Int(starts[position])..<Int(starts[position + 1])
            targets[list].sort()
            let listStart = written
            for index in list where written == listStart || targets[written - 1] != targets[index] {
                targets[written] = targets[index]
                written += 1
            }
            distinctStarts[position + 1] = Int32(written)
        }
        targets.removeLast(targets.count - written)
        return PhraseGraph.NodeLists(starts: distinctStarts, elements: targets)
    }

    /// Whether a sentence as written (no app name left out) begins with these words.
    ///
    /// - Complexity: the words times the positions and edges of the automata.
    func someSentenceStarts(with words: [Int32]) -> Bool {
        let initial = initialStates.filter { $0 & 1 == 0 }.map { $0 >> 1 }
        // Every position lies on some accepted path (the patterns have no empty alternatives), so
        // reading the words is enough.
        return !read(words, from: initial).isEmpty
    }

    /// Whether a sentence as written (no app name left out) ends with these words.
    ///
    /// - Complexity: the words times the positions and edges of the automata.
    func someSentenceEnds(with words: [Int32]) -> Bool {
        // Every position is reachable from a first one, so the words may start at any position.
        read(words, from: Array(0..<Int32(elements.count))).contains { isLast[Int($0)] }
    }

    /// The positions at which reading `words` may end, starting at one of `starts`.
    private func read(_ words: [Int32], from starts: [Int32]) -> [Int32] {
        guard let first = words.first else { return [] }
        let follow = followLists().follow
        var current = starts.filter { elements[Int($0)] == .word(first) }
        for word in words.dropFirst() {
            current = Array(Set(current.flatMap { follow[Int($0)] }.filter { elements[Int($0)] == .word(word) }))
        }
        return current
    }

    /// Reads the pattern's positions and the edges inside it, and pushes its first and last positions
    /// on `firsts` and `lasts`; returns whether it may be empty. Recursion is as deep as the template's
    /// groups, which the parser bounds.
    private mutating func visit(_ pattern: PhrasePattern, phrase: Int32, slotSymbols: [Int32: Int32]) -> Bool {
        switch pattern {
        case .word(let id):
            addPosition(.word(id), phrase: phrase)
            return false
        case .slot(let id):
            addPosition(.slot(slotSymbols[id] ?? id), phrase: phrase)
            return false
        case .sequence(let sequence):
            // Each part's sets, in order, on the stacks; then the sequence's own in their place.
            let lastsStart = lasts.count
            let partsStart = parts.count
            for part in sequence {
                let firstsBefore = firsts.count
                let lastsBefore = lasts.count
                let isNullable = visit(part, phrase: phrase, slotSymbols: slotSymbols)
                parts.append(
                    Part(firsts: firstsBefore..<firsts.count, lasts: lastsBefore..<lasts.count, isNullable: isNullable))
            }
            // What may follow the end of part i: the first positions of the parts after it, up to and
            // including the first that cannot be empty; they lie side by side on `firsts`.
            var restEnd = firsts.count
            for index in (partsStart..<parts.count).reversed() {
                let part = parts[index]
                let rest = part.firsts.upperBound..<restEnd
                if !rest.isEmpty {
                    for position in lasts[part.lasts] {
                        for next in firsts[rest] { edges.append(Edge(from: position, to: next)) }
                    }
                }
                if !part.isNullable { restEnd = part.firsts.upperBound }
            }
            // The sequence's first positions: the parts' up to the first that cannot be empty, a prefix
            // of what is on the stack. Its last: the parts' from the last that cannot be empty on, a
            // suffix, moved down.
            let sequenceParts = parts[partsStart...]
            let firstsEnd = sequenceParts.first { !$0.isNullable }?.firsts.upperBound ?? firsts.count
            firsts.removeSubrange(firstsEnd...)
            let lastsFrom = sequenceParts.last { !$0.isNullable }?.lasts.lowerBound ?? lastsStart
            lasts.removeSubrange(lastsStart..<lastsFrom)
            let isNullable = sequenceParts.allSatisfy(\.isNullable)
            parts.removeSubrange(partsStart...)
            return isNullable
        case .choice(let alternatives):
            // The alternatives' sets side by side are the choice's.
            var isNullable = false
            for alternative in alternatives {
                if visit(alternative, phrase: phrase, slotSymbols: slotSymbols) { isNullable = true }
            }
            return isNullable
        case .optional(let inner):
            _ = visit(inner, phrase: phrase, slotSymbols: slotSymbols)
            return true
        }
    }

    private mutating func addPosition(_ element: CompiledPhrases.Element, phrase: Int32) {
        let position = Int32(elements.count)
        elements.append(element)
        phraseOf.append(phrase)
        isLast.append(false)
        endsLeavingAppNameOut.append(false)
        firsts.append(position)
        lasts.append(position)
    }
}
