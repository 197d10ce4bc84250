/// A phrase template parsed into its parts.
///
/// The syntax: words; `${applicationName}` for the app's name; `${parameter}` for an intent's
/// parameter; `[optional words]`; `(one alternative|another)`. Groups nest, and an optional group may
/// hold alternatives too (`[the|my]`).
package struct Template: Sendable, Equatable {
    /// The name of the slot the app's name fills, as Apple spells it.
    package static let applicationNameSlot = "applicationName"

    package indirect enum Part: Sendable, Equatable {
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
        var parser = TemplateParser(characters: Array(source))
        parts = try parser.parseAll()
    }

    /// The names of every slot in the template, in order, with repeats.
    package var slotNames: [String] {
        var names: [String] = []
        func visit(_ parts: [Part]) {
            for part in parts {
                switch part {
                case .text: break
                case .slot(let name): names.append(name)
                case .group(let alternatives, _): alternatives.forEach(visit)
                }
            }
        }
        visit(parts)
        return names
    }

    /// The parameter slots, without the app name.
    package var parameterNames: [String] {
        var seen: [String] = []
        for name in slotNames where name != Self.applicationNameSlot && !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// Every flat sequence of text and slots the template stands for.
    ///
    /// - Throws: `TemplateError.tooManyExpansions` when the groups multiply beyond `limit`.
    /// - Complexity: proportional to the number of expansions times their length.
    package func expansions(limit: Int = 4096) throws(TemplateError) -> [[FlatPart]] {
        try Self.expand(parts, limit: limit, source: source)
    }

    /// A part of an expanded template: text or a slot.
    package enum FlatPart: Sendable, Hashable {
        case text(String)
        case slot(String)
    }

    private static func expand(_ parts: [Part], limit: Int, source: String) throws(TemplateError) -> [[FlatPart]] {
        var results: [[FlatPart]] = [[]]
        for part in parts {
            let options: [[FlatPart]]
            switch part {
            case .text(let text): options = [[.text(text)]]
            case .slot(let name): options = [[.slot(name)]]
            case .group(let alternatives, let isOptional):
                var collected: [[FlatPart]] = isOptional ? [[]] : []
                for alternative in alternatives {
                    collected += try expand(alternative, limit: limit, source: source)
                }
                options = collected
            }
            guard results.count * options.count <= limit else {
                throw TemplateError(kind: .tooManyExpansions(limit: limit), offset: 0, template: source)
            }
            results = results.flatMap { prefix in options.map { prefix + $0 } }
        }
        return results
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

private struct TemplateParser {
    let characters: [Character]
    var index = 0
    /// The groups open at `index`: bounded by `Template.maximumDepth`, and so is the recursion.
    var depth = 0

    mutating func parseAll() throws(TemplateError) -> [Template.Part] {
        let parts = try parseSequence(closing: nil, opener: nil)
        guard
            parts.contains(where: { part in
                if case .text(let text) = part { return !text.allSatisfy(\.isWhitespace) }
                return true
            })
        else { throw error(.empty, at: 0) }
        return parts
    }

    private func error(_ kind: TemplateError.Kind, at offset: Int) -> TemplateError {
        TemplateError(kind: kind, offset: offset, template: String(characters))
    }

    /// Parses until `closing` (or the end), returning the alternatives when `|` separates them.
    private mutating func parseAlternatives(closing: Character, opener: Character, openedAt: Int) throws(TemplateError)
        -> [[Template.Part]]
    {
        var alternatives: [[Template.Part]] = []
        while true {
            let start = index
            let sequence = try parseSequence(closing: closing, opener: opener)
            if sequence.allSatisfy({
                if case .text(let text) = $0 { return text.allSatisfy(\.isWhitespace) } else { return false }
            }) {
                throw error(.emptyAlternative, at: start)
            }
            alternatives.append(sequence)
            guard index < characters.count else { throw error(.unclosed(opener), at: openedAt) }
            let character = characters[index]
            index += 1
            if character == closing { return alternatives }
        }
    }

    /// Parses parts until `|`, the closing character, or the end; leaves the index on the stop.
    private mutating func parseSequence(closing: Character?, opener: Character?) throws(TemplateError) -> [Template
        .Part]
    {
        var parts: [Template.Part] = []
        var text = ""
        func flush() {
            if !text.isEmpty { parts.append(.text(text)) }
            text = ""
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "|":
                guard closing != nil else { throw error(.alternativeOutsideGroup, at: index) }
                flush()
                return parts
            case ")", "]":
                guard character == closing else { throw error(.unexpectedClose(character), at: index) }
                flush()
                return parts
            case "(", "[":
                flush()
                guard depth < Template.maximumDepth else {
                    throw error(.tooDeep(limit: Template.maximumDepth), at: index)
                }
                let openedAt = index
                index += 1
                depth += 1
                let alternatives = try parseAlternatives(
                    closing: character == "(" ? ")" : "]", opener: character, openedAt: openedAt)
                depth -= 1
                parts.append(.group(alternatives, isOptional: character == "["))
            case "$" where index + 1 < characters.count && characters[index + 1] == "{":
                flush()
                let start = index
                index += 2
                var name = ""
                // A name ends at "}"; reaching a space or another group character first means the
                // brace was never closed ("${amount in …").
                while index < characters.count, characters[index] != "}",
                    !characters[index].isWhitespace, !"$()[]|{".contains(characters[index])
                {
                    name.append(characters[index])
                    index += 1
                }
                guard index < characters.count, characters[index] == "}" else {
                    throw error(.unterminatedSlot, at: start)
                }
                index += 1
                let isValid =
                    name.first.map { $0.isASCII && $0.isLetter } ?? false
                    && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                guard isValid else { throw error(.invalidSlotName(name), at: start) }
                parts.append(.slot(name))
            default:
                text.append(character)
                index += 1
            }
        }
        flush()
        return parts
    }
}
