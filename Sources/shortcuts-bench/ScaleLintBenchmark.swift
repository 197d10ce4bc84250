import Foundation
import ShortcutKit

/// `shortcuts lint` on the generated scale registries (issue 9's lint targets): (a) 10,000 shortcuts,
/// (b) one entity type of 100,000 values with two multi-word synonyms each, and 1,000 multi-word
/// entity values; with smaller sizes first, to show how the cost grows.
///
/// Each registry is linted once to check the result (no collision between the generated phrases,
/// which are made up to be distinct; the findings by rule are printed), then timed.
enum ScaleLintBenchmark {
    static func run(only letter: String?) {
        var rows: [(ScaleRegistry, String)] = []
        switch letter {
        case "a": rows = [(ScaleRegistry.shortcuts(10_000), "≤ 30 s")]
        case "b": rows = [(ScaleRegistry.entities(100_000), "≤ 5 s")]
        case nil:
            rows = [
                (ScaleRegistry.shortcuts(100), ""), (ScaleRegistry.shortcuts(1_000), ""),
                (ScaleRegistry.entities(1_000), "≤ 1 s"), (ScaleRegistry.entities(10_000), ""),
                (ScaleRegistry.shortcuts(10_000), "≤ 30 s"), (ScaleRegistry.entities(100_000), "≤ 5 s"),
            ]
        default: return
        }
        print("lint of the scale registries:")
        for (scale, target) in rows { measure(scale, target: target) }
    }

    static func measure(_ scale: ScaleRegistry, target: String) {
        let registry: Registry
        do {
            registry = try Registry(jsonText: scale.json, sourcePath: "scale.json")
        } catch {
            Harness.check(false, "\(scale.name): cannot load: \("\(error)".prefix(200))")
            return
        }
        let linter = Linter()
        let findings = linter.lint(registry)
        var byRule: [String: Int] = [:]
        for finding in findings { byRule[finding.rule.id, default: 0] += 1 }
        Harness.check(byRule["collision"] == nil, "\(scale.name): the generated phrases collide: \(byRule)")
        print(
            "\(scale.name): \(findings.count.formatted()) findings "
                + "(\(byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))")
        let isLarge = !target.isEmpty
        let stats = Harness.measure(samples: isLarge ? 3 : 5, operations: 1, warmUp: 0) {
            linter.lint(registry).count
        }
        Harness.report("  lint (registry loaded)", stats, target: target)
    }
}
