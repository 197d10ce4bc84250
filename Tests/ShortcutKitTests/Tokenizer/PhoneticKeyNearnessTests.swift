import Testing

@testable import ShortcutKit

@Suite struct PhoneticKeyNearnessTests {
    /// Words a recognizer wrote for the words said (from transcripts), and words it would not.
    @Test(arguments: [
        // A sound lost, added or changed.
        ("low", "load", true), ("lend", "load", true), ("glad", "load", true), ("but", "book", true),
        ("that", "add", true), ("spend", "send", true),
        // Two one-sound words.
        ("hey", "pay", true), ("they", "pay", true),
        // Equal keys are not one sound apart; two sounds apart are not either.
        ("lode", "load", false), ("both", "load", false), ("often", "open", false), ("cardiff", "order", false),
    ])
    func tellsKeysOneSoundApart(_ heard: String, _ said: String, _ isNear: Bool) throws {
        let heardKey = try #require(PhoneticKey.of(heard)).utf8
        let saidKey = try #require(PhoneticKey.of(said)).utf8
        #expect(PhoneticKey.areOneSoundApart(Array(heardKey), Array(saidKey)) == isNear)
        #expect(PhoneticKey.areOneSoundApart(Array(saidKey), Array(heardKey)) == isNear)
    }

    /// Every pair of keys one sound apart shares a deletion: the index finds one from the other.
    @Test(arguments: [("LT", "L"), ("BT", "BK"), ("0T", "AT"), ("H", "P"), ("SNT", "SPNT"), ("KLT", "LT")])
    func filesNearKeysUnderASharedDeletion(_ first: String, _ second: String) {
        let (a, b) = (Array(first.utf8), Array(second.utf8))
        #expect(PhoneticKey.areOneSoundApart(a, b))
        let shared = Set(PhoneticKey.oneSoundDeletions(of: a).map(Array.init) + [a])
            .intersection(PhoneticKey.oneSoundDeletions(of: b).map(Array.init) + [b])
        #expect(!shared.isEmpty)
    }

    @Test func filesAOneSoundKeyUnderTheEmptyKeyOnly() {
        #expect(PhoneticKey.oneSoundDeletions(of: Array("P".utf8)).map(Array.init) == [[]])
        #expect(
            PhoneticKey.oneSoundDeletions(of: Array("LT".utf8)).map(Array.init) == [Array("T".utf8), Array("L".utf8)])
        #expect(PhoneticKey.oneSoundDeletions(of: []).isEmpty)
    }
}
