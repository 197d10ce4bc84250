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
        #expect(try Template(parsing: source).expansions().count == count)
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

    @Test func boundsExpansion() throws {
        let template = try Template(parsing: String(repeating: "[a|b] ", count: 12) + "c")
        #expect(throws: TemplateError.self) { try template.expansions() }
    }
}
