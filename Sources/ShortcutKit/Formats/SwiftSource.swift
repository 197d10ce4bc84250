/// The bits of Swift syntax the Swift exporter writes and the Swift importer reads.
enum SwiftSource {
    /// Swift's reserved words, which need backticks as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Whether a name can stand as a Swift type or property name without quoting.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first == "_" || (first.isLetter && first.isASCII) else { return false }
        return name.allSatisfy { $0 == "_" || (($0.isLetter || $0.isNumber) && $0.isASCII) } && !keywords.contains(name)
    }

    /// A string literal's body: backslashes, quotes and control characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A quoted string literal.
    static func literal(_ text: String) -> String { "\"\(escaped(text))\"" }

    /// An enum case name for a registry value: `rainy-day` becomes `rainyDay`, `1st` becomes `_1st`.
    static func caseName(for value: String) -> String {
        var words: [String] = []
        var current = ""
        for character in value {
            if (character.isLetter || character.isNumber) && character.isASCII {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else {
            return "_" + String(value.unicodeScalars.map { String($0.value, radix: 16) }.joined())
        }
        var name = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A type name made of a display name: `Village Pay!` becomes `VillagePay`.
    static func typeName(from text: String) -> String {
        var name = ""
        var capitalizeNext = true
        for character in text {
            if (character.isLetter || character.isNumber) && character.isASCII {
                name += capitalizeNext ? character.uppercased() : String(character)
                capitalizeNext = false
            } else {
                capitalizeNext = true
            }
        }
        if name.first?.isNumber == true { name = "_" + name }
        return name.isEmpty ? "App" : name
    }
}
