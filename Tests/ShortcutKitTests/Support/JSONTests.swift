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
        // From `Fuzz/run.sh registry`: an escaped line break was located past the end of its line.
        ("{\"a\": \"x\\\ny\"}", "1:9"), (#"["\q"]"#, "1:3"),
    ])
    func rejectsInvalidJSONWithItsPlace(_ text: String, _ place: String) {
        let error = #expect(throws: JSONSyntaxError.self) { try JSON(parsing: text) }
        #expect(error?.location.description == place)
    }

    /// ASCII strings are read without validating; any other byte still is validated, escapes or not.
    @Test(arguments: [[0xFF], [0x61, 0xC3], [0x5C, 0x6E, 0xE9, 0x61], [0xED, 0xA0, 0x80]] as [[UInt8]])
    func rejectsInvalidUTF8InStrings(_ content: [UInt8]) {
        let bytes = Array(#"{"key": ""#.utf8) + content + Array(#""}"#.utf8)
        let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.value(bytes) }
        #expect(error?.message == "invalid UTF-8 in string")
    }

    @Test func refusesHostileNesting() {
        #expect(throws: JSONSyntaxError.self) { try JSON(parsing: String(repeating: "[", count: 10_000)) }
    }

    /// Values at depth 0 to 255 are read; one at depth 256 is refused, however deep the document goes.
    @Test func nestingStopsAtTheMaximumDepth() throws {
        let depth = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: depth - 1) + "1" + String(repeating: "]", count: depth - 1)
        #expect(throws: Never.self) { try JSON(parsing: deepest) }
        let tooDeep = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let error = #expect(throws: JSONSyntaxError.self) { try JSON(parsing: tooDeep) }
        #expect(error?.message == "nesting deeper than \(depth) levels")
        #expect(error?.location.description == "1:\(depth + 1)")
    }

    @Test(
        arguments: [
            ("0", .integer(0)), ("-0", .integer(0)), ("9223372036854775807", .integer(.max)),
            ("-9223372036854775808", .integer(.min)), ("9223372036854775808", .double(9_223_372_036_854_775_808)),
            ("12.5e-1", .double(1.25)), ("1E2", .double(100)),
            (#""a\u00e9\ud83d\ude42\n\"\/""#, .string("aé🙂\n\"/")), (#""日本""#, .string("日本")),
            (#"{"b": [], "a": {}}"#, ["b": .array([]), "a": .object(JSONObject())]),
        ] as [(String, JSON)])
    func readsNumbersStringsAndEmptyContainers(_ text: String, _ value: JSON) throws {
        #expect(try JSON(parsing: text) == value)
    }

    /// The map made without positions answers, when asked, what recording them all would: members at
    /// their key, elements and the document at their first character, columns in Unicode scalars.
    @Test func theSourceMapPlacesEveryValueWhenAsked() throws {
        let text = "{\"日本\": [1, {\"k\": true}],\n \"a b\": \"🎉\", \"x\": null}"
        let (_, map) = try JSONParser.parse(Array(text.utf8))
        #expect(
            map.locations == [
                "": SourceLocation(line: 1, column: 1), #"["日本"]"#: SourceLocation(line: 1, column: 2),
                #"["日本"][0]"#: SourceLocation(line: 1, column: 9), #"["日本"][1]"#: SourceLocation(line: 1, column: 12),
                #"["日本"][1].k"#: SourceLocation(line: 1, column: 13), #"["a b"]"#: SourceLocation(line: 2, column: 2),
                "x": SourceLocation(line: 2, column: 14),
            ])
        #expect(map[#"["a b"]"#] == SourceLocation(line: 2, column: 2))
        #expect(map["missing"] == nil)
        #expect(map.location(of: #"["a b"]"#, characterOffset: 0) == SourceLocation(line: 2, column: 10))
        #expect(try map == JSONParser.parse(Array(text.utf8)).1)
        #expect(SourceMap().locations.isEmpty)
    }

    /// Values nested far deeper than any parser accepts, as code can build them: writing and comparing
    /// them walk an explicit stack, so no depth exhausts the thread's stack.
    @Test(arguments: [false, true])
    func writesAndComparesValuesNestedFarDeeperThanTheStackAllows(objects: Bool) async throws {
        // Seconds of work: off the cooperative pool, where it would starve other suites' timed tests.
        let checks = try await offThePool { () -> [String: Bool] in
            // A recursive walk runs out of an 8 MB stack some 50,000 levels down.
            let depth = 200_000
            func nested(innermost: JSON) -> JSON {
                var value = innermost
                for _ in 0..<depth { value = objects ? ["a": value] : [value] }
                return value
            }
            var deep = nested(innermost: 1)
            let text = deep.compactText
            let (open, close) = objects ? (#"{"a":"#, "}") : ("[", "]")
            var streamed: [UInt8] = []
            JSONStreamWriter.append(to: &streamed) { $0.value(deep) }
            var same = nested(innermost: 1)
            var different = nested(innermost: 2)
            let checks = [
                "compact text": text == String(repeating: open, count: depth) + "1"
                    + String(repeating: close, count: depth),
                "stream writer": streamed.elementsEqual(text.utf8),
                "equal to the same": deep == same,
                "unequal to a different": deep != different,
            ]
            Self.tearDown(&deep)
            Self.tearDown(&same)
            Self.tearDown(&different)
            return checks
        }
        for (check, holds) in checks { #expect(holds, "\(check)") }
        #expect(checks.count == 4)
    }

    @Test func prettyTextOfADeepValueReadsBackAndIndentsEachLevel() throws {
        var value: JSON = ["leaf": true]
        for level in 0..<200 { value = level.isMultiple(of: 2) ? [value, 1] : ["k": value] }
        let text = value.prettyText
        #expect(try JSON(parsing: text) == value)
        let lines = text.split(separator: "\n" as Character)
        let deepestIndent = lines.map { line in line.prefix { character in character == " " }.count }.max()
        #expect(deepestIndent == 2 * 201)
    }

    /// Releases a deeply nested value one level at a time. Swift releases an array's elements
    /// recursively, so dropping a value nested some 50,000 levels deep in one piece exhausts an 8 MB
    /// stack whatever the writer does; holding each child while its parent goes keeps it flat.
    static func tearDown(_ value: inout JSON) {
        while true {
            let child: JSON
            switch value {
            case .array(let elements) where !elements.isEmpty: child = elements[0]
            case .object(let object) where !object.isEmpty: child = object.members[0].value
            default: return
            }
            value = child
        }
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
