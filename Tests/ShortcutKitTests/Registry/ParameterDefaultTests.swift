import Foundation
import ShortcutKit
import Testing

/// A parameter's `"default"`: how the loader reads, checks and writes it.
@Suite struct ParameterDefaultTests {
    static let types = #"""
        {"Domain": {"kind": "enum", "cases": [{"value": "light", "title": "Lights"}, {"value": "fan", "title": "Fans"}]},
         "Area": {"kind": "entity", "values": [{"id": "kitchen", "title": "Kitchen"}]}}
        """#

    /// A registry whose one intent has the parameter `parameter` (a JSON object), named in no phrase.
    static func registry(parameter: String, currencies: String = "") throws -> Registry {
        try Registry(
            jsonText: """
                {"version": 1, "defaultCurrency": "USD", \(currencies) "app": {"name": "HomeHub"}, "types": \(types),
                 "intents": [{"name": "TurnOnIntent", "parameters": [\(parameter)]}],
                 "shortcuts": [{"intent": "TurnOnIntent", "phrases": ["turn on"]}]}
                """, sourcePath: "test.json")
    }

    @Test(arguments: [
        (#"{"name": "domain", "type": "Domain", "default": "fan"}"#, ParameterValue.enumCase("fan")),
        (#"{"name": "area", "type": "Area", "default": "kitchen"}"#, .entity("kitchen")),
        (#"{"name": "count", "type": "integer", "minimum": 1, "maximum": 10, "default": 3}"#, .integer(3)),
        (#"{"name": "offset", "type": "integer", "allowsNegative": true, "default": -2}"#, .integer(-2)),
        (#"{"name": "level", "type": "number", "default": 2.5}"#, .number(2.5)),
        (#"{"name": "note", "type": "string", "default": "softly"}"#, .string("softly")),
        (
            #"{"name": "budget", "type": "currency", "default": {"amount": 5, "currency": "USD"}}"#,
            .currency(SpokenAmount.Money(amount: 5, currencyCode: "USD"))
        ),
    ])
    func readsEachKindOfDefaultAndWritesItBack(_ parameter: String, _ expected: ParameterValue) throws {
        let registry = try Self.registry(parameter: parameter)
        let read = try #require(registry.json().objectValue?["intents"]?.arrayValue?.first?.objectValue)
        let written = try #require(read["parameters"]?.arrayValue?.first?.objectValue?["default"])
        #expect(written == expected.json)
        let again = try Registry(jsonText: registry.json().prettyText, sourcePath: "again.json")
        #expect(again == registry)
        // The value a match carries when nothing is said: the default, and nothing missing.
        let match = try #require(try Matcher(registry: registry).match("turn on").match)
        #expect(match.parameters.map(\.value) == [expected])
        #expect(match.parameters.map(\.isDefault) == [true])
    }

    @Test(arguments: [
        (
            #"{"name": "domain", "type": "Domain", "default": "lamp"}"#,
            #"test.json: intents[0].parameters[0].default: unknown case "lamp" of Domain; use one of: light, fan"#
        ),
        (
            #"{"name": "domain", "type": "Domain", "default": "lights"}"#,
            #"test.json: intents[0].parameters[0].default: unknown case "lights" of Domain; did you mean "light"?"#
        ),
        (
            #"{"name": "area", "type": "Area", "default": "garage"}"#,
            #"test.json: intents[0].parameters[0].default: unknown id "garage" of Area; use one of: kitchen"#
        ),
        (
            #"{"name": "domain", "type": "Domain", "default": 1}"#,
            #"test.json: intents[0].parameters[0].default: expected a case's value of Domain as a string, such as "light", found a number"#
        ),
        (
            #"{"name": "count", "type": "integer", "default": 2.5}"#,
            "test.json: intents[0].parameters[0].default: expected a whole number for the integer parameter count, such as 3, found a number"
        ),
        (
            #"{"name": "count", "type": "integer", "default": -2}"#,
            #"test.json: intents[0].parameters[0].default: -2 is negative; count does not allow negatives ("allowsNegative": true)"#
        ),
        (
            #"{"name": "count", "type": "integer", "minimum": 0, "maximum": 10, "default": 12}"#,
            "test.json: intents[0].parameters[0].default: 12 is outside the bounds of count (minimum 0, maximum 10); fix the value, or the bounds"
        ),
        (
            #"{"name": "level", "type": "number", "step": 0.5, "default": 0.7}"#,
            "test.json: intents[0].parameters[0].default: 0.7 is outside the bounds of level (step 0.5); fix the value, or the bounds"
        ),
        (
            #"{"name": "budget", "type": "currency", "default": 5}"#,
            #"test.json: intents[0].parameters[0].default: expected an amount for the currency parameter budget, such as {"amount": 5, "currency": "USD"}, found a number"#
        ),
        (
            #"{"name": "note", "type": "string", "default": true}"#,
            #"test.json: intents[0].parameters[0].default: expected text for the string parameter note, such as "kitchen", found a boolean"#
        ),
        (
            #"{"name": "domain", "type": "Domain", "required": true, "default": "light"}"#,
            #"test.json: intents[0].parameters[0].default: a parameter with a default is not required; remove "required" or the default"#
        ),
    ])
    func reportsBadDefaultsWithTheirPlace(_ parameter: String, _ firstLine: String) {
        do {
            _ = try Self.registry(parameter: parameter)
            Issue.record("expected an error for \(parameter)")
        } catch {
            #expect("\(error)".split(separator: "\n").first.map(String.init) == firstLine)
        }
    }

    /// A default amount is in one of the registry's currencies, which are read before the intents.
    @Test func aDefaultAmountIsInTheRegistrysCurrencies() {
        #expect(throws: RegistryError.self) {
            try Self.registry(
                parameter: #"{"name": "budget", "type": "currency", "default": {"amount": 5, "currency": "EUR"}}"#,
                currencies: #""currencies": ["USD"],"#)
        }
    }

    @Test func aRegistryBuiltInCodeIsCheckedWhenCompiled() throws {
        let base = try Self.registry(parameter: #"{"name": "count", "type": "integer", "maximum": 10}"#)
        let cases: [(parameter: Parameter, message: String)] = [
            (
                Parameter(name: "count", type: .integer, title: "Count", maximum: 10, defaultValue: .integer(11)),
                "intents[0].parameters[0].default: 11 is outside the bounds of count"
            ),
            (
                Parameter(name: "count", type: .integer, title: "Count", defaultValue: .number(1.5)),
                "intents[0].parameters[0].default: expected a whole number"
            ),
            (
                Parameter(name: "count", type: .integer, title: "Count", isRequired: true, defaultValue: .integer(1)),
                "intents[0].parameters[0].default: a parameter with a default is not required"
            ),
        ]
        for entry in cases {
            var registry = base
            registry.intents[0].parameters = [entry.parameter]
            let error = #expect(throws: RegistryError.self) { try Matcher(registry: registry) }
            #expect(error.map { "\($0)" }?.contains(entry.message) == true, "\(String(describing: error))")
        }
        var registry = base
        registry.intents[0].parameters = [
            Parameter(name: "count", type: .integer, title: "Count", maximum: 10, defaultValue: .integer(4))
        ]
        #expect(try Matcher(registry: registry).match("turn on").match?.value(of: "count") == .integer(4))
    }
}
