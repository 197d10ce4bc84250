import Testing

@testable import ShortcutKit

/// `Matcher.description`: the compiled graph as text, deterministic, checked against a golden dump.
@Suite struct MatcherDescriptionTests {
    static let registry = try! makeRegistry(
        types: #"""
            {"Area": {"kind": "entity", "title": "Area", "values": [{"id": "bedroom", "title": "Bedroom"}]}}
            """#,
        intents: #"""
            [{"name": "CheckBalanceIntent", "title": "Check balance"},
             {"name": "AreaOffIntent", "title": "Area off", "parameters": [{"name": "area", "type": "Area", "title": "Area"}]},
             {"name": "NoteIntent", "title": "Note", "parameters": [{"name": "text", "type": "string", "title": "Text"}]}]
            """#,
        shortcuts: #"""
            [{"intent": "CheckBalanceIntent", "phrases": ["check [my] balance in ${applicationName}"]},
             {"intent": "AreaOffIntent", "phrases": ["turn off [the] ${area}"]},
             {"intent": "NoteIntent", "phrases": ["note ${text}"]}]
            """#,
        negativePhrases: #"["turn off everything"]"#)

    /// Optional words are branches that meet again ("check balance" and "check my balance" both reach
    /// n2; "turn off bedroom" and "turn off the bedroom" both reach n12), the app's name may be left out
    /// with its connective ("check my balance" is accepted at n2), slot edges read values, and a negative
    /// phrase is a path like any other.
    @Test func dumpsTheGraphOfASmallRegistry() throws {
        let golden = """
            13 nodes
            n0
              "check" -> n1
              "note" -> n6
              "turn" -> n8
            n1
              "balance" -> n2
              "my" -> n5
            n2 accepts shortcuts[0].phrases[0] without the app name
              "in" -> n3
            n3
              ${applicationName} -> n4
            n4 accepts shortcuts[0].phrases[0]
            n5
              "balance" -> n2
            n6
              ${text: string} -> n7
            n7 accepts shortcuts[2].phrases[0]
            n8
              "off" -> n9
            n9
              "everything" -> n10
              "the" -> n11
              ${area: entity} -> n12
            n10 accepts negativePhrases[0]
            n11
              ${area: entity} -> n12
            n12 accepts shortcuts[1].phrases[0]
            """
        #expect(try Matcher(registry: Self.registry).description == golden)
    }

    /// The dump does not depend on the order the compiler numbered the nodes in: the same phrases in
    /// another order dump the same graph, but for the places the acceptances name.
    @Test func theDumpDoesNotDependOnTheOrderOfTheShortcuts() throws {
        var reversed = Self.registry
        reversed.shortcuts.reverse()
        let paths = { (text: String) in
            text.replacing(/shortcuts\[\d\]/, with: "shortcuts[_]")
        }
        let original = try Matcher(registry: Self.registry).description
        #expect(paths(try Matcher(registry: reversed).description) == paths(original))
    }
}
