import Testing

@testable import ShortcutKit

@Suite struct JSONTests {
    @Test(arguments: [
        #"{"a":[1,2.5,"x\"y\\z\n",true,false,null],"b":{}}"#,
        #"{"é":"ünïcødé","emoji":"🙂","control":"\u0001"}"#,
        #"[]"#,
        #"-0.25"#,
    ])
    func roundTripsCompactText(_ text: String) throws {
        let value = try JSON(parsing: text)
        #expect(try JSON(parsing: value.compactText) == value)
    }

    @Test func keepsKeyOrderAndWritesWholeNumbersWithoutFraction() throws {
        let value = try JSON(parsing: #"{"z": 1, "a": 2.0, "m": 1e2}"#)
        #expect(value.compactText == #"{"z":1,"a":2,"m":100}"#)
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, "1:9"), (#"{"a" 1}"#, "1:6"), ("[1, 2", "1:6"), (#"{"a": 01}"#, "1:7"),
        (#"{"a": 1, "a": 2}"#, "1:10"), ("\"\u{01}\"", "1:2"), ("nul", "1:1"), ("[1] 2", "1:5"),
    ])
    func rejectsInvalidJSONWithItsPlace(_ text: String, _ place: String) {
        let error = #expect(throws: JSONSyntaxError.self) { try JSON(parsing: text) }
        #expect(error?.location.description == place)
    }

    @Test func refusesHostileNesting() {
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: String(repeating: "[", count: 10_000)) }
    }

    @Test func streamWriterMatchesTheTreeForEveryResult() {
        for utterance in [
            "load $20 into VillagePay", "open the village gate", "nothing at all", "send money to mom",
            "book a flight to \"Quoted\" City", "check my savings balance",
        ] {
            let result = shippedMatcher.match(utterance)
            var bytes: [UInt8] = []
            result.appendJSON(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == result.json.compactText)
        }
    }
}
