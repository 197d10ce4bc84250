import Testing

@testable import ShortcutKit

/// At a graph node of more than `FlexibleEdges.wideNode` word edges the flexible walk probes only the
/// words a heard word may stand for (`SimilarWordIndex`). A phrase read there must be found with the
/// same tolerances and score as in a registry of that phrase alone, where the root is narrow.
@Suite struct FlexibleWideNodeTests {
    static let verbs = [
        "open", "close", "start", "stop", "play", "pause", "check", "track", "order", "book", "call", "send",
        "show", "hide", "lock", "unlock", "water", "clean", "paint", "build", "carry", "drive", "fetch", "print",
        "scan", "share", "sort", "store", "taste", "teach", "throw", "visit", "watch", "write", "zoom", "count",
    ]
    static let nouns = [
        "garden", "window", "engine", "music", "movie", "balance", "package", "pizza", "flight", "friend",
        "letter", "photos", "doors", "notes", "vault", "safe", "plants", "kitchen", "fence", "shelter",
        "boxes", "truck", "recipe", "poster", "receipt", "story", "sorting", "storage", "cookies", "lesson",
        "ball", "museum", "sunset", "essay", "camera", "calories",
    ]

    static func registry(_ indices: some Sequence<Int>) throws -> Registry {
        let intents = indices.map { #"{"name": "I\#($0)", "title": "I\#($0)"}"# }
        let shortcuts = indices.map { #"{"intent": "I\#($0)", "phrases": ["\#(verbs[$0]) the \#(nouns[$0])"]}"# }
        return try makeRegistry(
            intents: "[\(intents.joined(separator: ","))]", shortcuts: "[\(shortcuts.joined(separator: ","))]")
    }

    /// Heard: the verb misheard (a letter doubled: sounds alike; the first letter changed: spelled alike),
    /// the article dropped or swapped, the two run together.
    static func utterances(_ index: Int) -> [String] {
        let verb = verbs[index]
        let noun = nouns[index]
        let doubled = String(verb.prefix(2)) + String(verb.dropFirst(1))
        return [
            "\(doubled) the \(noun)", "x\(verb.dropFirst()) the \(noun)", "\(verb) \(noun)", "\(verb) a \(noun)",
            "\(verb)the \(noun)",
            "\(verb) the \(noun.dropLast())", "um \(verb) the \(noun)",
        ]
    }

    @Test(arguments: [0, 7, 13, 21, 35])
    func findsTheSameParseAsANarrowRoot(_ index: Int) throws {
        let wide = try Matcher(registry: Self.registry(Self.verbs.indices))
        #expect(wide.graph.edges.isWide(0))
        let narrow = try Matcher(registry: Self.registry([index]))
        #expect(!narrow.graph.edges.isWide(0))
        let options = MatchOptions(isFlexible: true)
        for utterance in Self.utterances(index) {
            let expected = narrow.match(utterance, options: options).match
            let found = wide.match(utterance, options: options).match
            #expect(found?.intent == "I\(index)", "\(utterance)")
            #expect(found?.score == expected?.score, "\(utterance)")
            #expect(found?.tolerances == expected?.tolerances, "\(utterance)")
        }
    }
}
