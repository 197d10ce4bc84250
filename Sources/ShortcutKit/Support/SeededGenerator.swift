/// SplitMix64: a random number generator that gives the same sequence for the same seed on every
/// platform and Swift version, so the transcript-noise set and the lint's property tests are
/// reproducible from their seeds alone.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform index below `count`, without the standard library's unspecified algorithm.
    package mutating func index(below count: Int) -> Int { Int(next() % UInt64(count)) }

    package mutating func pick<T>(_ items: [T]) -> T { items[index(below: items.count)] }
}
