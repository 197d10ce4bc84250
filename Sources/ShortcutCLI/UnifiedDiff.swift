/// The line differences between two texts, written as `diff -u` writes them, so that `export --check` shows
/// in CI exactly what a regenerated file would change and `patch -p0` can apply it.
///
/// Lines are compared whole (a missing final newline counts as a difference, as `diff` says with
/// `\ No newline at end of file`). The common head and tail are set aside first, since a stale generated
/// file usually differs in a few places; the middle is diffed with Myers' algorithm, whose edit script is
/// the shortest. Both are bounded: past `maximumEdits` differing lines the middle is written as one hunk that
/// removes the old lines and adds the new ones, still a correct diff, so a file that changed completely
/// costs time and memory proportional to its size rather than to its size squared.
struct UnifiedDiff {
    /// One line of the edit script.
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The lines of context around each change, as `diff -u` writes by default.
    static let context = 3
    /// The most differing lines the middle is diffed with before it is written as one replacement.
    static let maximumEdits = 2_000

    /// The edit script from `old` to `new`, line by line.
    let lines: [Line]

    init(from old: String, to new: String) {
        lines = Self.script(from: Self.split(old), to: Self.split(new))
    }

    /// Whether the texts differ at all.
    var isEmpty: Bool { lines.allSatisfy { if case .same = $0 { true } else { false } } }

    /// The diff as `diff -u old new` prints it, with the given file labels; empty when the texts are equal.
    func rendered(oldLabel: String, newLabel: String) -> String {
        guard !isEmpty else { return "" }
        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks() {
            text += hunk
        }
        return text
    }

    /// A text's lines, each with its newline; the last without one when the text does not end in one.
    private static func split(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func script(from old: [String], to new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle =
            myers(from: oldMiddle, to: newMiddle)
            ?? oldMiddle.map(Line.removed) + newMiddle.map(Line.added)
        return old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
    }

    /// The shortest edit script (Myers 1986), or `nil` when it needs more than `maximumEdits` edits.
    ///
    /// - Complexity: O((N + M) · D) time and O(D²) memory for D edits.
    private static func myers(from old: [String], to new: [String]) -> [Line]? {
        let n = old.count
        let m = new.count
        if n == 0 || m == 0 { return old.map(Line.removed) + new.map(Line.added) }
        let limit = min(n + m, maximumEdits)
        // frontier[k + d] of step d: the furthest x on diagonal k = x - y; trace keeps each step's frontier.
        var frontier = [0]
        var trace: [[Int]] = []
        for d in 0...limit {
            var next = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if d == 0 {
                    x = 0
                } else if k == -d || (k != d && frontier[k - 1 + (d - 1)] < frontier[k + 1 + (d - 1)]) {
                    x = frontier[k + 1 + (d - 1)]
                } else {
                    x = frontier[k - 1 + (d - 1)] + 1
                }
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                next[k + d] = x
                if x >= n, y >= m {
                    trace.append(next)
                    return backtrack(trace, old: old, new: new)
                }
            }
            trace.append(next)
            frontier = next
        }
        return nil
    }

    private static func backtrack(_ trace: [[Int]], old: [String], new: [String]) -> [Line] {
        var script: [Line] = []
        var x = old.count
        var y = new.count
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let previous = trace[d - 1]
            let k = x - y
            let cameFromAbove = k == -d || (k != d && previous[k - 1 + (d - 1)] < previous[k + 1 + (d - 1)])
            let previousK = cameFromAbove ? k + 1 : k - 1
            let previousX = previous[previousK + (d - 1)]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                script.append(.same(old[x]))
            }
            if cameFromAbove {
                y -= 1
                script.append(.added(new[y]))
            } else {
                x -= 1
                script.append(.removed(old[x]))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            script.append(.same(old[x]))
        }
        return script.reversed()
    }

    /// The hunks: each run of changes with up to `context` unchanged lines around it, runs closer than
    /// twice that merged, each headed `@@ -start,count +start,count @@`.
    private func hunks() -> [String] {
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - Self.context)...min(lines.count - 1, index + Self.context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        // Line numbers before each script line, in the old and the new text.
        var oldLine = 1
        var newLine = 1
        var starts: [(old: Int, new: Int)] = []
        for line in lines {
            starts.append((oldLine, newLine))
            switch line {
            case .same:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        return ranges.map { range in
            var body = ""
            var oldCount = 0
            var newCount = 0
            for line in lines[range] {
                switch line {
                case .same(let text):
                    body += Self.rendered(" ", text)
                    oldCount += 1
                    newCount += 1
                case .removed(let text):
                    body += Self.rendered("-", text)
                    oldCount += 1
                case .added(let text):
                    body += Self.rendered("+", text)
                    newCount += 1
                }
            }
            let start = starts[range.lowerBound]
            // As diff writes it: an empty side starts at the line before.
            let oldStart = oldCount == 0 ? start.old - 1 : start.old
            let newStart = newCount == 0 ? start.new - 1 : start.new
            return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
        }
    }

    private static func rendered(_ marker: String, _ line: String) -> String {
        line.hasSuffix("\n") ? marker + line : marker + line + "\n\\ No newline at end of file\n"
    }
}
