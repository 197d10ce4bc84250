extension CompiledPhrases.ChoiceTable {
    /// A choice table's trie edges while they are added, keyed like `EdgeTable` (`node << 32 | word`).
    ///
    /// Open addressing sized once for every edge the forms may add, with the multiplicative hash
    /// `EdgeTable` uses: a `Dictionary` hashed each key with SipHash and grew in steps, a third of
    /// compiling an entity type of 100,000 values.
    struct EdgesBuilder {
        private var slots: [Int64]
        private var children: [Int32]
        private let shift: Int
        /// The edges in the order added.
        private(set) var keys: [Int64] = []
        private(set) var values: [Int32] = []

        private static let empty = Int64.min

        /// A builder for at most `capacity` edges.
        init(capacity: Int) {
            var bits = 4
            while (1 << bits) < capacity * 2 { bits += 1 }
            slots = Array(repeating: Self.empty, count: 1 << bits)
            children = Array(repeating: -1, count: 1 << bits)
            shift = 64 - bits
            keys.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
        }

        /// The child at the edge `key`; when there is none yet, `new`, now recorded as that child.
        mutating func child(at key: Int64, orAdd new: Int32) -> Int32 {
            let mask = slots.count - 1
            var index = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
            while true {
                let found = slots[index]
                if found == key { return children[index] }
                if found == Self.empty { break }
                index = (index + 1) & mask
            }
            slots[index] = key
            children[index] = new
            keys.append(key)
            values.append(new)
            return new
        }
    }
}
