/// A 1-based line and column in a source file.
///
/// Error messages, lint findings and JSON output all point at places the same way, so that an editor
/// or Xcode can jump to them.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column within the line.
    public var column: Int

    /// A location; both numbers start at 1.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form compilers and editors use.
    public var description: String { "\(line):\(column)" }

    /// Earlier in the file first: by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
