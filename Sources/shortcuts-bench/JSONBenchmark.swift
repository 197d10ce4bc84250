import Foundation
import ShortcutKit

/// Parsing the request bodies `serve` reads, against `JSONSerialization` and against the match they feed,
/// and reading the scale registry (b) without compiling it: the JSON parser's two jobs.
///
/// A request body is parsed without positions (nothing points into it); a registry keeps what it needs to
/// place an error later. `--scale-only` is ignored here: the registry read is always (b).
enum JSONBenchmark {
    /// A `/v1/match` body of about 200 bytes, as a voice backend posts it.
    static let matchBody = """
        {"utterance": "send twenty five dollars to alice from my checking account please", \
        "requireAppName": false, "flexible": true, "threshold": 0.82, "margin": 0.05, \
        "client": {"id": "ios-17", "build": 4211}}
        """

    /// An `/api/voice-assistant` body: a short conversation and the current query.
    static let voiceBody = """
        {"conversation_history": [{"role": "user", "content": "load money in VillagePay"}, \
        {"role": "assistant", "content": "How much would you like to load?"}], \
        "current_query": "twenty dollars", "session": {"id": "5F0B2C1E-8C4A-4B7E", "locale": "en-US"}}
        """

    static func run(registryPath: String) {
        print("json (request bodies; registry read without compiling):")
        let matcher = try? Matcher(registry: Registry(contentsOf: URL(fileURLWithPath: registryPath)))
        for (name, body) in [("/v1/match", matchBody), ("voice-assistant", voiceBody)] {
            let data = Data(body.utf8)
            let ours = try? JSON(parsing: body)
            let theirs = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            Harness.check(ours?.objectValue?.keys.count == theirs?.count, "\(name) parses to the same members")
            let parse = Harness.measure(samples: 30, operations: 10_000) {
                var total = 0
                for _ in 0..<10_000 {
                    if case .object(let object)? = try? JSON(parsing: body) { total &+= object.members.count }
                }
                return total
            }
            Harness.report("  \(name) \(data.count) B: JSON(parsing:)", parse)
            let foundation = Harness.measure(samples: 30, operations: 10_000) {
                var total = 0
                for _ in 0..<10_000 {
                    if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
                        total &+= object.count
                    }
                }
                return total
            }
            Harness.report("  \(name) \(data.count) B: JSONSerialization", foundation)
        }
        if let matcher, let utterance = (try? JSON(parsing: matchBody))?["utterance"]?.stringValue {
            let match = Harness.measure(samples: 30, operations: 1_000) {
                var total = 0
                for _ in 0..<1_000 { total &+= matcher.match(utterance).candidates.count + 1 }
                return total
            }
            Harness.report("  /v1/match utterance: strict match", match)
        }
        let scale = ScaleRegistry.entities(100_000)
        let read = Harness.measure(samples: 5, operations: 1, warmUp: 1) {
            (try? Registry(jsonText: scale.json, sourcePath: "scale.json"))?.types.count ?? 0
        }
        Harness.check((try? Registry(jsonText: scale.json, sourcePath: "scale.json")) != nil, "(b) reads")
        Harness.report("  (b) \(scale.json.utf8.count / 1_000) KB: Registry(jsonText:)", read)
    }
}
