/// A read-only map from 64-bit keys to 32-bit values, for the edges of the matcher's tries.
///
/// Every step of a match looks up one edge. `Dictionary` hashes integer keys with SipHash; a
/// multiplicative hash into an open-addressed table does the same lookup in a few instructions, and
/// the tables are built once from the registry's own phrases.
struct EdgeTable: Sendable {
    private let keys: [Int64]
    private let values: [Int32]
    private let shift: Int

    private static let empty = Int64.min

    init(_ entries: [Int64: Int32]) {
        self.init(keys: Array(entries.keys), values: Array(entries.values))
    }

    /// - Parameters: `keys` distinct, `values[i]` the value of `keys[i]`.
    init(keys entries: [Int64], values entryValues: [Int32]) {
        var bits = 4
        while (1 << bits) < entries.count * 2 { bits += 1 }
        var keys = Array(repeating: Self.empty, count: 1 << bits)
        var values = Array(repeating: Int32(-1), count: 1 << bits)
        let shift = 64 - bits
        let mask = (1 << bits) - 1
        for (key, value) in zip(entries, entryValues) {
            var index = Self.index(key, shift)
            while keys[index] != Self.empty { index = (index + 1) & mask }
            keys[index] = key
            values[index] = value
        }
        self.keys = keys
        self.values = values
        self.shift = shift
    }

    @inline(__always)
    private static func index(_ key: Int64, _ shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The value for `key`, or `nil`.
    @inline(__always)
    subscript(key: Int64) -> Int32? {
        let mask = keys.count - 1
        var index = Self.index(key, shift)
        while true {
            let found = keys[index]
            if found == key { return values[index] }
            if found == Self.empty { return nil }
            index = (index + 1) & mask
        }
    }
}
