/// English contractions and their expansions, so that "what's", "whats" and "what is" are one phrase.
enum Contractions {
    /// Contractions whose spelling without an apostrophe is no other English word: "whats" is "what's".
    static let unambiguous: [String: [String]] = [
        "whats": ["what", "is"], "wheres": ["where", "is"], "hows": ["how", "is"], "whos": ["who", "is"],
        "thats": ["that", "is"], "theres": ["there", "is"], "heres": ["here", "is"], "whens": ["when", "is"],
        "im": ["i", "am"], "ive": ["i", "have"], "youre": ["you", "are"], "youve": ["you", "have"],
        "youll": ["you", "will"], "youd": ["you", "would"], "theyre": ["they", "are"], "theyve": ["they", "have"],
        "theyll": ["they", "will"], "theyd": ["they", "would"], "weve": ["we", "have"], "itll": ["it", "will"],
        "dont": ["do", "not"], "doesnt": ["does", "not"], "didnt": ["did", "not"], "isnt": ["is", "not"],
        "arent": ["are", "not"], "wasnt": ["was", "not"], "werent": ["were", "not"], "havent": ["have", "not"],
        "hasnt": ["has", "not"], "hadnt": ["had", "not"], "cant": ["can", "not"], "cannot": ["can", "not"],
        "wont": ["will", "not"], "wouldnt": ["would", "not"], "shouldnt": ["should", "not"],
        "couldnt": ["could", "not"], "mustnt": ["must", "not"], "shes": ["she", "is"], "whatre": ["what", "are"],
    ]

    /// Contractions that only count with their apostrophe: "its", "ill", "well", "were", "id" are words.
    static let withApostropheOnly: [String: [String]] = [
        "its": ["it", "is"], "id": ["i", "would"], "ill": ["i", "will"], "well": ["we", "will"],
        "were": ["we", "are"], "wed": ["we", "would"], "hes": ["he", "is"], "hed": ["he", "would"],
        "hell": ["he", "will"], "shed": ["she", "would"], "shell": ["she", "will"], "lets": ["let", "us"],
    ]

    /// Both tables behind one cheap lookup: the tokenizer asks it for every word it reads.
    private static let table = WordTable(words: Array(unambiguous.keys) + Array(withApostropheOnly.keys))
    private static let expansions: [[String]] = Array(unambiguous.values) + Array(withApostropheOnly.values)

    /// The words a normalized word stands for, or `nil` when it is no contraction.
    static func expansion(of word: String, hadApostrophe: Bool) -> [String]? {
        let id = table.id(of: word)
        guard id >= 0 else { return nil }
        return Int(id) < unambiguous.count || hadApostrophe ? expansions[Int(id)] : nil
    }
}
