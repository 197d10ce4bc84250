import Foundation
import ShortcutKit

/// Fixed workloads whose instruction counts CI checks against `Benchmarks/Thresholds/instructions.txt`
/// (`Scripts/check-performance.sh` runs each under `valgrind --tool=callgrind`).
///
/// Instruction counts, not times: on a shared machine a time says how busy the neighbours were, while
/// the instructions a fixed workload executes change only with the code (and the toolchain). So each
/// workload does a fixed amount of work, once, with no warm-up or timing, checks that it did it right,
/// and exits. Each loads and compiles the registry first; `startup` does only that, so that the other
/// figures can be read as their work plus its figure (each is sized to several times it).
enum GateWorkloads {
    static let all: [(name: String, run: @Sendable (Registry, Matcher) -> Int)] = [
        ("startup", { _, _ in 0 }),
        ("compile", compile),
        ("strict", strict),
        ("flexible", flexible),
        ("json", json),
        ("values", requestValues),
    ]

    /// The request-values benchmark's three utterances with 500 payees in the request, 200 times: 600
    /// matches, each reading every payee's forms.
    static func requestValues(_ registry: Registry, _ matcher: Matcher) -> Int {
        let values = RequestValuesBenchmark.payees(500)
        let payee = matcher.match(RequestValuesBenchmark.utterances[0].1, values: values).match?.value(of: "recipient")
        Harness.check(payee == .entity("payee-landlord"), "the landlord must be read among 500 payees")
        return (0..<200).reduce(0) { sum, _ in
            RequestValuesBenchmark.utterances.reduce(sum) { $0 &+ matcher.match($1.1, values: values).candidates.count }
        }
    }

    /// Compiles the registry 200 more times.
    static func compile(_ registry: Registry, _ matcher: Matcher) -> Int {
        (0..<200).reduce(0) { sum, _ in sum &+ (try! Matcher(registry: registry)).compiled.phrases.count }
    }

    /// The match benchmark's hits and misses, strictly, 2,000 times: 42,000 matches.
    static func strict(_ registry: Registry, _ matcher: Matcher) -> Int {
        for (utterance, intent) in MatchBenchmark.hits {
            Harness.check(matcher.match(utterance).match?.intent == intent, "'\(utterance)' must match \(intent)")
        }
        let utterances = MatchBenchmark.hits.map(\.0) + MatchBenchmark.misses
        return (0..<2_000).reduce(0) { sum, _ in
            utterances.reduce(sum) { $0 &+ matcher.match($1).candidates.count }
        }
    }

    /// The flexible benchmark's noisy hits and misses, 200 times: 4,000 flexible matches.
    static func flexible(_ registry: Registry, _ matcher: Matcher) -> Int {
        let options = MatchOptions(isFlexible: true)
        for (utterance, intent) in FlexibleBenchmark.hits {
            let found = matcher.match(utterance, options: options).match?.intent
            Harness.check(found == intent, "'\(utterance)' must match \(intent)")
        }
        let utterances = FlexibleBenchmark.hits.map(\.0) + FlexibleBenchmark.misses
        return (0..<200).reduce(0) { sum, _ in
            utterances.reduce(sum) { $0 &+ matcher.match($1, options: options).candidates.count }
        }
    }

    /// The JSON of the strict hits' results, as `match --stdin` writes it, 5,000 times.
    static func json(_ registry: Registry, _ matcher: Matcher) -> Int {
        let results = MatchBenchmark.hits.map { matcher.match($0.0) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        return (0..<5_000).reduce(0) { sum, _ in
            buffer.removeAll(keepingCapacity: true)
            for result in results { result.appendJSON(to: &buffer) }
            return sum &+ buffer.count
        }
    }

    /// Runs the workload of that name on the registry at `registryPath`; exits 2 for an unknown name.
    static func run(_ name: String, registryPath: String) {
        guard let workload = all.first(where: { $0.name == name }) else {
            FileHandle.standardError.write(
                Data("error: unknown workload '\(name)'; workloads: \(all.map(\.name).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        let registry = try! Registry(contentsOf: URL(fileURLWithPath: registryPath))
        let matcher = try! Matcher(registry: registry)
        Harness.blackHole &+= workload.run(registry, matcher)
        print("gate \(name): done (black hole \(Harness.blackHole & 0xFF))")
    }
}
