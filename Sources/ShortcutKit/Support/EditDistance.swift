/// Levenshtein distance and the suggestions built on it.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions between two strings.
    ///
    /// - Complexity: O(*m* × *n*) time and O(*n*) space.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word` when it is close enough to be a likely typo.
    package static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        var best: (String, Int)?
        let word = word.lowercased()
        for candidate in candidates {
            // "LoadFunds" for "LoadFundsIntent": a prefix is as likely a slip as a typo.
            if candidate.count > word.count, word.count >= 3, candidate.lowercased().hasPrefix(word) {
                return candidate
            }
            let distance = between(word, candidate.lowercased())
            if distance <= max(1, min(word.count, candidate.count) / 3), distance < best?.1 ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.0
    }
}
