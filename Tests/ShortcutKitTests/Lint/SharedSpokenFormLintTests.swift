import Foundation
import Testing

@testable import ShortcutKit

/// `shared-spoken-form`: values of one type that one spoken form names, found through titles, ids and
/// synonyms compared as words; the message quotes the question the assistant asks; suppressions apply.
@Suite struct SharedSpokenFormLintTests {
    /// A Contact entity type with these values (and `contact`'s further keys), taken by SendIntent, and
    /// `moreTypes`.
    static func registry(values: String, contact: String = "", moreTypes: String = "", lint: String = "{}") throws
        -> Registry
    {
        try Registry(
            jsonText: """
                {"version": 1, "app": {"name": "VillagePay"},
                 "types": {"Contact": {"kind": "entity", "title": "Contact", "values": \(values)\(contact)}\(moreTypes)},
                 "intents": [
                   {"name": "SendIntent", "parameters": [{"name": "recipient", "type": "Contact", "title": "Recipient"}]},
                   {"name": "OpenIntent"}],
                 "shortcuts": [
                   {"intent": "SendIntent", "shortTitle": "Send", "systemImageName": "a",
                    "phrases": ["Send money to ${recipient} with ${applicationName}"]},
                   {"intent": "OpenIntent", "shortTitle": "Open", "systemImageName": "b",
                    "phrases": ["Open the wallet in ${applicationName}"]}],
                 "lint": \(lint)}
                """, sourcePath: "contacts.json")
    }

    static func findings(_ registry: Registry) -> [Finding] {
        Linter().lint(registry).filter { $0.rule == .sharedSpokenForm }
    }

    /// Values → each finding's shared form (as the later value writes it), place and other places.
    static let cases: [(values: String, expected: [(form: String, path: String, others: [String])])] = [
        // Synonym and synonym, told apart only by case.
        (
            #"[{"id": "a", "title": "Jonas Weber", "synonyms": ["Jonas"]}, {"id": "b", "title": "Jonas Brown", "synonyms": ["jonas"]}]"#,
            [("jonas", "types.Contact.values[1]", ["types.Contact.values[0]"])]
        ),
        // Title and synonym, told apart only by punctuation.
        (
            #"[{"id": "a", "title": "Amara"}, {"id": "b", "title": "Amara Okafor", "synonyms": ["AMARA!"]}]"#,
            [("AMARA!", "types.Contact.values[1]", ["types.Contact.values[0]"])]
        ),
        // An id and a title.
        (
            #"[{"id": "li", "title": "Li Wei"}, {"id": "b", "title": "Li"}]"#,
            [("Li", "types.Contact.values[1]", ["types.Contact.values[0]"])]
        ),
        // Three values: one finding, at the second, with a note at each other.
        (
            #"[{"id": "a", "title": "Jo", "synonyms": ["mom"]}, {"id": "b", "title": "Ann", "synonyms": ["Mom"]}, {"id": "c", "title": "Eve", "synonyms": ["mom"]}]"#,
            [("Mom", "types.Contact.values[1]", ["types.Contact.values[0]", "types.Contact.values[2]"])]
        ),
        // Two shared forms of one pair are two findings at one place, in the linter's order (by message).
        (
            #"[{"id": "a", "title": "Jonas", "synonyms": ["JW"]}, {"id": "b", "title": "jw", "synonyms": ["Jonas"]}]"#,
            [
                ("Jonas", "types.Contact.values[1]", ["types.Contact.values[0]"]),
                ("jw", "types.Contact.values[1]", ["types.Contact.values[0]"]),
            ]
        ),
        // A shared word is not a shared form.
        (#"[{"id": "a", "title": "Jonas Weber"}, {"id": "b", "title": "Jonas Brown"}]"#, []),
        // One value naming itself twice (title, id, synonym) shares nothing.
        (#"[{"id": "jonas", "title": "Jonas", "synonyms": ["JONAS", "jonas"]}]"#, []),
    ]

    @Test(arguments: cases)
    func findsEachSharedFormOnce(values: String, expected: [(form: String, path: String, others: [String])]) throws {
        let findings = Self.findings(try Self.registry(values: values))
        #expect(findings.map(\.path) == expected.map(\.path))
        #expect(findings.map { $0.notes.map(\.path) } == expected.map(\.others))
        for (finding, expectation) in zip(findings, expected) {
            #expect(finding.message.hasPrefix("\"\(expectation.form)\" names "), "\(finding.message)")
            #expect(finding.severity == .note)
            #expect(finding.location != nil)
        }
    }

    /// Values of two types may share a form: a parameter reads one type only.
    @Test func valuesOfDifferentTypesMayShareAForm() throws {
        let registry = try Self.registry(
            values: #"[{"id": "a", "title": "Jonas"}]"#,
            moreTypes: #", "Payee": {"kind": "entity", "values": [{"id": "p", "title": "Jonas"}]}"#)
        #expect(Self.findings(registry).isEmpty)
    }

    /// The message quotes the type's question, or says there are too many to ask among.
    @Test(arguments: [
        (
            #"[{"id": "w", "title": "Jonas Weber", "synonyms": ["Jonas"]}, {"id": "b", "title": "Jonas Brown", "synonyms": ["Jonas"]}]"#,
            "",
            #""Jonas" names Jonas Weber and Jonas Brown of Contact: the assistant asks "Which Jonas: Jonas Weber or Jonas Brown?", and `match` reports the utterance as ambiguous; if one value is meant, give the others forms of their own"#
        ),
        (
            #"[{"id": "w", "title": "Jonas"}, {"id": "b", "title": "Jonas"}, {"id": "c", "title": "Ann", "synonyms": ["jonas"]}]"#,
            #", "disambiguation": "Do you mean ${choices}?""#,
            #""Jonas" names Jonas (w), Jonas (b) and Ann (c) of Contact: the assistant asks "Do you mean Jonas, Jonas or Ann?", and `match` reports the utterance as ambiguous; if one value is meant, give the others forms of their own"#
        ),
        (
            "[" + (1...5).map { #"{"id": "\#($0)", "title": "Jo \#($0)", "synonyms": ["Jo"]}"# }.joined(separator: ", ")
                + "]",
            "",
            #""Jo" names Jo 1, Jo 2, Jo 3 and 2 more of Contact: too many to ask which one, so the assistant hands the turn to the fallback, and `match` reports the utterance as ambiguous; if one value is meant, give the others forms of their own"#
        ),
    ])
    func theMessageQuotesTheQuestion(values: String, question: String, message: String) throws {
        let registry = try Self.registry(values: values, contact: question)
        #expect(Self.findings(registry).map(\.message) == [message])
    }

    /// A suppression naming a phrase of the shortcuts that take the type silences the type's shared forms;
    /// one naming another intent's phrase silences nothing and is stale.
    @Test func aSuppressionNamingAPhraseThatTakesTheTypeSilencesIt() throws {
        let values =
            #"[{"id": "a", "title": "Jonas Weber", "synonyms": ["Jonas"]}, {"id": "b", "title": "Jonas Brown", "synonyms": ["Jonas"]}]"#
        func lint(phrase: String) throws -> [String] {
            let registry = try Self.registry(
                values: values,
                lint:
                    #"{"ignore": [{"rule": "shared-spoken-form", "phrases": ["\#(phrase)"], "reason": "two Jonases"}]}"#
            )
            return Linter(isStrict: true).lint(registry).map(\.rule.id)
        }
        #expect(try lint(phrase: "Send money to ${recipient} with ${applicationName}") == [])
        #expect(
            try lint(phrase: "Open the wallet in ${applicationName}") == ["shared-spoken-form", "stale-suppression"])
    }

    /// 100,000 values, two of which share a synonym: one finding, from a dictionary of forms.
    @Test func aHundredThousandValuesAreLintedByDictionary() throws {
        var values = (0..<100_000).map {
            ParameterValueDefinition(identifier: "v\($0)", title: "value \($0)", synonyms: ["name \($0)"])
        }
        values[3].synonyms.append("The Twin")
        values[99_998].synonyms.append("the twin")
        let type = ParameterTypeDefinition(name: "Contact", kind: .entity, title: "Contact", values: values)
        let registry = Registry(app: AppName(name: "VillagePay"), types: [type])
        let findings = Linter().sharedSpokenFormFindings(registry)
        #expect(findings.map(\.path) == ["types.Contact.values[99998]"])
        #expect(findings.first?.notes.map(\.path) == ["types.Contact.values[3]"])
    }
}
