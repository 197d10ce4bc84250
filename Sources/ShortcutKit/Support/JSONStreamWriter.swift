/// Writes compact JSON straight into a byte buffer, without building a `JSON` value first.
///
/// For output on the hot path (`match --stdin` writes hundreds of thousands of objects a second),
/// where allocating a tree per object costs as much as the matching. Commas are placed by the writer.
package struct JSONStreamWriter {
    package var bytes: [UInt8]
    private var needsComma = false

    package init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes a member's key; the value written next belongs to it.
    package mutating func key(_ key: String) {
        separate()
        JSON.writeString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    package mutating func value(_ value: JSON) {
        separate()
        value.appendCompact(to: &bytes)
        needsComma = true
    }

    package mutating func string(_ value: String) {
        separate()
        JSON.writeString(value, to: &bytes)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}
