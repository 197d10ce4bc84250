import Testing

@testable import ShortcutKit

/// The matcher's graph: built from the patterns, the same language as the expanded sentences, and
/// the rules that used to be written into each sentence (app name left out, ranking) now on its paths.
@Suite struct PhraseGraphTests {
    static let home = try! makeRegistry(
        types: #"""
            {"Area": {"kind": "entity", "title": "Area", "values": [{"id": "bedroom", "title": "Bedroom"},
                {"id": "kitchen", "title": "Kitchen"}]},
             "Device": {"kind": "entity", "title": "Device", "values": [{"id": "bedroom-lamp", "title": "Bedroom Lamp"},
                {"id": "desk-fan", "title": "Desk Fan"}]}}
            """#,
        intents: #"""
            [{"name": "AreaOffIntent", "title": "Area off", "parameters": [{"name": "area", "type": "Area", "title": "Area"}]},
             {"name": "DeviceOffIntent", "title": "Device off", "parameters": [{"name": "name", "type": "Device", "title": "Device"}]},
             {"name": "LightsIntent", "title": "Lights", "parameters": [{"name": "area", "type": "Area", "title": "Area"}]}]
            """#,
        shortcuts: #"""
            [{"intent": "AreaOffIntent", "phrases": ["turn off [the] ${area} (lamp|lights)"]},
             {"intent": "DeviceOffIntent", "phrases": ["turn off [the] ${name}"]},
             {"intent": "LightsIntent", "phrases": ["switch off [the] ${area} lights", "switch off [the] ${area}"]}]
            """#)

    /// The longer value over the same words is the more specific reading (issue 9's one ranking change):
    /// never the shorter value with the rest read as literal words.
    @Test(arguments: [
        ("turn off bedroom lamp", "DeviceOffIntent", "bedroom-lamp"),
        ("turn off the bedroom lamp", "DeviceOffIntent", "bedroom-lamp"),
        ("turn off bedroom lights", "AreaOffIntent", "bedroom"),
        ("turn off kitchen lamp", "AreaOffIntent", "kitchen"),
        ("turn off desk fan", "DeviceOffIntent", "desk-fan"),
        // One intent, two phrases: more literal words still win where no value is longer.
        ("switch off bedroom lights", "LightsIntent", "bedroom"),
    ])
    func aLongerValueOverTheSameWordsRanksFirst(utterance: String, intent: String, value: String) throws {
        let matcher = try Matcher(registry: Self.home)
        let result = matcher.match(utterance)
        let match = try #require(result.match, "\(utterance): \(result)")
        #expect(match.intent == intent)
        #expect(match.parameters.first.map { "\($0.value.displayText)" } == value)
    }

    @Test func theRuleDecidesOnlyWhatItNames() throws {
        let matcher = try Matcher(registry: Self.home)
        let lamp = try #require(matcher.match("turn off bedroom lamp").match)
        // Both readings are candidates; the area reading with a literal "lamp" is second.
        #expect(
            matcher.match("turn off bedroom lamp").candidates.map(\.intent) == ["DeviceOffIntent", "AreaOffIntent"])
        #expect(lamp.literalWordCount == 2)
    }

    /// The graph's sentences are the expansion's: every expanded sentence of the shipped registry is
    /// matched by its own phrase's graph, with the app name spoken or left out as the sentence says.
    @Test func everyShippedSentenceIsAPathOfItsPhrase() throws {
        let compiled = shippedMatcher.compiled
        for variant in compiled.expandedVariants() {
            let graph = try PhraseGraph.build(compiled, phrases: [variant.phraseIndex])
            var node: Int32 = 0
            var reached = true
            for element in variant.elements {
                switch element {
                case .word(let word):
                    guard let child = graph.child(of: node, word: word) else {
                        reached = false
                        break
                    }
                    node = child
                case .slot(let slot):
                    let symbol = compiled.slotLanguages[Int(slot)]
                    guard let edge = graph.slotEdges[Int(node)].first(where: { $0.slot == slot || $0.slot == symbol })
                    else {
                        reached = false
                        break
                    }
                    node = edge.child
                }
            }
            #expect(reached, "\(compiled.phrases[variant.phraseIndex].path): \(variant.elements)")
            #expect(
                graph.accepting[Int(node)].contains(
                    PhraseGraph.Acceptance(phrase: Int32(variant.phraseIndex), appNameLeftOut: !variant.appNameSpoken)),
                "\(compiled.phrases[variant.phraseIndex].path): \(variant.elements)")
        }
    }

    /// Groups are branches, not copies: a phrase of 30 independent optional words (a billion sentences)
    /// is a graph of about as many nodes as words.
    @Test func groupsAreSharedNotCopied() throws {
        let words = (0..<30).map { "[w\($0)]" }.joined(separator: " ")
        let registry = try makeRegistry(
            intents: #"[{"name": "I", "title": "I"}]"#,
            shortcuts: #"[{"intent": "I", "phrases": ["start \#(words) now"]}]"#)
        let matcher = try Matcher(registry: registry)
        #expect(matcher.graph.nodeCount < 100)
        #expect(matcher.match("start w3 w17 w29 now").match?.intent == "I")
        #expect(matcher.match("start w17 w3 now").match == nil)
    }

    /// Issue 12: the app name is spoken only when the utterance said it; `requiresAppName` blocks a
    /// phrase that has none.
    @Test func theAppNameIsSpokenOnlyWhenSaid() throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "A", "title": "A"}, {"name": "B", "title": "B"}]"#,
            shortcuts: #"""
                [{"intent": "A", "phrases": ["show my stats"]},
                 {"intent": "B", "phrases": ["open the vault [in ${applicationName}]"]}]
                """#)
        let matcher = try Matcher(registry: registry)
        #expect(matcher.match("show my stats").match?.isAppNameSpoken == false)
        #expect(matcher.match("open the vault").match?.isAppNameSpoken == false)
        #expect(matcher.match("open the vault in villagepay").match?.isAppNameSpoken == true)
        let required = MatchOptions(requiresAppName: true)
        #expect(matcher.match("show my stats", options: required).match == nil)
        #expect(matcher.match("open the vault", options: required).match == nil)
        #expect(matcher.match("open the vault in village pay", options: required).match?.intent == "B")
    }

    /// The app-name-left-out rule on the graph: the name and the connective just before it go, when
    /// two elements remain; a path may not leave one name out and say another.
    @Test(arguments: [
        ("pay in ${applicationName}", "pay", false),
        ("pay bills in ${applicationName}", "pay bills", true),
        ("${applicationName} pay bills", "pay bills", true),
        ("use ${applicationName} to pay", "use to pay", true),
        ("pay bills (in|with) ${applicationName} now", "pay bills now", true),
        ("pay bills in ${applicationName}", "pay bills in", false),
        ("[please] pay in ${applicationName}", "please pay", true),
    ])
    func leavesTheAppNameOut(template: String, utterance: String, matches: Bool) throws {
        let registry = try makeRegistry(
            intents: #"[{"name": "I", "title": "I"}]"#, shortcuts: #"[{"intent": "I", "phrases": ["\#(template)"]}]"#)
        let result = try Matcher(registry: registry).match(utterance)
        #expect(result.isMatch == matches, "\(template) / \(utterance): \(result)")
        #expect(result.match?.isAppNameSpoken != true)
    }

    /// Parameters of one type share a graph edge; each intent still gets its own parameter's name.
    @Test func sharedSlotEdgesKeepEachPhrasesParameters() throws {
        let registry = try makeRegistry(
            types: #"{"Color": {"kind": "enum", "title": "Color", "cases": [{"value": "red"}, {"value": "blue"}]}}"#,
            intents: #"""
                [{"name": "Paint", "title": "Paint", "parameters": [{"name": "paint", "type": "Color", "title": "P"}]},
                 {"name": "Mix", "title": "Mix", "parameters": [{"name": "first", "type": "Color", "title": "F"},
                     {"name": "second", "type": "Color", "title": "S"}]}]
                """#,
            shortcuts: #"""
                [{"intent": "Paint", "phrases": ["use ${paint} paint"]},
                 {"intent": "Mix", "phrases": ["use ${first} with ${second}", "use ${second} first"]}]
                """#)
        let matcher = try Matcher(registry: registry)
        let paint = try #require(matcher.match("use red paint").match)
        #expect(paint.parameters.map(\.name) == ["paint"])
        let mix = try #require(matcher.match("use red with blue").match)
        #expect(mix.parameters.map { "\($0.name)=\($0.value.displayText)" } == ["first=red", "second=blue"])
        let second = try #require(matcher.match("use blue first").match)
        #expect(second.parameters.map(\.name) == ["second"])
    }
}

/// The flexible walk's hard work bound (issue 14): past its budget it stops and decides nothing.
@Suite struct FlexibleWorkBudgetTests {
    static func search(_ utterance: String, budget: Int) -> FlexibleSearch {
        let matcher = shippedMatcher
        let words = Tokenizer.tokens(of: utterance).map(\.text)
        var search = FlexibleSearch(
            compiled: matcher.compiled, graph: matcher.graph, vocabulary: FlexibleVocabulary(matcher.compiled),
            words: words, ids: words.map { matcher.compiled.id(of: $0) },
            options: MatchOptions(isFlexible: true), workBudget: budget)
        search.run(from: 0, to: words.count)
        return search
    }

    @Test func anExhaustedWalkIsBelowTheThreshold() {
        let utterance = "chek my balance"
        let ample = Self.search(utterance, budget: 100_000)
        #expect(!ample.isExhausted)
        let tokens = Tokenizer.tokens(of: utterance)
        let options = MatchOptions(isFlexible: true)
        let decided = ample.parses(utterance: utterance, tokens: tokens, registry: shippedMatcher.registry)
            .decision(utterance: utterance, options: options)
        #expect(decided.match?.intent == "CheckBalanceIntent")

        let starved = Self.search(utterance, budget: 3)
        #expect(starved.isExhausted)
        #expect(starved.workLeft == 0)
        let refused = starved.parses(utterance: utterance, tokens: tokens, registry: shippedMatcher.registry)
            .decision(utterance: utterance, options: options)
        #expect(refused.reason == .belowThreshold)
    }

    /// 64 words of fillers, function words and hesitations: the longest utterance read, answered.
    @Test func theWorstUtteranceWithinTheLimitsIsAnswered() {
        let utterance = Array(repeating: "please the uh my", count: 16).joined(separator: " ")
        #expect(!Matcher.isTooLong(utterance))
        let explanation = shippedMatcher.explain(utterance, options: MatchOptions(isFlexible: true))
        #expect(explanation.result.match == nil)
    }
}
