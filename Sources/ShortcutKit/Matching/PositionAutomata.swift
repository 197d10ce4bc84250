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
    /// Per position: the word or slot read there, and the phrase it belongs to.
    private(set) var elements: [CompiledPhrases.Element] = []
    private(set) var phraseOf: [Int32] = []
    /// Per position: the positions that may come next.
    private(set) var follow: [[Int32]] = []
    /// Per position: the positions that may come next when the app's name after it is left out.
    private(set) var skipFollow: [[Int32]] = []
    /// Per position: whether its phrase may end there, as written or with the app's name after it left out.
    private(set) var isLast: [Bool] = []
    private(set) var endsLeavingAppNameOut: [Bool] = []
    /// The states a walk starts in: each phrase's first positions, and those reached by leaving out an
    /// app name the phrase begins with. A state is `position << 1 | 1` when the app's name was left out.
    private(set) var initialStates: [Int32] = []

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
        let (first, last, _) = visit(pattern, phrase: phrase, slotSymbols: slotSymbols)
        for position in last { isLast[Int(position)] = true }
        initialStates += first.map { Self.state($0, leftOut: false) }

        let appPositions = (base..<Int32(elements.count)).filter { elements[Int($0)] == Self.appName }
        guard !appPositions.isEmpty else { return }
        var predecessors: [Int32: [Int32]] = [:]
        for position in base..<Int32(elements.count) {
            for next in follow[Int(position)] { predecessors[next, default: []].append(position) }
        }
        let firstSet = Set(first)
        let lastSet = Set(last)
        var leftOutInitials = Set<Int32>()
        for app in appPositions {
            let after = follow[Int(app)].filter { elements[Int($0)] != Self.appName }
            let endsHere = lastSet.contains(app)
            func skip(from position: Int32) {
                // A path that read one app name may not leave another out.
                guard elements[Int(position)] != Self.appName else { return }
                skipFollow[Int(position)] += after
                if endsHere { endsLeavingAppNameOut[Int(position)] = true }
            }
            if firstSet.contains(app) { leftOutInitials.formUnion(after) }
            for before in predecessors[app] ?? [] {
                if case .word(let word) = elements[Int(before)], connectives.contains(word) {
                    if firstSet.contains(before) { leftOutInitials.formUnion(after) }
                    for earlier in predecessors[before] ?? [] { skip(from: earlier) }
                } else {
                    skip(from: before)
                }
            }
        }
        for position in base..<Int32(elements.count) where !skipFollow[Int(position)].isEmpty {
            skipFollow[Int(position)] = Array(Set(skipFollow[Int(position)])).sorted()
        }
        initialStates += leftOutInitials.sorted().map { Self.state($0, leftOut: true) }
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
        var current = starts.filter { elements[Int($0)] == .word(first) }
        for word in words.dropFirst() {
            current = Array(Set(current.flatMap { follow[Int($0)] }.filter { elements[Int($0)] == .word(word) }))
        }
        return current
    }

    /// The pattern's positions, with the edges inside it; returns its first and last positions and
    /// whether it may be empty. Recursion is as deep as the template's groups, which the parser bounds.
    private mutating func visit(_ pattern: PhrasePattern, phrase: Int32, slotSymbols: [Int32: Int32]) -> (
        first: [Int32], last: [Int32], isNullable: Bool
    ) {
        switch pattern {
        case .word, .slot:
            let position = Int32(elements.count)
            switch pattern {
            case .word(let id): elements.append(.word(id))
            case .slot(let id): elements.append(.slot(slotSymbols[id] ?? id))
            default: break
            }
            phraseOf.append(phrase)
            follow.append([])
            skipFollow.append([])
            isLast.append(false)
            endsLeavingAppNameOut.append(false)
            return ([position], [position], false)
        case .sequence(let parts):
            let infos = parts.map { visit($0, phrase: phrase, slotSymbols: slotSymbols) }
            // What may follow the end of part i: the first positions of the parts after it, up to and
            // including the first that cannot be empty.
            var firstOfRest: [Int32] = []
            for index in infos.indices.reversed() {
                for position in infos[index].last { follow[Int(position)] += firstOfRest }
                firstOfRest = infos[index].isNullable ? infos[index].first + firstOfRest : infos[index].first
            }
            var last: [Int32] = []
            for info in infos.reversed() {
                last += info.last
                if !info.isNullable { break }
            }
            return (firstOfRest, last, infos.allSatisfy(\.isNullable))
        case .choice(let alternatives):
            let infos = alternatives.map { visit($0, phrase: phrase, slotSymbols: slotSymbols) }
            return (infos.flatMap(\.first), infos.flatMap(\.last), infos.contains(where: \.isNullable))
        case .optional(let inner):
            let info = visit(inner, phrase: phrase, slotSymbols: slotSymbols)
            return (info.first, info.last, true)
        }
    }
}
