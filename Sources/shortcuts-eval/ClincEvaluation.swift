import Foundation
import ShortcutKit

/// CLINC150 queries run through the matcher: how many it answers locally, rightly and wrongly.
///
/// A local answer is right when the query's CLINC intent maps (by the mapping file) to the intent
/// matched; every other local answer is wrong: a query of an unmapped intent or out of scope
/// matched at all, or a mapped one matched to another intent. No match is the fallback, never wrong.
struct ClincEvaluation {
    struct Query: Decodable {
        var text: String
        var intent: String
    }

    struct Mapping: Decodable {
        var mapping: [String: String]
    }

    struct Counts {
        var queries = 0
        var coveredQueries = 0
        var correct = 0
        var wrongCovered = 0
        var wrongInScope = 0
        var wrongOutOfScope = 0
        var wrongExamples: [(query: Query, intent: String, score: Double)] = []

        var wrong: Int { wrongCovered + wrongInScope + wrongOutOfScope }
    }

    let queries: [Query]
    let mapping: [String: String]

    /// Reads `test.jsonl` and `oos_test.jsonl` from `directory`, and the mapping file.
    init(directory: URL, mappingFile: URL) throws {
        var queries: [Query] = []
        let decoder = JSONDecoder()
        for name in ["test.jsonl", "oos_test.jsonl"] {
            let file = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: file.path])
            }
            let text = String(decoding: data, as: UTF8.self)
            for line in text.split(separator: "\n") where !line.isEmpty {
                queries.append(try decoder.decode(Query.self, from: Data(line.utf8)))
            }
        }
        self.queries = queries
        self.mapping = try decoder.decode(Mapping.self, from: Data(contentsOf: mappingFile)).mapping
    }

    /// How close flexible matching comes to claiming queries that are not its own: of the queries of
    /// unmapped intents and out of scope, how many have any flexible parse within the budget, and the
    /// best score among them (whatever the threshold and margin).
    func nearMisses(_ matcher: Matcher) -> (withParse: Int, foreign: Int, best: (query: Query, match: Match)?) {
        var withParse = 0
        var foreign = 0
        var best: (query: Query, match: Match)?
        for query in queries where mapping[query.intent] == nil {
            foreign += 1
            guard let parse = matcher.explain(query.text, options: MatchOptions(isFlexible: true)).parses.first else {
                continue
            }
            withParse += 1
            if parse.score > best?.match.score ?? -1 { best = (query, parse) }
        }
        return (withParse, foreign, best)
    }

    func run(_ matcher: Matcher, options: MatchOptions) -> Counts {
        var counts = Counts()
        for query in queries {
            counts.queries += 1
            let expected = mapping[query.intent]
            if expected != nil { counts.coveredQueries += 1 }
            guard let match = matcher.match(query.text, options: options).match else { continue }
            if match.intent == expected {
                counts.correct += 1
                continue
            }
            if expected != nil {
                counts.wrongCovered += 1
            } else if query.intent == "oos" {
                counts.wrongOutOfScope += 1
            } else {
                counts.wrongInScope += 1
            }
            counts.wrongExamples.append((query, match.intent, match.score))
        }
        return counts
    }
}
