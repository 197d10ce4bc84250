/// The top level of a regular pattern: what Thompson's construction reads of it.
enum RegularShape<Pattern, Label> {
    case label(Label)
    case sequence([Pattern])
    case choice([Pattern])
    case optional(Pattern)
    case oneOrMore(Pattern)
}

/// A regular expression over some labels: a phrase's pattern over elements (`PhrasePattern`), a slot
/// grammar over word classes (`WordPattern`).
protocol RegularPattern {
    associatedtype Label
    var shape: RegularShape<Self, Label> { get }
}

/// States and edges with empty moves, built by Thompson's construction: the one construction of the
/// linter's automata (the element automaton of phrases, the word automaton of their languages).
protocol ThompsonConstruction {
    associatedtype Label
    mutating func addState() -> Int32
    mutating func addEdge(_ from: Int32, _ label: Label, _ to: Int32)
    mutating func addEmptyMove(_ from: Int32, _ to: Int32)
}

extension ThompsonConstruction {
    /// Adds states and edges so that the labels `pattern` accepts lead from `from` to `to`.
    ///
    /// Optional and repeated parts get fresh entry and exit states, which keep their empty moves (and a
    /// repetition's loop) from leaking into other edges of `from` and `to`. Recursive, as deep as the
    /// pattern's groups, which the template parser (and the number grammar's few levels) bound.
    mutating func add<Pattern: RegularPattern>(_ pattern: Pattern, from: Int32, to: Int32)
    where Pattern.Label == Label {
        let shape = pattern.shape
        switch shape {
        case .label(let label):
            addEdge(from, label, to)
        case .sequence(let parts):
            guard !parts.isEmpty else { return addEmptyMove(from, to) }
            var current = from
            for (index, part) in parts.enumerated() {
                let next = index == parts.count - 1 ? to : addState()
                add(part, from: current, to: next)
                current = next
            }
        case .choice(let alternatives):
            for alternative in alternatives { add(alternative, from: from, to: to) }
        case .optional(let inner), .oneOrMore(let inner):
            let entry = addState()
            let exit = addState()
            addEmptyMove(from, entry)
            add(inner, from: entry, to: exit)
            addEmptyMove(exit, to)
            if case .optional = shape { addEmptyMove(from, to) } else { addEmptyMove(exit, entry) }
        }
    }
}

extension PhrasePattern: RegularPattern {
    var shape: RegularShape<PhrasePattern, CompiledPhrases.Element> {
        switch self {
        case .word(let word): .label(.word(word))
        case .slot(let slot): .label(.slot(slot))
        case .sequence(let parts): .sequence(parts)
        case .choice(let alternatives): .choice(alternatives)
        case .optional(let inner): .optional(inner)
        }
    }
}
