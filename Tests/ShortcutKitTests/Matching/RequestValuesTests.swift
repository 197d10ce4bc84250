import ShortcutKit
import Testing

/// A request's own values and context, read for one turn: which values a type reads, how a context
/// value fills a parameter, and what does not fit the registry.
@Suite struct RequestValuesTests {
    static let registry: Registry = {
        let text = #"""
            {"version": 1, "app": {"name": "VillagePay"},
             "types": {
               "Payee": {"kind": "entity", "requestValues": "replace", "values": [
                  {"id": "example-landlord", "title": "Landlord"}]},
               "Area": {"kind": "entity", "requestValues": "add", "values": [
                  {"id": "kitchen", "title": "Kitchen"}, {"id": "garage", "title": "Garage"}]},
               "Account": {"kind": "enum", "cases": [{"value": "savings", "title": "savings"}]}},
             "intents": [
               {"name": "Send", "parameters": [{"name": "payee", "type": "Payee", "required": true},
                  {"name": "amount", "type": "currency"}]},
               {"name": "LightsOn", "parameters": [{"name": "area", "type": "Area", "required": true,
                  "context": "area"}]},
               {"name": "Save", "parameters": [{"name": "account", "type": "Account", "context": "account"},
                  {"name": "count", "type": "integer", "context": "count"}]}],
             "shortcuts": [
               {"intent": "Send", "phrases": ["send ${amount} to ${payee}", "pay ${payee}"]},
               {"intent": "LightsOn", "phrases": ["turn on the lights [in [the] ${area}]"]},
               {"intent": "Save", "phrases": ["save [to ${account}]"]}]}
            """#
        return try! Registry(jsonText: text)
    }()
    static let matcher = try! Matcher(registry: registry)

    static func payees(_ values: [(String, String, [String])]) -> RequestValues {
        RequestValues(entities: [
            "Payee": values.map { ParameterValueDefinition(identifier: $0.0, title: $0.1, synonyms: $0.2) }
        ])
    }

    static let household = payees([
        ("p-1", "Jonas Weber", ["Jonas"]), ("p-2", "Jonas Brown", ["Jonas"]), ("p-3", "my landlord", ["landlord"]),
        ("p-4", "Zoë Ångström", []), ("p-5", "Im Garten Café", []), ("p-6", "Dr. Who", []),
    ])

    @Test(arguments: [
        ("pay my landlord", "p-3"), ("pay landlord", "p-3"), ("send $20 to Jonas Brown", "p-2"),
        ("pay zoe angstrom", "p-4"), ("pay Zoë Ångström", "p-4"), ("pay im garten cafe", "p-5"),
        ("pay dr who", "p-6"),
        // The id is the backend's key, not a name.
        ("pay p-1", nil as String?),
    ])
    func aRequestValueIsReadByItsTitleAndSynonyms(utterance: String, payee: String?) {
        let result = Self.matcher.match(utterance, values: Self.household)
        #expect(result.match?.value(of: "payee") == payee.map(ParameterValue.entity))
    }

    @Test func aReplacingTypeReadsTheRegistryValuesOnlyWithoutRequestValues() {
        #expect(Self.matcher.match("pay landlord").match?.value(of: "payee") == .entity("example-landlord"))
        let emptyList = RequestValues(entities: ["Payee": []])
        #expect(Self.matcher.match("pay landlord", values: emptyList).match == nil)
    }

    @Test(arguments: [
        // Beside the registry's own values.
        ("turn on the lights in the kitchen", "kitchen"), ("turn on the lights in the attic", "attic"),
        // A request value with a registry value's id is that value: "cook room" is another name for it.
        ("turn on the lights in the cook room", "kitchen"),
    ])
    func anAddingTypeReadsBoth(utterance: String, area: String) {
        let values = RequestValues(entities: [
            "Area": [
                ParameterValueDefinition(identifier: "attic", title: "Attic"),
                ParameterValueDefinition(identifier: "kitchen", title: "Kitchen", synonyms: ["cook room"]),
            ]
        ])
        let result = Self.matcher.match(utterance, values: values)
        #expect(result.match?.value(of: "area") == .entity(area))
    }

    @Test func aFormNamingTwoRequestValuesIsAmbiguousWithBothReadings() throws {
        let result = Self.matcher.match("pay jonas", values: Self.household)
        #expect(result.match == nil)
        #expect(result.reason == .ambiguous)
        #expect(result.readings.map { $0.value(of: "payee") } == [.entity("p-1"), .entity("p-2")])
        #expect(result.json["readings"]?.arrayValue?.count == 2)
        // An unambiguous result has no readings.
        #expect(Self.matcher.match("pay jonas brown", values: Self.household).readings.isEmpty)
    }

    @Test func flexibleMatchingReadsRequestValuesAsSpoken() {
        let options = MatchOptions(isFlexible: true)
        let result = Self.matcher.match("uh pay the landlord please", options: options, values: Self.household)
        #expect(result.match?.value(of: "payee") == .entity("p-3"))
    }

    /// Flexible matching hears a request value misheard word by word, as it hears the registry's values;
    /// strict matching never does, and a misheard form of two values is still ambiguous.
    @Test(
        arguments: [
            ("send $20 to jonah brown", "p-2" as String?, Tolerance.Kind.spelledAlike),
            ("send $20 to jonas brwn", "p-2", .soundsAlike), ("pay my landlard", "p-3", .soundsAlike),
            ("send $20 to jonah", nil, nil),
        ] as [(String, String?, Tolerance.Kind?)])
    func flexibleMatchingHearsAMisheardRequestValue(utterance: String, payee: String?, kind: Tolerance.Kind?) {
        #expect(Self.matcher.match(utterance, values: Self.household).match == nil)
        let result = Self.matcher.match(utterance, options: MatchOptions(isFlexible: true), values: Self.household)
        guard let payee else {
            #expect(result.reason == .ambiguous)
            return
        }
        #expect(result.match?.value(of: "payee") == .entity(payee))
        #expect(result.match?.tolerances.map(\.kind) == kind.map { [$0] })
        #expect(result.match?.tolerances.first?.parameter == "payee")
    }

    @Test(arguments: [
        // The utterance's value wins over the context's.
        ("turn on the lights in the garage", ["area": JSON.string("kitchen")], "area", ParameterValue.entity("garage")),
        ("turn on the lights", ["area": "kitchen"], "area", .entity("kitchen")),
        ("save", ["account": "savings", "count": 3], "account", .enumCase("savings")),
        ("save", ["account": "savings", "count": 3], "count", .integer(3)),
    ])
    func aContextValueFillsAnUnspokenParameter(
        utterance: String, context: [String: JSON], parameter: String, expected: ParameterValue
    ) throws {
        let result = Self.matcher.match(utterance, values: RequestValues(context: context))
        let match = try #require(result.match)
        #expect(match.value(of: parameter) == expected)
        #expect(match.missingParameters.isEmpty)
    }

    @Test func aContextIdMayNameARequestValue() {
        let values = RequestValues(
            entities: ["Area": [ParameterValueDefinition(identifier: "den", title: "Den")]], context: ["area": "den"])
        #expect(Self.matcher.match("turn on the lights", values: values).match?.value(of: "area") == .entity("den"))
    }

    @Test(arguments: [
        (RequestValues(entities: ["Nope": []]), "entities.Nope: the registry has no type \"Nope\""),
        (RequestValues(entities: ["Account": []]), "entities.Account: Account takes no request values"),
        (RequestValues(context: ["area": "attic"]), "context.area: LightsOn.area takes the id of a Area value"),
        (RequestValues(context: ["count": 2.5]), "context.count: Save.count takes a whole JSON number"),
        (RequestValues(context: ["account": 1]), "context.account: Save.account takes the id of a Account value"),
    ])
    func whatDoesNotFitTheRegistryIsNamedAndSkipped(values: RequestValues, problem: String) throws {
        let message = try #require(Self.matcher.problem(in: values))
        #expect(message.hasPrefix(problem))
        // The match skips it: an unknown context value leaves the parameter missing.
        if values.context["area"] != nil {
            #expect(Self.matcher.match("turn on the lights", values: values).match?.missingParameters.count == 1)
        }
    }

    @Test func membersNoParameterReadsAreTheCallers() {
        #expect(Self.matcher.problem(in: RequestValues(context: ["timezone": "Europe/Berlin"])) == nil)
        #expect(Self.matcher.problem(in: Self.household) == nil)
    }
}

/// The JSON form of request values: strict, and bounded in count, length and kind.
@Suite struct RequestValuesJSONTests {
    static func parse(_ text: String) throws(AssistantError) -> RequestValues {
        let object = try! JSON(parsing: text)
        return try RequestValues(entities: object["entities"], context: object["context"])
    }

    @Test func readsEntitiesAndContext() throws {
        let values = try Self.parse(
            #"{"entities": {"Payee": [{"id": "p-1", "title": "Jonas", "synonyms": ["J"]}, {"id": "p-2"}]},"#
                + #" "context": {"area": "kitchen"}}"#)
        #expect(
            values.entities["Payee"] == [
                ParameterValueDefinition(identifier: "p-1", title: "Jonas", synonyms: ["J"]),
                ParameterValueDefinition(identifier: "p-2", title: "p-2"),
            ])
        #expect(values.context == ["area": "kitchen"])
        #expect(try Self.parse(#"{"entities": null, "context": null}"#).isEmpty)
    }

    static let longText = String(repeating: "a", count: RequestValues.maximumTextBytes + 1)
    static let tooMany =
        "["
        + Array(repeating: #"{"id": "x"}"#, count: RequestValues.maximumValues + 1)
        .joined(separator: ",") + "]"

    @Test(arguments: [
        (#"{"entities": []}"#, "'entities' must be an object of type names, found an array"),
        (#"{"entities": {"Payee": {}}}"#, "entities.Payee must be an array of values"),
        (#"{"entities": {"Payee": ["Jonas"]}}"#, "entities.Payee[0] must be an object"),
        (#"{"entities": {"Payee": [{"title": "Jonas"}]}}"#, "entities.Payee[0].id must be a non-empty string"),
        (#"{"entities": {"Payee": [{"id": "p", "title": ""}]}}"#, "entities.Payee[0].title must be a non-empty"),
        (#"{"entities": {"Payee": [{"id": "p", "name": "x"}]}}"#, "entities.Payee[0] has an unknown member 'name'"),
        (#"{"entities": {"Payee": [{"id": "p", "synonyms": "x"}]}}"#, "entities.Payee[0].synonyms must be an array"),
        (#"{"entities": {"Payee": [{"id": "p", "synonyms": [1]}]}}"#, "entities.Payee[0].synonyms[0] must be a string"),
        (#"{"entities": {"Payee": [{"id": "\#(longText)"}]}}"#, "entities.Payee[0].id is 257 bytes; the limit is 256"),
        (#"{"entities": {"Payee": \#(tooMany)}}"#, "'entities' has more than 10000 values"),
        (#"{"context": []}"#, "'context' must be an object"),
        (#"{"context": {"area": "\#(longText)"}}"#, "context.area is 257 bytes"),
    ])
    func malformedValuesNameTheirPlace(text: String, message: String) {
        #expect {
            try Self.parse(text)
        } throws: { error in
            guard case AssistantError.invalidRequest(let reason) = error else { return false }
            return reason.hasPrefix(message)
        }
    }

    @Test func theVoiceAssistantPayloadCarriesThemAndPassesThemOn() throws {
        let request = try VoiceAssistantRequest(
            parsing: #"{"current_query": "pay jonas", "entities": {"Payee": [{"id": "p-1"}]}, "context": {"a": 1}}"#)
        #expect(request.values.entities["Payee"]?.first?.identifier == "p-1")
        #expect(request.values.context == ["a": 1])
        // The fallback receives them unchanged.
        #expect(request.json["entities"] != nil)
        #expect(request.json["context"] == ["a": 1])
    }
}

/// The first-word key a request value's form is filed under is its first token's, however the form is
/// written: a turn that skips a form by its key never loses a reading.
@Suite struct FirstWordKeyTests {
    static func tokenizerKey(_ text: String) -> UInt16? {
        Tokenizer.words(of: text).first.map(FirstWordKey.key(ofWord:))
    }

    @Test(arguments: [
        "Jonas Weber", "jonas", "  Li Wei", "Im Garten", "I'm home", "Don't Stop", "dont stop", "Whats Up", "Zoë",
        "Émile", "O'Brien", "Dr. Who", "St.James", "7-Eleven", "3rd Street", "1,000 Club", "$5 Store", "& Sons", "",
        "   ", "-20 Degrees", "Ångström", "café Noir", "Mr Smith", "u2", "Xi", "a", "ßtraße", "東京 Tower", "Cant Stop",
        "Theyre Here", "ITS", "Well Done", "id card",
    ])
    func aFormIsKeyedByItsFirstToken(form: String) {
        #expect(FirstWordKey.key(ofForm: form) == Self.tokenizerKey(form))
    }

    @Test func generatedFormsAreKeyedByTheirFirstToken() {
        var generator = SeededGenerator(seed: 23)
        let pieces = [
            "a", "b", "Z", "0", "9", " ", "'", "’", ".", "-", ",", "&", "é", "ß", "東", "im", "dont", "whats", "ill",
            "Ive", "cant", "st", "li", "LI",
        ]
        for _ in 0..<5_000 {
            let form = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(FirstWordKey.key(ofForm: form) == Self.tokenizerKey(form), "\(form)")
        }
    }
}
