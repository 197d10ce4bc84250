/// The text of a located diagnostic, shared by every error type that points into a file.
///
/// `file: place: message`, then, when the place is known, a `-->` line and the source line with a caret,
/// the way the Swift compiler prints them, so that every error of the tool reads the same.
///
/// The column counts Unicode scalars (`SourceLocation`); the caret goes under the character (grapheme)
/// that holds that scalar. The caret line is drawn for a terminal: each character before the caret is
/// replaced by as many spaces as the cells it takes, two for wide East Asian characters (CJK, kana,
/// Hangul, fullwidth forms) and emoji, none for a lone combining mark, one otherwise, and a tab stays a
/// tab, so the caret sits under the character in a monospaced terminal, not merely after as many
/// characters as precede it.
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
                let caret = characterIndex(ofColumn: location.column, in: characters)
                let start = caret > maximumShownColumns / 2 ? caret - maximumShownColumns / 2 : 0
                let end = min(characters.count, start + maximumShownColumns)
                let shown =
                    (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
                let before = (start > 0 ? "…" : "") + String(characters[start..<min(caret, end)])
                let gutter = String(repeating: " ", count: String(location.line).count)
                let caretIndent = before.map { $0 == "\t" ? "\t" : String(repeating: " ", count: displayWidth($0)) }
                text += "\n\(gutter) |\n\(location.line) | \(shown)\n\(gutter) | \(caretIndent.joined())^"
            }
        }
        return text
    }

    /// The index of the character that holds the scalar at the 1-based `column`.
    static func characterIndex(ofColumn column: Int, in characters: [Character]) -> Int {
        var index = 0
        var scalars = 0
        while index < characters.count {
            let next = scalars + characters[index].unicodeScalars.count
            if next > column - 1 { break }
            scalars = next
            index += 1
        }
        return index
    }

    /// The terminal cells a character takes: 2 for wide East Asian characters and emoji, 0 for a
    /// combining mark on its own, 1 otherwise (the rule of `wcwidth` and Unicode's East Asian Width).
    static func displayWidth(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let isEmoji =
            first.properties.isEmojiPresentation
            || (first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
            || (0x1F1E6...0x1F1FF).contains(first.value)
        if isEmoji || wideRanges.contains(where: { $0.contains(first.value) }) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        default: return 1
        }
    }

    /// Unicode's East Asian Wide and Fullwidth blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
