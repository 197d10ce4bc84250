extension JSON {
    /// Whether two values say the same thing: numbers compared by value (`20` equals `20.0`), object keys
    /// in any order, everything else exactly.
    ///
    /// How an expected value (a phrase test's, a speech corpus's) is compared with what `match --json`
    /// writes; one definition, so that the regression suite and the evaluation agree.
    package func isEqualInValue(to other: JSON) -> Bool {
        switch (self, other) {
        case (.object(let a), .object(let b)):
            return Set(a.keys) == Set(b.keys) && a.keys.allSatisfy { a[$0]!.isEqualInValue(to: b[$0]!) }
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isEqualInValue(to: $1) }
        default:
            if let x = doubleValue, let y = other.doubleValue { return x == y }
            return self == other
        }
    }
}
