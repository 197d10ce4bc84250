/// Phrases' patterns as one deterministic automaton over elements: literal words and slot languages.
///
/// This is the linter's view of the registry's language before any slot is opened: each phrase's
/// `PhrasePattern` becomes states by Thompson's construction (a group is a branch or a skip, never a
/// copy), and the phrases are then merged by the subset construction, so that phrases beginning with
/// the same words share states as the old trie of expanded variants did, without the variants.
///
/// The app-name-left-out form of a phrase (the matcher's second reading: `${applicationName}` and the
/// connective word just before it removed, when at least two elements remain) is a second run over the
/// same states with a small control state, not a copy: the run guesses, at each connective word, whether
/// the app name follows (and drops the word) or not (and keeps it), and a wrong guess dies at the next
/// element. A slot counts as one element, as the matcher counts it.
struct ElementAutomaton {
    /// Per state, the edges sorted by element: `.word(id)` reads a lexicon word, `.slot(language)` reads
    /// one utterance of a slot language (`PhraseLanguages.slotLanguages`).
    private(set) var edges: [[(element: CompiledPhrases.Element, target: Int32)]] = []
    /// Per state, the phrases (indices into `CompiledPhrases.phrases`) an element sequence ending there
    /// is a form of.
    private(set) var accepting: [[Int32]] = []
    let start: Int32 = 0

    var stateCount: Int { edges.count }

    /// The automaton of the given phrases.
    ///
    /// - Parameters:
    ///   - slotLanguage: the language id of each slot; slots with one id are one symbol.
    ///   - connectives: per word id, whether the word is an app-name connective (`connectives(_:)`).
    ///   - leavingAppNameOut: whether to accept the app-name-left-out forms too (the matcher's
    ///     language), or only the forms as written (what Apple and a listener hear).
    /// - Complexity: proportional to the patterns' sizes times the few control states, as long as the
    ///   phrases' prefixes do not make the subset construction blow up (they would have to overlap in
    ///   exponentially many ways; phrase templates do not).
    init(
        compiled: CompiledPhrases, phrases: some Sequence<Int>, slotLanguage: [Int32], connectives connective: [Bool],
        leavingAppNameOut: Bool
    ) {
        var nfa = PatternStates()
        var startItems: [Int64] = []
        for phrase in phrases {
            let (entry, _) = nfa.addPhrase(compiled.phrases[phrase].pattern, phrase: Int32(phrase))
            startItems.append(Item.make(entry, Control.spoken(count: 0)))
            if leavingAppNameOut { startItems.append(Item.make(entry, Control.leftOut)) }
        }

        var ids: [[Int64]: Int32] = [:]
        var sets: [[Int64]] = []
        func intern(_ items: [Int64]) -> Int32 {
            let closed = nfa.closure(items, isConnective: connective)
            if let id = ids[closed] { return id }
            let id = Int32(sets.count)
            ids[closed] = id
            sets.append(closed)
            edges.append([])
            accepting.append(nfa.acceptedPhrases(closed))
            return id
        }
        _ = intern(startItems)
        var head = 0
        var moves: [CompiledPhrases.Element: [Int64]] = [:]
        while head < sets.count {
            moves.removeAll(keepingCapacity: true)
            for item in sets[head] {
                let (state, control) = Item.parts(item)
                for (element, target) in nfa.edges[Int(state)] {
                    guard let next = control.reading(element, isConnective: connective) else { continue }
                    let symbol: CompiledPhrases.Element
                    switch element {
                    case .word: symbol = element
                    case .slot(let slot): symbol = .slot(slotLanguage[Int(slot)])
                    }
                    moves[symbol, default: []].append(Item.make(target, next))
                }
            }
            var row: [(element: CompiledPhrases.Element, target: Int32)] = []
            for (symbol, items) in moves { row.append((symbol, intern(items))) }
            row.sort { Self.order($0.element, $1.element) }
            edges[head] = row
            head += 1
        }
    }

    /// Per word id, whether the word may join a phrase to the app's name and is left out with it.
    static func connectives(_ words: [String]) -> [Bool] {
        words.map { CompiledPhrases.appNameConnectives.contains($0) }
    }

    static func order(_ a: CompiledPhrases.Element, _ b: CompiledPhrases.Element) -> Bool {
        switch (a, b) {
        case (.word(let x), .word(let y)): return x < y
        case (.word, .slot): return true
        case (.slot, .word): return false
        case (.slot(let x), .slot(let y)): return x < y
        }
    }

    /// Whether a phrase has an app-name-left-out form: a form with `${applicationName}` in which at
    /// least two elements remain once the name and its connective are left out.
    ///
    /// - Complexity: linear in the pattern's size.
    /// - Parameter connectives: per word id, whether the word is one of `CompiledPhrases.appNameConnectives`.
    static func hasAppNameLeftOutForm(_ pattern: PhrasePattern, connectives connective: [Bool]) -> Bool {
        var nfa = PatternStates()
        let (entry, _) = nfa.addPhrase(pattern, phrase: 0)
        var seen = Set<Int64>()
        var stack = nfa.closure([Item.make(entry, Control.leftOut)], isConnective: connective)
        while let item = stack.popLast() {
            guard seen.insert(item).inserted else { continue }
            if !nfa.acceptedPhrases([item]).isEmpty { return true }
            let (state, control) = Item.parts(item)
            for (element, target) in nfa.edges[Int(state)] {
                guard let next = control.reading(element, isConnective: connective) else { continue }
                stack += nfa.closure([Item.make(target, next)], isConnective: connective)
            }
        }
        return false
    }
}

/// A state of `PatternStates` and a `Control`, packed in one integer.
private enum Item {
    static func make(_ state: Int32, _ control: Control) -> Int64 { Int64(state) << 8 | Int64(control.bits) }
    static func parts(_ item: Int64) -> (Int32, Control) { (Int32(item >> 8), Control(bits: UInt8(item & 0xFF))) }
}

/// What a run has read of a phrase beyond its position in the pattern.
///
/// A run of the form as written only counts its elements (an empty expansion is no form). A run of the
/// app-name-left-out form also knows whether it has left the app name out, whether the last element it
/// kept is a connective word (an app name may then not follow: the word should have been left out),
/// and whether it left a connective out (the app name must then follow).
private struct Control: Hashable {
    var bits: UInt8

    static func spoken(count: Int) -> Control { Control(bits: UInt8(min(count, 1))) }
    static let leftOut = Control(bits: 0x80)

    private var isLeftOut: Bool { bits & 0x80 != 0 }
    private var count: Int { Int(bits & 0x3) }
    private var lastKeptIsConnective: Bool { bits & 0x4 != 0 }
    private var expectsAppName: Bool { bits & 0x8 != 0 }
    private var hasLeftAppNameOut: Bool { bits & 0x10 != 0 }

    private static func leftOut(count: Int, lastKeptIsConnective: Bool, expectsAppName: Bool, hasLeftOut: Bool)
        -> Control
    {
        var bits: UInt8 = 0x80 | UInt8(min(count, 2))
        if lastKeptIsConnective { bits |= 0x4 }
        if expectsAppName { bits |= 0x8 }
        if hasLeftOut { bits |= 0x10 }
        return Control(bits: bits)
    }

    var isAccepting: Bool {
        isLeftOut ? hasLeftAppNameOut && !expectsAppName && count >= 2 : count >= 1
    }

    /// The control after keeping `element` in the form, or `nil` when the form cannot keep it.
    func reading(_ element: CompiledPhrases.Element, isConnective: [Bool]) -> Control? {
        guard isLeftOut else { return .spoken(count: 1) }
        if expectsAppName || element == .slot(CompiledPhrases.appNameSlot) { return nil }
        var isConnectiveWord = false
        if case .word(let word) = element { isConnectiveWord = isConnective[Int(word)] }
        return .leftOut(
            count: count + 1, lastKeptIsConnective: isConnectiveWord, expectsAppName: false,
            hasLeftOut: hasLeftAppNameOut)
    }

    /// The control after leaving `element` out of the form without reading anything, if the form may.
    func leavingOut(_ element: CompiledPhrases.Element, isConnective: [Bool]) -> Control? {
        guard isLeftOut else { return nil }
        switch element {
        case .slot(CompiledPhrases.appNameSlot):
            guard !lastKeptIsConnective else { return nil }
            return .leftOut(count: count, lastKeptIsConnective: false, expectsAppName: false, hasLeftOut: true)
        case .word(let word) where isConnective[Int(word)] && !expectsAppName:
            return .leftOut(
                count: count, lastKeptIsConnective: false, expectsAppName: true, hasLeftOut: hasLeftAppNameOut)
        default:
            return nil
        }
    }
}

/// Thompson's construction over elements: a pattern's states, with empty moves, for all phrases at once.
private struct PatternStates: ThompsonConstruction {
    var edges: [[(element: CompiledPhrases.Element, target: Int32)]] = []
    var emptyMoves: [[Int32]] = []
    /// The phrase each final state ends, or -1.
    var finalPhrase: [Int32] = []

    mutating func addState() -> Int32 {
        edges.append([])
        emptyMoves.append([])
        finalPhrase.append(-1)
        return Int32(edges.count - 1)
    }

    mutating func addPhrase(_ pattern: PhrasePattern, phrase: Int32) -> (entry: Int32, exit: Int32) {
        let entry = addState()
        let exit = addState()
        add(pattern, from: entry, to: exit)
        finalPhrase[Int(exit)] = phrase
        return (entry, exit)
    }

    mutating func addEdge(_ from: Int32, _ element: CompiledPhrases.Element, _ to: Int32) {
        edges[Int(from)].append((element, to))
    }

    mutating func addEmptyMove(_ from: Int32, _ to: Int32) {
        emptyMoves[Int(from)].append(to)
    }

    /// The items reachable by empty moves and by leaving elements out, sorted.
    func closure(_ items: [Int64], isConnective: [Bool]) -> [Int64] {
        var seen = Set<Int64>()
        var stack = items
        while let item = stack.popLast() {
            guard seen.insert(item).inserted else { continue }
            let (state, control) = Item.parts(item)
            for target in emptyMoves[Int(state)] { stack.append(Item.make(target, control)) }
            for (element, target) in edges[Int(state)] {
                if let next = control.leavingOut(element, isConnective: isConnective) {
                    stack.append(Item.make(target, next))
                }
            }
        }
        return seen.sorted()
    }

    func acceptedPhrases(_ items: [Int64]) -> [Int32] {
        var phrases: [Int32] = []
        for item in items {
            let (state, control) = Item.parts(item)
            let phrase = finalPhrase[Int(state)]
            if phrase >= 0, control.isAccepting, !phrases.contains(phrase) { phrases.append(phrase) }
        }
        return phrases.sorted()
    }
}
