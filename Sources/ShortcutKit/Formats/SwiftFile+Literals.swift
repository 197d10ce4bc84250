/// Reading literals and property values from tokens: strings, localized resources, declarations' values.
extension SwiftFile {
    /// A string literal without interpolations filling the whole range.
    func plainString(_ range: Range<Int>, what: String) throws(FormatError) -> String {
        guard range.count == 1, case .string(let segments, let isMultiline) = tokens[range.lowerBound].kind,
            !isMultiline
        else {
            throw failure(
                "\(what) is not a single string literal; write it as \"…\" so that it can be read without running the app",
                at: range.lowerBound)
        }
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let literal): text += literal
            case .interpolation(let source, let location):
                throw failure(
                    "\(what) interpolates \\(\(source)), a value known only at run time; write the text itself",
                    at: location)
            }
        }
        return text
    }

    /// A number literal filling the whole range (`10_000`, `0.01`, `-5`), or `nil` for anything else
    /// (`.greatestFiniteMagnitude`, a constant): such a value is known only when the app runs.
    func number(_ range: Range<Int>) -> Double? {
        var index = range.lowerBound
        var sign = 1.0
        if isPunctuation("-", at: index) {
            sign = -1
            index += 1
        }
        guard index + 1 == range.upperBound, case .number(let literal) = tokens[index].kind,
            !literal.hasPrefix("0x"), !literal.hasPrefix("0b"), !literal.hasPrefix("0o")
        else { return nil }
        return Double(literal.replacingOccurrences(of: "_", with: "")).map { sign * $0 }
    }

    /// Text people see or hear, in the development language: a string literal, or a
    /// `LocalizedStringResource(…)` (also spelled `String(localized:…)`, `IntentDialog(…)` or `.init(…)`)
    /// whose `defaultValue:` is the text when given and whose key is otherwise; `table:`, `comment:`,
    /// `locale:` and `bundle:` do not change the text.
    func text(_ range: Range<Int>, what: String) throws(FormatError) -> String {
        if range.count == 1, isStringLiteral(at: range.lowerBound) { return try plainString(range, what: what) }
        guard let (callee, open) = call(range),
            ["LocalizedStringResource", "String", "IntentDialog", "init"].contains(callee)
        else {
            throw failure(
                "\(what) is computed at run time; write a string literal or LocalizedStringResource(\"…\")",
                at: range.lowerBound)
        }
        let arguments = try arguments(from: open, to: range.upperBound - 1)
        if let defaultValue = arguments.first(where: { $0.label == "defaultValue" }) {
            return try plainString(defaultValue.range, what: what)
        }
        guard let key = arguments.first(where: { [nil, "localized", "full"].contains($0.label) }) else {
            throw failure("\(what) has no text; write LocalizedStringResource(\"…\")", at: range.lowerBound)
        }
        return try plainString(key.range, what: what)
    }

    /// The expression a computed or stored property's declaration gives: after `=`, or the body of `{ … }`
    /// (a leading `return` skipped), up to the end of a literal, an array or dictionary, or a call; and the
    /// index just past the declaration, where a reader of the enclosing body goes on.
    func propertyValue(after nameIndex: Int, within limit: Int) -> (value: Range<Int>, end: Int)? {
        var index = nameIndex + 1
        var depth = 0
        while index < limit {
            if depth == 0, isPunctuation("=", at: index) || isPunctuation("{", at: index) { break }
            depth += depthChange(at: index)
            index += 1
        }
        guard index < limit else { return nil }
        let bodyEnd = isPunctuation("{", at: index) ? (try? closing(index)).map { $0 + 1 } : nil
        var start = index + 1
        if name(at: start) == "return" { start += 1 }
        guard start < limit else { return nil }
        var value = start..<start + 1
        if isPunctuation("[", at: start), let close = try? closing(start) {
            value = start..<close + 1
        } else if !isStringLiteral(at: start) {
            var end = start
            if isPunctuation(".", at: end) { end += 1 }
            while name(at: end) != nil, isPunctuation(".", at: end + 1) { end += 2 }
            if name(at: end) != nil, isPunctuation("(", at: end + 1), let close = try? closing(end + 1) {
                value = start..<close + 1
            }
        }
        return (value, max(bodyEnd ?? value.upperBound, value.upperBound))
    }
}
