import Testing

@testable import ShortcutKit

@Suite struct TokenizerTests {
    @Test(arguments: [
        ("Open Villager in VillagePay!", "open villager in villagepay"),
        ("  what's   my BALANCE?? ", "what is my balance"),
        ("whats my balance", "what is my balance"),
        ("What’s my balance", "what is my balance"),
        ("where's my package", "where is my package"),
        ("I'd like to pay", "i would like to pay"),
        ("don't check", "do not check"),
        ("dont check", "do not check"),
        ("it's late", "it is late"),
        ("its color", "its color"),
        ("we'll see", "we will see"),
        ("well done", "well done"),
        ("Jonas's account", "jonass account"),
        ("twenty-five", "twenty five"),
        ("Café Crème", "cafe creme"),
        ("ＶｉｌｌａｇｅＰａｙ", "villagepay"),
        ("1,000 and 15.5", "1000 and 15.5"),
        ("$20", "$ 20"),
        ("€15 £5", "€ 15 £ 5"),
        ("Tom & Jerry", "tom and jerry"),
        ("end.", "end"),
        ("Überweisung an Jonas", "uberweisung an jonas"),
        ("VillagePayを開いて", "villagepay を 開 い て"),
        ("", ""),
        ("!!!", ""),
    ])
    func normalizes(_ text: String, _ expected: String) {
        #expect(Tokenizer.words(of: text).joined(separator: " ") == expected)
    }

    @Test func keepsWhereEachWordWasWritten() {
        let text = "Hey, what's up"
        let tokens = Tokenizer.tokens(of: text)
        let utf8 = Array(text.utf8)
        #expect(
            tokens.map { String(decoding: utf8[$0.sourceRange], as: UTF8.self) } == ["Hey", "what's", "what's", "up"])
    }

    @Test(arguments: [
        ("hey siri can you please check my balance thank you", [0, 2, 4, 5], [10, 8]),
        ("check my balance", [0], [3]),
        ("please", [0], [1]),
        ("siri", [0], [1]),
    ])
    func findsEdgeFillers(_ text: String, _ starts: [Int], _ ends: [Int]) {
        let bounds = EdgeFillers.builtIn.bounds(of: Tokenizer.words(of: text))
        #expect(bounds.starts == starts)
        #expect(bounds.ends == ends)
    }
}
