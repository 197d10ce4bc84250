/// A complete parse of an utterance by one phrase, with what ranks it: the one ranking strict search,
/// flexible search and the merge of flexible walks all use.
///
/// One parse ranks above another by, in order:
/// 1. the higher score (flexible matching; a strict parse scores 1);
/// 2. the longer value over the same words: a parse that reads an enum case or entity value over
///    words where the other reads a shorter value of the same start followed by literal phrase words
///    is the more specific one ("turn off bedroom lamp": the device "Bedroom Lamp" over the area
///    "Bedroom" with the word "lamp");
/// 3. more literal phrase words;
/// 4. fewer words taken by free-text values;
/// 5. the app's name not left out (a phrase without `${applicationName}` never leaves it out);
/// 6. registry order (the phrase's index), then the order the walk found them.
///
/// Two parses equal on 1–5 are tied: when they are the best parses of two intents, the result is
/// ambiguous.
struct Parse {
    var phrase: Int32
    var score: Double = 1
    var literalWordCount: Int
    var freeTextWordCount: Int
    var appNameLeftOut: Bool
    /// The utterance words the parse accounts for (edge fillers lie outside).
    var span: Range<Int>
    var captures: [PhraseSearch.Capture]
    /// What flexible matching forgave; empty for a strict parse, and made only for a parse that ranks
    /// first so far.
    var tolerances: [Tolerance] = []

    /// Names the captures by the phrase's own slots where the graph read them by the slot their
    /// language shares (`PhraseGraph.slotRemaps`). Ranking does not change: a shared slot and the
    /// phrase's own read the same language, and the app's name is never shared.
    mutating func readPhraseSlots(_ remaps: [PhraseGraph.SlotRemap]) {
        for remap in remaps {
            for index in captures.indices where captures[index].slot == remap.symbol {
                captures[index].slot = remap.slot
            }
        }
    }

    /// Whether this parse ranks above `other`, registry order breaking ties.
    func ranks(above other: Parse) -> Bool {
        let order = compare(with: other)
        return order != 0 ? order > 0 : phrase < other.phrase
    }

    /// Equal on everything but registry order: two intents tied like this are ambiguous.
    func ties(with other: Parse) -> Bool {
        compare(with: other) == 0
    }

    /// 1 when this parse ranks above `other` on rules 1–5, -1 when below, 0 when tied.
    private func compare(with other: Parse) -> Int {
        if score != other.score { return score > other.score ? 1 : -1 }
        let specific = readsLongerValue(than: other)
        if specific != other.readsLongerValue(than: self) { return specific ? 1 : -1 }
        if literalWordCount != other.literalWordCount { return literalWordCount > other.literalWordCount ? 1 : -1 }
        if freeTextWordCount != other.freeTextWordCount { return freeTextWordCount < other.freeTextWordCount ? 1 : -1 }
        if appNameLeftOut != other.appNameLeftOut { return appNameLeftOut ? -1 : 1 }
        return 0
    }

    /// Rule 2: some enum or entity value of this parse starts where one of `other`'s does, ends
    /// later, and `other` reads the words in between as literal phrase words (no value of its own
    /// holds them).
    func readsLongerValue(than other: Parse) -> Bool {
        for value in captures where value.isEnumOrEntity {
            for shorter in other.captures
            where shorter.isEnumOrEntity && shorter.start == value.start && shorter.end < value.end {
                let rest = shorter.end..<value.end
                if rest.upperBound <= other.span.upperBound,
                    !other.captures.contains(where: { $0.start < rest.upperBound && rest.lowerBound < $0.end })
                {
                    return true
                }
            }
        }
        return false
    }
}
