/// A file's bytes, from which one line is cut out only when an error needs to show it.
///
/// Splitting a whole file into lines up front costs more than parsing it, and a valid file never
/// shows a line.
struct SourceText: Sendable {
    let bytes: [UInt8]

    /// The 1-based line `number`, without its line break, or `nil` past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var start = 0
        var current = 1
        while current < number {
            guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
            start = newline + 1
            current += 1
        }
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
