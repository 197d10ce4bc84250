import ShortcutKit
import Testing

/// Matching an intent whose parameters have defaults: an unspoken one carries its default, marked as
/// such; a spoken or fixed value wins.
@Suite struct DefaultValueMatchingTests {
    static let types = #"""
        {"Speed": {"kind": "enum", "cases": [{"value": "standard", "title": "standard"}, {"value": "instant", "title": "instant"}]}}
        """#
    static let intents = #"""
        [{"name": "SendTipIntent", "dialog": "Sending a ${percent} percent tip, ${speed}.", "parameters": [
            {"name": "percent", "type": "integer", "minimum": 0, "maximum": 30, "default": 20},
            {"name": "speed", "type": "Speed", "default": "standard"}]}]
        """#

    static let matcher: Matcher = try! Matcher(
        registry: makeRegistry(
            app: #"{"name": "Tipster"}"#, types: types, intents: intents,
            shortcuts: #"""
                [{"intent": "SendTipIntent", "phrases": ["send a tip", "send a ${percent} percent tip",
                                                          "send an ${speed} tip"]},
                 {"intent": "SendTipIntent", "values": {"speed": "instant"}, "phrases": ["tip now"]}]
                """#))

    static let flexible = MatchOptions(isFlexible: true)

    static func spoken(_ name: String, _ value: ParameterValue, _ text: String) -> MatchedParameter {
        MatchedParameter(name: name, value: value, spokenText: text)
    }

    static func byDefault(_ name: String, _ value: ParameterValue) -> MatchedParameter {
        MatchedParameter(name: name, value: value, spokenText: "", isDefault: true)
    }

    /// Utterance → the parameters the match carries, strictly and flexibly ("sent" for "send" flexibly only).
    @Test(arguments: [
        ("send a tip", [byDefault("percent", .integer(20)), byDefault("speed", .enumCase("standard"))]),
        (
            "send a 15 percent tip",
            [spoken("percent", .integer(15), "15"), byDefault("speed", .enumCase("standard"))]
        ),
        (
            "send an instant tip",
            [byDefault("percent", .integer(20)), spoken("speed", .enumCase("instant"), "instant")]
        ),
        (
            "tip now",
            [
                byDefault("percent", .integer(20)),
                MatchedParameter(name: "speed", value: .enumCase("instant"), spokenText: "", isFixed: true),
            ]
        ),
    ])
    func anUnspokenParameterCarriesItsDefault(_ utterance: String, _ expected: [MatchedParameter]) throws {
        for options in [MatchOptions(), Self.flexible] {
            let match = try #require(Self.matcher.match(utterance, options: options).match)
            #expect(match.parameters == expected)
            #expect(match.parameters.map(\.isDefault) == expected.map(\.isDefault))
            #expect(match.missingParameters.isEmpty)
        }
    }

    @Test func flexibleMatchingHearsAPhraseAndTakesTheDefaults() throws {
        let match = try #require(Self.matcher.match("sent a tip", options: Self.flexible).match)
        #expect(match.score < 1)
        #expect(
            match.parameters == [
                Self.byDefault("percent", .integer(20)), Self.byDefault("speed", .enumCase("standard")),
            ])
    }

    /// The request's context gives a value before the default does; without it, the default.
    @Test func aContextValueComesBeforeTheDefault() throws {
        let matcher = try Matcher(
            registry: makeRegistry(
                types: Self.types,
                intents: #"""
                    [{"name": "SendTipIntent", "parameters": [
                        {"name": "speed", "type": "Speed", "context": "speed", "default": "standard"}]}]
                    """#,
                shortcuts: #"[{"intent": "SendTipIntent", "phrases": ["send a tip"]}]"#))
        let withContext = try #require(
            matcher.match("send a tip", values: RequestValues(context: ["speed": .string("instant")])).match)
        #expect(
            withContext.parameters == [MatchedParameter(name: "speed", value: .enumCase("instant"), spokenText: "")])
        let without = try #require(matcher.match("send a tip").match)
        #expect(without.parameters == [Self.byDefault("speed", .enumCase("standard"))])
    }

    /// `match --json` lists the defaulted parameters' values like others, and names them in `defaults`;
    /// a match without defaults has no such field.
    @Test func jsonNamesTheDefaults() throws {
        let json = try #require(Self.matcher.match("send a 15 percent tip").match?.json.objectValue)
        #expect(json["parameters"]?["percent"] == .integer(15))
        #expect(json["parameters"]?["speed"] == .string("standard"))
        #expect(json["defaults"] == .array([.string("speed")]))
        let plain = try Matcher(
            registry: makeRegistry(
                types: Self.types,
                intents: #"[{"name": "SendTipIntent", "parameters": [{"name": "speed", "type": "Speed"}]}]"#,
                shortcuts: #"[{"intent": "SendTipIntent", "phrases": ["send a tip"]}]"#))
        let plainJSON = try #require(plain.match("send a tip").match?.json.objectValue)
        #expect(plainJSON["defaults"] == nil)
    }
}
