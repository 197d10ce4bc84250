import Testing

@testable import ShortcutKit

@Suite struct EditDistanceTests {
    /// The bounded byte distance agrees with the full Levenshtein distance wherever it answers.
    @Test(arguments: [
        ("balance", "balanced", 1), ("chek", "check", 1), ("lode", "load", 2), ("flite", "flight", 3),
        ("kitten", "sitting", 3), ("", "abc", 3), ("same", "same", 0), ("ab", "ba", 2),
    ])
    func agreesWithLevenshtein(_ a: String, _ b: String, _ distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        for limit in 0...3 {
            let bounded = EditDistance.distance(Array(a.utf8), Array(b.utf8), atMost: limit)
            #expect(bounded == (distance <= limit ? distance : nil), "limit \(limit)")
        }
    }
}
