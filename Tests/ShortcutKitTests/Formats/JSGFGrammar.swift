@testable import ShortcutKit

/// A small reader of JSGF 1.0, for the tests: it checks a grammar's syntax (the header, the grammar name,
/// each rule `[public] <name> = expansion;`, tokens of legal characters, balanced groups, every referenced
/// rule defined) and produces sentences from it, so that a test can ask the matcher about them.
struct JSGFGrammar {
    indirect enum Node: Equatable {
        case token(String)
        case reference(String)
        case sequence([Node])
        case alternatives([Node])
        case optional(Node)
        case repeated(Node)
    }

    struct SyntaxError: Error, CustomStringConvertible {
        var description: String
    }

    var name = ""
    var rules: [String: Node] = [:]
    var publicRules: [String] = []

    /// Characters that end a bare token (W3C JSGF 1.0, section 3.1, besides white space).
    static let special: Set<Character> = [";", "=", "|", "*", "+", "<", ">", "(", ")", "[", "]", "{", "}", "/", "\""]

    init(parsing text: String) throws(SyntaxError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.first, header.hasPrefix("#JSGF V1.0"), header.hasSuffix(";") else {
            throw SyntaxError(description: "the first line is not a `#JSGF V1.0 …;` header")
        }
        lines.removeFirst()
        let body = lines.map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line }
        var reader = Reader(characters: Array(body.joined(separator: "\n")))
        reader.skipSpace()
        guard reader.take(word: "grammar") else { throw SyntaxError(description: "no `grammar name;` declaration") }
        name = try reader.bareToken()
        try reader.expect(";")
        reader.skipSpace()
        while !reader.isAtEnd {
            let isPublic = reader.take(word: "public")
            let rule = try reader.ruleName()
            guard rules[rule] == nil else { throw SyntaxError(description: "<\(rule)> is defined twice") }
            try reader.expect("=")
            rules[rule] = try reader.alternatives()
            try reader.expect(";")
            if isPublic { publicRules.append(rule) }
            reader.skipSpace()
        }
        for (rule, node) in rules {
            for reference in Self.references(in: node) where !rules.keys.contains(reference) {
                if !["NULL", "VOID"].contains(reference) {
                    throw SyntaxError(description: "<\(rule)> refers to <\(reference)>, which is not defined")
                }
            }
        }
    }

    static func references(in node: Node) -> [String] {
        switch node {
        case .token: return []
        case .reference(let name): return [name]
        case .sequence(let nodes), .alternatives(let nodes): return nodes.flatMap(references)
        case .optional(let node), .repeated(let node): return references(in: node)
        }
    }

    /// One sentence of a rule, choices made by `generator`.
    func sentence(of rule: String, using generator: inout SeededGenerator) -> [String] {
        words(of: .reference(rule), using: &generator)
    }

    private func words(of node: Node, using generator: inout SeededGenerator) -> [String] {
        switch node {
        case .token(let word): return [word]
        case .reference("NULL"): return []
        case .reference(let name): return words(of: rules[name]!, using: &generator)
        case .sequence(let nodes): return nodes.flatMap { words(of: $0, using: &generator) }
        case .alternatives(let nodes): return words(of: generator.pick(nodes), using: &generator)
        case .optional(let node): return generator.index(below: 2) == 0 ? [] : words(of: node, using: &generator)
        case .repeated(let node):
            return (0...generator.index(below: 2)).flatMap { _ in words(of: node, using: &generator) }
        }
    }

    private struct Reader {
        var characters: [Character]
        var index = 0

        var isAtEnd: Bool { index >= characters.count }

        mutating func skipSpace() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        mutating func take(word: String) -> Bool {
            skipSpace()
            let end = index + word.count
            guard end <= characters.count, String(characters[index..<end]) == word,
                end == characters.count || characters[end].isWhitespace
            else { return false }
            index = end
            return true
        }

        mutating func expect(_ character: Character) throws(SyntaxError) {
            skipSpace()
            guard index < characters.count, characters[index] == character else {
                throw SyntaxError(description: "expected '\(character)' at character \(index)")
            }
            index += 1
        }

        mutating func bareToken() throws(SyntaxError) -> String {
            skipSpace()
            let start = index
            while index < characters.count, !characters[index].isWhitespace,
                !JSGFGrammar.special.contains(characters[index])
            {
                index += 1
            }
            guard index > start else { throw SyntaxError(description: "expected a token at character \(start)") }
            return String(characters[start..<index])
        }

        /// `<name>`: letters, digits, `_`, `.`, `$`, `-` (JSGF allows more; these tests write no other).
        mutating func ruleName() throws(SyntaxError) -> String {
            try expect("<")
            let start = index
            while index < characters.count, characters[index] != ">" {
                let character = characters[index]
                guard character.isLetter || character.isNumber || "_.$-".contains(character) else {
                    throw SyntaxError(description: "'\(character)' in a rule name at character \(index)")
                }
                index += 1
            }
            guard index > start else { throw SyntaxError(description: "empty rule name at character \(start)") }
            let name = String(characters[start..<index])
            try expect(">")
            return name
        }

        mutating func alternatives() throws(SyntaxError) -> Node {
            var options = [try sequence()]
            while peek() == "|" {
                index += 1
                options.append(try sequence())
            }
            return options.count == 1 ? options[0] : .alternatives(options)
        }

        mutating func sequence() throws(SyntaxError) -> Node {
            var items: [Node] = []
            while let next = peek(), ![";", "|", ")", "]"].contains(next) {
                var item = try atom()
                if peek() == "+" || peek() == "*" {
                    let isStar = peek() == "*"
                    index += 1
                    item = isStar ? .optional(.repeated(item)) : .repeated(item)
                }
                items.append(item)
            }
            guard !items.isEmpty else { throw SyntaxError(description: "empty expansion at character \(index)") }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func atom() throws(SyntaxError) -> Node {
            switch peek() {
            case "<": return .reference(try ruleName())
            case "(":
                index += 1
                let inner = try alternatives()
                try expect(")")
                return inner
            case "[":
                index += 1
                let inner = try alternatives()
                try expect("]")
                return .optional(inner)
            case "\"":
                index += 1
                var token = ""
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\\" { index += 1 }
                    guard index < characters.count else { break }
                    token.append(characters[index])
                    index += 1
                }
                try expect("\"")
                return .token(token)
            default: return .token(try bareToken())
            }
        }

        mutating func peek() -> Character? {
            skipSpace()
            return index < characters.count ? characters[index] : nil
        }
    }
}
