import Foundation

/// A strict JSON parser (RFC 8259) that remembers where every value was written.
///
/// `JSONSerialization` can tell neither where a value stands nor in which order keys came, and the
/// registry's errors and lint findings must point at a line and column. The parser records, for each
/// value, a path in the style people write (`shortcuts[2].phrases[1]`) and its location: an object
/// member is located at its key, an array element at its first character.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private(set) var sourceMap = SourceMap()

    /// The deepest nesting accepted, so that a hostile file cannot exhaust the stack.
    static let maximumDepth = 256

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document.
    ///
    /// - Throws: `JSONSyntaxError` naming the line and column of the first problem.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (JSON, SourceMap) {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        // About one path per comma: reserving them spares a large registry the map's repeated regrowth.
        parser.sourceMap.locations.reserveCapacity(bytes.count { $0 == UInt8(ascii: ",") } + 1)
        parser.skipWhitespace()
        let value = try parser.parseValue(path: "", depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected text after the end of the document")
        }
        return (value, parser.sourceMap)
    }

    private var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1)
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue(path: String, depth: Int) throws(JSONSyntaxError) -> JSON {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        if sourceMap.locations[path] == nil { sourceMap.locations[path] = location }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(path: path, depth: depth)
        case UInt8(ascii: "["): return try parseArray(path: path, depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'; expected a value")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSON) throws(JSONSyntaxError) -> JSON {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("invalid literal; expected '\(word)'")
        }
        index += utf8.count
        return value
    }

    private mutating func parseObject(path: String, depth: Int) throws(JSONSyntaxError) -> JSON {
        index += 1
        var object = JSONObject()
        var seenKeys = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key in quotes")
            }
            let keyLocation = location
            let key = try parseString()
            if !seenKeys.insert(key).inserted {
                throw JSONSyntaxError(message: "duplicate key \"\(key)\"", location: keyLocation)
            }
            let memberPath = SourceMap.path(path, key: key)
            sourceMap.locations[memberPath] = keyLocation
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key") }
            index += 1
            skipWhitespace()
            object.append(key, try parseValue(path: memberPath, depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(object)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(path: String, depth: Int) throws(JSONSyntaxError) -> JSON {
        index += 1
        var elements: [JSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(path: SourceMap.path(path, index: elements.count), depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSON {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
            {
                parser.index += 1
            }
            return parser.index - from
        }
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("invalid number") }
        if integerDigits > 1, bytes[index - integerDigits] == UInt8(ascii: "0") {
            throw JSONSyntaxError(
                message: "invalid number: leading zero",
                location: SourceLocation(line: line, column: start - lineStart + 1))
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits(&self) > 0 else { throw error("invalid number: expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error("invalid number: expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else { throw error("number out of range") }
        return .double(value)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var buffer: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(bytes: buffer, encoding: .utf8) else {
                    throw error("invalid UTF-8 in string")
                }
                return string
            case UInt8(ascii: "\\"):
                // An invalid escape is reported at its backslash: the byte after it may be a line break.
                let escapeLocation = location
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    let written = (0x21...0x7E).contains(escape) ? " '\\\(Character(Unicode.Scalar(escape)))'" : ""
                    throw JSONSyntaxError(
                        message: "invalid escape\(written); after '\\' write one of \" \\ / b f n r t u",
                        location: escapeLocation)
                }
            case 0..<0x20:
                throw error("control character in string; write it as an escape such as \\n")
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

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
}

/// A JSON syntax error at a place in the document.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong with the text, such as `unterminated string`.
    public var message: String
    /// Where in the text the error is.
    public var location: SourceLocation
}

/// Where each value of a parsed document was written, by path (`shortcuts[2].phrases[1]`).
package struct SourceMap: Sendable, Equatable {
    package var locations: [String: SourceLocation] = [:]

    package init() {}

    package subscript(path: String) -> SourceLocation? { locations[path] }

    /// The path of an object member: `.key`, or `["key"]` when the key is not a plain identifier.
    static func path(_ parent: String, key: String) -> String {
        let isPlain =
            !key.isEmpty
            && key.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "$")
            }
        if isPlain { return parent.isEmpty ? key : "\(parent).\(key)" }
        return "\(parent)[\"\(key)\"]"
    }

    /// The path of an array element: `[index]`.
    static func path(_ parent: String, index: Int) -> String { "\(parent)[\(index)]" }
}
