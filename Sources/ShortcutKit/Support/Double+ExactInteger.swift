extension Double {
    /// The value as an `Int` when it is a whole number below 10^15 in magnitude, else `nil`.
    ///
    /// The one whole-number check of the package: JSON writes such a number without a fraction, an
    /// integer slot accepts it, the lint grammar and the spoken-number reader agree on "N hundred". The
    /// bound keeps every such value exact in a `Double` (below 2^53) and safe to convert to `Int`.
    var exactInteger: Int? {
        rounded() == self && abs(self) < 1e15 ? Int(self) : nil
    }
}
