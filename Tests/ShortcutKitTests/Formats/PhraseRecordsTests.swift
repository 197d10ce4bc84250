import Foundation
import Testing

@testable import ShortcutKit

@Suite struct PhraseRecordsTests {
    @Test func oneRecordPerConcretePhraseAsAPersonWouldSayIt() throws {
        let text = try FormatFixtures.registry().export(as: .phrases).text
        let (json, _) = try JSONParser.parse(Array(text.utf8))
        let records = try #require(json.arrayValue)
        #expect(
            records[0] == [
                "intent": "CheckBalanceIntent", "shortTitle": "Check Balance",
                "template": "Check my balance in ${applicationName}",
                "phrase": "Check my balance in VillagePay", "locale": "en", "primary": true,
            ])
        #expect(records[1]["phrase"] == "Check my checking balance in VillagePay")
        #expect(records[1]["primary"] == false)
        let spoken = records.compactMap { $0["phrase"]?.stringValue }
        #expect(spoken.contains("Load $20 into VillagePay"))
        #expect(spoken.contains("Send $20 to Jonas Weber with VillagePay"))
        #expect(spoken.contains("Talk to the villager"))
        let german = records.filter { $0["locale"] == "de" }
        #expect(german.first?["source"] == "Check my balance in ${applicationName}")
        #expect(german.first?["primary"] == true)
        #expect(german.contains { $0["phrase"] == "Jonas Weber mit VillagePay bezahlen" })
        #expect(records.filter { $0["locale"] == "ja" }.count == 2)
    }

    @Test(arguments: [PhraseFormat.phrases, .csv])
    func recordsToRegistryToRecordsIsIdentical(format: PhraseFormat) throws {
        let registry = try FormatFixtures.registry()
        let text = try registry.export(as: format).text
        var base = registry
        base.shortcuts = []
        base.translations = base.translations.map { translation in
            Translation(
                locale: translation.locale,
                entries: translation.entries.filter { entry in base.negativePhrases.contains { $0.text == entry.source }
                })
        }
        let result = try Registry.imported(
            from: Data(text.utf8), format: format, file: "phrases.\(format == .csv ? "csv" : "json")",
            options: ImportOptions(base: base))
        #expect(result.notes.isEmpty)
        #expect(try result.registry.export(as: format).text == text)
        // The registry itself came back: same shortcuts, translations re-ordered shortcut by shortcut.
        #expect(result.registry.shortcuts.map(\.phrases) == registry.shortcuts.map(\.phrases))
        #expect(try StringCatalogTests.phrasesByLocale(result.registry) == StringCatalogTests.phrasesByLocale(registry))
    }

    /// Found by the registry fuzzer: records name a shortcut by intent and short title, so two shortcuts
    /// that share both came back as one, and a second export differed from the first.
    @Test(arguments: [PhraseFormat.phrases, .csv])
    func shortcutsTheRecordsCannotTellApartAreWrittenAsOne(format: PhraseFormat) throws {
        var registry = try FormatFixtures.registry()
        let load = try #require(registry.shortcuts.firstIndex { $0.intent == "LoadFundsIntent" })
        var twin = registry.shortcuts[load]
        twin.phrases = ["Load money (in|into) ${applicationName}", "Top up ${applicationName}"]
        registry.shortcuts.append(twin)
        let output = try registry.export(as: format)
        #expect(output.notes.map(\.kind) == [.lossy])
        #expect(output.notes.first?.place == "shortcuts[\(registry.shortcuts.count - 1)]")
        #expect(output.notes.first?.message.contains("shortcuts[\(load)]") == true)
        let file = "phrases.\(format == .csv ? "csv" : "json")"
        let imported = try Registry.imported(
            from: Data(output.text.utf8), format: format, file: file, options: ImportOptions(base: registry)
        ).registry
        // Each template once, the twin's new one after the first shortcut's, at the first one's place.
        #expect(imported.shortcuts.count == registry.shortcuts.count - 1)
        #expect(imported.shortcuts[load].phrases == registry.shortcuts[load].phrases + ["Top up ${applicationName}"])
        #expect(try imported.export(as: format).text == output.text)
    }

    /// Found by the registry fuzzer: a reader keeps each template of a shortcut once, so a template a
    /// shortcut repeats was written twice and read back once.
    @Test(arguments: [PhraseFormat.phrases, .csv])
    func aRepeatedTemplateIsWrittenOnce(format: PhraseFormat) throws {
        var registry = try FormatFixtures.registry()
        let load = try #require(registry.shortcuts.firstIndex { $0.intent == "LoadFundsIntent" })
        let repeated = try #require(registry.shortcuts[load].phrases.first)
        registry.shortcuts[load].phrases.append(repeated)
        let output = try registry.export(as: format)
        #expect(output.notes.map(\.kind) == [.lossy])
        let place = "shortcuts[\(load)].phrases[\(registry.shortcuts[load].phrases.count - 1)]"
        #expect(output.notes.first?.place == place)
        #expect(output.notes.first?.phrase == repeated.text)
        registry.shortcuts[load].phrases.removeLast()
        #expect(output.text == (try registry.export(as: format).text))
        let imported = try Registry.imported(
            from: Data(output.text.utf8), format: format, file: "phrases.\(format == .csv ? "csv" : "json")",
            options: ImportOptions(base: registry)
        ).registry
        #expect(try imported.export(as: format).text == output.text)
    }

    /// Found by the csv-import fuzzer: each record expanded its template again, so a template of 4,096
    /// sentences cost 4,096² expansions to read back (minutes); each template is expanded once now.
    @Test(.timeLimit(.minutes(1)))
    func aTemplateOfManySentencesReadsBackInOnePass() throws {
        var registry = try FormatFixtures.registry()
        let optionals = "abcdefghijkl".map { "[\($0)]" }.joined(separator: " ")
        registry.shortcuts[0].phrases = [try Phrase("Top up \(optionals) ${applicationName}")]
        // The translations of the phrases replaced would be stale, which the export refuses.
        registry.translations = []
        let text = try registry.export(as: .csv).text
        #expect(text.split(whereSeparator: \.isNewline).count(where: { $0.contains("Top up") }) == 4_096)
        let imported = try Registry.imported(
            from: Data(text.utf8), format: .csv, file: "phrases.csv", options: ImportOptions(base: registry))
        #expect(imported.notes.isEmpty)
        #expect(try imported.registry.export(as: .csv).text == text)
    }

    @Test func aSpreadsheetEditIsReadBack() throws {
        let registry = try FormatFixtures.registry()
        var csv = try registry.export(as: .csv, options: ExportOptions(locale: "en")).text
        csv = csv.replacingOccurrences(
            of: "Open ${applicationName},Open VillagePay", with: "\"Open ${applicationName}, please\",Open VillagePay")
        csv += "TalkToVillagerIntent,Talk to Villager,Wake the villager in ${applicationName},,en,false,\r\n"
        let result = try Registry.imported(
            from: Data(csv.utf8), format: .csv, file: "phrases.csv", options: ImportOptions(base: registry))
        let talk = try #require(result.registry.shortcuts.last)
        #expect(
            talk.phrases == [
                "Talk to villager in ${applicationName}", "Open ${applicationName}, please", "Talk to the villager",
                "Wake the villager in ${applicationName}",
            ])
        // The edited template's phrase column still says the old sentence: reported, the template wins.
        #expect(result.notes.map(\.kind) == [.lossy, .unmatched])
        #expect(result.notes.first?.phrase == "Open VillagePay")
        // Only English was exported and edited: the other locales' translations stay, but for the phrase
        // that was reworded, which is reported.
        #expect(result.notes.last?.phrase == "Open ${applicationName}")
        #expect(result.notes.last?.place == "translations.ja")
        var expected = registry.translations
        expected[1].entries.removeLast()
        #expect(result.registry.translations == expected)
    }

    @Test(arguments: [
        (
            "intent,template,phrase,locale,primary\r\nNoSuchIntent,Hi ${applicationName},,en,true\r\n",
            "unknown intent \"NoSuchIntent\"", 2
        ),
        (
            "intent,template,phrase,locale,primary\r\nLoadFundsIntent,Load ${amout},,en,true\r\n",
            "unknown parameter ${amout}", 2
        ),
        ("intent,template,phrase,locale,primary\r\nLoadFundsIntent,Load (money,,en,true\r\n", "malformed template", 2),
        ("intent,template,phrase\r\n", "missing column \"locale\"", 1),
        ("intent,template,phrase,locale,primary\r\nLoadFundsIntent,Geld laden,,de,true\r\n", "needs \"source\"", 2),
        (
            "intent,template,phrase,locale,primary\r\nLoadFundsIntent,\"Load,,en,true\r\n", "unterminated quoted field",
            2
        ),
        // From `Fuzz/run.sh csv-import`: lone CRs end lines, as old Mac spreadsheets write them.
        ("intent,template,phrase,locale,primary\r\r\r\rLoad\"Funds", "a quote inside an unquoted field", 5),
    ])
    func csvErrorsNameTheLine(csv: String, message: String, line: Int) throws {
        let base = try FormatFixtures.registry()
        let error = try #require(throws: FormatError.self) {
            try Registry.imported(
                from: Data(csv.utf8), format: .csv, file: "phrases.csv", options: ImportOptions(base: base))
        }
        #expect(error.message.contains(message), "\(error)")
        #expect(error.location?.line == line, "\(error)")
    }

    @Test func csvQuotesWhatNeedsQuoting() throws {
        #expect(
            CSV.text([["a", "b,c", "say \"hi\"", "two\nlines"]]) == "a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n")
        let rows = try CSV.rows("a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n\r\nx,y\n")
        #expect(
            rows == [
                CSV.Row(fields: ["a", "b,c", "say \"hi\"", "two\nlines"], line: 1),
                CSV.Row(fields: ["x", "y"], line: 4),
            ])
    }
}
