/// Shapes of one intent merged into one template, as a person would write it: the words they share at
/// the start and at the end, and what lies between as alternatives, `(a|b)`, optional when one of them
/// is empty, `[a]` or `[a|b]` ("check my balance" and "check my current balance" → `check my [current]
/// balance`).
///
/// Only words differ between members: slots are shared at the start or end, so every member reads the
/// same parameters. A group never accepts a sentence whose middle is not one of its members' middles,
/// so merging adds only the combinations of a member's start and end with another member's middle.
struct PhraseGroup: Sendable {
    /// How bold merging is: the larger these, the more utterances a template covers and the more it
    /// may accept that nobody said.
    struct Limits: Sendable, Hashable {
        /// The most words a member may have between the shared start and end; 0 merges only equal shapes.
        var differingWords: Int
        /// The most members (alternatives) in one group.
        var alternatives: Int
        /// The fewest words (and slots) all members share at the start and end together.
        var sharedWords: Int
    }

    /// The distinct shapes merged, in the order they joined.
    private(set) var members: [UtteranceShape]
    /// The utterances merged, by their index in the suggester's input, each with its member's index.
    private(set) var utterances: [(index: Int, member: Int)]
    private var prefix: Int
    private var suffix: Int
    private var shortest: Int
    private var longest: Int

    init(_ shape: UtteranceShape, utterance: Int) {
        members = [shape]
        utterances = [(utterance, 0)]
        prefix = shape.elements.count
        suffix = 0
        shortest = shape.elements.count
        longest = shape.elements.count
    }

    /// How many elements the group would share with `shape` at its edges, if `shape` may join under
    /// `limits`; nil when it may not.
    func sharedElements(with shape: UtteranceShape, limits: Limits) -> Int? {
        if members.contains(shape) { return prefix + suffix }
        guard members.count < limits.alternatives else { return nil }
        let (newPrefix, newSuffix) = edges(with: shape)
        let shared = newPrefix + newSuffix
        guard shared >= limits.sharedWords, max(longest, shape.elements.count) - shared <= limits.differingWords
        else { return nil }
        for member in members + [shape] {
            let middle = member.elements[newPrefix..<(member.elements.count - newSuffix)]
            if middle.contains(where: \.isSlot) { return nil }
        }
        return shared
    }

    /// Adds `shape` (checked by `sharedElements(with:limits:)`) with one more utterance of it.
    mutating func add(_ shape: UtteranceShape, utterance: Int) {
        if let member = members.firstIndex(of: shape) {
            utterances.append((utterance, member))
            return
        }
        utterances.append((utterance, members.count))
        (prefix, suffix) = edges(with: shape)
        members.append(shape)
        shortest = min(shortest, shape.elements.count)
        longest = max(longest, shape.elements.count)
    }

    /// The elements every member and `shape` share at the start, and then at the end.
    private func edges(with shape: UtteranceShape) -> (prefix: Int, suffix: Int) {
        let first = members[0].elements
        let other = shape.elements
        var newPrefix = 0
        while newPrefix < prefix, newPrefix < other.count, first[newPrefix] == other[newPrefix] { newPrefix += 1 }
        // A lone member shares its whole self; once there are two, the end they share bounds the next.
        let room = min(shortest, other.count) - newPrefix
        let bound = members.count == 1 ? room : min(suffix, room)
        var newSuffix = 0
        while newSuffix < bound, first[first.count - 1 - newSuffix] == other[other.count - 1 - newSuffix] {
            newSuffix += 1
        }
        return (newPrefix, newSuffix)
    }

    /// The template: shared start, the middles as a group, shared end.
    var written: String {
        let first = members[0].elements
        var middles: [String] = []
        var hasEmpty = false
        for member in members {
            let middle = member.elements[prefix..<(member.elements.count - suffix)]
            if middle.isEmpty {
                hasEmpty = true
            } else {
                let text = middle.map(\.written).joined(separator: " ")
                if !middles.contains(text) { middles.append(text) }
            }
        }
        var parts = first[..<prefix].map(\.written)
        if !middles.isEmpty {
            let alternatives = middles.joined(separator: "|")
            if hasEmpty {
                parts.append("[\(alternatives)]")
            } else {
                parts.append(middles.count == 1 ? alternatives : "(\(alternatives))")
            }
        }
        parts += first[(first.count - suffix)...].map(\.written)
        return parts.joined(separator: " ")
    }
}
