import AssistantTestSupport
import Foundation
import ShortcutKit

/// The repository's root, so tests read the shipped `shortcuts.json`.
let repositoryRoot = Repository.root

/// The shipped VillagePay registry, compiled once for all tests.
let shippedMatcher: Matcher = {
    let registry = try! Registry(contentsOf: repositoryRoot.appendingPathComponent("shortcuts.json"))
    return try! Matcher(registry: registry)
}()

/// A registry from a few lines of JSON around the parts a test cares about.
func makeRegistry(
    app: String = #"{"name": "VillagePay", "synonyms": ["Village Wallet"]}"#, types: String = "{}", intents: String,
    shortcuts: String, negativePhrases: String = "[]"
) throws -> Registry {
    try Registry(
        jsonText: """
            {"version": 1, "locale": "en", "defaultCurrency": "USD", "app": \(app), "types": \(types),
             "intents": \(intents), "shortcuts": \(shortcuts), "negativePhrases": \(negativePhrases)}
            """, sourcePath: "test.json")
}

/// How many cases a heavy property sweep runs: a reduced count in `swift test`, the full count where
/// `SHORTCUTS_FULL_PROPERTIES=1` is set (CI runs those suites again in a separate step).
enum PropertySize {
    static let isFull = ProcessInfo.processInfo.environment["SHORTCUTS_FULL_PROPERTIES"] == "1"

    static func cases(reduced: Int, full: Int) -> Int { isFull ? full : reduced }
}

/// Every flat sequence of text and slots a template's parts stand for, by the plainest recursion: the
/// oracle the export's one expander (`ConcretePhrase.expanding`) and the pattern's measures are checked
/// against. Only for the small templates of tests: it makes every sentence at once.
func referenceExpansions(_ parts: [Template.Part]) -> [[Template.FlatPart]] {
    var results: [[Template.FlatPart]] = [[]]
    for part in parts {
        let options: [[Template.FlatPart]]
        switch part {
        case .text(let text): options = [[.text(text)]]
        case .slot(let name): options = [[.slot(name)]]
        case .group(let alternatives, let isOptional):
            options = (isOptional ? [[]] : []) + alternatives.flatMap(referenceExpansions)
        }
        results = results.flatMap { prefix in options.map { prefix + $0 } }
    }
    return results
}
