/// The (node, position) visits a flexible search may still make, over all its runs.
///
/// A value of its own so that the budget is only ever spent one visit at a time and the walk cannot
/// forget to say it ran out: a search that stopped at its budget has not found all its parses, and
/// decides nothing (`FlexibleParses.isExhausted`).
struct FlexibleWorkBudget {
    /// Visits left.
    private(set) var left: Int
    /// Whether a visit was refused: the walk's parses are not all there were.
    private(set) var isExhausted = false

    init(visits: Int) {
        left = visits
    }

    /// Takes one visit, or says there is none left (and remembers that there was not).
    mutating func spend() -> Bool {
        guard left > 0 else {
            isExhausted = true
            return false
        }
        left -= 1
        return true
    }
}
