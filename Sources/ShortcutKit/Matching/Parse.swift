/// A complete parse of an utterance by one phrase, with what ranks it: the one ranking strict search,
/// flexible search and the merge of flexible walks all use.
///
/// The ranking is one sort key (`Rank`), compared as a tuple, so it is an order: transitive, and the
/// best of any set of parses is the same whatever order they are met in. A parse ranks above another
/// by, in order:
/// 1. the higher score (flexible matching; a strict parse scores 1);
/// 2. more words read as literal phrase words or as enum or entity values;
/// 3. fewer enum and entity values (one value of two words over two values, or over one value and a
///    literal word: a literal phrase that names the words outright still beats a value, by rule 2 or 3);
/// 4. more words inside enum and entity values: the longer value over words another parse reads as a
///    shorter value and literal words ("turn off bedroom lamp": the device "Bedroom Lamp" over the area
///    "Bedroom" with the word "lamp");
/// 5. fewer words taken by free-text values;
/// 6. the app's name not left out (a phrase without `${applicationName}` never leaves it out);
///
/// and, between parses equal on 1–6 (`ties(with:)`: the best parses of two intents tied like this
/// are ambiguous, and so are two of one intent that give it other values, `readsOtherValues`), the
/// earlier phrase in the registry, then the captures (the earlier-starting and
/// then the longer value first), so that the one best parse of an intent never depends on the order
/// the walk met them in.
struct Parse {
    /// What ranks a parse, rules 1–6 of `Parse`, as one key: greater ranks above.
    struct Rank: Comparable {
        var score: Double
        /// Rule 2: literal phrase words plus the words of enum and entity values.
        var namedWords: Int
        /// Rule 3, negated so that greater ranks above.
        var negatedValueCount: Int
        /// Rule 4.
        var valueWords: Int
        /// Rule 5, negated so that greater ranks above.
        var negatedFreeTextWords: Int
        /// Rule 6.
        var keepsAppName: Bool

        static func < (a: Rank, b: Rank) -> Bool { a.key < b.key }

        /// The fields in rule order, as a tuple: Swift compares tuples lexicographically.
        private var key: (Double, Int, Int, Int, Int, Int) {
            (score, namedWords, negatedValueCount, valueWords, negatedFreeTextWords, keepsAppName ? 1 : 0)
        }
    }

    var phrase: Int32
    var score: Double = 1
    var literalWordCount: Int
    var freeTextWordCount: Int
    /// Enum and entity values read (not the app's name), and the words they hold.
    var valueCount: Int
    var valueWordCount: Int
    var appNameLeftOut: Bool
    /// The utterance words the parse accounts for (edge fillers lie outside).
    var span: Range<Int>
    var captures: [PhraseSearch.Capture]
    /// The index of the values the phrase's shortcut fixes (`CompiledPhrases.fixedValues`); 0 for none.
    var fixedValues: Int32 = 0
    /// What flexible matching forgave; empty for a strict parse, and made only for a parse that ranks
    /// first so far.
    var tolerances: [Tolerance] = []
    /// Another parse of the same intent ties this one but reads other values (`readsOtherValues`): the
    /// intent's answer is ambiguous.
    var hasTiedReading = false
    /// The other readings of such a tie, for asking which value was meant; kept by strict matching
    /// only, at most `maximumTiedReadings`.
    var tiedReadings: [Parse] = []
    static let maximumTiedReadings = 8

    var rank: Rank {
        Rank(
            score: score, namedWords: literalWordCount + valueWordCount, negatedValueCount: -valueCount,
            valueWords: valueWordCount, negatedFreeTextWords: -freeTextWordCount, keepsAppName: !appNameLeftOut)
    }

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

    /// Whether this parse ranks above `other`: by `rank`, then registry order, then the captures.
    ///
    /// A strict weak order: two parses of which neither ranks above the other are the same phrase
    /// reading the same words into the same places, and either stands for both.
    func ranks(above other: Parse) -> Bool {
        let (mine, theirs) = (rank, other.rank)
        if mine != theirs { return mine > theirs }
        if phrase != other.phrase { return phrase < other.phrase }
        return captures.lexicographicallyPrecedes(other.captures) {
            ($0.start, -$0.end) < ($1.start, -$1.end)
        }
    }

    /// Equal on rules 1–6, everything but registry order: two intents tied like this are ambiguous.
    func ties(with other: Parse) -> Bool {
        rank == other.rank
    }

    /// Whether `other` ties this parse but gives the intent other values: its phrase's shortcut fixes
    /// other values ("turn on the lights" with domain = light, "turn on the ${device}" with none), or it
    /// reads the same words into places alike, but some of them as another enum or entity value: one
    /// spoken form that names several values ("Jonas" for Jonas Weber and Jonas Brown). The intent is
    /// then ambiguous as surely as two tied intents are, and a match must not pick one of the values by
    /// registry order. Tied parses whose shortcuts fix equal values are not.
    func readsOtherValues(thanTied other: Parse) -> Bool {
        guard rank == other.rank else { return false }
        if fixedValues != other.fixedValues { return true }
        guard captures.count == other.captures.count else { return false }
        var differs = false
        for (mine, theirs) in zip(captures, other.captures) {
            guard mine.start == theirs.start, mine.end == theirs.end else { return false }
            if mine.isEnumOrEntity, theirs.isEnumOrEntity, mine.valueIdentity != theirs.valueIdentity { differs = true }
        }
        return differs
    }

    /// Records another reading that ties this parse (`readsOtherValues(thanTied:)`).
    mutating func addTiedReading(_ other: Parse) {
        hasTiedReading = true
        guard tiedReadings.count < Self.maximumTiedReadings else { return }
        var reading = other
        reading.tiedReadings = []
        tiedReadings.append(reading)
    }

    /// Takes over the tie of `current`, which this parse replaces as the best of its intent at equal rank:
    /// its tied readings, and itself.
    mutating func inheritTie(of current: Parse) {
        hasTiedReading = tiedReading(replacing: current)
        guard hasTiedReading else { return }
        tiedReadings = Array(current.tiedReadings.prefix(Self.maximumTiedReadings - 1))
        addTiedReading(current)
    }

    /// `hasTiedReading` for this parse as it replaces `current`, the best parse of its intent so far (which
    /// it ranks above): a tie with another reading survives only among parses of the same rank.
    func tiedReading(replacing current: Parse) -> Bool {
        rank == current.rank && (current.hasTiedReading || readsOtherValues(thanTied: current))
    }
}
