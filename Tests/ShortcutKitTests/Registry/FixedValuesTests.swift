import Foundation
import ShortcutKit
import Testing

/// Shortcuts that fix parameters (`"values"`): how the loader reads, checks and writes them.
@Suite struct FixedValuesTests {
    static let types = #"""
        {"Domain": {"kind": "enum", "cases": [{"value": "light", "title": "Lights"}, {"value": "fan", "title": "Fans"}]},
         "Area": {"kind": "entity", "values": [{"id": "kitchen", "title": "Kitchen"}]}}
        """#
    static let intents = #"""
        [{"name": "TurnOnIntent", "dialog": "Turning on the ${domain} in ${area}.", "parameters": [
            {"name": "domain", "type": "Domain", "required": true},
            {"name": "area", "type": "Area"},
            {"name": "count", "type": "integer", "minimum": 0, "maximum": 10},
            {"name": "level", "type": "number"},
            {"name": "budget", "type": "currency"},
            {"name": "note", "type": "string"}]}]
        """#

    static func registry(values: String, phrase: String = "turn on the lights") throws -> Registry {
        try makeRegistry(
            types: types, intents: intents,
            shortcuts: #"[{"intent": "TurnOnIntent", "values": \#(values), "phrases": ["\#(phrase)"]}]"#)
    }

    @Test(arguments: [
        (#"{"domain": "light"}"#, ["domain": ParameterValue.enumCase("light")]),
        (#"{"area": "kitchen", "count": 3}"#, ["area": .entity("kitchen"), "count": .integer(3)]),
        (#"{"level": 2, "note": "quietly"}"#, ["level": .number(2), "note": .string("quietly")]),
        (
            #"{"budget": {"amount": 5, "currency": "USD"}}"#,
            ["budget": .currency(SpokenAmount.Money(amount: 5, currencyCode: "USD"))]
        ),
    ])
    func readsEachKindOfValue(_ values: String, _ expected: [String: ParameterValue]) throws {
        let registry = try Self.registry(values: values)
        #expect(registry.shortcuts[0].values == expected)
        // Written back in the intent's parameter order and read again unchanged.
        let again = try Registry(jsonText: registry.json().prettyText, sourcePath: "again.json")
        #expect(again == registry)
    }

    @Test(arguments: [
        (
            #"{"domian": "light"}"#, "turn on the lights",
            #"test.json: shortcuts[0].values.domian: unknown parameter "domian"; TurnOnIntent has: domain, area, count, level, budget, note"#
        ),
        (
            #"{"domain": "lamp"}"#, "turn on the lights",
            #"test.json: shortcuts[0].values.domain: unknown case "lamp" of Domain; use one of: light, fan"#
        ),
        (
            #"{"domain": "lights"}"#, "turn on the lights",
            #"test.json: shortcuts[0].values.domain: unknown case "lights" of Domain; did you mean "light"?"#
        ),
        (
            #"{"area": "garage"}"#, "turn on the lights",
            #"test.json: shortcuts[0].values.area: unknown id "garage" of Area; use one of: kitchen"#
        ),
        (
            #"{"domain": 1}"#, "turn on the lights",
            #"test.json: shortcuts[0].values.domain: expected a case's value of Domain as a string, such as "light", found a number"#
        ),
        (
            #"{"count": 2.5}"#, "turn on the lights",
            "test.json: shortcuts[0].values.count: expected a whole number for the integer parameter count, such as 3, found a number"
        ),
        (
            #"{"count": -2}"#, "turn on the lights",
            #"test.json: shortcuts[0].values.count: -2 is negative; count does not allow negatives ("allowsNegative": true)"#
        ),
        (
            #"{"count": 12}"#, "turn on the lights",
            "test.json: shortcuts[0].values.count: 12 is outside the bounds of count (minimum 0, maximum 10); fix the value, or the bounds"
        ),
        (
            #"{"budget": 5}"#, "turn on the lights",
            #"test.json: shortcuts[0].values.budget: expected an amount for the currency parameter budget, such as {"amount": 5, "currency": "USD"}, found a number"#
        ),
        (
            #"{"budget": {"amount": 5, "currency": "usd"}}"#, "turn on the lights",
            #"test.json: shortcuts[0].values.budget: invalid currency "usd"; use an ISO 4217 code of three capital letters, such as "USD""#
        ),
        (
            #"{"note": " "}"#, "turn on the lights",
            "test.json: shortcuts[0].values.note: must not be empty; give the text the shortcut sets note to"
        ),
        (
            #"["light"]"#, "turn on the lights",
            #"test.json: shortcuts[0].values: expected an object from parameter name to value, such as {"domain": "light"}, found an array"#
        ),
        (
            #"{"domain": "light"}"#, "turn on the ${domain}",
            "test.json: shortcuts[0].phrases[0]: ${domain} is fixed by this shortcut's values, so no phrase of it may name it; remove ${domain} from the phrase, or move the phrase to a shortcut that does not fix domain"
        ),
    ])
    func reportsBadValuesWithTheirPlace(_ values: String, _ phrase: String, _ firstLine: String) {
        do {
            _ = try Self.registry(values: values, phrase: phrase)
            Issue.record("expected an error for \(values)")
        } catch {
            #expect("\(error)".split(separator: "\n").first.map(String.init) == firstLine)
        }
    }

    @Test func aRegistryBuiltInCodeIsCheckedWhenCompiled() throws {
        let base = try Self.registry(values: #"{"domain": "light"}"#)
        let cases: [(values: [String: ParameterValue], phrase: String, message: String)] = [
            (["domain": .entity("light")], "turn on the lights", "expected a case's value of Domain"),
            (["domain": .enumCase("lamp")], "turn on the lights", #"unknown case "lamp" of Domain"#),
            (["level": .integer(2)], "turn on the lights", "expected a number for the number parameter level"),
            (["colour": .string("red")], "turn on the lights", #"unknown parameter "colour""#),
            (["area": .entity("kitchen")], "turn on the ${area}", "${area} is fixed by this shortcut's values"),
        ]
        for entry in cases {
            var registry = base
            registry.shortcuts[0].values = entry.values
            registry.shortcuts[0].phrases = [try Phrase(entry.phrase)]
            #expect(throws: RegistryError.self) { try Matcher(registry: registry) }
            do {
                _ = try Matcher(registry: registry)
            } catch {
                #expect(error.description.contains(entry.message), "\(error.description)")
            }
        }
    }

    @Test func severalShortcutsMayNameOneIntent() throws {
        let registry = try makeRegistry(
            types: Self.types, intents: Self.intents,
            shortcuts: #"""
                [{"intent": "TurnOnIntent", "values": {"domain": "light"}, "phrases": ["turn on the lights"]},
                 {"intent": "TurnOnIntent", "values": {"domain": "fan"}, "phrases": ["turn on the fans"]},
                 {"intent": "TurnOnIntent", "phrases": ["turn on the ${domain}"]}]
                """#)
        #expect(
            registry.shortcuts.map(\.values) == [["domain": .enumCase("light")], ["domain": .enumCase("fan")], [:]])
        _ = try Matcher(registry: registry)
    }

    @Test func aTranslationOfAFixedShortcutCannotNameTheFixedParameter() throws {
        let text = #"""
            {"version": 1, "app": {"name": "Home"}, "types": \#(Self.types), "intents": \#(Self.intents),
             "shortcuts": [{"intent": "TurnOnIntent", "values": {"domain": "light"}, "phrases": ["turn on the lights"]}],
             "translations": {"de": {"turn on the lights": ["schalte das ${domain} ein"]}}}
            """#
        #expect {
            try Registry(jsonText: text, sourcePath: "test.json")
        } throws: { error in
            (error as? RegistryError)?.description.contains("unknown parameter ${domain}; it may name: area") == true
        }
    }
}
