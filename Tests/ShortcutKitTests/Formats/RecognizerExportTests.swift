import AssistantTestSupport
import Foundation
import Testing

@testable import ShortcutKit

/// `jsgf` and `hints`: the registry given to a speech recognizer as a grammar and as a hint list.
@Suite struct RecognizerExportTests {
    /// A registry of every slot kind: the app name, an enum, a bounded integer, an amount and free text.
    static func coffeeRegistry() throws -> Registry {
        var registry = Registry(
            app: AppName(name: "Coffee Cat", synonyms: ["Kitty"]),
            types: [
                ParameterTypeDefinition(
                    name: "CupSize", kind: .enum, title: "Size",
                    values: [
                        ParameterValueDefinition(identifier: "small", title: "small", synonyms: ["tall"]),
                        ParameterValueDefinition(identifier: "large", title: "Large", synonyms: ["venti"]),
                    ])
            ],
            intents: [
                Intent(
                    name: "OrderCoffeeIntent", title: "Order Coffee",
                    parameters: [
                        Parameter(name: "size", type: .named("CupSize"), title: "Size"),
                        Parameter(name: "cups", type: .integer, title: "Cups", minimum: 1, maximum: 4),
                    ]),
                Intent(
                    name: "TipIntent", title: "Tip",
                    parameters: [Parameter(name: "amount", type: .currency, title: "Amount")]),
                Intent(
                    name: "NoteIntent", title: "Note",
                    parameters: [Parameter(name: "text", type: .string, title: "Text")]),
            ],
            shortcuts: [
                Shortcut(
                    intent: "OrderCoffeeIntent",
                    phrases: [
                        try Phrase("Order [a] ${size} coffee (in|with) ${applicationName}!"),
                        try Phrase("Order ${cups} coffees in ${applicationName}"),
                    ]),
                Shortcut(intent: "TipIntent", phrases: [try Phrase("Tip ${amount} with ${applicationName}")]),
                Shortcut(intent: "NoteIntent", phrases: [try Phrase("What's 2 ${text} in ${applicationName}")]),
            ],
            negativePhrases: [try Phrase("Order a cat")])
        registry.currencies = ["USD"]
        return registry
    }

    @Test func theGrammarOfASmallRegistryIsTheGoldenOne() throws {
        let output = try Self.coffeeRegistry().export(as: .jsgf)
        #expect(
            output.text == """
                #JSGF V1.0 UTF-8 en;

                grammar CoffeeCat;

                // What people may say to Coffee Cat's shortcuts, written by `shortcuts export --format jsgf`.

                public <command> = <leading>* (<orderCoffee> | <tip> | <note>) <trailing>*;

                <orderCoffee> = order [a] <cupSize> coffee (in | with) <app>
                    | order <cups> coffees in <app>;

                <tip> = tip <amount> with <app>;

                <note> = what is two <free> in <app>;

                <cupSize> = small | tall | large | venti;

                <app> = coffee cat | kitty;

                <cups> = one | two | three | four;

                <digit> = one | two | three | four | five | six | seven | eight | nine;

                <teen> = ten | eleven | twelve | thirteen | fourteen | fifteen | sixteen | seventeen | eighteen | nineteen;

                <tens> = twenty | thirty | forty | fifty | sixty | seventy | eighty | ninety;

                <belowHundred> = <digit> | <teen> | <tens> [<digit>];

                <belowThousand> = <belowHundred> [hundred [[and] <belowHundred>]];

                <firstGroup> = <belowThousand> | a hundred [[and] <belowHundred>];

                <number> = zero | <firstGroup> | (a | <firstGroup>) thousand [[and] <belowThousand>];

                <currency> = (buck | bucks | dollar | dollars) [and <belowHundred> (cent | cents)];

                <cents> = cent | cents;

                <amount> = <number> [<currency>] | <belowHundred> <cents>;

                <free> = (a | coffee | coffees | in | is | large | order | small | tall | tip | two | venti | what | with)+;

                <leading> = hey siri | siri | please | can you | could you | would you | i want to | i would like to;

                <trailing> = please | thanks | thank you;

                """)
        #expect(
            output.notes.map(\.description) == [
                "intents[2].parameters[0]: ${text} is free text, which a grammar cannot list: it is <free>, one or more words of the registry's own vocabulary; give the parameter an entity type of the likely values, or recognize such phrases with a general language model",
                "negativePhrases: negative phrases are not in the grammar, which lists only what may be said; match the recognizer's transcript with the registry, which rejects them",
            ])
    }

    @Test func theHintsOfASmallRegistryAreTheGoldenOnes() throws {
        let output = try Self.coffeeRegistry().export(as: .hints)
        #expect(
            output.text == """
                coffee cat
                kitty
                small
                tall
                large
                venti
                order small coffee in coffee cat
                order small coffee in kitty
                order tall coffee in coffee cat
                order tall coffee in kitty
                order large coffee in coffee cat
                order large coffee in kitty
                order venti coffee in coffee cat
                order venti coffee in kitty
                order small coffee with coffee cat
                order small coffee with kitty
                order tall coffee with coffee cat
                order tall coffee with kitty
                order large coffee with coffee cat
                order large coffee with kitty
                order venti coffee with coffee cat
                order venti coffee with kitty
                order a small coffee in coffee cat
                order a small coffee in kitty
                order a tall coffee in coffee cat
                order a tall coffee in kitty
                order a large coffee in coffee cat
                order a large coffee in kitty
                order a venti coffee in coffee cat
                order a venti coffee in kitty
                order a small coffee with coffee cat
                order a small coffee with kitty
                order a tall coffee with coffee cat
                order a tall coffee with kitty
                order a large coffee with coffee cat
                order a large coffee with kitty
                order a venti coffee with coffee cat
                order a venti coffee with kitty
                order
                coffees in coffee cat
                coffees in kitty
                tip
                with coffee cat
                with kitty
                what is two
                in coffee cat
                in kitty

                """)
        #expect(output.notes.isEmpty)
    }

    /// Every registry the repository ships, in every locale it has: the grammar parses, and every sentence
    /// it makes of a shortcut's rule is matched to that shortcut's intent.
    static let shippedRegistries: [String] = [
        Repository.shippedRegistry,
        "Tests/ShortcutKitTests/Fixtures/formats-registry.json",
        "Tests/ShortcutKitTests/Fixtures/defaults.json",
        "Tests/ShortcutKitTests/Fixtures/fixed-values.json",
    ]

    @Test(arguments: shippedRegistries)
    func everyShippedGrammarParsesAndItsSentencesMatchTheirShortcut(path: String) throws {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : Repository.root.appendingPathComponent(path)
        let registry = try Registry(contentsOf: url)
        for locale in registry.locales {
            let grammar = try JSGFGrammar(
                parsing: registry.export(as: .jsgf, options: ExportOptions(locale: locale)).text)
            #expect(grammar.publicRules == ["command"])
            let localized = try registry.localized(to: locale)
            let command = try #require(grammar.rules["command"])
            let shortcutRules = JSGFGrammar.references(in: command).filter { !["leading", "trailing"].contains($0) }
            #expect(shortcutRules.count == localized.shortcuts.count)
            let matcher = try Matcher(registry: localized)
            var generator = SeededGenerator(seed: 7)
            for (rule, shortcut) in zip(shortcutRules, localized.shortcuts) {
                for _ in 0..<60 {
                    let sentence = grammar.sentence(of: rule, using: &generator).joined(separator: " ")
                    let result = matcher.match(sentence)
                    #expect(
                        result.match?.intent == shortcut.intent
                            || result.candidates.contains { $0.intent == shortcut.intent },
                        "\(path) \(locale) <\(rule)>: \"\(sentence)\" gave \(result.match?.intent ?? "\(result.reason.map { "\($0)" } ?? "nothing")")"
                    )
                }
            }
        }
    }

    /// Dates, times, durations and percentages are rules of the registry's calendar words. The grammar
    /// lists words, not calendars: its date, time and duration rules also say days, hours and sums that
    /// do not exist ("the thirty first of february"), which the matcher leaves out; a percentage it says
    /// is always one the matcher reads.
    @Test(arguments: ["en", "de"])
    func calendarValuesAreRulesOfTheLocalesWords(locale: String) throws {
        let registry = try CalendarValueMatchingTests.registry(locale: locale)
        let grammar = try JSGFGrammar(parsing: registry.export(as: .jsgf).text)
        for rule in ["date", "time", "duration", "percent"] { #expect(grammar.rules[rule] != nil, "<\(rule)>") }
        guard locale == "en" else { return }
        let unbounded = try Registry(
            jsonText: """
                {"version": 1, "app": {"name": "VillagePay"},
                 "intents": [{"name": "SplitIntent", "title": "Split",
                              "parameters": [{"name": "share", "type": "percent", "title": "Share"}]}],
                 "shortcuts": [{"intent": "SplitIntent", "phrases": ["split it ${share}"]}]}
                """)
        let matcher = try Matcher(registry: unbounded)
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<60 {
            let sentence = "split it " + grammar.sentence(of: "percent", using: &generator).joined(separator: " ")
            #expect(matcher.match(sentence).match?.intent == "SplitIntent", "\"\(sentence)\"")
        }
    }

    /// Without a `currencies` list the matcher reads every unit word that names one currency, and so does
    /// the grammar; a word of several currencies ("pesos") names none, in both.
    @Test func anAmountTakesTheUnitWordsTheMatcherReads() throws {
        var registry = try Self.coffeeRegistry()
        registry.currencies = []
        let grammar = try registry.export(as: .jsgf).text
        let currency = try #require(grammar.split(separator: "\n").first { $0.hasPrefix("<currency> = ") })
        #expect(currency.contains("(pound | pounds | quid) [and <belowHundred> (pence | pennies | penny)]"))
        #expect(currency.contains("(euro | euros)"))
        #expect(!currency.contains("peso"))
    }

    /// The checker above can fail: each broken grammar is refused with the reason.
    @Test(arguments: [
        ("#JSGF V1.0;\ngrammar g;\npublic <a> = (b | c;", "expected ')'"),
        ("#JSGF V1.0;\ngrammar g;\npublic <a> = b <c>;", "<a> refers to <c>, which is not defined"),
        ("#JSGF V1.0;\ngrammar g;\npublic <a> = b | ;", "empty expansion"),
        ("grammar g;\npublic <a> = b;", "header"),
        ("#JSGF V1.0;\ngrammar g;\npublic <a> = b$;c", "expected '<'"),
        ("#JSGF V1.0;\ngrammar g;\npublic <a b> = b;", "' ' in a rule name"),
    ])
    func theCheckerRefusesBrokenGrammars(text: String, reason: String) {
        #expect {
            _ = try JSGFGrammar(parsing: text)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test(arguments: [
        (0, "zero"), (7, "seven"), (15, "fifteen"), (20, "twenty"), (21, "twenty one"), (100, "one hundred"),
        (105, "one hundred five"), (999, "nine hundred ninety nine"), (1_000, "one thousand"),
        (2_005, "two thousand five"), (999_999, "nine hundred ninety nine thousand nine hundred ninety nine"),
        (1_000_001, "one million one"),
    ])
    func numbersAreSpelledInWords(value: Int, words: String) {
        #expect(RecognizerWords.spelled(value)?.joined(separator: " ") == words)
    }

    /// The tokenizer's number grammar reads every spelling back as its number: the oracle of `spelled`.
    @Test func everySpelledNumberReadsBackAsItself() {
        var generator = SeededGenerator(seed: 1)
        let values = Array(0...1_200) + (0..<2_000).map { _ in generator.index(below: 999_999_999) }
        for value in values {
            let words = RecognizerWords.spelled(value) ?? []
            let longest = SpokenNumber.readings(of: words, from: 0).first
            #expect(longest?.end == words.count && longest?.value == Double(value), "\(value): \(words)")
        }
    }

    @Test func aHintListStopsAtItsCapWithANote() throws {
        let values = (0..<6_000).map { ParameterValueDefinition(identifier: "v\($0)", title: "value \($0)") }
        let long = String(repeating: "word ", count: 30)
        let registry = Registry(
            app: AppName(name: "Big"),
            types: [ParameterTypeDefinition(name: "Thing", kind: .entity, title: "Thing", values: values)],
            intents: [
                Intent(
                    name: "GetIntent", title: "Get",
                    parameters: [Parameter(name: "thing", type: .named("Thing"), title: "Thing")])
            ],
            shortcuts: [
                Shortcut(
                    intent: "GetIntent",
                    phrases: [
                        try Phrase("Get ${thing} in ${applicationName}"), try Phrase("\(long) ${applicationName}"),
                    ])
            ])
        let output = try registry.export(as: .hints)
        let lines = output.text.split(separator: "\n")
        #expect(lines.count == RecognizerHintsExporter.maximumHints)
        #expect(Set(lines).count == lines.count)
        #expect(lines.first == "big")
        #expect(lines.last == "value four thousand nine hundred ninety eight")
        #expect(
            output.notes.map(\.description) == [
                "hints: 1 hint is longer than 100 characters and left out; recognizers take shorter phrases",
                "hints: the list stops at 5000 hints, the most a request may hold; 1051 phrase sentences are left out (the app's names and values come first)",
            ])
    }

    @Test(arguments: [PhraseFormat.jsgf, .hints])
    func neitherFormatIsReadBack(format: PhraseFormat) throws {
        #expect {
            _ = try Registry.imported(
                from: Data("x".utf8), format: format, file: "grammar",
                options: ImportOptions(base: try Self.coffeeRegistry()))
        } throws: { error in
            "\(error)".contains("a \(format) file is written from the registry and is not read back")
        }
    }

    @Test func aLocaleWithoutPhrasesIsAnError() throws {
        #expect {
            _ = try Self.coffeeRegistry().export(as: .jsgf, options: ExportOptions(locale: "fr"))
        } throws: { error in
            "\(error)"
                == #"jsgf: no phrases for locale "fr"; the registry has: en. Add them under "translations", or import a string catalog or .strings file of the locale"#
        }
    }
}
