/// How many phrases Apple counts for a pattern's forms, computed on its pattern without enumerating them.
///
/// A form is one non-empty expansion of the template, as Apple would list it (an empty expansion is
/// no phrase). Each measure is a sum or product over the pattern tree: a sequence combines its parts'
/// measures, a choice unites its alternatives', an optional adds the empty form.
struct PatternMeasures {
    /// Per set of choice slots a form contains (a bit per slot, `slotBits`), how many forms contain
    /// exactly that set, saturating at `Int.max`; the key's lowest bit says whether the forms are
    /// non-empty.
    var formsBySlots: [UInt64: Int]

    /// The measures of a pattern.
    ///
    /// - Parameter slotBit: the bit a choice slot (enum cases, entity values) sets in `formsBySlots`,
    ///   or 0 for a slot that does not multiply the forms Apple counts.
    /// - Complexity: linear in the pattern's size times the sets of choice slots it holds (a phrase
    ///   holds one or two). Recursive, as deep as the template's groups, which the parser bounds.
    init(_ pattern: PhrasePattern, slotBit: (Int32) -> UInt64) {
        switch pattern {
        case .word:
            self.init(formsBySlots: [1: 1])
        case .slot(let slot):
            self.init(formsBySlots: [slotBit(slot) << 1 | 1: 1])
        case .sequence(let parts):
            self = Self.empty
            for part in parts { self = self.followed(by: PatternMeasures(part, slotBit: slotBit)) }
        case .choice(let alternatives):
            self.init(formsBySlots: [:])
            for alternative in alternatives { self = self.or(PatternMeasures(alternative, slotBit: slotBit)) }
        case .optional(let inner):
            self = PatternMeasures(inner, slotBit: slotBit).or(Self.empty)
        }
    }

    private init(formsBySlots: [UInt64: Int]) {
        self.formsBySlots = formsBySlots
    }

    private static let empty = PatternMeasures(formsBySlots: [0: 1])

    /// The forms of `self` and `other` together.
    private func or(_ other: PatternMeasures) -> PatternMeasures {
        var forms = formsBySlots
        for (key, count) in other.formsBySlots { forms[key] = Self.add(forms[key] ?? 0, count) }
        return PatternMeasures(
            formsBySlots: forms)
    }

    /// The forms of `self` followed by those of `next`.
    private func followed(by next: PatternMeasures) -> PatternMeasures {
        var forms: [UInt64: Int] = [:]
        for (first, firstCount) in formsBySlots {
            for (second, secondCount) in next.formsBySlots {
                let (product, overflow) = firstCount.multipliedReportingOverflow(by: secondCount)
                forms[first | second, default: 0] = Self.add(forms[first | second] ?? 0, overflow ? .max : product)
            }
        }
        return PatternMeasures(formsBySlots: forms)
    }

    private static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    /// How many phrases Apple counts for the non-empty forms: each form times the values of each
    /// distinct choice slot it holds, saturating at `Int.max`.
    func appleCount(valuesOfBit: (Int) -> Int) -> Int {
        var total = 0
        for (key, count) in formsBySlots where key & 1 == 1 {
            var product = count
            var bits = key >> 1
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                bits &= bits - 1
                let (next, overflow) = product.multipliedReportingOverflow(by: max(1, valuesOfBit(bit)))
                product = overflow ? .max : next
            }
            total = Self.add(total, product)
        }
        return total
    }
}
