import Foundation
import Testing

@testable import ShortcutKit

/// Loading, writing and checking a parameter's `minimum`, `maximum`, `step` and `outOfRange`.
@Suite struct ParameterBoundsTests {
    /// A registry whose second parameter has the type and the extra fields a test gives.
    static func document(type: String, fields: String) -> String {
        """
        {"version": 1, "app": {"name": "VillagePay"},
         "intents": [{"name": "SetIntent", "parameters": [
            {"name": "label", "type": "string"},
            {"name": "level", "type": "\(type)"\(fields.isEmpty ? "" : ", " + fields)}]}],
         "shortcuts": [{"intent": "SetIntent", "phrases": ["set ${level} in ${applicationName}"]}]}
        """
    }

    /// The type, the fields, and the first line of the error they must give.
    static let mistakes: [(String, String, String)] = [
        (
            "string", #""minimum": 1"#,
            "test.json: intents[0].parameters[1].minimum: minimum applies to integer, number, currency, "
                + "duration and percent parameters, not string; remove it"
        ),
        (
            "string", #""step": 1"#,
            "test.json: intents[0].parameters[1].step: step applies to integer, number, currency, "
                + "duration and percent parameters, not string; remove it"
        ),
        (
            "string", #""outOfRange": "No.""#,
            "test.json: intents[0].parameters[1].outOfRange: outOfRange applies to integer, number, currency, "
                + "duration and percent parameters, not string; remove it"
        ),
        (
            "date", #""maximum": 10"#,
            "test.json: intents[0].parameters[1].maximum: maximum applies to integer, number, currency, "
                + "duration and percent parameters, not date; remove it"
        ),
        (
            "integer", #""minimum": 10, "maximum": 5"#,
            "test.json: intents[0].parameters[1].minimum: minimum 10 is greater than maximum 5; swap them"
        ),
        (
            "currency", #""minimum": 0.5, "maximum": 0.25"#,
            "test.json: intents[0].parameters[1].minimum: minimum 0.5 is greater than maximum 0.25; swap them"
        ),
        (
            "number", #""step": 0"#,
            "test.json: intents[0].parameters[1].step: step must be positive, such as 0.01 for cents or 1 for whole "
                + "units, not 0"
        ),
        (
            "currency", #""step": -0.01"#,
            "test.json: intents[0].parameters[1].step: step must be positive, such as 0.01 for cents or 1 for whole "
                + "units, not -0.01"
        ),
        (
            "integer", #""maximum": 2.5"#,
            "test.json: intents[0].parameters[1].maximum: an integer parameter's maximum must be a whole number, "
                + "not 2.5; round it, or make the parameter a number"
        ),
        (
            "integer", #""step": 0.5"#,
            "test.json: intents[0].parameters[1].step: an integer parameter's step must be a whole number, not 0.5; "
                + "round it, or make the parameter a number"
        ),
        (
            "number", #""minimum": "1""#,
            "test.json: intents[0].parameters[1].minimum: expected a number, found a string"
        ),
        (
            "currency", #""maximum": 100, "outOfRange": "Up to $100, not ${amout}.""#,
            "test.json: intents[0].parameters[1].outOfRange: unknown placeholder ${amout} in SetIntent's outOfRange "
                + "dialog; its parameters: label, level"
        ),
        (
            "currency", #""outOfRange": "Too much.""#,
            "test.json: intents[0].parameters[1].outOfRange: outOfRange is said only for a value outside minimum, "
                + "maximum or step; add one of them, or remove it"
        ),
        (
            "currency", #""maximum": 100, "outOfRange": " ""#,
            "test.json: intents[0].parameters[1].outOfRange: must not be empty; write what Siri says, or remove it"
        ),
        (
            "number", #""maximum": 100, "outOfRnge": "No.""#,
            #"test.json: intents[0].parameters[1].outOfRnge: unknown key "outOfRnge"; did you mean "outOfRange"?"#
        ),
    ]

    @Test(arguments: mistakes)
    func reportsMistakesWithTheirPlace(type: String, fields: String, firstLine: String) {
        do {
            _ = try Registry(jsonText: Self.document(type: type, fields: fields), sourcePath: "test.json")
            Issue.record("expected an error for \(fields)")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == firstLine)
            #expect(error.diagnostic.location != nil)
        }
    }

    @Test func anOutOfRangeDialogMayNameAnyParameterOfItsIntent() throws {
        let registry = try Registry(
            jsonText: Self.document(
                type: "integer", fields: #""minimum": -5, "maximum": 5, "step": 1, "outOfRange": "${label}: ${level}?""#
            ),
            sourcePath: "test.json")
        let level = try #require(registry.intent(named: "SetIntent")?.parameter(named: "level"))
        #expect(level.minimum == -5)
        #expect(level.maximum == 5)
        #expect(level.step == 1)
        #expect(level.outOfRange == "${label}: ${level}?")
    }

    @Test func roundTripsThroughItsJSON() throws {
        let registry = try Registry(
            jsonText: Self.document(
                type: "currency", fields: #""minimum": 0.01, "maximum": 10000, "step": 0.01, "outOfRange": "No.""#),
            sourcePath: "test.json")
        let written = registry.json().compactText
        #expect(written.contains(#""minimum":0.01,"maximum":10000,"step":0.01,"outOfRange":"No.""#))
        #expect(try Registry(jsonText: written) == registry)
    }

    @Test func aRegistryBuiltInCodeIsCheckedByTheMatcher() {
        let registry = Registry(
            app: AppName(name: "VillagePay"),
            intents: [
                Intent(
                    name: "SetIntent", title: "Set",
                    parameters: [Parameter(name: "level", type: .integer, title: "Level", minimum: 5, maximum: 1)])
            ],
            shortcuts: [Shortcut(intent: "SetIntent", phrases: ["set ${level}"])])
        #expect(throws: RegistryError.self) { try Matcher(registry: registry) }
        do {
            _ = try Matcher(registry: registry)
        } catch {
            #expect(error.diagnostic.path == "intents[0].parameters[0].minimum")
        }
    }

    /// A value, the bounds, and whether the value is in them.
    static let values: [(Double, NumberBounds, Bool)] = [
        (10.07, NumberBounds(minimum: 0.01, maximum: 10_000, step: 0.01), true),
        (0.01, NumberBounds(minimum: 0.01, maximum: 10_000, step: 0.01), true),
        (10_000, NumberBounds(minimum: 0.01, maximum: 10_000, step: 0.01), true),
        (9_999.99, NumberBounds(minimum: 0.01, maximum: 10_000, step: 0.01), true),
        (0.3, NumberBounds(minimum: nil, maximum: nil, step: 0.1), true),
        (10.005, NumberBounds(minimum: 0.01, maximum: 10_000, step: 0.01), false),
        (0, NumberBounds(minimum: 0.01, maximum: 10_000, step: 0.01), false),
        (10_000.01, NumberBounds(minimum: 0.01, maximum: 10_000, step: 0.01), false),
        (7, NumberBounds(minimum: 2, maximum: nil, step: 5), true),
        (5, NumberBounds(minimum: 2, maximum: nil, step: 5), false),
        (-17.5, NumberBounds(minimum: -30, maximum: 30, step: 0.5), true),
        (-17.25, NumberBounds(minimum: -30, maximum: 30, step: 0.5), false),
        (.infinity, NumberBounds(minimum: nil, maximum: nil, step: nil), false),
    ]

    @Test(arguments: values)
    func aValueIsInBoundsByOneRule(value: Double, bounds: NumberBounds, isIn: Bool) {
        #expect(bounds.contains(value) == isIn)
    }
}
