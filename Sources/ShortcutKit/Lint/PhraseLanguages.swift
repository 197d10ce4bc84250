/// The languages of compiled phrases as automata: what the matcher accepts, as states and edges.
///
/// An utterance matches a phrase variant when, after leading edge fillers and before trailing ones,
/// its words are the variant's words and each slot's words are in the slot's language (a choice
/// table's forms, the number or amount grammar, one or more words of free text). The automaton says
/// exactly that: leading fillers loop at the start, the variants share a trie of their elements, each
/// slot edge is an instance of its grammar, and every accepting node may be followed by trailing
/// fillers. App-name-left-out variants are variants like the others.
struct PhraseLanguages {
    let compiled: CompiledPhrases
    /// The phrases' sentences (`CompiledPhrases.expandedVariants()`), listed once.
    let variants: [CompiledPhrases.Variant]
    let alphabet: TokenAlphabet
    /// The class of each lexicon word, by word id.
    let wordClasses: [Int32]
    /// For each slot, the first slot with the same language: slots of different intents that accept
    /// the same words (two integers, one enum type) share one instance of their grammar wherever they
    /// follow the same words, which keeps the product search from pairing copies of one grammar.
    let slotLanguages: [Int32]

    init(compiled: CompiledPhrases) {
        self.compiled = compiled
        self.variants = compiled.expandedVariants()
        let alphabet = TokenAlphabet(named: compiled.words)
        self.alphabet = alphabet
        wordClasses = compiled.words.map { alphabet.namedClass($0)! }
        var firstSlot: [String: Int32] = [:]
        slotLanguages = compiled.slots.indices.map { index in
            let key: String
            switch compiled.slots[index].kind {
            case .appName(let table), .choice(let table, _):
                key =
                    "choice "
                    + table.forms.map { $0.words.map(String.init).joined(separator: ",") }.sorted().joined(
                        separator: ";")
            case .integer: key = "integer"
            case .number: key = "number"
            case .currency: key = "currency"
            case .freeText: key = "freeText"
            }
            if let first = firstSlot[key] { return first }
            firstSlot[key] = Int32(index)
            return Int32(index)
        }
    }

    /// An automaton accepting what the given variants accept, each accepting state naming its variants.
    ///
    /// - Complexity: proportional to the variants' elements plus, per slot edge, the size of the slot's
    ///   grammar (a choice table's words, or a few dozen states for a number).
    func automaton(variants: some Sequence<Int>) -> WordAutomaton {
        var builder = AutomatonBuilder()
        let grammar = NumberGrammar(alphabet: alphabet, builder: &builder)
        var slotPatterns: [Int32: WordPattern] = [:]
        let fillers = { (fillers: [[String]]) -> WordPattern in
            .oneOrMore(.choice(fillers.map { .sequence($0.map { .label(.word(alphabet.namedClass($0)!)) }) }))
        }

        let root = builder.addState()
        builder.add(.optional(fillers(EdgeFillers.leading)), from: 0, to: root)
        var children: [Int64: Int32] = [:]
        var accepting: [Int32: [Int32]] = [:]
        var acceptingOrder: [Int32] = []
        for variantIndex in variants {
            var node = root
            for element in self.variants[variantIndex].elements {
                let key: Int64
                switch element {
                case .word(let id): key = Int64(node) << 33 | Int64(wordClasses[Int(id)]) << 1
                case .slot(let id): key = Int64(node) << 33 | Int64(slotLanguages[Int(id)]) << 1 | 1
                }
                if let child = children[key] {
                    node = child
                    continue
                }
                let child = builder.addState()
                children[key] = child
                switch element {
                case .word(let id):
                    builder.addEdge(node, .word(wordClasses[Int(id)]), child)
                case .slot(let id):
                    if case .freeText = compiled.slots[Int(id)].kind {
                        addFreeText(&builder, from: node, to: child)
                        break
                    }
                    if slotPatterns[id] == nil { slotPatterns[id] = pattern(of: compiled.slots[Int(id)].kind, grammar) }
                    builder.add(slotPatterns[id]!, from: node, to: child)
                }
                node = child
            }
            if accepting[node] == nil { acceptingOrder.append(node) }
            accepting[node, default: []].append(Int32(variantIndex))
        }
        let trailing = fillers(EdgeFillers.trailing)
        for node in acceptingOrder {
            let tail = builder.addState()
            for variant in accepting[node]! {
                builder.accept(node, variant: variant)
                builder.accept(tail, variant: variant)
            }
            builder.add(trailing, from: node, to: tail)
        }
        return builder.build()
    }

    private func pattern(of kind: CompiledPhrases.Slot.Kind, _ grammar: NumberGrammar) -> WordPattern {
        switch kind {
        case .appName(let table), .choice(let table, _):
            return .choice(
                table.forms.map { form in .sequence(form.words.map { .label(.word(wordClasses[Int($0)])) }) })
        case .integer: return grammar.integer
        case .number: return grammar.number
        case .currency: return grammar.currency
        case .freeText: preconditionFailure("free text is added by addFreeText, not as a pattern")
        }
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
            if let previous, SpokenAmount.symbols[previous] == nil { text += " " }
            text += word
            previous = word
        }
        return text
    }
}
