/// A phrase template parsed into its parts.
///
/// The syntax: words; `${applicationName}` for the app's name; `${parameter}` for an intent's
/// parameter; `[optional words]`; `(one alternative|another)`. Groups nest, and an optional group may
/// hold alternatives too (`[the|my]`).
package struct Template: Sendable, Equatable {
    /// The name of the slot the app's name fills, as Apple spells it.
    package static let applicationNameSlot = "applicationName"

    /// Not `indirect`: a group nests through its arrays already, and a box per part was an allocation
    /// to make and free for every word run and slot of every phrase.
    package enum Part: Sendable, Equatable {
        /// Literal text: one or more words as written.
        case text(String)
        /// `${name}`: the app name or a parameter.
        case slot(String)
        /// `(a|b)` when not optional, `[a|b]` when optional: each alternative is a sequence of parts.
        case group([[Part]], isOptional: Bool)
    }

    package var source: String
    package var parts: [Part]

    /// The longest template, in UTF-8 bytes: fifty times a long App Shortcut phrase. A longer list of
    /// alternatives belongs in an enum or entity parameter, which holds any number of values.
    package static let maximumLength = 4_096
    /// The deepest nesting of groups: far beyond any phrase a person reads, and it bounds the parser's
    /// recursion and every walk over the parsed template.
    package static let maximumDepth = 32

    /// Parses a template.
    ///
    /// - Throws: `TemplateError` with the offset of the offending character, also when the template is
    ///   longer than `maximumLength` or nests groups deeper than `maximumDepth`.
    /// - Complexity: proportional to the template's length; recursion as deep as its groups.
    package init(parsing source: String) throws(TemplateError) {
        self.source = source
        if source.utf8.count > Self.maximumLength {
            var bytes = 0
            var offset = 0
            for character in source {
                bytes += character.utf8.count
                if bytes > Self.maximumLength { break }
                offset += 1
            }
            throw TemplateError(
                kind: .tooLong(bytes: source.utf8.count, limit: Self.maximumLength), offset: offset, template: source)
        }
        // Bytes are characters when every one is ASCII and none is "\r" ("\r\n" is one character):
        // reading them spares breaking the text into graphemes, a tenth of loading 10,000 shortcuts.
        var text = source
        let bytes = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? Array(bytes) : nil }
        if let bytes {
            var parser = TemplateParser(units: bytes, source: source)
            parts = try parser.parseAll()
        } else {
            var parser = TemplateParser(units: Array(source), source: source)
            parts = try parser.parseAll()
        }
    }

    /// The names of every slot in the template, in order, with repeats.
    package var slotNames: [String] {
        var names: [String] = []
        Self.forEachSlotName(in: parts) { names.append($0) }
        return names
    }

    /// The parameter slots, without the app name.
    package var parameterNames: [String] {
        var seen: [String] = []
        Self.forEachSlotName(in: parts) { name in
            if name != Self.applicationNameSlot && !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// Calls `body` with each slot's name, in order, without listing them first: the decoder asks for
    /// every phrase's parameters. Recursion is as deep as the groups, which the parser bounds.
    private static func forEachSlotName(in parts: [Part], _ body: (String) -> Void) {
        for part in parts {
            switch part {
            case .text: break
            case .slot(let name): body(name)
            case .group(let alternatives, _):
                for alternative in alternatives { forEachSlotName(in: alternative, body) }
            }
        }
    }

    /// Whether a name is ASCII letters, digits and '_', starting with a letter. Read as bytes: an ASCII
    /// character is one byte, and asking a `Character` whether it is a letter costs a Unicode lookup.
    static func isSlotName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isASCIILetter(first) else { return false }
        return name.utf8.allSatisfy {
            isASCIILetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// A part of an expanded template: text or a slot.
    package enum FlatPart: Sendable, Hashable {
        case text(String)
        case slot(String)
    }
}

/// Why a phrase template could not be parsed, and where.
package struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        case empty
        case unclosed(Character)
        case unexpectedClose(Character)
        case emptyAlternative
        case unterminatedSlot
        case invalidSlotName(String)
        case alternativeOutsideGroup
        case tooManyExpansions(limit: Int)
        case tooLong(bytes: Int, limit: Int)
        case tooDeep(limit: Int)
    }

    package var kind: Kind
    /// The character offset in the template where the problem is.
    package var offset: Int
    package var template: String

    package var description: String {
        switch kind {
        case .empty: return "empty phrase; write at least one word"
        case .unclosed(let open):
            return "unbalanced '\(open)': add '\(open == "(" ? ")" : "]")' to close the group"
        case .unexpectedClose(let close): return "unbalanced '\(close)' closes no group; remove it or open one"
        case .emptyAlternative:
            return "empty alternative in a group; remove the extra '|' or use [optional words] instead"
        case .unterminatedSlot: return "unterminated '${'; close the slot with '}'"
        case .invalidSlotName(let name):
            return "invalid slot name '${\(name)}'; use letters, digits and '_', starting with a letter"
        case .alternativeOutsideGroup: return "'|' outside a group; wrap the alternatives in ( ) or [ ]"
        case .tooManyExpansions(let limit):
            return "the phrase expands to more than \(limit) sentences; use fewer optional and alternative groups"
        case .tooLong(let bytes, let limit):
            return "the phrase is \(bytes.formatted()) bytes long, more than \(limit.formatted()); "
                + "put long lists of alternatives in an enum or entity parameter"
        case .tooDeep(let limit):
            return "groups nested more than \(limit) deep; flatten the groups"
        }
    }
}

/// What `TemplateParser` reads: a template's characters, or its bytes when each is a character.
private protocol TemplateUnit: Equatable {
    /// The unit's ASCII code, for the characters the syntax gives a meaning to.
    var ascii: UInt8? { get }
    var isWhitespace: Bool { get }
    static func string(_ units: ArraySlice<Self>) -> String
}

extension Character: TemplateUnit {
    var ascii: UInt8? { asciiValue }
    static func string(_ units: ArraySlice<Character>) -> String { String(units) }
}

extension UInt8: TemplateUnit {
    var ascii: UInt8? { self }
    /// ASCII's Unicode white space: tab, line feed, vertical tab, form feed, carriage return, space.
    var isWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
    static func string(_ units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}

private struct TemplateParser<Unit: TemplateUnit> {
    let units: [Unit]
    let source: String
    var index = 0
    /// The groups open at `index`: bounded by `Template.maximumDepth`, and so is the recursion.
    var depth = 0

    mutating func parseAll() throws(TemplateError) -> [Template.Part] {
        let parts = try parseSequence(closing: nil, opener: nil)
        guard
            parts.contains(where: { part in
                if case .text(let text) = part { return !text.isBlank }
                return true
            })
        else { throw error(.empty, at: 0) }
        return parts
    }

    private func error(_ kind: TemplateError.Kind, at offset: Int) -> TemplateError {
        TemplateError(kind: kind, offset: offset, template: source)
    }

    private static func character(_ ascii: UInt8) -> Character { Character(Unicode.Scalar(ascii)) }

    /// Parses until `closing` (or the end), returning the alternatives when `|` separates them.
    private mutating func parseAlternatives(closing: UInt8, opener: UInt8, openedAt: Int) throws(TemplateError)
        -> [[Template.Part]]
    {
        var alternatives: [[Template.Part]] = []
        while true {
            let start = index
            let sequence = try parseSequence(closing: closing, opener: opener)
            if sequence.allSatisfy({
                if case .text(let text) = $0 { return text.isBlank } else { return false }
            }) {
                throw error(.emptyAlternative, at: start)
            }
            alternatives.append(sequence)
            guard index < units.count else { throw error(.unclosed(Self.character(opener)), at: openedAt) }
            let unit = units[index]
            index += 1
            if unit.ascii == closing { return alternatives }
        }
    }

    /// Parses parts until `|`, the closing character, or the end; leaves the index on the stop.
    private mutating func parseSequence(closing: UInt8?, opener: UInt8?) throws(TemplateError) -> [Template.Part] {
        var parts: [Template.Part] = []
        var textStart = index
        func flush() {
            if textStart < index { parts.append(.text(Unit.string(units[textStart..<index]))) }
        }
        while index < units.count {
            switch units[index].ascii {
            case UInt8(ascii: "|")?:
                guard closing != nil else { throw error(.alternativeOutsideGroup, at: index) }
                flush()
                return parts
            case let close? where close == UInt8(ascii: ")") || close == UInt8(ascii: "]"):
                guard close == closing else { throw error(.unexpectedClose(Self.character(close)), at: index) }
                flush()
                return parts
            case let open? where open == UInt8(ascii: "(") || open == UInt8(ascii: "["):
                flush()
                guard depth < Template.maximumDepth else {
                    throw error(.tooDeep(limit: Template.maximumDepth), at: index)
                }
                let openedAt = index
                index += 1
                depth += 1
                let alternatives = try parseAlternatives(
                    closing: open == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]"), opener: open,
                    openedAt: openedAt)
                depth -= 1
                parts.append(.group(alternatives, isOptional: open == UInt8(ascii: "[")))
                textStart = index
            case UInt8(ascii: "$")? where index + 1 < units.count && units[index + 1].ascii == UInt8(ascii: "{"):
                flush()
                let start = index
                index += 2
                let nameStart = index
                // A name ends at "}"; reaching a space or another group character first means the
                // brace was never closed ("${amount in …").
                while index < units.count, units[index].ascii != UInt8(ascii: "}"), !units[index].isWhitespace,
                    !Self.isSyntax(units[index].ascii)
                {
                    index += 1
                }
                guard index < units.count, units[index].ascii == UInt8(ascii: "}") else {
                    throw error(.unterminatedSlot, at: start)
                }
                let name = Unit.string(units[nameStart..<index])
                index += 1
                guard Template.isSlotName(name) else { throw error(.invalidSlotName(name), at: start) }
                parts.append(.slot(name))
                textStart = index
            default:
                index += 1
            }
        }
        flush()
        return parts
    }

    /// The characters that end a slot's name before its "}": `$()[]|{`.
    private static func isSyntax(_ ascii: UInt8?) -> Bool {
        guard let ascii else { return false }
        return ascii == UInt8(ascii: "$") || ascii == UInt8(ascii: "(") || ascii == UInt8(ascii: ")")
            || ascii == UInt8(ascii: "[") || ascii == UInt8(ascii: "]") || ascii == UInt8(ascii: "|")
            || ascii == UInt8(ascii: "{")
    }
}
