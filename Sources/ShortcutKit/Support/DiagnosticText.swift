/// The text of a located diagnostic, shared by every error type that points into a file.
///
/// `file: place: message`, then, when the place is known, a `-->` line and the source line with a caret,
/// the way the Swift compiler prints them, so that every error of the tool reads the same.
enum DiagnosticText {
    /// The most characters of a source line shown around the caret.
    static let maximumShownColumns = 160

    static func render(
        file: String, path: String = "", location: SourceLocation?, message: String, sourceLine: String?
    ) -> String {
        var text = path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
        if let location {
            text += "\n  --> \(file):\(location.line):\(location.column)"
            if let sourceLine {
                // A long line (a generated registry on one line, a 100 KB phrase) is shown around the
                // caret only: `…` marks what was cut.
                let characters = Array(sourceLine)
                let caret = max(0, location.column - 1)
                let start = caret > maximumShownColumns / 2 ? caret - maximumShownColumns / 2 : 0
                let end = min(characters.count, start + maximumShownColumns)
                let shown =
                    (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
                let before = (start > 0 ? "…" : "") + String(characters[start..<min(caret, end)])
                let gutter = String(repeating: " ", count: String(location.line).count)
                let caretIndent = String(before.map { $0 == "\t" ? "\t" : " " })
                text += "\n\(gutter) |\n\(location.line) | \(shown)\n\(gutter) | \(caretIndent)^"
            }
        }
        return text
    }
}
