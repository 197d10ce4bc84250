import Foundation
import ShortcutKit

/// Flexible matching on the shipped registry: transcripts with recognizer noise, and misses.
enum FlexibleBenchmark {
    /// Noisy transcripts flexible mode must resolve, with the intent each must resolve to.
    static let hits: [(String, String)] = [
        ("check my balanced in village pay", "CheckBalanceIntent"),
        ("lode twenty dollars", "LoadFundsIntent"),
        ("um check uh my balance", "CheckBalanceIntent"),
        ("chek my savings balance in villagepay", "CheckBalanceIntent"),
        ("send money to jonah", "TransferMoneyIntent"),
        ("pay my electrik bill with village pay", "PayBillIntent"),
        ("book a flite to new york", "BookFlightIntent"),
        ("buy two movie tikets", "BuyMovieTicketsIntent"),
        ("order food from the green bowl", "OrderFoodIntent"),
        ("track a package", "TrackItemIntent"),
        ("topup my wallet", "LoadFundsIntent"),
        ("read my heart rate from vilage pay", "ReadHealthDataIntent"),
    ]

    /// Utterances flexible mode must leave to the fallback, several near the registry's phrases.
    static let misses: [String] = [
        "what is the weather like in paris tomorrow",
        "don't check my balance",
        "check my credit card balance",
        "how do i reset my pin",
        "transfer money to my sister",
        "book a hotel in new york",
        "who is the inventor of the telephone",
        "open the village gate",
    ]

    static func run(registryPath: String) {
        guard let registry = try? Registry(contentsOf: URL(fileURLWithPath: registryPath)),
            let matcher = try? Matcher(registry: registry)
        else {
            Harness.check(false, "cannot load \(registryPath)")
            return
        }
        let options = MatchOptions(isFlexible: true)
        for (utterance, intent) in hits {
            let found = matcher.match(utterance, options: options).match
            Harness.check(
                found?.intent == intent,
                "flexible: '\(utterance)' resolved to \(found?.intent ?? "nothing"), expected \(intent)")
            Harness.check(matcher.match(utterance).match == nil, "'\(utterance)' must need flexible mode")
        }
        for utterance in misses {
            Harness.check(
                matcher.match(utterance, options: options).match == nil, "flexible: '\(utterance)' must not match")
        }

        let noisy = hits.map(\.0)
        for (label, utterances) in [
            ("flexible match, noisy hit (\(noisy.count) utterances)", noisy),
            ("flexible match, miss (\(misses.count) utterances)", misses),
            ("flexible match, strict hit (\(MatchBenchmark.hits.count) utterances)", MatchBenchmark.hits.map(\.0)),
        ] {
            let stats = Harness.measure(samples: 2_000, operations: utterances.count) {
                var sum = 0
                for utterance in utterances { sum &+= matcher.match(utterance, options: options).candidates.count }
                return sum
            }
            Harness.report(label, stats, target: "< 20 µs")
        }

        let explain = Harness.measure(samples: 500, operations: noisy.count) {
            var sum = 0
            for utterance in noisy { sum &+= matcher.explain(utterance, options: options).parses.count }
            return sum
        }
        Harness.report("explain, noisy hit", explain)
    }
}
