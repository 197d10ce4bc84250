/// The path a flexible walk is on: what it has paid, read and captured from the start of the span to the
/// node it is at.
///
/// The walk goes down by taking a word, a tolerance or a value and comes back by giving it back, in the
/// opposite order; a value of its own so that each move and its undoing are written once, side by side,
/// and a parse reads the path without reaching into the walk.
struct FlexiblePath {
    /// What the tolerances taken cost.
    private(set) var cost = 0.0
    /// Phrase elements followed plus heard words skipped: what a parse's cost is divided by.
    private(set) var length = 0
    /// Literal phrase words followed (heard, misheard or dropped).
    private(set) var literalWords = 0
    /// The values read, in order.
    private(set) var captures: [PhraseSearch.Capture] = []
    /// The tolerances taken, in order.
    private(set) var steps: [FlexibleSearch.Step] = []

    /// Whether a tolerance of this cost keeps the path within the budget.
    func affords(_ extra: Double) -> Bool {
        cost + extra <= FlexibleVocabulary.Cost.budget + 1e-9
    }

    /// Takes a tolerance: its cost, the elements and literal words it stands for.
    mutating func take(_ step: FlexibleSearch.Step, length added: Int, literal: Int = 0) {
        cost += step.cost
        length += added
        literalWords += literal
        steps.append(step)
    }

    /// Gives back the tolerance `take` took last, with the same figures.
    mutating func giveBack(cost extra: Double, length added: Int, literal: Int = 0) {
        steps.removeLast()
        literalWords -= literal
        length -= added
        cost -= extra
    }

    /// Follows a phrase word the heard word is.
    mutating func followWord() {
        length += 1
        literalWords += 1
    }

    mutating func unfollowWord() {
        literalWords -= 1
        length -= 1
    }

    /// Reads a value into a slot.
    mutating func capture(_ capture: PhraseSearch.Capture) {
        captures.append(capture)
        length += 1
    }

    mutating func releaseCapture() {
        length -= 1
        captures.removeLast()
    }

    /// Back at the start of a span, with nothing paid.
    mutating func clear() {
        cost = 0
        length = 0
        steps.removeAll(keepingCapacity: true)
    }
}
