extension String {
    /// The text with every control character written as an escape (`\n`, `\r`, `\t`, else `\u{1B}`).
    ///
    /// Text from outside (a backend's error page, a request's path) ends up in log lines and error
    /// messages. Written raw, a line break in it forges a line of its own and an escape sequence rewrites
    /// the reader's terminal. Unicode's line and paragraph separators break lines too, so they are escaped
    /// as well.
    package var escapingControlCharacters: String {
        guard !utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\u{2028}", "\u{2029}": escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            case _ where scalar.properties.generalCategory == .control:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
