/// The languages of compiled phrases as automata: what the matcher accepts, as states and edges.
///
/// An utterance matches a phrase variant when, after leading edge fillers and before trailing ones,
/// its words are the variant's words and each slot's words are in the slot's language (a choice
/// table's forms, the number or amount grammar, one or more words of free text). The automaton says
/// exactly that: leading fillers loop at the start, the phrases share one `ElementAutomaton` built from
/// their patterns (never from their expansions), each slot edge is an instance of its grammar, and
/// every accepting state may be followed by trailing fillers. The app-name-left-out forms are paths of
/// the element automaton like the others.
struct PhraseLanguages {
    let compiled: CompiledPhrases
    let alphabet: TokenAlphabet
    /// The class of each lexicon word, by word id.
    let wordClasses: [Int32]
    /// For each slot, the first slot with the same language: slots of different intents that accept
    /// the same words (two integers, one enum type) share one instance of their grammar wherever they
    /// follow the same words, which keeps the product search from pairing copies of one grammar.
    let slotLanguages: [Int32]
    /// Per word id, whether the word is an app-name connective (`ElementAutomaton.connectives`).
    let connectives: [Bool]
    /// The number and amount grammars, built once over the alphabet (which scanning them takes), with
    /// the class sets their labels name: every automaton starts from these sets.
    private let grammar: NumberGrammar
    private let grammarSets: ClassSets

    init(compiled: CompiledPhrases) {
        self.compiled = compiled
        let alphabet = TokenAlphabet(named: compiled.words + compiled.fillers.words)
        self.alphabet = alphabet
        wordClasses = compiled.words.map { alphabet.namedClass($0)! }
        connectives = ElementAutomaton.connectives(compiled.words)
        var builder = AutomatonBuilder()
        grammar = NumberGrammar(alphabet: alphabet, builder: &builder)
        grammarSets = builder.sets
        // Choices are one language when their forms are equal in order (slots of one type); a hash
        // of the forms finds the candidates without comparing every pair of slots.
        var firstSlots: [Int: [Int32]] = [:]
        slotLanguages = compiled.slots.indices.map { index in
            var hasher = Hasher()
            switch compiled.slots[index].kind {
            case .appName(let choices), .choice(let choices, _):
                hasher.combine(0)
                for form in choices.forms { hasher.combine(form.words) }
            case .integer: hasher.combine(1)
            case .number: hasher.combine(2)
            case .currency: hasher.combine(3)
            case .freeText, .date, .time, .duration, .percent: hasher.combine(4)
            }
            let key = hasher.finalize()
            for first in firstSlots[key] ?? []
            where Self.sameLanguage(compiled.slots[index].kind, compiled.slots[Int(first)].kind) {
                return first
            }
            firstSlots[key, default: []].append(Int32(index))
            return Int32(index)
        }
    }

    private static func sameLanguage(_ a: CompiledPhrases.Slot.Kind, _ b: CompiledPhrases.Slot.Kind) -> Bool {
        switch (a, b) {
        case (.appName(let x), .appName(let y)), (.choice(let x, _), .choice(let y, _)),
            (.appName(let x), .choice(let y, _)), (.choice(let x, _), .appName(let y)):
            return x === y
                || (x.forms.count == y.forms.count && zip(x.forms, y.forms).allSatisfy { $0.words == $1.words })
        case (.integer, .integer), (.number, .number), (.currency, .currency), (.freeText, .freeText): return true
        default: return false
        }
    }

    /// An automaton accepting what the given phrases accept, each accepting state naming its phrases.
    ///
    /// The phrases' patterns are merged into an `ElementAutomaton` (the app-name-left-out forms
    /// included), and each of its slot edges becomes an instance of the slot's grammar: a trie of the
    /// spoken forms for a choice, the number or amount grammar, or free text.
    ///
    /// - Complexity: proportional to the element automaton's states plus, per slot edge, the size of the
    ///   slot's grammar (the trie of a choice's forms, or a few dozen states for a number); never to the
    ///   number of sentences the phrases stand for.
    func automaton(phrases: some Sequence<Int>) -> WordAutomaton {
        let elements = ElementAutomaton(
            compiled: compiled, phrases: phrases, slotLanguage: slotLanguages, connectives: connectives,
            leavingAppNameOut: true)
        var builder = AutomatonBuilder()
        builder.sets = grammarSets
        var slotPatterns: [Int32: WordPattern] = [:]
        let fillers = { (fillers: [[String]]) -> WordPattern in
            .oneOrMore(.choice(fillers.map { .sequence($0.map { .label(.word(alphabet.namedClass($0)!)) }) }))
        }

        let states = (0..<elements.stateCount).map { _ in builder.addState() }
        builder.add(WordPattern.optional(fillers(compiled.fillers.leading)), from: 0, to: states[Int(elements.start)])
        for (state, row) in elements.edges.enumerated() {
            for (element, target) in row {
                let from = states[state]
                let to = states[Int(target)]
                switch element {
                case .word(let id):
                    builder.addEdge(from, .word(wordClasses[Int(id)]), to)
                case .slot(let id):
                    switch compiled.slots[Int(id)].kind {
                    case .freeText:
                        addFreeText(&builder, from: from, to: to)
                    case .date, .time, .duration, .percent:
                        if slotPatterns[id] == nil { slotPatterns[id] = calendarValuePattern(&builder) }
                        builder.add(slotPatterns[id]!, from: from, to: to)
                    case .appName(let table), .choice(let table, _):
                        addForms(table, &builder, from: from, to: to)
                    case .integer, .number, .currency:
                        if slotPatterns[id] == nil {
                            slotPatterns[id] = pattern(of: compiled.slots[Int(id)].kind, grammar)
                        }
                        builder.add(slotPatterns[id]!, from: from, to: to)
                    }
                }
            }
        }
        let trailing = fillers(compiled.fillers.trailing)
        for (state, phrases) in elements.accepting.enumerated() where !phrases.isEmpty {
            let tail = builder.addState()
            for phrase in phrases {
                builder.accept(states[state], phrase: phrase)
                builder.accept(tail, phrase: phrase)
            }
            builder.add(trailing, from: states[state], to: tail)
        }
        return builder.build()
    }

    private func pattern(of kind: CompiledPhrases.Slot.Kind, _ grammar: NumberGrammar) -> WordPattern {
        switch kind {
        case .integer: return grammar.integer
        case .number: return grammar.number
        case .currency: return grammar.currency
        case .appName, .choice, .freeText, .date, .time, .duration, .percent:
            preconditionFailure("choices and free text are built by their own methods")
        }
    }

    /// A choice's spoken forms as a trie between two states: one state per proper prefix of a form, so
    /// that 100,000 values cost the size of their trie. The word that ends a form leads to `to`.
    private func addForms(
        _ table: CompiledPhrases.ChoiceTable, _ builder: inout AutomatonBuilder, from: Int32, to: Int32
    ) {
        var children: [Int64: Int32] = [:]
        var ends = Set<Int64>()
        for form in table.forms where !form.words.isEmpty {
            var node = from
            for (index, word) in form.words.enumerated() {
                let wordClass = wordClasses[Int(word)]
                let key = Int64(node) << 32 | Int64(wordClass)
                if index == form.words.count - 1 {
                    if ends.insert(key).inserted { builder.addEdge(node, .word(wordClass), to) }
                } else if let child = children[key] {
                    node = child
                } else {
                    let child = builder.addState()
                    children[key] = child
                    builder.addEdge(node, .word(wordClass), child)
                    node = child
                }
            }
        }
    }

    /// A date, time, duration or percentage, conservatively: one or more words any of their readers may
    /// read (the locale's calendar words, number words, digits and written forms such as `3/12`, and
    /// every word no phrase names). The language holds every value the readers accept, so no collision is
    /// missed; one the readers' rules exclude ("in" "friday" "friday") may be reported.
    private func calendarValuePattern(_ builder: inout AutomatonBuilder) -> WordPattern {
        let vocabulary = compiled.calendarWords.allWords.union(SpokenNumber.vocabulary).union([
            "hundred", "thousand", "million", "a", "and", "point", "zero", "oh", "minus", "negative",
        ])
        let classes = alphabet.classes { word in
            alphabet.namedClass(word) == nil || vocabulary.contains(word) || word.first?.isNumber == true
        }
        return .oneOrMore(.label(builder.label(classes)))
    }

    /// Free text as the matcher reads it: one or more words that do not hold a whole form of the app's
    /// name (`PhraseSearch.freeTextLimit`).
    ///
    /// "Contains no form" is no pattern of the builder's combinators, so the states are built here, as
    /// a string-matching automaton: a state is the longest end of the words read so far that begins a
    /// form, a word completing a form has no edge, and a word no form uses goes back to the start.
    private func addFreeText(_ builder: inout AutomatonBuilder, from: Int32, to: Int32) {
        var forms: [[Int32]] = []
        if case .appName(let table) = compiled.slots[Int(CompiledPhrases.appNameSlot)].kind {
            forms = table.forms.map { $0.words.map { wordClasses[Int($0)] } }
        }
        var prefixes: [[Int32]] = [[]]
        for form in forms {
            for length in 1..<form.count where !prefixes.contains(Array(form.prefix(length))) {
                prefixes.append(Array(form.prefix(length)))
            }
        }
        let formClasses = Array(Set(forms.joined())).sorted()
        let otherClasses = (0..<Int32(alphabet.count)).filter { !formClasses.contains($0) }
        // The state after a word: nil when the words now end with a whole form.
        func next(_ prefix: [Int32], _ word: Int32) -> Int? {
            let read = prefix + [word]
            for start in read.indices where forms.contains(Array(read[start...])) { return nil }
            for start in read.indices {
                if let index = prefixes.firstIndex(of: Array(read[start...])) { return index }
            }
            return 0
        }
        // A start state that reads the first word, then one state per prefix, each able to end the text.
        let states = prefixes.map { _ in builder.addState() }
        for (index, source) in [(0, from)] + prefixes.indices.map({ ($0, states[$0]) }) {
            for word in formClasses {
                if let target = next(prefixes[index], word) { builder.addEdge(source, .word(word), states[target]) }
            }
            if !otherClasses.isEmpty { builder.addEdge(source, builder.label(otherClasses), states[0]) }
        }
        for state in states { builder.addEmptyMove(state, to) }
    }

    /// The words of an utterance as classes.
    func classes(of words: [String]) -> [Int32] {
        words.map { alphabet.classOf($0) }
    }

    /// A witness's classes spelled as an utterance: representatives joined by spaces, a currency
    /// symbol written against its number ("$7").
    func spell(_ classes: [Int32]) -> String {
        var text = ""
        var previous: String?
        for word in classes.map({ alphabet.representatives[Int($0)] }) {
            if let previous, !SpokenAmount.isWrittenAgainstNumber(previous) { text += " " }
            text += word
            previous = word
        }
        return text
    }
}
