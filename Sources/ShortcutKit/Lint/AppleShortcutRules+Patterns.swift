extension AppleShortcutRules.Form {
    /// The most distinct forms of one pattern the linter evaluates.
    ///
    /// Forms differ only in their slots (words do not count), so this is far fewer than the concrete
    /// phrases: a template with more distinct forms stands for more than `ConcretePhrase.limit` phrases,
    /// which no export carries anyway.
    static let limit = ConcretePhrase.limit

    /// The distinct non-empty forms of a compiled phrase's pattern, as Apple would list its phrases
    /// (the `ConcretePhrase` expansions of its template), at most `limit` of them.
    ///
    /// - Complexity: linear in the pattern's size times the distinct forms of its parts. Recursive, as
    ///   deep as the template's groups, which the parser bounds.
    static func forms(of pattern: PhrasePattern, slots: [CompiledPhrases.Slot]) -> [Self] {
        forms(pattern, slots: slots).compactMap { $0.isEmpty ? nil : $0.form }
    }

    /// A form under construction: `isEmpty` while no word or slot is in it.
    private struct Partial: Hashable {
        var form: AppleShortcutRules.Form
        var isEmpty: Bool
    }

    private static func forms(_ pattern: PhrasePattern, slots: [CompiledPhrases.Slot]) -> [Partial] {
        let empty = Partial(form: Self(appNameCount: 0, parameters: []), isEmpty: true)
        switch pattern {
        case .word:
            return [Partial(form: empty.form, isEmpty: false)]
        case .slot(let slot):
            if slot == CompiledPhrases.appNameSlot {
                return [Partial(form: Self(appNameCount: 1, parameters: []), isEmpty: false)]
            }
            let names = slots[Int(slot)].parameterName.map { [$0] } ?? []
            return [Partial(form: Self(appNameCount: 0, parameters: names), isEmpty: false)]
        case .sequence(let parts):
            var result = [empty]
            for part in parts {
                let next = forms(part, slots: slots)
                var combined: [Partial] = []
                var seen = Set<Partial>()
                outer: for first in result {
                    for second in next {
                        let joined = Partial(
                            form: Self(
                                appNameCount: first.form.appNameCount + second.form.appNameCount,
                                parameters: first.form.parameters + second.form.parameters),
                            isEmpty: first.isEmpty && second.isEmpty)
                        if seen.insert(joined).inserted { combined.append(joined) }
                        if combined.count >= limit { break outer }
                    }
                }
                result = combined
            }
            return result
        case .choice(let alternatives):
            return unique(alternatives.flatMap { forms($0, slots: slots) })
        case .optional(let inner):
            return unique([empty] + forms(inner, slots: slots))
        }
    }

    private static func unique(_ partials: [Partial]) -> [Partial] {
        var seen = Set<Partial>()
        return Array(partials.filter { seen.insert($0).inserted }.prefix(limit))
    }
}
