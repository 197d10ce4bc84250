import Testing

@testable import ShortcutKit

/// The exporters' phrase enumeration: counted first, made one at a time, in expansion order.
@Suite struct ConcretePhraseTests {
    /// The same phrases, in the same order, as expanding the whole template at once.
    @Test(
        arguments: [
            "Check my balance in ${applicationName}",
            "[Please] (check|show) [me] my ${account} balance (in|with|using) ${applicationName}",
            "((a|b) [c]|[d (e|f)]) g [h|i [j]] ${applicationName}",
            "Open [the] ${applicationName} [app]",
            "[a|a] a ${applicationName}",
        ])
    func enumeratesInExpansionOrder(_ template: String) throws {
        var expected: [String] = []
        for parts in referenceExpansions(try Phrase(template).template.parts) {
            let key = ConcretePhrase.normalizedSpaces(
                parts.map { part in
                    switch part {
                    case .text(let text): return text
                    case .slot(let name): return "${\(name)}"
                    }
                }.joined())
            if !expected.contains(key) { expected.append(key) }
        }
        #expect(try ConcretePhrase.expanding(Phrase(template)).map(\.key) == expected)
        #expect(ConcretePhrase.count(of: try Template(parsing: template).parts) >= expected.count)
    }

    /// A template of millions of sentences is refused by its count, without making any of them.
    @Test func hugeTemplateIsRefusedByCount() throws {
        let template = (0..<40).map { "[w\($0)]" }.joined(separator: " ") + " ${applicationName}"
        #expect(ConcretePhrase.count(of: try Template(parsing: template).parts) == 1 << 40)
        #expect(throws: TemplateError.self) { try ConcretePhrase.expanding(Phrase(template)) }
        let overflowing = (0..<80).map { _ in "(a|b|[c])" }.joined(separator: " ")
        #expect(ConcretePhrase.count(of: try Template(parsing: overflowing).parts) == .max)
    }
}
