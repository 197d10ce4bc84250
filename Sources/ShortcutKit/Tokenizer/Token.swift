/// A normalized word of an utterance or a phrase, with where it was written.
package struct Token: Sendable, Equatable, CustomStringConvertible {
    /// The word after normalization: lower case, no diacritics, no apostrophes, contractions expanded.
    package var text: String
    /// The UTF-8 offsets of the word in the original text. The words of an expanded contraction
    /// ("what's" → "what", "is") share the range of the contraction.
    package var sourceRange: Range<Int>

    package init(_ text: String, sourceRange: Range<Int>) {
        self.text = text
        self.sourceRange = sourceRange
    }

    package var description: String { text }
}
