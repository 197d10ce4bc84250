import Foundation
import Testing

@testable import ShortcutKit

@Suite struct ValueTranslationTests {
    /// The fixture with its French `types` translation replaced by the given JSON text.
    static func registry(frenchTypes types: String) throws(RegistryError) -> Registry {
        let text = try! FormatFixtures.text("value-translations.json")
        let start = text.range(of: "      \"types\": {\n        \"Biller\"")!.lowerBound
        let end = text.range(of: "\n    }\n  }\n}")!.lowerBound
        return try Registry(
            jsonText: String(text[..<start]) + "      \"types\": " + types + String(text[end...]),
            sourcePath: "shortcuts.json")
    }

    /// The enum case or entity a match read for a parameter.
    static func value(of name: String, in match: Match) -> String? {
        match.parameters.first { $0.name == name }?.value.json.stringValue
    }

    static func registry() throws -> Registry {
        try Registry(contentsOf: FormatFixtures.url("value-translations.json"), sourcePath: "value-translations.json")
    }

    @Test func loadsAndWritesTranslatedValuesInOrder() throws {
        let registry = try Self.registry()
        let french = try #require(registry.translation(for: "fr"))
        #expect(
            french.values == [
                Translation.Value(
                    type: "Biller", identifier: "power", title: "électricité", synonyms: ["courant", "electricity"]),
                Translation.Value(type: "Biller", identifier: "water", title: "eau"),
                Translation.Value(type: "Biller", identifier: "gas", title: "gaz"),
                Translation.Value(type: "Day", identifier: "yesterday", title: "hier"),
            ])
        let reloaded = try Registry(jsonText: registry.json().prettyText)
        #expect(reloaded.translations == registry.translations)
    }

    @Test(arguments: [
        (
            #"{"Biler": {}}"#, #""Biler" is not a type of this registry"#, #"did you mean "Biller"?"#,
            "translations.fr.types.Biler"
        ),
        (
            #"{"Biller": {"electricity": {"title": "électricité"}}}"#, #""electricity" names no case of Biller"#,
            "a key here is a case's value as types.Biller writes it", "translations.fr.types.Biller.electricity"
        ),
        (
            #"{"Contact": {"jonas": {"title": "Jonas"}}}"#, #""jonas" names no value of Contact"#,
            "a value's id as types.Contact writes it", "translations.fr.types.Contact.jonas"
        ),
        (
            #"{"Biller": {"water": {"title": " "}}}"#, "must not be empty",
            #"write how people say "water" in fr"#, "translations.fr.types.Biller.water.title"
        ),
        (
            #"{"Biller": {"water": {"synonyms": ["eau"]}}}"#, #"missing required key "title""#, "",
            "translations.fr.types.Biller.water"
        ),
        (
            #"{"Biller": {"water": {"title": "eau", "synonyms": ["flotte", "Eau"]}}}"#,
            #"duplicate spoken form "Eau""#, "list each once", "translations.fr.types.Biller.water.synonyms[1]"
        ),
        (
            #"{"Biller": {"water": {"title": "eau", "synonymes": []}}}"#, #"unknown key "synonymes""#,
            #"did you mean "synonyms"?"#, "translations.fr.types.Biller.water.synonymes"
        ),
        (
            #"{"Biller": {"water": {"title": "eau"}, "water": {"title": "flotte"}}}"#, #"duplicate key "water""#, "",
            ""
        ),
        (
            #"{"Biller": ["eau"]}"#, "expected an object from value to title and synonyms", "",
            "translations.fr.types.Biller"
        ),
    ])
    func invalidValueTranslationsAreErrorsNamingThePlace(json: String, message: String, fix: String, path: String)
        throws
    {
        let error = try #require(throws: RegistryError.self) { try Self.registry(frenchTypes: json) }
        #expect(error.message.contains(message), "\(error)")
        #expect(fix.isEmpty || error.message.contains(fix), "\(error)")
        #expect(error.path == path, "\(error)")
        #expect(error.location != nil)
    }

    @Test(
        arguments: [
            ("Payer ma facture de électricité avec VillagePay", "power"),
            ("Payer ma facture de courant avec VillagePay", "power"),
            // Listed again as a French synonym, the English title is French too.
            ("Payer ma facture de electricity avec VillagePay", "power"),
            ("Payer ma facture de gaz avec VillagePay", "gas"),
            // A translated value is not said by its source synonyms or identifier.
            ("Payer ma facture de electric avec VillagePay", nil),
            ("Payer ma facture de power avec VillagePay", nil),
            ("Payer ma facture de water avec VillagePay", nil),
        ] as [(String, String?)])
    func translatedValuesAreSaidInTheLocale(utterance: String, biller: String?) throws {
        let matcher = try Matcher(registry: Self.registry().localized(to: "fr"))
        let match = matcher.match(utterance).match
        #expect(match.flatMap { Self.value(of: "biller", in: $0) } == biller, "\(utterance)")
    }

    @Test func anUntranslatedValueKeepsItsSourceForms() throws {
        let french = try Self.registry().localized(to: "fr")
        let day = try #require(french.type(named: "Day"))
        #expect(day.values.map(\.spokenForms) == [["today"], ["hier"]])
        #expect(day.values.map(\.identifier) == ["today", "yesterday"])
        let matcher = try Matcher(registry: french)
        let said = ["hier": "yesterday", "today": "today"]
        for (word, identifier) in said {
            let match = matcher.match("Montre ce que j'ai dépensé \(word) dans VillagePay").match
            #expect(match.flatMap { Self.value(of: "day", in: $0) } == identifier, "\(word)")
        }
        #expect(matcher.match("Montre ce que j'ai dépensé yesterday dans VillagePay").match == nil)
        // The registry's own locale is untouched.
        let english = try Matcher(registry: Self.registry())
        let power = english.match("Pay my power bill in VillagePay").match
        #expect(power.flatMap { Self.value(of: "biller", in: $0) } == "power")
    }
}
