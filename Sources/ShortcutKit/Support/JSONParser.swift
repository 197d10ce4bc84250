/// A strict JSON parser (RFC 8259) that keeps key order and can say where every value was written.
///
/// `JSONSerialization` can tell neither where a value stands nor in which order keys came, and the
/// registry's errors and lint findings must point at a line and column. Positions cost only when asked
/// for: `parse` returns a `SourceMap` that holds the bytes, and the first question re-reads them with
/// `places(in:)`, which records each value's path in the style people write (`shortcuts[2].phrases[1]`).
/// A request body is parsed without any of that, so `serve` pays for the values alone.
///
/// The parser keeps its open arrays and objects on an explicit stack, not the call stack, and refuses
/// nesting deeper than `maximumDepth`, so that no document can exhaust a thread's stack.
struct JSONParser {
    /// Where a value was written: `located` is its key for an object member, else its first byte;
    /// `value` is always the value's first byte (a string's opening quote).
    struct Place: Sendable {
        var located: Int
        var value: Int
    }

    /// The deepest nesting accepted, so that a hostile file cannot exhaust memory or a consumer's recursion.
    static let maximumDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The paths and places of the values read so far, only when asked for.
    private var places: [String: Place]?

    private init(bytes: UnsafeBufferPointer<UInt8>, recordsPlaces: Bool) {
        self.bytes = bytes
        self.places = recordsPlaces ? [:] : nil
    }

    /// Parses a whole document, without positions.
    ///
    /// - Throws: `JSONSyntaxError` naming the line and column of the first problem.
    static func value(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSON {
        try run(bytes, recordsPlaces: false).value
    }

    /// Parses a whole document and returns a map that can place its values later.
    ///
    /// - Throws: `JSONSyntaxError` naming the line and column of the first problem.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (JSON, SourceMap) {
        (try value(bytes), SourceMap(text: SourceText(bytes: bytes)))
    }

    /// Every value's path and place in a document.
    static func places(in bytes: [UInt8]) throws(JSONSyntaxError) -> [String: Place] {
        try run(bytes, recordsPlaces: true).places ?? [:]
    }

    private static func run(_ bytes: [UInt8], recordsPlaces: Bool) throws(JSONSyntaxError) -> (
        value: JSON, places: [String: Place]?
    ) {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<(JSON, [String: Place]?), JSONSyntaxError> in
            var parser = JSONParser(bytes: buffer, recordsPlaces: recordsPlaces)
            parser.index = SourceText.contentStart(buffer)
            do throws(JSONSyntaxError) {
                let value = try parser.parseDocument()
                return .success((value, parser.places))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: SourceText.location(ofByte: offset ?? index, in: bytes))
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): index += 1
            default: return
            }
        }
    }

    // MARK: Structure

    /// An array or object still open: its values so far and, when places are recorded, its path.
    private struct Container {
        var isObject: Bool
        var elements: [JSON] = []
        var members = JSONObject()
        /// The key whose value is being read, and where it was written.
        var key = ""
        var keyOffset = 0
        /// The keys so far, once the object has too many for a linear search to find duplicates.
        var keySet: Set<String>?
        var path: String
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSON {
        var open: [Container] = []
        skipWhitespace()
        while true {
            // Read one value; an opening bracket pushes a container and goes on to its first value.
            var value: JSON
            guard open.count < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            guard let byte = current else { throw error("unexpected end of file; expected a value") }
            if places != nil { record(in: open.last, at: index) }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                let path = places == nil ? "" : currentPath(in: open.last)
                index += 1
                skipWhitespace()
                if current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    value = isObject ? .object(JSONObject()) : .array([])
                } else {
                    var container = Container(isObject: isObject, path: path)
                    if isObject {
                        try readKey(into: &container)
                    } else {
                        // Room for a short list at once: a registry's arrays mostly hold a few
                        // values (synonyms, phrases), and growing one from empty allocated it thrice.
                        container.elements.reserveCapacity(4)
                    }
                    open.append(container)
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try parseString())
            case UInt8(ascii: "t"): value = try parseLiteral("true", .bool(true))
            case UInt8(ascii: "f"): value = try parseLiteral("false", .bool(false))
            case UInt8(ascii: "n"): value = try parseLiteral("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
            default:
                throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'; expected a value")
            }
            // Hand the value to the containers it completes.
            while true {
                guard !open.isEmpty else {
                    skipWhitespace()
                    if index < bytes.count { throw error("unexpected text after the end of the document") }
                    return value
                }
                let last = open.count - 1
                let isObject = open[last].isObject
                if isObject {
                    let key = open[last].key
                    open[last].members.append(key, value)
                } else {
                    open[last].elements.append(value)
                }
                skipWhitespace()
                let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard let byte = current else {
                    throw error("unexpected end of file; expected ',' or '\(Character(Unicode.Scalar(closing)))'")
                }
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    if isObject { try readKey(into: &open[last]) }
                    break
                }
                guard byte == closing else { throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))'") }
                index += 1
                let container = open.removeLast()
                value = isObject ? .object(container.members) : .array(container.elements)
            }
        }
    }

    /// Reads `"key":` and the whitespace after it, refusing a key the object already has.
    private mutating func readKey(into container: inout Container) throws(JSONSyntaxError) {
        guard current == UInt8(ascii: "\"") else { throw error("expected a string key in quotes") }
        let keyOffset = index
        let key = try parseString()
        if container.keySet == nil, container.members.members.count >= 16 {
            container.keySet = Set(container.members.keys)
        }
        let isDuplicate =
            container.keySet.map { !$0.contains(key) } == false
            || (container.keySet == nil && container.members.members.contains { $0.key == key })
        if isDuplicate { throw error("duplicate key \"\(key)\"", at: keyOffset) }
        container.keySet?.insert(key)
        container.key = key
        container.keyOffset = keyOffset
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected ':' after key") }
        index += 1
        skipWhitespace()
    }

    /// The path of the value about to be read inside `container` (the document's, "", outside any).
    private func currentPath(in container: Container?) -> String {
        guard let container else { return "" }
        return container.isObject
            ? SourceMap.path(container.path, key: container.key)
            : SourceMap.path(container.path, index: container.elements.count)
    }

    private mutating func record(in container: Container?, at offset: Int) {
        let path = currentPath(in: container)
        let located = container?.isObject == true ? container!.keyOffset : offset
        if places?[path] == nil { places?[path] = Place(located: located, value: offset) }
    }

    // MARK: Scalars

    private mutating func parseLiteral(_ word: StaticString, _ value: JSON) throws(JSONSyntaxError) -> JSON {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count,
            (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else {
            throw error("invalid literal; expected '\(word)'")
        }
        index += count
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSON {
        let start = index
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        // Integers, nearly every number of a registry or a request, are read without making a string.
        var magnitude = 0
        var overflowed = false
        let integerStart = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[index] &- UInt8(ascii: "0")))
            overflowed = overflowed || overflow1 || overflow2
            magnitude = sum
            index += 1
        }
        let integerDigits = index - integerStart
        guard integerDigits > 0 else { throw error("invalid number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("invalid number: leading zero", at: start)
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard skipDigits() > 0 else { throw error("invalid number: expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw error("invalid number: expected digits in the exponent") }
        }
        if isInteger, !overflowed { return .integer(isNegative ? -magnitude : magnitude) }
        // `Int.min` overflows as a magnitude: Int(_:) reads it, as it reads every other integer in range.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else { throw error("number out of range") }
        return .double(value)
    }

    private mutating func skipDigits() -> Int {
        let from = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index - from
    }

    /// Reads a string from its opening quote; a string without escapes becomes a `String` in one copy.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var runStart = index
        var buffer: [UInt8]?
        // The bytes of the string OR-ed together: below 0x80, it is ASCII, valid UTF-8 without checking.
        var allBits: UInt8 = 0
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            allBits |= byte
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                let string: String?
                if buffer == nil, allBits < 0x80 {
                    // Most strings: validating UTF-8 cost more than reading the bytes.
                    string = String(decoding: run, as: UTF8.self)
                } else if buffer == nil {
                    string = String(validating: run, as: UTF8.self)
                } else {
                    buffer!.append(contentsOf: run)
                    string = String(validating: buffer!, as: UTF8.self)
                }
                guard let string else { throw error("invalid UTF-8 in string") }
                return string
            case UInt8(ascii: "\\"):
                if buffer == nil { buffer = [] }
                buffer!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                let scalar = try parseEscape()
                buffer!.append(contentsOf: String(Character(scalar)).utf8)
                runStart = index
            case 0..<0x20:
                throw error("control character in string; write it as an escape such as \\n")
            default:
                index += 1
            }
        }
    }

    /// Reads one escape from its backslash: `\n`, `\"`, `\u00e9`, or a surrogate pair of `\u` escapes.
    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        // An invalid escape is reported at its backslash: the byte after it may be a line break.
        let backslash = index
        index += 1
        guard let escape = current else { throw error("unterminated string") }
        index += 1
        if let simple = Self.simpleEscapes[escape] { return Unicode.Scalar(simple) }
        guard escape == UInt8(ascii: "u") else {
            let written = (0x21...0x7E).contains(escape) ? " '\\\(Character(Unicode.Scalar(escape)))'" : ""
            throw error("invalid escape\(written); after '\\' write one of \" \\ / b f n r t u", at: backslash)
        }
        var scalar = try parseHex4()
        if (0xD800..<0xDC00).contains(scalar) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw error("unpaired surrogate in \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
        return unicode
    }

    /// What `\b`, `\n`, `\"` … stand for, by the byte after the backslash.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// The scalars of the string whose opening quote is at `quote`, each with the offset of the text
    /// that wrote it (an escape's backslash), and the offset of the closing quote; `nil` when no valid
    /// string starts there. For placing a character of a string that holds escapes.
    static func stringScalars(in bytes: [UInt8], at quote: Int) -> (
        scalars: [(scalar: Unicode.Scalar, offset: Int)], end: Int
    )? {
        guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, recordsPlaces: false)
            parser.index = quote + 1
            var scalars: [(scalar: Unicode.Scalar, offset: Int)] = []
            while let byte = parser.current, byte != UInt8(ascii: "\"") {
                let offset = parser.index
                if byte == UInt8(ascii: "\\") {
                    guard let scalar = try? parser.parseEscape() else { return nil }
                    scalars.append((scalar, offset))
                    continue
                }
                var decoder = UTF8()
                var iterator = UnsafeBufferPointer(rebasing: buffer[offset...]).makeIterator()
                guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
                scalars.append((scalar, offset))
                parser.index += UTF8.width(scalar)
            }
            return parser.current == nil ? nil : (scalars, parser.index)
        }
    }
}

/// A JSON syntax error at a place in the document.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong with the text, such as `unterminated string`.
    package var message: String
    /// Where in the text the error is.
    package var location: SourceLocation
}
