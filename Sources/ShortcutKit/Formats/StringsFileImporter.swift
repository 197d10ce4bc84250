import Foundation

/// Reads an `AppShortcuts.strings` file of one locale into a registry: each value becomes a translation of
/// the phrase its key names (or, in the registry's own locale, a new phrase when it differs from the key).
///
/// The syntax is the old-style property list strings file: `"key" = "value";` entries, `/* */` and `//`
/// comments, `\"`, `\\`, `\n`, `\t` and `\U` escapes; UTF-8 or UTF-16 with a byte order mark.
struct StringsFileImporter {
    let base: Registry
    let file: String
    let locale: String

    /// One `key = value` entry and where its value starts.
    struct Entry: Equatable {
        var key: String
        var value: String
        var keyLocation: SourceLocation
        var valueLocation: SourceLocation
    }

    func read(_ text: String) throws(FormatError) -> ImportResult {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var merger = try LocalizedPhraseMerger(base: base, file: file)
        for entry in try Self.entries(of: text, file: file) {
            let location = entry.valueLocation
            let value = LocalizedPhraseMerger.Value(text: entry.value, place: "\(file):\(location)") { message in
                FormatError(
                    file: self.file, location: location, message: message,
                    sourceLine: location.line <= lines.count ? lines[location.line - 1] : nil)
            }
            try merger.add([value], forKey: entry.key, locale: locale, keyPlace: "\(file):\(entry.keyLocation.line)")
        }
        return try merger.result(file: file)
    }

    /// The entries of a `.strings` document, in order.
    static func entries(of text: String, file: String) throws(FormatError) -> [Entry] {
        var scanner = StringsScanner(
            characters: Array(text.unicodeScalars), file: file,
            lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        var entries: [Entry] = []
        while true {
            try scanner.skipTrivia()
            guard !scanner.isAtEnd else { return entries }
            let keyLocation = scanner.location
            let key = try scanner.token("a quoted key")
            try scanner.skipTrivia()
            if scanner.peek == ";" {
                scanner.advance()
                entries.append(Entry(key: key, value: key, keyLocation: keyLocation, valueLocation: keyLocation))
                continue
            }
            try scanner.expect("=", "expected '=' after the key")
            try scanner.skipTrivia()
            let valueLocation = scanner.location
            let value = try scanner.token("a quoted value")
            try scanner.skipTrivia()
            try scanner.expect(";", "expected ';' after the value")
            entries.append(Entry(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation))
        }
    }
}

/// A cursor over a `.strings` document that knows its line and column.
private struct StringsScanner {
    let characters: [Unicode.Scalar]
    let file: String
    let lines: [String]
    var index = 0
    var line = 1
    var lineStart = 0

    init(characters: [Unicode.Scalar], file: String, lines: [String]) {
        self.characters = characters.first == "\u{FEFF}" ? Array(characters.dropFirst()) : characters
        self.file = file
        self.lines = lines
    }

    var isAtEnd: Bool { index >= characters.count }
    var peek: Unicode.Scalar? { isAtEnd ? nil : characters[index] }
    var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    func error(_ message: String) -> FormatError {
        FormatError(
            file: file, location: location, message: message, sourceLine: line <= lines.count ? lines[line - 1] : nil)
    }

    mutating func advance() {
        if characters[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func expect(_ character: Unicode.Scalar, _ message: String) throws(FormatError) {
        guard peek == character else { throw error(message) }
        advance()
    }

    /// Skips white space and comments.
    mutating func skipTrivia() throws(FormatError) {
        while let character = peek {
            if character.properties.isWhitespace {
                advance()
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                let start = location
                advance()
                advance()
                while !(peek == "*" && index + 1 < characters.count && characters[index + 1] == "/") {
                    guard !isAtEnd else {
                        throw FormatError(
                            file: file, location: start, message: "unterminated comment; close it with '*/'")
                    }
                    advance()
                }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    /// A quoted string, or a bare word of letters, digits and `_.-$:/`.
    mutating func token(_ expected: String) throws(FormatError) -> String {
        guard let first = peek else { throw error("unexpected end of file; expected \(expected)") }
        guard first == "\"" else {
            var word = ""
            while let character = peek,
                character.properties.isAlphabetic || ("0"..."9").contains(character)
                    || "_.-$:/".unicodeScalars.contains(character)
            {
                word.unicodeScalars.append(character)
                advance()
            }
            if word.isEmpty { throw error("expected \(expected) in double quotes") }
            return word
        }
        let start = location
        advance()
        var text = ""
        var pendingHighSurrogate: UInt32?
        while true {
            guard let character = peek else {
                throw FormatError(file: file, location: start, message: "unterminated string; close it with '\"'")
            }
            advance()
            if character == "\"" { return text }
            guard character == "\\" else {
                text.unicodeScalars.append(character)
                continue
            }
            guard let escape = peek else { throw error("unterminated escape") }
            advance()
            switch escape {
            case "n": text += "\n"
            case "t": text += "\t"
            case "r": text += "\r"
            case "\"", "\\", "'": text.unicodeScalars.append(escape)
            case "U", "u":
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek, let number = UInt32(String(digit), radix: 16) else {
                        throw error("expected four hex digits after \\U")
                    }
                    value = value * 16 + number
                    advance()
                }
                if (0xD800..<0xDC00).contains(value) {
                    pendingHighSurrogate = value
                    continue
                }
                if let high = pendingHighSurrogate, (0xDC00..<0xE000).contains(value) {
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                pendingHighSurrogate = nil
                guard let scalar = Unicode.Scalar(value) else {
                    throw error("\\U\(String(value, radix: 16)) is not a character")
                }
                text.unicodeScalars.append(scalar)
            default:
                throw error("unknown escape '\\\(escape)'; use \\\", \\\\, \\n, \\t or \\U followed by four hex digits")
            }
        }
    }
}
