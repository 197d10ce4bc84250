/// A map from 64-bit keys to 32-bit values, for the edges of the matcher's tries.
///
/// Every step of a match looks up one edge. `Dictionary` hashes integer keys with SipHash; a
/// multiplicative hash into an open-addressed table does the same lookup in a few instructions. The
/// table is sized once, for every key it will hold, and never grows: it is built from the registry's
/// own phrases.
struct EdgeTable: Sendable {
    private var keys: [Int64]
    private var values: [Int32]
    private let shift: Int

    private static let empty = Int64.min

    init(_ entries: [Int64: Int32]) {
        self.init(keys: Array(entries.keys), values: Array(entries.values))
    }

    /// - Parameters: `keys` distinct, `values[i]` the value of `keys[i]`.
    init(keys entries: [Int64], values entryValues: [Int32]) {
        self.init(capacity: entries.count)
        for (key, value) in zip(entries, entryValues) { _ = self.value(at: key, orInsert: value) }
    }

    /// An empty table for at most `capacity` keys.
    init(capacity: Int) {
        var bits = 4
        while (1 << bits) < capacity * 2 { bits += 1 }
        keys = Array(repeating: Self.empty, count: 1 << bits)
        values = Array(repeating: -1, count: 1 << bits)
        shift = 64 - bits
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

    /// The value for `key`; when there is none yet, `value`, now stored for it. One probe sequence
    /// finds the key or the place for it. Keys beyond the capacity the table was made for are a
    /// programming error (the probe would never find an empty place).
    mutating func value(at key: Int64, orInsert value: Int32) -> Int32 {
        let mask = keys.count - 1
        var index = Self.index(key, shift)
        while true {
            let found = keys[index]
            if found == key { return values[index] }
            if found == Self.empty { break }
            index = (index + 1) & mask
        }
        keys[index] = key
        values[index] = value
        return value
    }
}
