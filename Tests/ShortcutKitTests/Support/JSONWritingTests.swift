import Testing

@testable import ShortcutKit

/// The writer's fast paths (strings scanned eight bytes at a time, digits written in place) against
/// plain definitions of the same text, and the byte stream against the tree's `compactText`.
@Suite struct JSONWritingTests {
    /// A string literal as JSON writes it, one byte at a time: the definition the word-at-a-time scan
    /// must agree with.
    static func literal(_ string: String) -> String {
        let shortEscapes: [Unicode.Scalar: String] = [
            "\"": #"\""#, "\\": #"\\"#, "\n": #"\n"#, "\r": #"\r"#, "\t": #"\t"#,
        ]
        var text = "\""
        for scalar in string.unicodeScalars {
            if let escape = shortEscapes[scalar] {
                text += escape
            } else if scalar.value < 0x20 {
                text += #"\u00"# + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// Both writers' text for a value, which must be the same bytes.
    static func streamedAndTree(_ value: JSON) -> (streamed: String, tree: String) {
        var bytes: [UInt8] = []
        JSONStreamWriter.append(to: &bytes) { $0.value(value) }
        return (String(decoding: bytes, as: UTF8.self), value.compactText)
    }

    @Test(arguments: [
        "", "a", "plain ascii", "say \"hi\"", #"back\slash"#, "new\nline", "carriage\rreturn", "tab\there",
        "\u{0}", "nul\u{0}in the middle", "\u{1}\u{2}\u{8}\u{B}\u{C}\u{E}\u{1F}", "\u{7F} is not escaped",
        "\u{1F}\u{20}", "é", "ünïcødé over eight bytes", "🙂", "emoji 🙂 then \"quote\"", "日本語のテキスト\n",
        "exactly8", "exactly 16 bytes", "seventeen bytes!!", String(repeating: "clean run ", count: 40),
        String(repeating: "x", count: 63) + "\"", String(repeating: "y", count: 64) + "\\",
        "\"" + String(repeating: "z", count: 31), String(repeating: "é\u{1}", count: 20), "\u{80}\u{FF}\u{100}",
        "\\\\\"\"\n\n", "ends with a control \u{1B}",
    ])
    func writesStringsAsTheByteByByteDefinition(_ string: String) {
        let (streamed, tree) = Self.streamedAndTree(.string(string))
        #expect(tree == Self.literal(string))
        #expect(streamed == tree)
    }

    /// Every byte that needs an escape, and a few that do not, at every place of a clean run long
    /// enough to cross three eight-byte words, so that each lane of the word scan and the tail loop
    /// finds it.
    @Test func findsAnEscapeAtEveryPlaceOfAWord() {
        let specials: [Unicode.Scalar] =
            (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + [
                "\"", "\\", " ", "!", "#", "[", "]", "\u{7F}", "\u{80}", "é", "\u{2028}",
            ]
        for length in [1, 7, 8, 9, 15, 16, 17, 24, 25] {
            for place in 0..<length {
                for special in specials {
                    var scalars = Array(repeating: Unicode.Scalar("a"), count: length)
                    scalars[place] = special
                    var string = ""
                    string.unicodeScalars.append(contentsOf: scalars)
                    let (streamed, tree) = Self.streamedAndTree(.string(string))
                    #expect(tree == Self.literal(string), "\(length) \(place) \(special.value)")
                    #expect(streamed == tree)
                }
            }
        }
    }

    @Test func writesRandomStringsAsTheByteByByteDefinition() throws {
        var generator = SeededGenerator(seed: 0x4A53_4F4E)
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "\n", "\u{0}", "\u{1F}", "é", "🙂", "\u{7F}"]
        for _ in 0..<2_000 {
            var string = ""
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                string.unicodeScalars.append(alphabet.randomElement(using: &generator)!)
            }
            let (streamed, tree) = Self.streamedAndTree(.string(string))
            #expect(tree == Self.literal(string))
            #expect(streamed == tree)
            #expect(try JSON(parsing: tree) == .string(string))
        }
    }

    @Test(arguments: [
        0, 1, 9, 10, 11, 99, 100, 12_345, -1, -9, -10, -12_345, Int.max, Int.min, Int.max - 1, Int.min + 1,
        999_999_999_999_999, 1_000_000_000_000_000,
    ])
    func writesIntegersAsTheirDescription(_ value: Int) {
        let (streamed, tree) = Self.streamedAndTree(.integer(value))
        #expect(tree == String(value))
        #expect(streamed == tree)
    }

    /// Whole numbers below 10^15 are written without a fraction, anything else as Swift describes it,
    /// and what is not finite as null.
    @Test(arguments: [
        (1.0, "1"), (0.0, "0"), (-0.0, "0"), (-3.0, "-3"), (12.5, "12.5"), (0.1, "0.1"), (-0.25, "-0.25"),
        (0.3, "0.3"), (1e14, "100000000000000"), (999_999_999_999_999.0, "999999999999999"),
        (1e15, "1000000000000000.0"),
        (-1e15, "-1000000000000000.0"), (1e300, "1e+300"), (5e-324, "5e-324"), (.infinity, "null"),
        (-.infinity, "null"),
        (.nan, "null"),
    ])
    func writesDoubles(_ value: Double, _ text: String) {
        let (streamed, tree) = Self.streamedAndTree(.double(value))
        #expect(tree == text)
        #expect(streamed == tree)
        #expect(Self.streamedAndTree(.number(value)).tree == text)
    }

    /// Keys written in the code and keys from data, scalars and containers, through the stream writer's
    /// events, give the tree's text.
    @Test func streamsObjectsAsTheTreeWritesThem() {
        let value: JSON = [
            "plain": 1, "quo\"ted\n": "é\u{1}", "empty": [], "none": nil, "object": ["a": [true, false, 2.5]],
        ]
        var bytes = Array("before ".utf8)
        JSONStreamWriter.append(to: &bytes) { writer in
            writer.beginObject()
            writer.key("plain")
            writer.value(.integer(1))
            writer.key(escaping: "quo\"ted\n")
            writer.string("é\u{1}")
            writer.key("empty")
            writer.beginArray()
            writer.endArray()
            writer.key("none")
            writer.value(.null)
            writer.key("object")
            writer.value(["a": [true, false, 2.5]])
            writer.endObject()
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "before " + value.compactText)
    }

    /// Values longer than the stream writer's pending buffer (1 KB) reach the array in pieces: strings
    /// of every length up to past it, and one longer than the buffer itself.
    @Test func streamsValuesLongerThanItsBuffer() {
        let value = JSON.array(
            (0..<120).map { .string(String(repeating: "ab\"é", count: $0)) } + [
                .string(String(repeating: "long clean run ", count: 400)), .integer(Int.min),
            ])
        let (streamed, tree) = Self.streamedAndTree(value)
        #expect(streamed == tree)
    }
}
