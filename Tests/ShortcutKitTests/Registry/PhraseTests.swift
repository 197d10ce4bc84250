import Foundation
import Testing

@testable import ShortcutKit

/// A phrase is parsed once, when it is made: the model holds only phrases that parse, and an export of a
/// registry built in code reports what the loader would.
@Suite struct PhraseTests {
    /// Each mistake in a phrase's text, with the character it is at (1-based in the description) and the
    /// words the loader uses after "malformed phrase: ".
    @Test(arguments: [
        (
            "load (money ${applicationName}", 5,
            "unbalanced '(': add ')' to close the group"
        ),
        ("open a] in ${applicationName}", 6, "unbalanced ']' closes no group; remove it or open one"),
        ("", 0, "empty phrase; write at least one word"),
        (
            "(|a) ${applicationName}", 1,
            "empty alternative in a group; remove the extra '|' or use [optional words] instead"
        ),
        ("send ${amount to ${applicationName}", 5, "unterminated '${'; close the slot with '}'"),
        (
            "send ${1b} in ${applicationName}", 5,
            "invalid slot name '${1b}'; use letters, digits and '_', starting with a letter"
        ),
        ("a|b ${applicationName}", 1, "'|' outside a group; wrap the alternatives in ( ) or [ ]"),
    ])
    func parseErrors(_ text: String, _ offset: Int, _ reason: String) {
        let error = #expect(throws: PhraseError.self) { try Phrase(text) }
        #expect(error?.reason == reason)
        #expect(error?.offset == offset)
        #expect(error?.text == text)
        #expect(error?.description == "malformed phrase \"\(text)\": \(reason) (character \(offset + 1))")
    }

    /// The phrase keeps its text beside its parts; equal texts are equal phrases.
    @Test func keepsItsText() throws {
        let text = "Load ${amount} (in|into) ${applicationName}"
        let phrase = try Phrase(text)
        #expect(phrase.text == text)
        #expect(phrase.description == phrase.text)
        #expect(phrase.parameterNames == ["amount"])
        #expect(phrase == (try Phrase(phrase.text)))
    }

    /// A shortcut, a negative phrase or a translation is given phrases, so the text that lint and the
    /// matcher reject as "unbalanced '('" never reaches the model: making the phrase fails first.
    @Test func theModelCannotHoldAnUnparsablePhrase() {
        // A variable, not a literal: in tests `Phrase("…")` of a literal is the literal itself.
        let text = "load (money ${applicationName}"
        let error = #expect(throws: PhraseError.self) {
            _ = Shortcut(intent: "LoadMoneyIntent", phrases: [try Phrase(text)])
        }
        #expect(error?.reason.hasPrefix("unbalanced '('") == true)
    }

    /// A registry built in code with one mistake, the place the loader names and its message's start.
    static let malformed: [(name: String, registry: Registry, path: String, message: String)] = {
        let amount = Parameter(name: "amount", type: .currency, title: "Amount")
        let intents = [Intent(name: "LoadMoneyIntent", title: "Load Money", parameters: [amount])]
        let good: Phrase = "Load ${amount} in ${applicationName}"
        func registry(_ shortcuts: [Shortcut], negative: [Phrase] = []) -> Registry {
            Registry(
                app: AppName(name: "VillagePay"), intents: intents, shortcuts: shortcuts, negativePhrases: negative)
        }
        return [
            (
                "unknown parameter",
                registry([Shortcut(intent: "LoadMoneyIntent", phrases: [good, "Load ${foo} in ${applicationName}"])]),
                "shortcuts[0].phrases[1]", "unknown parameter ${foo}; LoadMoneyIntent has: amount"
            ),
            (
                "unknown intent",
                registry([
                    Shortcut(intent: "LoadMoneyIntent", phrases: [good]),
                    Shortcut(intent: "PayIntent", phrases: ["Pay in ${applicationName}"]),
                ]),
                "shortcuts[1].intent", "unknown intent \"PayIntent\""
            ),
            (
                "negative phrase naming a parameter",
                registry([Shortcut(intent: "LoadMoneyIntent", phrases: [good])], negative: ["never ${amount}"]),
                "negativePhrases[0]", "negative phrases cannot name parameters; remove ${amount}"
            ),
        ]
    }()

    /// Every format refuses a malformed registry with the loader's place and message, where before the
    /// Swift export advised adding a phrase and the string catalog wrote the mistake without a word.
    @Test(arguments: PhraseFormat.allCases)
    func everyExportNamesTheRealError(_ format: PhraseFormat) {
        for (name, registry, path, message) in Self.malformed {
            let error = #expect(throws: FormatError.self, "\(name)") { try registry.export(as: format) }
            #expect(error?.file == "\(format)", "\(name)")
            #expect(error?.path == path, "\(name)")
            #expect(error?.message.hasPrefix(message) == true, "\(name): \(error?.message ?? "")")
            // The matcher refuses the same registry at the same place.
            let matcherError = #expect(throws: RegistryError.self) { try Matcher(registry: registry) }
            #expect(matcherError?.path == path, "\(name)")
        }
    }

    /// A phrase that stands for more sentences than any file holds is an error at its place, not a
    /// phrase left out without a word.
    @Test(arguments: [PhraseFormat.swift, .xcstrings, .strings, .phrases, .csv])
    func anExportRefusesAPhraseOfTooManySentences(_ format: PhraseFormat) throws {
        let huge = try Phrase("Load " + (0..<13).map { "[w\($0)]" }.joined(separator: " ") + " ${applicationName}")
        let registry = Registry(
            app: AppName(name: "VillagePay"), intents: [Intent(name: "LoadMoneyIntent", title: "Load Money")],
            shortcuts: [Shortcut(intent: "LoadMoneyIntent", phrases: ["Load money in ${applicationName}", huge])])
        let error = #expect(throws: FormatError.self) { try registry.export(as: format) }
        #expect(
            error?.message
                == "the phrase expands to more than 4096 sentences; use fewer optional and alternative groups")
    }

    /// A Swift phrase literal that is no phrase is a problem at its line, as other unreadable literals
    /// are, and the shortcut keeps its other phrases.
    @Test func aSwiftLiteralThatIsNoPhraseIsAProblemAtItsLine() throws {
        let base = Registry(
            app: AppName(name: "VillagePay"), intents: [Intent(name: "LoadMoneyIntent", title: "Load Money")],
            shortcuts: [Shortcut(intent: "LoadMoneyIntent", phrases: ["Load money in ${applicationName}"])])
        let source = """
            struct VillagePayShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: LoadMoneyIntent(), phrases: ["Load money in \\(.applicationName)", ""],
                        shortTitle: "Load", systemImageName: "plus")
                }
            }
            """
        let result = try Registry.imported(
            from: Data(source.utf8), format: .swift, file: "Shortcuts.swift", options: ImportOptions(base: base))
        let problem = try #require(result.problems.first)
        #expect(problem.message == "phrase 2 is not a valid phrase: empty phrase; write at least one word")
        #expect(problem.location?.line == 4)
        #expect(result.registry.shortcuts.map { $0.phrases.map(\.text) } == [["Load money in ${applicationName}"]])
    }
}
