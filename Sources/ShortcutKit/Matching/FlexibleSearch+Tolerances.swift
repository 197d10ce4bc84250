/// The tolerances a flexible path takes: paid for as the walk goes, written out only for a parse that
/// ranks first so far.
extension FlexibleSearch {
    /// Takes a tolerance for the length of `body`, unless it would pass the budget.
    mutating func tolerate(
        _ kind: Tolerance.Kind, _ heard: Range<Int>, _ expected: Int32 = -1, _ expectedNext: Int32 = -1,
        cost extra: Double, length added: Int, literal: Int = 0, _ body: (inout FlexibleSearch) -> Void
    ) {
        guard path.affords(extra) else { return }
        path.take(
            Step(kind: kind, heard: heard, expected: expected, expectedNext: expectedNext, cost: extra), length: added,
            literal: literal)
        body(&self)
        path.giveBack(cost: extra, length: added, literal: literal)
    }

    /// A tolerance on the current path, kept as positions and word ids: only a complete parse's steps
    /// become `Tolerance` values, with their strings.
    struct Step {
        var kind: Tolerance.Kind
        var heard: Range<Int>
        /// Word ids, or -1: the expected word, and the second one of a merge.
        var expected: Int32
        var expectedNext: Int32
        var cost: Double
        /// The tolerances of a value read with them (already made: rare, and they carry the parameter).
        var value: [Tolerance]? = nil
    }

    /// The steps as tolerances, a value's naming the phrase's own parameter (values are read on
    /// edges shared by all the parameters of their type; see `PhraseGraph.slotRemaps`).
    func tolerances(of steps: [Step], phrase: Int32) -> [Tolerance] {
        var result: [Tolerance] = []
        let remaps = graph.slotRemaps[Int(phrase)]
        for step in steps {
            if var value = step.value {
                for index in value.indices {
                    if let remap = remaps.first(where: {
                        compiled.slots[Int($0.symbol)].parameterName == value[index].parameter
                    }) {
                        value[index].parameter = compiled.slots[Int(remap.slot)].parameterName
                    }
                }
                result += value
                continue
            }
            var expected = step.expected >= 0 ? compiled.words[Int(step.expected)] : ""
            if step.expectedNext >= 0 { expected += " " + compiled.words[Int(step.expectedNext)] }
            result.append(
                Tolerance(
                    kind: step.kind, spoken: utterance.words[step.heard].joined(separator: " "), expected: expected,
                    cost: step.cost))
        }
        return result
    }
}
