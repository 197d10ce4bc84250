import Testing

@testable import ShortcutCLI

/// `UnifiedDiff`: the hunks `diff -u` would print, and an edit script that is correct and shortest.
@Suite struct UnifiedDiffTests {
    @Test(arguments: [
        ("a\nb\nc\n", "a\nb\nc\n", ""),
        (
            "a\nb\nc\n", "a\nx\nc\n",
            """
            --- old
            +++ new
            @@ -1,3 +1,3 @@
             a
            -b
            +x
             c

            """
        ),
        (
            "", "a\n",
            """
            --- old
            +++ new
            @@ -0,0 +1,1 @@
            +a

            """
        ),
        (
            "a\nb\n", "a\n",
            """
            --- old
            +++ new
            @@ -1,2 +1,1 @@
             a
            -b

            """
        ),
        (
            "a\nb", "a\nb\n",
            """
            --- old
            +++ new
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """
        ),
        // Changes more than six lines apart are two hunks, each with three lines of context.
        (
            "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "x\n2\n3\n4\n5\n6\n7\n8\n9\ny\n",
            """
            --- old
            +++ new
            @@ -1,4 +1,4 @@
            -1
            +x
             2
             3
             4
            @@ -7,4 +7,4 @@
             7
             8
             9
            -10
            +y

            """
        ),
    ])
    func rendersAsDiffDashU(old: String, new: String, expected: String) {
        #expect(UnifiedDiff(from: old, to: new).rendered(oldLabel: "old", newLabel: "new") == expected)
    }

    /// Against brute force: on every pair of short texts over a two-letter alphabet, the script turns the
    /// old text into the new one and its edits are as few as the longest common subsequence allows.
    @Test func scriptIsCorrectAndShortestOnEverySmallPair() {
        let texts = (0..<5).flatMap { length in
            (0..<(1 << length)).map { bits in
                (0..<length).map { (bits >> $0) & 1 == 0 ? "a\n" : "b\n" }.joined()
            }
        }
        for old in texts {
            for new in texts {
                let lines = UnifiedDiff(from: old, to: new).lines
                var rebuiltOld = ""
                var rebuiltNew = ""
                var edits = 0
                for line in lines {
                    switch line {
                    case .same(let text):
                        rebuiltOld += text
                        rebuiltNew += text
                    case .removed(let text):
                        rebuiltOld += text
                        edits += 1
                    case .added(let text):
                        rebuiltNew += text
                        edits += 1
                    }
                }
                #expect(rebuiltOld == old && rebuiltNew == new, "\(old.debugDescription) → \(new.debugDescription)")
                let common = Self.longestCommonSubsequence(old.split(separator: "\n"), new.split(separator: "\n"))
                #expect(edits == old.split(separator: "\n").count + new.split(separator: "\n").count - 2 * common)
            }
        }
    }

    /// Past its bound, the middle is one replacement: still correct, in time linear in the size.
    @Test func aCompletelyDifferentLargeFileIsOneReplacement() {
        let old = (0..<20_000).map { "old \($0)\n" }.joined()
        let new = (0..<20_000).map { "new \($0)\n" }.joined()
        let lines = UnifiedDiff(from: old, to: new).lines
        #expect(lines.count == 40_000)
        #expect(lines.first == .removed("old 0\n"))
        #expect(lines.last == .added("new 19999\n"))
    }

    private static func longestCommonSubsequence(_ a: [Substring], _ b: [Substring]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices {
            for j in b.indices {
                table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
            }
        }
        return table[a.count][b.count]
    }
}
