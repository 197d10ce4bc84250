/// Shapes of one intent merged into one template, as a person would write it: the words all members
/// share, in order (the skeleton), and in the gaps between them what the members say there, as
/// alternatives `(a|b)`, optional when a member says nothing there, `[a]` or `[a|b]` ("check my balance"
/// and "check my current balance" → `check my [current] balance`).
///
/// Slots are always in the skeleton, so every member reads the same parameters. With one gap allowed
/// (`Limits.regions`), a template accepts only its members' sentences; with more, it also accepts the
/// combinations of one member's words in one gap with another's in the next ("how much (money|cash) do i
/// have in my [various] bank accounts"): bolder, and each proposal is still checked exactly.
struct PhraseGroup: Sendable {
    /// How bold merging is: the larger these, the more utterances a template covers and the more it
    /// may accept that nobody said.
    struct Limits: Sendable, Hashable {
        /// The most words a member may have in one gap; 0 merges only equal shapes.
        var differingWords: Int
        /// The most members (alternatives) in one group.
        var alternatives: Int
        /// The fewest elements (words and slots) the skeleton keeps.
        var sharedWords: Int
        /// The most gaps where members differ.
        var regions: Int
    }

    /// The distinct shapes merged, in the order they joined.
    private(set) var members: [UtteranceShape]
    /// The utterances merged, by their index in the suggester's input, each with its member's index.
    private(set) var utterances: [(index: Int, member: Int)]
    /// The elements every member has, in order.
    private var skeleton: [UtteranceShape.Element]
    /// For each member, where each skeleton element is among its elements.
    private var positions: [[Int]]
    /// The most elements of a member.
    private var longest: Int

    init(_ shape: UtteranceShape, utterance: Int) {
        members = [shape]
        utterances = [(utterance, 0)]
        skeleton = shape.elements
        positions = [Array(shape.elements.indices)]
        longest = shape.elements.count
    }

    /// How many elements the skeleton would keep with `shape` merged in, if it may be under `limits`;
    /// nil when it may not.
    ///
    /// - Parameter better: only a group sharing more than this many elements is of interest; nil is
    ///   returned at once when this one cannot (most groups, on a large input).
    func sharedElements(with shape: UtteranceShape, limits: Limits, better: Int = -1) -> Int? {
        if members.contains(shape) { return skeleton.count }
        // The skeleton keeps at most the shorter of itself and the shape, and every member (the shape
        // too) must lie within `regions` gaps of `differingWords` of it.
        let bound = min(skeleton.count, shape.elements.count)
        let slack = limits.regions * limits.differingWords
        guard members.count < limits.alternatives, bound > better, bound >= limits.sharedWords,
            bound + slack >= max(longest, shape.elements.count), let plan = plan(shape, limits: limits)
        else { return nil }
        return plan.kept.count
    }

    /// Adds `shape` (checked by `sharedElements(with:limits:)`) with one more utterance of it.
    mutating func add(_ shape: UtteranceShape, utterance: Int, limits: Limits) {
        if let member = members.firstIndex(of: shape) {
            utterances.append((utterance, member))
            return
        }
        guard let plan = plan(shape, limits: limits) else { return }
        utterances.append((utterance, members.count))
        skeleton = plan.kept.map { skeleton[$0] }
        positions = positions.map { member in plan.kept.map { member[$0] } } + [plan.shapePositions]
        members.append(shape)
        longest = max(longest, shape.elements.count)
    }

    /// The skeleton elements kept (by index) when `shape` joins, and where they are in `shape`: a longest
    /// common subsequence, checked against the limits for every member.
    private func plan(_ shape: UtteranceShape, limits: Limits) -> (kept: [Int], shapePositions: [Int])? {
        let a = skeleton
        let b = shape.elements
        // lengths[i * width + j]: the longest common subsequence of a[i...] and b[j...], in one flat array.
        let width = b.count + 1
        var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
        var i = a.count - 1
        while i >= 0 {
            var j = b.count - 1
            while j >= 0 {
                lengths[i * width + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                j -= 1
            }
            i -= 1
        }
        var kept: [Int] = []
        var shapePositions: [Int] = []
        i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                kept.append(i)
                shapePositions.append(j)
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        guard kept.count >= limits.sharedWords else { return nil }
        var differing = Set<Int>()
        let all = zip(members, positions.map { member in kept.map { member[$0] } }) + [(shape, shapePositions)]
        for (member, places) in all {
            for (gap, segment) in Self.gaps(member.elements, places).enumerated() where !segment.isEmpty {
                guard segment.count <= limits.differingWords, !segment.contains(where: \.isSlot) else { return nil }
                differing.insert(gap)
            }
        }
        // A gap where one member says nothing and another something is a difference too (an optional).
        guard differing.count <= limits.regions else { return nil }
        return (kept, shapePositions)
    }

    /// The elements of a member before, between and after the skeleton's places in it.
    private static func gaps(_ elements: [UtteranceShape.Element], _ places: [Int]) -> [ArraySlice<
        UtteranceShape.Element
    >] {
        var gaps: [ArraySlice<UtteranceShape.Element>] = []
        var start = 0
        for place in places {
            gaps.append(elements[start..<place])
            start = place + 1
        }
        gaps.append(elements[start...])
        return gaps
    }

    /// The template: the skeleton, with each gap's alternatives as a group.
    var written: String {
        let memberGaps = zip(members, positions).map { Self.gaps($0.elements, $1) }
        var parts: [String] = []
        for gap in 0...skeleton.count {
            var alternatives: [String] = []
            var hasEmpty = false
            for gaps in memberGaps {
                if gaps[gap].isEmpty {
                    hasEmpty = true
                } else {
                    let text = gaps[gap].map(\.written).joined(separator: " ")
                    if !alternatives.contains(text) { alternatives.append(text) }
                }
            }
            if !alternatives.isEmpty {
                let joined = alternatives.joined(separator: "|")
                if hasEmpty {
                    parts.append("[\(joined)]")
                } else {
                    parts.append(alternatives.count == 1 ? joined : "(\(joined))")
                }
            }
            if gap < skeleton.count { parts.append(skeleton[gap].written) }
        }
        return parts.joined(separator: " ")
    }
}
