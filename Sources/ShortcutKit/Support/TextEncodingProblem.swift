/// Where bytes stop being text: the first invalid UTF-8 sequence or NUL byte, with its byte offset.
///
/// Input that is not text is reported, never repaired: decoding with replacement characters would turn
/// `"Open \u{FF}"` into another phrase than the one written, and a NUL byte cuts a C string short in
/// whatever reads the text next. Every reader of text (standard input, imported sources) says where with
/// this one rule.
package enum TextEncodingProblem: Equatable, Sendable, CustomStringConvertible {
    /// A byte that starts no valid UTF-8 sequence, or ends one too soon, at `offset` from the start.
    case invalidUTF8(offset: Int, byte: UInt8)
    /// A NUL byte at `offset` from the start.
    case nul(offset: Int)

    /// The first problem of `bytes`, or `nil` when they are UTF-8 without NUL.
    ///
    /// - Complexity: O(n), one pass.
    package static func first(in bytes: some Collection<UInt8>) -> TextEncodingProblem? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 { return .nul(offset: offset) }
                offset += encoded.count
            case .error:
                let byte = bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
                return .invalidUTF8(offset: offset, byte: byte)
            case .emptyInput:
                return nil
            }
        }
    }

    /// `invalid UTF-8 at byte offset 5 (0xFF)`, `a NUL byte at byte offset 3`.
    package var description: String {
        switch self {
        case .invalidUTF8(let offset, let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "invalid UTF-8 at byte offset \(offset) (0x\(hex.count == 1 ? "0" + hex : hex))"
        case .nul(let offset):
            return "a NUL byte at byte offset \(offset)"
        }
    }
}
