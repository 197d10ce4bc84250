/// Splits Swift source into the tokens the Swift importer reads: names, punctuation and string literals
/// with their interpolations, each with its line and column; comments and white space are dropped.
///
/// It is a lexer, not a parser: enough to read `AppShortcut(…)` literals statically and to say exactly
/// where a phrase stops being static. Raw strings (`#"…"#`) are read; multi-line strings are tokens too,
/// so that the importer can reject them with their line.
struct SwiftTokenizer {
    /// A piece of a string literal: literal text, or the source of an interpolation `\(…)`.
    enum Segment: Equatable {
        case text(String)
        case interpolation(String, SourceLocation)
    }

    enum Kind: Equatable {
        /// An identifier or keyword, backticks removed.
        case name(String)
        /// A string literal's segments; `isMultiline` for `"""` literals.
        case string([Segment], isMultiline: Bool)
        /// A number literal, as written.
        case number(String)
        /// Any other character sequence: `(`, `:`, `\`, `.`, `$`, `+`, `@`, `#`, …; each one character.
        case punctuation(Character)
        /// A regex literal (`/[a-z]+/`, `#/…/#`), as written: read so that a `/*` inside one starts no comment.
        case regex(String)
    }

    struct Token: Equatable {
        var kind: Kind
        var location: SourceLocation
    }

    struct Failure: Error, Equatable {
        var message: String
        var location: SourceLocation
    }

    private let characters: [Character]
    private var index = 0
    private var line = 1
    /// The column of `index` in Unicode scalars, the unit of every reported column (`SourceLocation`):
    /// a `Character` such as "é" written as e + U+0301, or a flag, counts as the scalars it holds.
    private var column = 1
    /// How many string literals enclose the one being read, through interpolations (`"a \("b")"` is 2).
    private var stringDepth = 0
    /// The token before the one being read: a `/` after an operand divides, elsewhere it may open a regex.
    private var previous: Kind?

    /// The deepest nesting of string literals inside interpolations that is read.
    ///
    /// Real phrases nest one or two deep; the limit keeps a hostile file from exhausting the stack, since
    /// string literals and interpolations are read by mutual recursion.
    static let maximumStringDepth = 64

    init(_ source: String) {
        characters = Array(source)
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }
    private var peek: Character? { index < characters.count ? characters[index] : nil }
    private func peek(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func advance() {
        if characters[index] == "\n" || characters[index] == "\r\n" {
            line += 1
            column = 1
        } else {
            column += characters[index].unicodeScalars.count
        }
        index += 1
    }

    /// Every token of the source.
    static func tokens(of source: String) throws(Failure) -> [Token] {
        var tokenizer = SwiftTokenizer(source)
        var tokens: [Token] = []
        while let token = try tokenizer.next() {
            tokens.append(token)
            tokenizer.previous = token.kind
        }
        return tokens
    }

    private mutating func next() throws(Failure) -> Token? {
        try skipTrivia()
        guard let character = peek else { return nil }
        let start = location
        if character == "/" || character == "#", isOperandPosition, let regex = regexLiteral() {
            return Token(kind: .regex(regex), location: start)
        }
        if character == "\"" || (character == "#" && rawStringAhead()) {
            return Token(kind: try stringLiteral(), location: start)
        }
        if character == "`" {
            advance()
            var name = ""
            while let next = peek, next != "`", !next.isNewline {
                name.append(next)
                advance()
            }
            guard peek == "`" else { throw Failure(message: "unterminated backtick name", location: start) }
            advance()
            return Token(kind: .name(name), location: start)
        }
        if character.isLetter || character == "_" {
            var name = ""
            while let next = peek, next.isLetter || next.isNumber || next == "_" {
                name.append(next)
                advance()
            }
            return Token(kind: .name(name), location: start)
        }
        if character.isNumber {
            var number = ""
            while let next = peek,
                next.isNumber || next.isLetter || next == "_" || (next == "." && peek(1)?.isNumber == true)
            {
                number.append(next)
                advance()
            }
            return Token(kind: .number(number), location: start)
        }
        advance()
        return Token(kind: .punctuation(character), location: start)
    }

    /// Whether an operand may start here, as after `=`, `(`, `,` or `return`: a `/` there opens a regex
    /// literal rather than dividing what came before.
    private var isOperandPosition: Bool {
        switch previous {
        case nil: return true
        case .punctuation(let character): return !")]}!?".contains(character)
        case .name(let word): return ["return", "case", "in", "try", "await", "throw", "where", "if"].contains(word)
        case .string, .number, .regex: return false
        }
    }

    /// The regex literal starting here, consumed, or `nil` (nothing consumed) when there is none: a bare
    /// `/…/` ends on its line (`\` escapes, `[…]` classes may hold `/`), an extended `#/…/#` at its closing
    /// delimiter. A bare one cannot start with white space, as Swift rules, so `a = / b` is no regex.
    private mutating func regexLiteral() -> String? {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        guard peek(hashes) == "/", let first = peek(hashes + 1) else { return nil }
        if hashes == 0, first.isWhitespace || first == "/" || first == "*" { return nil }
        let closing = "/" + String(repeating: "#", count: hashes)
        var offset = hashes + 1
        var classDepth = 0
        while let character = peek(offset) {
            if hashes == 0, character.isNewline { return nil }
            if character == "\\" {
                offset += 2
                continue
            }
            if character == "[" { classDepth += 1 }
            if character == "]", classDepth > 0 { classDepth -= 1 }
            if classDepth == 0, closing.enumerated().allSatisfy({ peek(offset + $0.offset) == $0.element }) {
                offset += closing.count
                var text = ""
                for _ in 0..<offset {
                    text.append(characters[index])
                    advance()
                }
                return text
            }
            offset += 1
        }
        return nil
    }

    private func rawStringAhead() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    private mutating func skipTrivia() throws(Failure) {
        while let character = peek {
            if character.isWhitespace {
                advance()
            } else if character == "/", peek(1) == "/" {
                while let next = peek, !next.isNewline { advance() }
            } else if character == "/", peek(1) == "*" {
                let start = location
                advance()
                advance()
                var depth = 1
                while depth > 0 {
                    guard let next = peek else {
                        throw Failure(message: "unterminated comment; close it with */", location: start)
                    }
                    if next == "/", peek(1) == "*" {
                        depth += 1
                        advance()
                    } else if next == "*", peek(1) == "/" {
                        depth -= 1
                        advance()
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    /// A string literal from its opening delimiter: `"…"`, `#"…"#` or `"""…"""`.
    private mutating func stringLiteral() throws(Failure) -> Kind {
        let start = location
        stringDepth += 1
        defer { stringDepth -= 1 }
        guard stringDepth <= Self.maximumStringDepth else {
            throw Failure(
                message:
                    "string literals are nested more than \(Self.maximumStringDepth) deep inside interpolations, deeper than any phrase is written",
                location: start)
        }
        var hashes = 0
        while peek == "#" {
            hashes += 1
            advance()
        }
        let isMultiline = peek == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(isMultiline ? 3 : 1) { advance() }
        let closing = String(repeating: "\"", count: isMultiline ? 3 : 1) + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var segments: [Segment] = []
        var text = ""
        func matches(_ string: String, at offset: Int = 0) -> Bool {
            for (position, expected) in string.enumerated() where peek(offset + position) != expected { return false }
            return true
        }
        while true {
            guard let character = peek else { throw Failure(message: "unterminated string literal", location: start) }
            if !isMultiline, character.isNewline {
                throw Failure(message: "unterminated string literal", location: start)
            }
            if matches(closing) {
                for _ in 0..<closing.count { advance() }
                if !text.isEmpty { segments.append(.text(text)) }
                return .string(segments, isMultiline: isMultiline)
            }
            guard matches(escape) else {
                text.append(character)
                advance()
                continue
            }
            let escapeLocation = location
            for _ in 0..<escape.count { advance() }
            guard let kind = peek else { throw Failure(message: "unterminated string literal", location: start) }
            advance()
            switch kind {
            case "(":
                if !text.isEmpty { segments.append(.text(text)) }
                text = ""
                segments.append(.interpolation(try interpolation(openedAt: escapeLocation), escapeLocation))
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            case "\"", "'", "\\": text.append(kind)
            case _ where isMultiline && (kind == " " || kind == "\t" || kind.isNewline):
                // `\` at the end of a line of a multi-line string joins it to the next (trailing blanks allowed).
                var last = kind
                while !last.isNewline {
                    guard let next = peek, next == " " || next == "\t" || next.isNewline else {
                        throw Failure(
                            message: "invalid escape '\\ ' in a string literal; end the line after the \\",
                            location: escapeLocation)
                    }
                    last = next
                    advance()
                }
            case "u":
                guard peek == "{" else { throw Failure(message: "expected '{' after \\u", location: escapeLocation) }
                advance()
                var hex = ""
                while let digit = peek, digit != "}" {
                    hex.append(digit)
                    advance()
                }
                advance()
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                    throw Failure(message: "invalid unicode escape \\u{\(hex)}", location: escapeLocation)
                }
                text.unicodeScalars.append(scalar)
            default:
                throw Failure(message: "invalid escape '\\\(kind)' in a string literal", location: escapeLocation)
            }
        }
    }

    /// The source of an interpolation, up to its closing parenthesis, nested parentheses and strings included.
    private mutating func interpolation(openedAt start: SourceLocation) throws(Failure) -> String {
        var depth = 1
        var source = ""
        while let character = peek {
            if character == "\"" {
                // A string inside the interpolation: keep its text, so the importer can show it.
                let literalStart = index
                _ = try stringLiteral()
                source += String(characters[literalStart..<index])
                continue
            }
            advance()
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return source }
            }
            source.append(character)
        }
        throw Failure(message: "unterminated interpolation; close it with ')'", location: start)
    }
}
