import Testing

@testable import ShortcutKit

@Suite struct TemplateTests {
    @Test(arguments: [
        ("Load ${amount} (in|into) ${applicationName}", 2),
        ("[please] open ${applicationName}", 2),
        ("(a|b [c|d]) e", 4),
        ("plain words", 1),
    ])
    func expands(_ source: String, _ count: Int) throws {
        #expect(try ConcretePhrase.expanding(Phrase(source)).count == count)
    }

    @Test func namesItsSlots() throws {
        let template = try Template(parsing: "Send ${amount} to ${recipient} in ${applicationName}")
        #expect(template.parameterNames == ["amount", "recipient"])
    }

    @Test(arguments: [
        ("", TemplateError.Kind.empty, 0), ("open (a|b", .unclosed("("), 5), ("open a]", .unexpectedClose("]"), 6),
        ("(|a)", .emptyAlternative, 1), ("a ${b", .unterminatedSlot, 2), ("a ${1b}", .invalidSlotName("1b"), 2),
        ("a|b", .alternativeOutsideGroup, 1), ("[]", .emptyAlternative, 1),
    ])
    func rejects(_ source: String, _ kind: TemplateError.Kind, _ offset: Int) {
        let error = #expect(throws: TemplateError.self) { try Template(parsing: source) }
        #expect(error?.kind == kind)
        #expect(error?.offset == offset)
    }

    /// Limits as errors with their place, never a crash: nesting past 32 groups, a template past 4 KB.
    /// The arguments say how to build each template (repeat, open, close), so their descriptions stay short.
    @Test(arguments: [
        ("[", 33, "]", TemplateError.Kind.tooDeep(limit: 32), 32),
        ("(", 100_000, ")", .tooLong(bytes: 200_001, limit: 4_096), 4_096),
        ("((", 20, "))", .tooDeep(limit: 32), 32),
        ("b", 4_100, "", .tooLong(bytes: 4_101, limit: 4_096), 4_096),
    ])
    func refusesPastItsLimits(_ open: String, _ count: Int, _ close: String, _ kind: TemplateError.Kind, _ offset: Int)
    {
        let source = String(repeating: open, count: count) + "a" + String(repeating: close, count: count)
        let error = #expect(throws: TemplateError.self) { try Template(parsing: source) }
        #expect(error?.kind == kind)
        #expect(error?.offset == offset)
    }

    @Test func acceptsThirtyTwoGroupsDeep() throws {
        let template = try Template(
            parsing: String(repeating: "[", count: 32) + "a" + String(repeating: "]", count: 32))
        #expect(template.slotNames.isEmpty)
    }

    @Test func boundsExpansion() throws {
        let phrase = try Phrase(String(repeating: "[a|b] ", count: 12) + "c")
        #expect(throws: TemplateError.self) { try ConcretePhrase.expanding(phrase) }
    }

    /// The byte-wise rules answer as the `Character` rules they replaced, ASCII or not.
    @Test(arguments: [
        "", " ", "\t\n", "\r\n", " a ", "a", "\u{A0}", " \u{2003} ", "\u{301}", " \u{301}", "é", "\u{0600}a",
        "\u{85}", "\u{1C}",
    ])
    func tellsBlankTextAsCharactersDo(_ text: String) {
        #expect(text.isBlank == text.allSatisfy(\.isWhitespace))
    }

    @Test(arguments: [
        "amount", "a1_b", "A", "_a", "1b", "", "é", "ab\u{301}", "a-b", "a b", "Z9", "@a", "a`", "a[", "a{", "\u{FF41}",
    ])
    func tellsSlotNamesAsCharactersDo(_ name: String) {
        let asCharacters =
            name.first.map { $0.isASCII && $0.isLetter } ?? false
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        #expect(Template.isSlotName(name) == asCharacters)
    }
}
