import Testing

@testable import ShortcutKit

/// A value outside its parameter's bounds, or off its step, is no value; with an `outOfRange` dialog it is
/// read and listed in `Match.outOfRangeParameters`.
@Suite struct BoundsMatchingTests {
    static let registry: Registry = try! makeRegistry(
        intents: """
            [{"name": "SetBrightnessIntent", "parameters": [
                {"name": "level", "type": "integer", "minimum": 0, "maximum": 100, "step": 5}]},
             {"name": "SetVolumeIntent", "parameters": [{"name": "volume", "type": "integer"}]},
             {"name": "SetFreezerIntent", "parameters": [
                {"name": "degrees", "type": "number", "allowsNegative": true, "minimum": -30, "maximum": 30,
                 "step": 0.5}]},
             {"name": "SendIntent", "parameters": [
                {"name": "amount", "type": "currency", "required": true, "prompt": "How much?",
                 "minimum": 0.01, "maximum": 10000, "step": 0.01,
                 "outOfRange": "You can send up to $10,000 at a time, not ${amount}."}]},
             {"name": "TipIntent", "parameters": [
                {"name": "tip", "type": "currency", "required": true, "prompt": "How big a tip?",
                 "minimum": 1, "maximum": 100}]}]
            """,
        shortcuts: """
            [{"intent": "SetBrightnessIntent", "phrases": ["set brightness to ${level} percent"]},
             {"intent": "SetVolumeIntent", "phrases": ["set volume to ${volume} percent"]},
             {"intent": "SetFreezerIntent", "phrases": ["set the freezer to ${degrees} degrees"]},
             {"intent": "SendIntent", "phrases": ["send ${amount} in ${applicationName}",
                                                   "send money in ${applicationName}"]},
             {"intent": "TipIntent", "phrases": ["tip ${tip}", "leave a tip"]}]
            """)
    static let matcher = try! Matcher(registry: registry)

    /// An utterance, the intent it matches (`nil`: none), its parameters in `--json` form, and the
    /// parameters out of range.
    static let strictCases: [(String, String?, String, [String])] = [
        ("set brightness to 50 percent", "SetBrightnessIntent", #"{"level":50}"#, []),
        ("set brightness to 0 percent", "SetBrightnessIntent", #"{"level":0}"#, []),
        ("set brightness to 100 percent", "SetBrightnessIntent", #"{"level":100}"#, []),
        ("set brightness to fifty five percent", "SetBrightnessIntent", #"{"level":55}"#, []),
        ("set brightness to 52 percent", nil, "", []),
        ("set brightness to 150 percent", nil, "", []),
        // An unbounded integer of another intent reads what the bounded one does not.
        ("set volume to 150 percent", "SetVolumeIntent", #"{"volume":150}"#, []),
        ("set the freezer to minus 18 degrees", "SetFreezerIntent", #"{"degrees":-18}"#, []),
        ("set the freezer to -18.5 degrees", "SetFreezerIntent", #"{"degrees":-18.5}"#, []),
        ("set the freezer to 30 degrees", "SetFreezerIntent", #"{"degrees":30}"#, []),
        ("set the freezer to minus 18.25 degrees", nil, "", []),
        ("set the freezer to minus 40 degrees", nil, "", []),
        ("send $10.07 in VillagePay", "SendIntent", #"{"amount":{"amount":10.07,"currency":"USD"}}"#, []),
        ("send 10000 dollars in VillagePay", "SendIntent", #"{"amount":{"amount":10000,"currency":"USD"}}"#, []),
        ("send 50 euros in VillagePay", "SendIntent", #"{"amount":{"amount":50,"currency":"EUR"}}"#, []),
        (
            "send 20000 dollars in VillagePay", "SendIntent", #"{"amount":{"amount":20000,"currency":"USD"}}"#,
            ["amount"]
        ),
        // Bounds apply to the amount whatever its currency.
        (
            "send 20000 euros in VillagePay", "SendIntent", #"{"amount":{"amount":20000,"currency":"EUR"}}"#,
            ["amount"]
        ),
        (
            "send 10.005 dollars in VillagePay", "SendIntent", #"{"amount":{"amount":10.005,"currency":"USD"}}"#,
            ["amount"]
        ),
        ("send 0 dollars in VillagePay", "SendIntent", #"{"amount":{"amount":0,"currency":"USD"}}"#, ["amount"]),
        ("tip 1 dollar", "TipIntent", #"{"tip":{"amount":1,"currency":"USD"}}"#, []),
        ("tip 500 dollars", nil, "", []),
    ]

    @Test(arguments: strictCases)
    func readsOnlyValuesInBoundsUnlessTheParameterSaysOutOfRange(
        utterance: String, intent: String?, parameters: String, outOfRange: [String]
    ) {
        let result = Self.matcher.match(utterance)
        #expect(result.match?.intent == intent)
        if let match = result.match {
            #expect(match.json["parameters"]?.compactText == parameters)
            #expect(match.outOfRangeParameters == outOfRange)
        } else {
            #expect(result.reason == .noPhrase)
        }
    }

    /// Flexible matching reads values through the same rule: a tolerated word does not let an
    /// out-of-bounds value in.
    static let flexibleCases: [(String, String?, [String])] = [
        ("set brigtness to 55 percent", "SetBrightnessIntent", []),
        ("set brigtness to 150 percent", nil, []),
        ("set the freezr to minus 40 degrees", nil, []),
        ("sendd 20000 dollars in VilagePay", "SendIntent", ["amount"]),
    ]

    @Test(arguments: flexibleCases)
    func flexibleMatchingKeepsTheBounds(utterance: String, intent: String?, outOfRange: [String]) {
        let result = Self.matcher.match(utterance, options: MatchOptions(isFlexible: true))
        #expect(result.match?.intent == intent)
        #expect((result.match?.outOfRangeParameters ?? []) == outOfRange)
        if intent != nil { #expect(result.match?.score ?? 1 < 1) }
    }

    @Test func outOfRangeIsWrittenInTheJSONOnlyWhenThereIsSome() {
        let inRange = Self.matcher.match("send 20 dollars in VillagePay").json.compactText
        #expect(!inRange.contains("outOfRange"))
        let outOfRange = Self.matcher.match("send 20000 dollars in VillagePay").json.compactText
        #expect(outOfRange.contains(#""missingParameters":[],"outOfRange":["amount"],"phrasePath""#))
        var bytes: [UInt8] = []
        Self.matcher.match("send 20000 dollars in VillagePay").appendJSON(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == outOfRange)
    }

    @Test func theShippedRegistryBoundsItsAmounts() {
        let result = shippedMatcher.match("send 20000 dollars to amara in VillagePay")
        #expect(result.match?.intent == "TransferMoneyIntent")
        #expect(result.match?.outOfRangeParameters == ["amount"])
        #expect(shippedMatcher.match("load 25.50 dollars into VillagePay").match?.outOfRangeParameters == [])
    }
}
