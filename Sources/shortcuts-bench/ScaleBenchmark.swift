import Foundation
import ShortcutCLI
import ShortcutKit

/// Loading, compiling and matching on the generated registries of `ScaleRegistry`, at the issue's
/// sizes and at 10×, 100× and 1,000× smaller ones, to show how each cost grows.
///
/// `--scale-only a|b|c` runs one registry at full size; `--write-scale a|b|c --to PATH` writes it, so that
/// the CLI's memory can be measured from outside (`/usr/bin/time -v shortcuts match --registry PATH …`).
enum ScaleBenchmark {
    static func registry(_ letter: String) -> ScaleRegistry? {
        switch letter {
        case "a": return ScaleRegistry.shortcuts(10_000)
        case "b": return ScaleRegistry.entities(100_000)
        case "c": return ScaleRegistry.nested(400)
        default: return nil
        }
    }

    static func run(only letter: String?) {
        if let letter {
            guard let scale = registry(letter) else {
                Harness.check(false, "unknown scale registry '\(letter)'; use a, b or c")
                return
            }
            measure(scale, isFullSize: true)
            return
        }
        print("growth (load + compile and strict match at 1/1000, 1/100, 1/10 of the issue's sizes):")
        for count in [10, 100, 1_000] { measure(ScaleRegistry.shortcuts(count), isFullSize: false) }
        for count in [100, 1_000, 10_000] { measure(ScaleRegistry.entities(count), isFullSize: false) }
        for count in [4, 40] { measure(ScaleRegistry.nested(count), isFullSize: false) }
        print("the issue's sizes:")
        for letter in ["a", "b", "c"] { measure(registry(letter)!, isFullSize: true) }
    }

    /// Load + compile, strict hits and misses, and on (a) flexible noisy hits and `match --stdin`.
    static func measure(_ scale: ScaleRegistry, isFullSize: Bool) {
        // Every sample's matcher is kept until all are measured: replacing the previous one inside a
        // sample would time freeing it too, which is not part of loading.
        var kept: [(Registry, Matcher)] = []
        let load = Harness.measure(samples: isFullSize ? 3 : 10, operations: 1, warmUp: isFullSize ? 0 : 1) {
            do {
                let registry = try Registry(jsonText: scale.json, sourcePath: "scale.json")
                let matcher = try Matcher(registry: registry)
                kept.append((registry, matcher))
                return registry.shortcuts.count
            } catch {
                let firstLine = "\(error)".split(separator: "\n").first ?? ""
                print("\(scale.name): cannot load: \(firstLine.prefix(200))")
                return 0
            }
        }
        guard let (registry, matcher) = kept.last else { return }
        kept.removeAll()
        let phrases = registry.shortcuts.reduce(0) { $0 + $1.phrases.count }
        let sentences = ScaleRegistry.sentenceCount(registry)
        print(
            "\(scale.name): \(registry.shortcuts.count.formatted()) shortcuts, \(phrases.formatted()) phrases, "
                + "\(Int(sentences).formatted()) sentences")
        let isLarge = isFullSize
        Harness.report(
            "  load + compile", load, target: isLarge ? (scale.name.hasPrefix("(c)") ? "≤ 100 ms" : "≤ 1 s") : "")

        for (utterance, intent) in scale.hits {
            let result = matcher.match(utterance)
            Harness.check(result.match?.intent == intent, "\(scale.name): '\(utterance)' gave \(result) for \(intent)")
        }
        for utterance in scale.misses {
            Harness.check(!matcher.match(utterance).isMatch, "\(scale.name): '\(utterance)' matched")
        }
        let hits = Harness.measure(samples: 50, operations: scale.hits.count) {
            scale.hits.reduce(0) { $0 + (matcher.match($1.utterance).isMatch ? 1 : 0) }
        }
        Harness.report("  strict match, hits", hits, target: isLarge ? "≤ 3 µs" : "")
        let misses = Harness.measure(samples: 50, operations: scale.misses.count) {
            scale.misses.reduce(0) { $0 + (matcher.match($1).isMatch ? 1 : 0) }
        }
        Harness.report("  strict match, misses", misses, target: isLarge ? "≤ 3 µs" : "")

        var flexible = MatchOptions()
        flexible.isFlexible = true
        if isLarge {
            // The matcher makes its flexible vocabulary on the first flexible match (a miss, so that the
            // flexible walk runs): one sample, on its own.
            let first = Harness.measure(samples: 1, operations: 1, warmUp: 0) {
                matcher.match(scale.misses[0], options: flexible).isMatch ? 1 : 0
            }
            Harness.report("  first flexible match (makes vocabulary)", first)
        }
        guard !scale.noisyHits.isEmpty else { return }
        for (utterance, intent) in scale.noisyHits {
            let result = matcher.match(utterance, options: flexible)
            Harness.check(
                result.match?.intent == intent, "\(scale.name): flexible '\(utterance)' gave \(result) for \(intent)")
        }
        let noisy = Harness.measure(samples: isLarge ? 5 : 20, operations: scale.noisyHits.count, warmUp: 1) {
            scale.noisyHits.reduce(0) { $0 + (matcher.match($1.utterance, options: flexible).isMatch ? 1 : 0) }
        }
        Harness.report("  flexible match, noisy hits", noisy, target: isLarge ? "≤ 100 µs" : "")
        if isLarge { measureStream(scale, loadSeconds: load.median) }
    }

    /// The 300,000 lines `match --stdin` is measured on: the registry's hits, every third line a miss.
    static func streamLines(_ scale: ScaleRegistry) -> [String] {
        (0..<300_000).map { index in
            index % 3 == 2 ? scale.misses[index % scale.misses.count] : scale.hits[index % scale.hits.count].utterance
        }
    }

    /// `match --stdin` through the CLI: loading the registry, then 300,000 lines, a third of them misses.
    /// Also gives the rate after the load, from the load's own median: what a long-running `--stdin`
    /// co-process sustains.
    static func measureStream(_ scale: ScaleRegistry, loadSeconds: Double) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(getpid()).json").path
        try! scale.json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = streamLines(scale)
        let stream = StdinBenchmark.measure(registryPath: path, lines: lines, samples: 3, warmUp: 0)
        print(
            "  match --stdin, JSON out".padding(toLength: 44, withPad: " ", startingAt: 0)
                + "\(Int(1 / stream.median).formatted()) utterances/s (median of \(stream.samples) runs of "
                + "\(lines.count.formatted()) lines, loading included)   target ≥ 150,000")
        let linesSeconds = stream.median * Double(lines.count) - loadSeconds
        print(
            "    after the load".padding(toLength: 44, withPad: " ", startingAt: 0)
                + "\(Int(Double(lines.count) / linesSeconds).formatted()) utterances/s (the run less the load's median)"
        )
    }
}
