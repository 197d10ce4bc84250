extension Linter {
    /// Words people and speech recognizers confuse, beyond what phonetic keys tell: a phrase apart from
    /// another only by these is a near collision.
    static let homophones: [[String]] = [
        ["for", "four", "fore"], ["to", "two", "too"], ["by", "buy", "bye"], ["right", "write"], ["no", "know"],
        ["there", "their"], ["eight", "ate"], ["one", "won"], ["here", "hear"], ["see", "sea"], ["new", "knew"],
        ["hour", "our"], ["weather", "whether"], ["wait", "weight"], ["week", "weak"], ["mail", "male"],
        ["sell", "cell"], ["sent", "cent", "scent"], ["meet", "meat"], ["read", "red"], ["whole", "hole"],
        ["sun", "son"], ["flour", "flower"], ["tail", "tale"], ["pair", "pear"], ["plane", "plain"],
    ]

    private static let homophoneKey: [String: String] = {
        var keys: [String: String] = [:]
        for group in homophones { for word in group { keys[word] = group[0] } }
        return keys
    }()

    /// How two different words may be confused by a listener.
    enum Likeness {
        /// They sound the same (a homophone, or equal phonetic keys): "for" and "four".
        case homophone
        /// They are spelled within one edit and sound close: "bill" and "bell", "flight" and "fight".
        case oneEdit
    }

    /// Phrases of different intents a listener can confuse, in the forms they are written (with the
    /// app name): forms that differ only in words that sound the same, or in one word that sounds close.
    ///
    /// Words sound alike as the flexible matcher hears them (`FlexibleVocabulary.similarity`: equal
    /// phonetic keys, or one edit in words of four letters or more), plus the `homophones` table. Two
    /// function words ("on" and "off", "my" and "the") are not alike here: phrases that differ only in
    /// them say different things on purpose. Opposite commands ("Start …" and "Disconnect …") are not
    /// findings: the words sound nothing alike.
    ///
    /// - Complexity: one breadth-first search over pairs of states of the phrases' element automaton
    ///   (forms as written, never expanded) reached by equal words but for alike ones: proportional to
    ///   the automaton's states and the alike word pairs of the registry's words.
    func nearCollisions(
        _ compiled: CompiledPhrases, languages: PhraseLanguages, registry: Registry,
        colliding: Set<PhraseIntersections.PhrasePair>
    ) -> [Finding] {
        let phrases = compiled.phrases.indices.filter { !compiled.phrases[$0].isNegative }
        let automaton = ElementAutomaton(
            compiled: compiled, phrases: phrases, slotLanguage: languages.slotLanguages,
            connectives: languages.connectives, leavingAppNameOut: false)
        let alike = Self.alikeWords(compiled.words, in: automaton)

        // A search state: the automaton states of each side and which differences were taken. The pair
        // is ordered (not folded to lower-first) so that each side keeps reading its own phrase.
        struct State: Hashable {
            var a: Int32
            var b: Int32
            /// Bit 0: words that sound the same; bit 1: the one word within one edit.
            var differences: UInt8
        }
        var index: [State: Int32] = [:]
        var states: [State] = []
        var parent: [Int32] = []
        var read: [(CompiledPhrases.Element, CompiledPhrases.Element)] = []
        func enqueue(
            _ a: Int32, _ b: Int32, _ differences: UInt8, from: Int32, _ x: CompiledPhrases.Element,
            _ y: CompiledPhrases.Element
        ) {
            let state = State(a: a, b: b, differences: differences)
            guard index[state] == nil else { return }
            index[state] = Int32(states.count)
            states.append(state)
            parent.append(from)
            read.append((x, y))
        }
        func target(_ state: Int32, _ element: CompiledPhrases.Element) -> Int32? {
            let edges = automaton.edges[Int(state)]
            var low = 0
            var high = edges.count
            while low < high {
                let middle = (low + high) / 2
                if ElementAutomaton.order(edges[middle].element, element) { low = middle + 1 } else { high = middle }
            }
            return low < edges.count && edges[low].element == element ? edges[low].target : nil
        }

        var found: [PhraseIntersections.PhrasePair: Int32] = [:]
        enqueue(automaton.start, automaton.start, 0, from: -1, .word(-1), .word(-1))
        var head = 0
        while head < states.count {
            let state = states[head]
            let current = Int32(head)
            head += 1
            if state.differences != 0 {
                for first in automaton.accepting[Int(state.a)] {
                    for second in automaton.accepting[Int(state.b)] where first != second {
                        let pair = PhraseIntersections.PhrasePair(
                            first: Int(min(first, second)), second: Int(max(first, second)))
                        // Phrases of one intent are confusable too when their shortcuts fix other values.
                        let (one, other) = (compiled.phrases[pair.first], compiled.phrases[pair.second])
                        guard one.intentIndex != other.intentIndex || one.fixedValues != other.fixedValues,
                            !colliding.contains(pair), found[pair] == nil
                        else { continue }
                        found[pair] = current
                    }
                }
            }
            for (element, next) in automaton.edges[Int(state.a)] {
                if let other = target(state.b, element) {
                    enqueue(next, other, state.differences, from: current, element, element)
                }
                guard case .word(let word) = element else { continue }
                for (alikeWord, likeness) in alike[word] ?? [] {
                    guard let other = target(state.b, .word(alikeWord)) else { continue }
                    switch likeness {
                    case .homophone:
                        enqueue(next, other, state.differences | 1, from: current, element, .word(alikeWord))
                    case .oneEdit where state.differences & 2 == 0:
                        enqueue(next, other, state.differences | 2, from: current, element, .word(alikeWord))
                    case .oneEdit:
                        break
                    }
                }
            }
        }

        var findings: [Finding] = []
        for (pair, end) in found.sorted(by: { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }) {
            // The elements each side read, from the start.
            var sides: [(CompiledPhrases.Element, CompiledPhrases.Element)] = []
            var cursor = end
            while parent[Int(cursor)] >= 0 {
                sides.append(read[Int(cursor)])
                cursor = parent[Int(cursor)]
            }
            sides.reverse()
            let endState = states[Int(end)]
            // Which side is which phrase: the earlier phrase ends in `a` unless only `b` accepts it.
            let earlierIsA =
                automaton.accepting[Int(endState.a)].contains(Int32(pair.first))
                && automaton.accepting[Int(endState.b)].contains(Int32(pair.second))
            let earlierForm = sides.map { earlierIsA ? $0.0 : $0.1 }
            let laterForm = sides.map { earlierIsA ? $0.1 : $0.0 }
            let oneEdit = states[Int(end)].differences & 2 != 0
            findings.append(
                nearCollision(
                    later: (pair.second, laterForm), earlier: (pair.first, earlierForm), oneEdit: oneEdit,
                    compiled, languages: languages, registry: registry))
        }
        return findings
    }

    private func nearCollision(
        later: (phrase: Int, form: [CompiledPhrases.Element]), earlier: (phrase: Int, form: [CompiledPhrases.Element]),
        oneEdit: Bool, _ compiled: CompiledPhrases, languages: PhraseLanguages, registry: Registry
    ) -> Finding {
        func describe(_ phrase: Int) -> String { Self.describe(phrase: phrase, compiled, registry: registry) }
        // A slot is spelled with the phrase's own name for it.
        func spell(_ element: CompiledPhrases.Element, of phrase: Int) -> String {
            switch element {
            case .word(let id): return compiled.words[Int(id)]
            case .slot(let language):
                let slot = Self.slots(of: compiled.phrases[phrase].pattern).first {
                    languages.slotLanguages[Int($0)] == language
                }
                return "${\(slot.flatMap { compiled.slots[Int($0)].parameterName } ?? Template.applicationNameSlot)}"
            }
        }
        let laterSpelled = later.form.map { spell($0, of: later.phrase) }
        let earlierSpelled = earlier.form.map { spell($0, of: earlier.phrase) }
        var how = "differ only by homophones"
        if oneEdit, let position = laterSpelled.indices.first(where: { laterSpelled[$0] != earlierSpelled[$0] }) {
            let differing = laterSpelled.indices.filter { laterSpelled[$0] != earlierSpelled[$0] }
            let word =
                differing.first { index in
                    Self.likeness(laterSpelled[index], earlierSpelled[index]) == .oneEdit
                } ?? position
            how = "differ in words that sound alike (\"\(laterSpelled[word])\" and \"\(earlierSpelled[word])\")"
        }
        let laterPath = compiled.phrases[later.phrase].path
        let earlierPath = compiled.phrases[earlier.phrase].path
        return Finding(
            rule: .nearCollision,
            message:
                "\(describe(later.phrase)) and \(describe(earlier.phrase)) \(how): "
                + "\"\(laterSpelled.joined(separator: " "))\" and \"\(earlierSpelled.joined(separator: " "))\"",
            path: laterPath, location: registry.location(of: laterPath),
            notes: [
                Finding.Note(
                    message: "\(describe(earlier.phrase)) is here", path: earlierPath,
                    location: registry.location(of: earlierPath))
            ])
    }

    /// The slots a pattern holds, in order.
    private static func slots(of pattern: PhrasePattern) -> [Int32] {
        switch pattern {
        case .word: return []
        case .slot(let slot): return [slot]
        case .sequence(let parts), .choice(let parts): return parts.flatMap(slots)
        case .optional(let inner): return slots(of: inner)
        }
    }

    /// Whether and how a listener may confuse two different words.
    static func likeness(_ a: String, _ b: String) -> Likeness? {
        guard a != b else { return nil }
        if let key = homophoneKey[a], key == homophoneKey[b] { return .homophone }
        switch FlexibleVocabulary.similarity(FlexibleVocabulary.Word(a), FlexibleVocabulary.Word(b))?.0 {
        case .soundsAlike: return .homophone
        case .spelledAlike:
            return EditDistance.distance(Array(a.utf8), Array(b.utf8), atMost: 1) != nil ? .oneEdit : nil
        default: return nil
        }
    }

    /// For each word the phrases read literally, the other such words a listener may take it for.
    ///
    /// Candidates are found without comparing every pair: words with one phonetic key, words in the
    /// homophone table, and words that share a one-letter deletion (every pair within one edit does).
    private static func alikeWords(_ words: [String], in automaton: ElementAutomaton) -> [Int32: [(Int32, Likeness)]] {
        var literal = Set<Int32>()
        for row in automaton.edges {
            for (element, _) in row { if case .word(let word) = element { literal.insert(word) } }
        }
        var buckets: [String: [Int32]] = [:]
        for word in literal.sorted() {
            let text = words[Int(word)]
            if let key = PhoneticKey.of(text) { buckets["k" + key, default: []].append(word) }
            if let key = homophoneKey[text] { buckets["h" + key, default: []].append(word) }
            let bytes = Array(text.utf8)
            guard bytes.count >= 4 else { continue }
            buckets["d" + text, default: []].append(word)
            for position in bytes.indices {
                var shorter = bytes
                shorter.remove(at: position)
                buckets["d" + String(decoding: shorter, as: UTF8.self), default: []].append(word)
            }
        }
        var alike: [Int32: [(Int32, Likeness)]] = [:]
        var seen = Set<Int64>()
        for bucket in buckets.values where bucket.count > 1 {
            for a in bucket {
                for b in bucket where a < b && seen.insert(Int64(a) << 32 | Int64(b)).inserted {
                    guard let likeness = likeness(words[Int(a)], words[Int(b)]) else { continue }
                    alike[a, default: []].append((b, likeness))
                    alike[b, default: []].append((a, likeness))
                }
            }
        }
        return alike
    }
}
