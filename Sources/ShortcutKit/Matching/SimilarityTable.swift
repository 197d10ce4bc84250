/// Answers to "may this heard word stand for that vocabulary word, and at what cost", remembered
/// for one utterance so that the flexible walk asks each pair once however many paths reach it.
///
/// One byte per pair: unknown, dissimilar, or the tolerance kind in the high four bits and the cost in
/// twentieths in the low four (every cost `FlexibleVocabulary.similarity` returns is a multiple of 0.05
/// up to 0.6). The two codes kept for unknown and dissimilar are those of a sixteenth kind.
///
/// A table of every heard word by every vocabulary word while that is small (`denseLimit`); past it (a
/// registry of thousands of shortcuts) only the pairs asked, in a dictionary, since filling and freeing
/// rows × vocabulary bytes per utterance would cost more than the walk, which asks few pairs there.
struct SimilarityTable {
    private var codes: [UInt8]
    private var sparse: [Int: UInt8] = [:]
    private let isDense: Bool
    private let width: Int

    /// The most pairs kept as a table.
    static let denseLimit = 1 << 16

    private static let unknown: UInt8 = 0xFF
    private static let dissimilar: UInt8 = 0xFE
    private static let kinds = Tolerance.Kind.allCases

    init(rows: Int, width: Int) {
        self.width = width
        isDense = rows * width <= Self.denseLimit
        codes = isDense ? Array(repeating: Self.unknown, count: rows * width) : []
    }

    enum Answer {
        case notAsked
        /// The answer: `nil` when the words are not alike.
        case known((Tolerance.Kind, Double)?)
    }

    func answer(_ row: Int, _ word: Int32) -> Answer {
        let code = isDense ? codes[row * width + Int(word)] : sparse[row * width + Int(word)] ?? Self.unknown
        if code == Self.unknown { return .notAsked }
        if code == Self.dissimilar { return .known(nil) }
        return .known((Self.kinds[Int(code) >> 4], Double(code & 0xF) / 20))
    }

    mutating func record(_ value: (Tolerance.Kind, Double)?, _ row: Int, _ word: Int32) {
        var code = Self.dissimilar
        if let (kind, cost) = value {
            let twentieths = Int((cost * 20).rounded())
            precondition(twentieths < 16 && cost >= 0, "a similarity cost must be a multiple of 0.05 below 0.8")
            precondition(Self.kinds.count < 15, "the codes of a fifteenth and sixteenth kind are taken")
            code = UInt8(Self.kinds.firstIndex(of: kind)! << 4 | twentieths)
        }
        if isDense {
            codes[row * width + Int(word)] = code
        } else {
            sparse[row * width + Int(word)] = code
        }
    }
}
