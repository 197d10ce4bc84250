/// The words flexible matching compares, prepared once per matcher, and the rules that say when a
/// heard word may stand for an expected one and at what cost.
///
/// The rules are deliberately narrow, because every forgiven difference is a chance to claim a
/// sentence meant for the fallback:
/// - a content word may be misheard only as a word that sounds alike (equal `PhoneticKey` and a
///   spelling at most half the longer word away) or is spelled alike (one edit for words of four
///   letters or more, two for words of seven or more, none over 64 bytes; words with digits are
///   numbers, never misspelt); or, at a price a phrase earns back only with the words it keeps, as
///   another content word one sound away or with its sounds but spelled far (`misheard`);
/// - only function words (articles, prepositions, possessives) may be dropped, added or swapped;
/// - only hesitations may be skipped anywhere;
/// - the app's name tolerates less: one word of it, sounding alike with a key of three or more
///   sounds, or one edit in a word of five letters or more.
struct FlexibleVocabulary: Sendable {
    /// What each tolerance costs; a match's score is `1 - cost / length` (see `MatchOptions`).
    enum Cost {
        static let hesitation = 0.05
        static let soundsAlike = 0.3
        static let spelledAlikeOneEdit = 0.35
        static let spelledAlikeTwoEdits = 0.5
        static let functionWordSwapped = 0.3
        /// A word a recognizer wrote for one it did not catch: half a tolerance budget, so a parse takes
        /// two at most, and a phrase of two elements (0.75) cannot pass the threshold with one.
        static let misheard = 0.5
        static let dropped = 0.25
        static let added = 0.3
        /// Added to the cost of the joined words' own difference (0 when they join exactly).
        static let splitOrMerged = 0.2
        /// Added to a misheard word of the app's name.
        static let appNameSurcharge = 0.1
        /// A parse that costs more is not followed: about three tolerances.
        static let budget = 1.0
    }

    /// Sounds English speakers make while they think; skipped anywhere at a small cost. From the English
    /// data file's `[hesitations]`; a registry in another language has its own (`hesitations(for:)`).
    static let hesitations: Set<String> = hesitations(for: "en")

    /// The hesitations of `locale`'s language, as the tokenizer leaves them ("äh" is `ah`).
    static func hesitations(for locale: String) -> Set<String> {
        Set(LocaleWords.words(for: locale).hesitations.flatMap(Tokenizer.words(of:)))
    }

    /// Words recognizers drop and insert freely, and whose loss rarely changes a request.
    static let functionWords: Set<String> = [
        "a", "an", "and", "the", "my", "your", "in", "into", "on", "onto", "to", "for", "from", "with", "at", "of",
        "by",
    ]

    /// A word as flexible matching compares it.
    struct Word: Sendable {
        var bytes: [UInt8]
        var key: [UInt8]?
        var isFunctionWord: Bool
        var isHesitation: Bool

        /// - Parameter isJoined: the text is several words written as one, neither a function word nor
        ///   a hesitation (and not worth looking up as one).
        /// - Parameter hesitations: the language's hesitations (`CompiledPhrases.hesitations`).
        init(_ text: String, isJoined: Bool = false, hesitations: Set<String> = FlexibleVocabulary.hesitations) {
            bytes = Array(text.utf8)
            key = PhoneticKey.key(of: bytes)
            isFunctionWord = !isJoined && FlexibleVocabulary.functionWords.contains(text)
            isHesitation = !isJoined && hesitations.contains(text)
        }
    }

    /// One per word id of the compiled phrases.
    let words: [Word]
    /// `words[id].isFunctionWord`, flat: the walk asks it at every node.
    let isFunctionWord: [Bool]
    /// Per slot, the spoken forms of its table written as one word ("jonasweber"); empty for slots
    /// without a table. Compared with heard words joined, for splits and merges inside values.
    let joinedForms: [[Word]]
    /// The words a heard word may stand for, for the walk at wide graph nodes.
    let index: SimilarWordIndex
    /// Per slot, the forms a reading may read at a position, for tables of at least
    /// `ValueFormIndex.smallestIndexedTable` forms (by default); `nil` for the others, read whole.
    let formIndexes: [ValueFormIndex?]

    /// The registry's words and every number and amount word: what a run-together word may be split into.
    private let knownWords: KnownWords

    /// - Parameter smallestIndexedTable: value tables of this many forms or more get a `ValueFormIndex`.
    init(_ compiled: CompiledPhrases, smallestIndexedTable: Int = ValueFormIndex.smallestIndexedTable) {
        let localeWords = compiled.numberWords.isEnglish ? [] : compiled.numberWords.vocabulary.sorted()
        knownWords = KnownWords(compiled.words + SpokenNumber.vocabulary + SpokenAmount.vocabulary + localeWords)
        words = compiled.words.map { Word($0) }
        isFunctionWord = words.map(\.isFunctionWord)
        index = SimilarWordIndex(words)
        // Slots of one type share its table: each table's joined forms and index are made once.
        var made: [ObjectIdentifier: (joined: [Word], index: ValueFormIndex?)] = [:]
        var joinedForms: [[Word]] = []
        var formIndexes: [ValueFormIndex?] = []
        for slot in compiled.slots {
            switch slot.kind {
            case .appName(let table), .choice(let table, _):
                let forms = Self.joinedForms(
                    of: table, words: compiled.words, indexingFrom: smallestIndexedTable, madeBefore: &made)
                joinedForms.append(forms.joined)
                formIndexes.append(forms.index)
            default:
                joinedForms.append([])
                formIndexes.append(nil)
            }
        }
        self.joinedForms = joinedForms
        self.formIndexes = formIndexes
    }

    /// A table's forms written as one word each and, for a large table, their index.
    private static func joinedForms(
        of table: CompiledPhrases.ChoiceTable, words: [String], indexingFrom smallestIndexedTable: Int,
        madeBefore made: inout [ObjectIdentifier: (joined: [Word], index: ValueFormIndex?)]
    ) -> (joined: [Word], index: ValueFormIndex?) {
        if let known = made[ObjectIdentifier(table)] { return known }
        let joined = table.forms.map { form in Word(form.words.map { words[Int($0)] }.joined(), isJoined: true) }
        let isLarge = table.forms.count >= smallestIndexedTable
        let result = (joined: joined, index: isLarge ? ValueFormIndex(forms: table.forms, joined: joined) : nil)
        made[ObjectIdentifier(table)] = result
        return result
    }

    /// The longest word, in bytes, that may be spelled alike with another.
    ///
    /// No spoken word is longer (German compounds run to about 40 letters), and the similar-word index
    /// files a word under each of its one- and two-letter deletions, as many as the square of its length:
    /// a 3,000-letter entity title took 20 s and 4.5 million entries to file.
    static let longestSpelledAlike = 64

    /// Whether `similarity` may find `word` spelled alike with another: four letters or more, a phonetic
    /// key (no digits), and no longer than `longestSpelledAlike`.
    static func maySpellAlike(_ word: Word) -> Bool {
        word.bytes.count >= 4 && word.bytes.count <= longestSpelledAlike && word.key != nil
    }

    /// How `spoken` may stand for `expected` and at what cost, or `nil` when it may not.
    ///
    /// Equal words are not asked about: they cost nothing and need no tolerance.
    ///
    /// - Parameters:
    ///   - isAppName: `expected` is a word of the app's name, which tolerates less, but for one rule: in
    ///     a name of several words (`nameWords`), a word that is not its longest (`isKeptWord`) may be
    ///     heard as any other word ("village life", "village and" for "village pay"), since the longest word heard
    ///     exactly still names the app ("apple pay" never does).
    static func similarity(
        _ spoken: Word, _ expected: Word, isAppName: Bool = false, isKeptWord: Bool = true, nameWords: Int = 1
    ) -> (Tolerance.Kind, Double)? {
        let shorter = min(spoken.bytes.count, expected.bytes.count)
        let longer = max(spoken.bytes.count, expected.bytes.count)
        if !isAppName, spoken.isFunctionWord, expected.isFunctionWord {
            return (.functionWordSwapped, Cost.functionWordSwapped)
        }
        // Neither sounds nor spelling allow more letters of difference than this.
        if longer - shorter <= max(2, longer / 2) {
            let surcharge = isAppName ? Cost.appNameSurcharge : 0
            if let key = spoken.key, key == expected.key, key.count >= (isAppName ? 3 : 1),
                EditDistance.distance(spoken.bytes, expected.bytes, atMost: max(1, longer / 2)) != nil
            {
                return (.soundsAlike, Cost.soundsAlike + surcharge)
            }
            if shorter >= (isAppName ? 5 : 4), maySpellAlike(spoken), maySpellAlike(expected),
                let distance = EditDistance.distance(
                    spoken.bytes, expected.bytes, atMost: isAppName || shorter < 7 ? 1 : 2)
            {
                return (
                    .spelledAlike, (distance == 1 ? Cost.spelledAlikeOneEdit : Cost.spelledAlikeTwoEdits) + surcharge
                )
            }
        }
        if isAppName {
            guard nameWords >= 2, !isKeptWord, !spoken.isHesitation, spoken.key != nil else {
                return nil
            }
            return (.misheard, Cost.misheard + Cost.appNameSurcharge)
        }
        return misheard(spoken, expected)
    }

    /// A content word heard as another content word one sound away ("low", "lend" for "load"; "but"
    /// for "book"; "hey" for "pay"), or with its very sounds spelled far from it ("let" for "load").
    ///
    /// Never for a function word or hesitation on either side (those have rules of their own), for a
    /// word over `longestSpelledAlike` bytes, nor for the app's name (see `similarity`).
    static func misheard(_ spoken: Word, _ expected: Word) -> (Tolerance.Kind, Double)? {
        guard !spoken.isFunctionWord, !spoken.isHesitation, !expected.isFunctionWord,
            max(spoken.bytes.count, expected.bytes.count) <= longestSpelledAlike, let heardKey = spoken.key,
            let expectedKey = expected.key,
            heardKey == expectedKey || PhoneticKey.areOneSoundApart(heardKey, expectedKey)
        else { return nil }
        return (.misheard, Cost.misheard)
    }

    /// The utterance with each heard word that is two known words run together ("inVillagePay",
    /// "fivemovie", "30to") split in two, and a `merged` tolerance for each; `nil` when no word is.
    ///
    /// Only words that are not known themselves are split, at the point with the longest known first
    /// part, and never into two function words ("within" stays one word); known words are the
    /// registry's, number and amount words, and numbers in digits. The two parts share the word's place
    /// in the utterance.
    func splittingRunTogetherWords(_ tokens: [Token]) -> (tokens: [Token], merges: [Tolerance])? {
        var result: [Token] = []
        var merges: [Tolerance] = []
        for (index, token) in tokens.enumerated() {
            let bytes = Array(token.text.utf8)
            guard bytes.count >= 3, !knownWords.contains(bytes[...]),
                let cut = knownWords.knownPrefixEnds(of: bytes).first(where: { cut in
                    knownWords.contains(bytes[cut...])
                        && !(Self.functionWords.contains(String(decoding: bytes[..<cut], as: UTF8.self))
                            && Self.functionWords.contains(String(decoding: bytes[cut...], as: UTF8.self)))
                })
            else {
                if !merges.isEmpty { result.append(token) }
                continue
            }
            if merges.isEmpty { result = Array(tokens[..<index]) }
            let parts = [
                String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self),
            ]
            result += parts.map { Token($0, sourceRange: token.sourceRange) }
            merges.append(
                Tolerance(
                    kind: .merged, spoken: token.text, expected: parts.joined(separator: " "), cost: Cost.splitOrMerged)
            )
        }
        return merges.isEmpty ? nil : (result, merges)
    }
}
