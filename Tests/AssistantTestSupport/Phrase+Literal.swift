import ShortcutKit

/// Tests write phrases as string literals (`phrases: ["check my balance in ${applicationName}"]`), as a
/// registry file does. A literal that does not parse stops the tests at once, naming the literal: it is a
/// mistake in the test, not a case under test. Such a case passes a variable: `Phrase("…")` of a literal
/// is the literal itself (the compiler reads `T("…")` as `"…" as T`), and never throws.
extension Phrase: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        do {
            try self.init(text)
        } catch {
            fatalError("\(error)")
        }
    }
}
