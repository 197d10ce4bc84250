import Foundation
import ShortcutCLI
import ShortcutKit

/// Loading, compiling and strict matching on the shipped registry, and `match --stdin` throughput.
enum MatchBenchmark {
    /// Utterances the shipped registry must resolve, with the intent each must resolve to.
    static let hits: [(String, String)] = [
        ("open villager in VillagePay", "TalkToVillagerIntent"),
        ("hey siri talk to villager in village pay", "TalkToVillagerIntent"),
        ("check my balance", "CheckBalanceIntent"),
        ("check my savings balance in VillagePay", "CheckBalanceIntent"),
        ("load $20 into VillagePay", "LoadFundsIntent"),
        ("load twenty five dollars", "LoadFundsIntent"),
        ("send 12 dollars and 50 cents to Jonas using Village Wallet", "TransferMoneyIntent"),
        ("pay my electricity bill with villagepay", "PayBillIntent"),
        ("book a flight to new york", "BookFlightIntent"),
        ("buy two movie tickets in villagepay", "BuyMovieTicketsIntent"),
        ("order food from green bowl", "OrderFoodIntent"),
        ("where's my package", "TrackItemIntent"),
        ("read my heart rate from village pay please", "ReadHealthDataIntent"),
    ]

    /// Utterances no phrase accepts (some are near misses of real phrases).
    static let misses: [String] = [
        "what is the weather like in paris tomorrow",
        "don't check my balance",
        "open",
        "how do i reset my pin",
        "check my balance in another app",
        "transfer money to my sister",
        "play some jazz",
        "who is the inventor of the telephone",
    ]

    /// Matches one utterance 10,000 times, without a warm-up, so a profiler's totals divide by 10,000;
    /// prints what it matched and the time of the one run (for medians, use `--only match`).
    static func profileOne(registryPath: String, utterance: String) {
        let registry = try! Registry(contentsOf: URL(fileURLWithPath: registryPath))
        let matcher = try! Matcher(registry: registry)
        let count = 10_000
        let stats = Harness.measure(samples: 1, operations: count, warmUp: 0) {
            var sum = 0
            for _ in 0..<count { sum &+= matcher.match(utterance).candidates.count }
            return sum
        }
        let result = matcher.match(utterance).match.map { "\($0.intent)" } ?? "no match"
        print("one: \"\(utterance)\" → \(result)")
        Harness.report("match, one utterance", stats)
        print(
            "  \(count.formatted()) matches in one run, no warm-up: divide a profiler's totals by \(count.formatted())")
    }

    static func run(registryPath: String) {
        // Read apart from the load, so that a missing file says so instead of failing as empty JSON.
        guard let data = FileManager.default.contents(atPath: registryPath) else {
            Harness.check(false, "cannot read \(registryPath); run from the package's folder or pass --registry PATH")
            return
        }
        let registry: Registry
        let matcher: Matcher
        do {
            registry = try Registry(jsonData: data, sourcePath: registryPath)
            matcher = try Matcher(registry: registry)
        } catch {
            Harness.check(false, "cannot load \(registryPath): \(error)")
            return
        }
        let phraseCount = registry.shortcuts.reduce(0) { $0 + $1.phrases.count }
        print(
            "registry \(registryPath): \(registry.shortcuts.count) shortcuts, \(phraseCount) phrases, "
                + "\(matcher.compiled.expandedVariants().count) sentences")

        for (utterance, intent) in hits {
            let found = matcher.match(utterance).match?.intent
            Harness.check(found == intent, "'\(utterance)' resolved to \(found ?? "nothing"), expected \(intent)")
        }
        for utterance in misses {
            Harness.check(matcher.match(utterance).match == nil, "'\(utterance)' must not match")
        }

        let load = Harness.measure(samples: 200, operations: 1) {
            let registry = try! Registry(jsonData: data, sourcePath: registryPath)
            return try! Matcher(registry: registry).compiled.phrases.count
        }
        Harness.report("load + compile shortcuts.json", load, target: "< 5 ms")

        let hitUtterances = hits.map(\.0)
        let hit = Harness.measure(samples: 2_000, operations: hitUtterances.count) {
            var sum = 0
            for utterance in hitUtterances { sum &+= matcher.match(utterance).candidates.count }
            return sum
        }
        Harness.report("match, hit (\(hits.count) utterances)", hit, target: "< 2 µs")

        let miss = Harness.measure(samples: 2_000, operations: misses.count) {
            var sum = 0
            for utterance in misses { sum &+= matcher.match(utterance).candidates.count }
            return sum
        }
        Harness.report("match, miss (\(misses.count) utterances)", miss, target: "< 2 µs")

        let tokenize = Harness.measure(samples: 2_000, operations: hitUtterances.count) {
            var sum = 0
            for utterance in hitUtterances { sum &+= Tokenizer.tokens(of: utterance).count }
            return sum
        }
        Harness.report("  of which tokenizing", tokenize)

        let results = hitUtterances.map { matcher.match($0) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        let encode = Harness.measure(samples: 2_000, operations: results.count) {
            buffer.removeAll(keepingCapacity: true)
            for result in results { result.appendJSON(to: &buffer) }
            return buffer.count
        }
        Harness.report("JSON for a hit (as --stdin writes it)", encode)

    }

    /// `match --stdin`: the CLI's own line loop, in-process, fed 64 KiB chunks like a pipe.
    static func runStream(registryPath: String) {
        let hitUtterances = hits.map(\.0)
        let lines = (0..<100_000).map { index in
            index % 3 == 2 ? misses[index % misses.count] : hitUtterances[index % hitUtterances.count]
        }
        let stream = StdinBenchmark.measure(registryPath: registryPath, lines: lines, samples: 10, warmUp: 1)
        let rate = 1 / stream.median
        print(
            "match --stdin, JSON out".padding(toLength: 44, withPad: " ", startingAt: 0)
                + "\(Int(rate).formatted()) utterances/s (median of \(stream.samples) runs of \(lines.count) lines)   target ≥ 250,000"
        )
    }
}
