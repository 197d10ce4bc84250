/// Levenshtein distance and the suggestions built on it.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions between two strings.
    ///
    /// - Complexity: O(*m* × *n*) time and O(*n*) space.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
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

extension EditDistance {
    /// Whether two byte strings are within `limit` single-byte edits, and the distance when they are.
    ///
    /// Flexible matching asks this for short words many times per utterance, so it allocates nothing:
    /// after the common prefix it tries the three edits at the first difference and recurses.
    /// - Complexity: O(*n* × 3^*limit*); `limit` is 1 or 2 in practice.
    package static func distance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in bounded(a[...], b[...], limit) }
        }
    }

    private static func bounded(
        _ a: Slice<UnsafeBufferPointer<UInt8>>, _ b: Slice<UnsafeBufferPointer<UInt8>>, _ limit: Int
    ) -> Int? {
        var a = a
        var b = b
        while let x = a.first, let y = b.first, x == y {
            a = a.dropFirst()
            b = b.dropFirst()
        }
        while let x = a.last, let y = b.last, x == y {
            a = a.dropLast()
            b = b.dropLast()
        }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        guard limit > 0, abs(a.count - b.count) <= limit else { return nil }
        var best = Int.max
        if let substituted = bounded(a.dropFirst(), b.dropFirst(), limit - 1) { best = substituted + 1 }
        if let deleted = bounded(a.dropFirst(), b, limit - 1) { best = min(best, deleted + 1) }
        if let inserted = bounded(a, b.dropFirst(), limit - 1) { best = min(best, inserted + 1) }
        return best == .max ? nil : best
    }
}
