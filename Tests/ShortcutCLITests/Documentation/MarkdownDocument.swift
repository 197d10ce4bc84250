import Foundation

/// A Markdown file of the repository, read for what the documentation tests check: its fenced code
/// blocks and its generated regions.
struct MarkdownDocument: Sendable {
    /// A fenced code block: the info string after the opening fence (`swift compile`) and the lines
    /// between the fences.
    struct CodeBlock: Sendable {
        var info: String
        var code: String
        /// 1-based line of the opening fence.
        var line: Int
    }

    /// A region between `<!-- generated: shortcuts ARGUMENTS -->` and `<!-- end generated -->`: the
    /// output of the command, pasted (inside a code fence, or bare for Markdown such as a table).
    struct GeneratedRegion: Sendable {
        var arguments: [String]
        var content: String
        var line: Int
    }

    /// Path relative to the repository root (`Docs/Lint.md`), for messages.
    var path: String
    var text: String

    /// README.md, every page of Docs/ and the examples' READMEs.
    static func all() throws -> [MarkdownDocument] {
        let manager = FileManager.default
        var paths = ["README.md"]
        let docs = repositoryRoot.appendingPathComponent("Docs").path
        paths += try manager.contentsOfDirectory(atPath: docs).filter { $0.hasSuffix(".md") }.sorted().map {
            "Docs/" + $0
        }
        let examples = repositoryRoot.appendingPathComponent("Examples").path
        for example in try manager.contentsOfDirectory(atPath: examples).sorted()
        where manager.fileExists(atPath: "\(examples)/\(example)/README.md") {
            paths.append("Examples/\(example)/README.md")
        }
        return try paths.map { path in
            MarkdownDocument(
                path: path,
                text: try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8))
        }
    }

    var codeBlocks: [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (info: String, fence: String, indentation: Int, line: Int, lines: [String])?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let trimmed = line.drop { $0 == " " }
            if let current = open {
                if trimmed.hasPrefix(current.fence) && trimmed.allSatisfy({ $0 == "`" }) {
                    blocks.append(
                        CodeBlock(
                            info: current.info, code: current.lines.map { $0 + "\n" }.joined(), line: current.line))
                    open = nil
                } else {
                    // A block inside a list item is indented like its fence; that indentation is not code.
                    let indentation = min(current.indentation, line.count - trimmed.count)
                    open?.lines.append(String(line.dropFirst(indentation)))
                }
            } else if trimmed.hasPrefix("```") {
                let fence = String(trimmed.prefix { $0 == "`" })
                let info = trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
                open = (info, fence, line.count - trimmed.count, offset + 1, [])
            }
        }
        return blocks
    }

    var generatedRegions: [GeneratedRegion] {
        let start = "<!-- generated: shortcuts "
        let end = "<!-- end generated -->"
        var regions: [GeneratedRegion] = []
        var open: (arguments: [String], line: Int, lines: [String])?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line.hasPrefix(start), line.hasSuffix(" -->") {
                let command = line.dropFirst(start.count).dropLast(" -->".count)
                open = (Self.words(String(command)), offset + 1, [])
            } else if line == end, let current = open {
                var lines = current.lines
                if lines.first?.hasPrefix("```") == true, lines.last == "```" {
                    lines = Array(lines.dropFirst().dropLast())
                }
                regions.append(
                    GeneratedRegion(
                        arguments: current.arguments, content: lines.map { $0 + "\n" }.joined(), line: current.line))
                open = nil
            } else {
                open?.lines.append(line)
            }
        }
        return regions
    }

    /// Splits a command line at spaces, keeping double-quoted words whole (no escapes: the docs need none).
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in command {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }
}
