/// Writes compact JSON straight into a byte buffer, without building a `JSON` value first.
///
/// For output on the hot path (`match --stdin` writes hundreds of thousands of objects a second),
/// where allocating a tree per object costs as much as the matching. Commas are placed by the writer.
///
/// Bytes go first to a small buffer on the stack and reach the array in a few large appends: appending
/// to an array checks its uniqueness and capacity each time, which cost as much as the bytes themselves
/// when a match's JSON was some hundred appends of a few bytes.
package struct JSONStreamWriter: JSONOutput {
    /// What was written before the bytes in `pending`.
    private var bytes: [UInt8]
    private let pending: UnsafeMutableBufferPointer<UInt8>
    private var pendingCount = 0
    private var needsComma = false

    /// Room for most results' JSON: a result that needs more goes to the array in pieces.
    private static let pendingCapacity = 1024

    private init(bytes: [UInt8], pending: UnsafeMutableBufferPointer<UInt8>) {
        self.bytes = bytes
        self.pending = pending
    }

    /// Appends to `bytes` what `write` writes to a stream writer.
    package static func append(to bytes: inout [UInt8], _ write: (inout JSONStreamWriter) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pendingCapacity) { pending in
            var writer = JSONStreamWriter(bytes: bytes, pending: pending)
            bytes = []
            write(&writer)
            writer.flush()
            bytes = writer.bytes
        }
    }

    package mutating func beginObject() {
        separate()
        append(UInt8(ascii: "{"))
        needsComma = false
    }

    package mutating func endObject() {
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    package mutating func beginArray() {
        separate()
        append(UInt8(ascii: "["))
        needsComma = false
    }

    package mutating func endArray() {
        append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes a fixed key as it stands: keys written in the code are plain ASCII that needs no escape,
    /// so they are copied without the scan `key(escaping:)` makes.
    package mutating func key(_ key: StaticString) {
        separate()
        append(UInt8(ascii: "\""))
        key.withUTF8Buffer { utf8 in
            assert(!utf8.contains { $0 >= 0x80 || $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            append(contentsOf: utf8)
        }
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a key that comes from data (a parameter's name), escaped as any string.
    package mutating func key(escaping key: String) {
        separate()
        JSON.writeString(key, to: &self)
        append(UInt8(ascii: ":"))
        needsComma = false
    }

    package mutating func value(_ value: JSON) {
        separate()
        value.write(to: &self, style: .compact)
        needsComma = true
    }

    package mutating func string(_ value: String) {
        separate()
        JSON.writeString(value, to: &self)
        needsComma = true
    }

    /// Writes a value with `write` and returns where its bytes are, for `replay(_:)`.
    package mutating func record(_ write: (inout JSONStreamWriter) -> Void) -> Range<Int> {
        separate()
        needsComma = false
        let start = position
        write(&self)
        return start..<position
    }

    /// Writes again a value that `record(_:)` wrote, by copying its bytes.
    package mutating func replay(_ recording: Range<Int>) {
        separate()
        let count = recording.count
        if recording.lowerBound >= bytes.count, count <= pending.count - pendingCount, let base = pending.baseAddress {
            (base + pendingCount).update(from: base + (recording.lowerBound - bytes.count), count: count)
            pendingCount += count
        } else {
            flush()
            // Appending a slice of `bytes` to itself would copy the whole array (the slice shares its
            // storage), so the room is made first and filled from within.
            let end = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: count))
            bytes.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                (base + end).update(from: base + recording.lowerBound, count: count)
            }
        }
        needsComma = true
    }

    /// The place of the next byte, counted from the start of the array.
    private var position: Int { bytes.count + pendingCount }

    private mutating func separate() {
        if needsComma { append(UInt8(ascii: ",")) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if pendingCount == pending.count { flush() }
        pending[pendingCount] = byte
        pendingCount += 1
    }

    @inline(__always)
    mutating func append(contentsOf chunk: UnsafeBufferPointer<UInt8>) {
        guard chunk.count <= pending.count - pendingCount, let source = chunk.baseAddress else {
            return appendBeyondPending(chunk)
        }
        (pending.baseAddress.unsafelyUnwrapped + pendingCount).initialize(from: source, count: chunk.count)
        pendingCount += chunk.count
    }

    /// Appends a chunk that does not fit in what is left of the pending buffer.
    @inline(never)
    private mutating func appendBeyondPending(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard !chunk.isEmpty else { return }
        flush()
        if chunk.count > pending.count {
            bytes.append(contentsOf: chunk)
        } else {
            append(contentsOf: chunk)
        }
    }

    /// Moves the pending bytes to the array.
    @inline(never)
    private mutating func flush() {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: pending[..<pendingCount]))
        pendingCount = 0
    }
}
