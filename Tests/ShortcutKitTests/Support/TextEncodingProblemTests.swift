import Testing

@testable import ShortcutKit

/// The one rule for bytes that are not text: the first invalid UTF-8 sequence or NUL byte, by byte offset.
@Suite struct TextEncodingProblemTests {
    @Test(
        arguments: [
            (Array("Open the tiles".utf8), nil),
            (Array("café ☕️".utf8), nil),
            ([], nil),
            (Array("load ".utf8) + [0xFF] + Array(" dollars".utf8), "invalid UTF-8 at byte offset 5 (0xFF)"),
            ([0xE2, 0x82], "invalid UTF-8 at byte offset 0 (0xE2)"),
            (Array("caf".utf8) + [0xC3, 0xA9, 0xC3], "invalid UTF-8 at byte offset 5 (0xC3)"),
            ([0xED, 0xA0, 0x80], "invalid UTF-8 at byte offset 0 (0xED)"),
            (Array("let x = 1".utf8) + [0x00], "a NUL byte at byte offset 9"),
            ([0x00, 0xFF], "a NUL byte at byte offset 0"),
        ] as [([UInt8], String?)])
    func theFirstProblemIsNamedByItsByteOffset(bytes: [UInt8], expected: String?) {
        #expect(TextEncodingProblem.first(in: bytes)?.description == expected)
        #expect(TextEncodingProblem.first(in: bytes[...])?.description == expected, "a slice counts from its start")
    }
}
