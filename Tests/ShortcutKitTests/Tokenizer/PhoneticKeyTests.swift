import Testing

@testable import ShortcutKit

@Suite struct PhoneticKeyTests {
    /// Metaphone's rules, one or two words each.
    @Test(arguments: [
        // Initial silent letters and initial sounds.
        ("knight", "NT"), ("gnome", "NM"), ("wright", "RT"), ("xray", "SR"), ("whale", "WL"), ("who", "W"),
        // Vowels only first, all as A.
        ("edge", "AJ"), ("accent", "AKSNT"), ("hello", "HL"),
        // PH, TH, MB, CH after S, SH, TIO, SIO.
        ("phone", "FN"), ("thumb", "0M"), ("school", "SKL"), ("ship", "XP"), ("nation", "NXN"), ("vision", "FXN"),
        // Soft and hard C and G; DGE; GH before a consonant, at the end, at the start; GN.
        ("cat", "KT"), ("city", "ST"), ("science", "SNS"), ("gym", "JM"), ("judge", "JJ"), ("light", "LT"),
        ("laugh", "LK"), ("ghost", "KST"), ("sign", "SN"), ("signed", "SNT"),
        // W and Y only before a vowel; doubled letters once.
        ("two", "TW"), ("buy", "B"), ("bye", "BY"), ("village", "FLJ"), ("villager", "FLJR"),
    ])
    func encodes(_ word: String, _ key: String) {
        #expect(PhoneticKey.of(word) == key)
    }

    /// What flexible matching relies on: misheard spellings share the word's key, other words do not.
    @Test(arguments: [
        ("lode", "load", true), ("chek", "check", true), ("balanse", "balance", true), ("flite", "flight", true),
        ("pei", "pay", true), ("electrik", "electric", true), ("by", "buy", true),
        ("load", "loan", false), ("balance", "ballots", false), ("flight", "fright", false), ("book", "cook", false),
    ])
    func soundsAlike(_ first: String, _ second: String, _ isSame: Bool) {
        #expect((PhoneticKey.of(first) == PhoneticKey.of(second)) == isSame)
    }

    @Test(arguments: ["", "20", "café", "it's", "Load"])
    func hasNoKeyForAnythingButLowerCaseLetters(_ word: String) {
        #expect(PhoneticKey.of(word) == nil)
    }
}
