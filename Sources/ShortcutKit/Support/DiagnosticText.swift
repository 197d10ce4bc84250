/// The text of a located diagnostic, shared by every error type that points into a file.
///
/// `file: place: message`, then, when the place is known, a `-->` line and the source line with a caret,
/// the way the Swift compiler prints them, so that every error of the tool reads the same.
enum DiagnosticText {
    static func render(
        file: String, path: String = "", location: SourceLocation?, message: String, sourceLine: String?
    ) -> String {
        var text = path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
        if let location {
            text += "\n  --> \(file):\(location.line):\(location.column)"
            if let sourceLine {
                let gutter = String(repeating: " ", count: String(location.line).count)
                let caretIndent = String(sourceLine.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " })
                text += "\n\(gutter) |\n\(location.line) | \(sourceLine)\n\(gutter) | \(caretIndent)^"
            }
        }
        return text
    }
}
