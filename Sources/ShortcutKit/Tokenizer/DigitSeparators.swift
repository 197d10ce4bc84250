/// The marks a locale writes between digits: "1,000.50" in English, "1.000,50" in German.
///
/// The tokenizer writes every number in one form whatever the locale, the decimal mark as `.` and no
/// grouping marks, so that digits read the same everywhere after it.
package struct DigitSeparators: Sendable, Hashable {
    /// The decimal mark, as an ASCII byte.
    package var decimal: UInt8
    /// The digit-grouping mark, as an ASCII byte; a space (French "1 000") is read by the number grammar,
    /// which joins a group of one to three digits and the groups of exactly three after it.
    package var grouping: UInt8

    /// English's: a `,` between digits is dropped wherever it stands ("1,000", "10,00" alike), as the
    /// tokenizer has always read it.
    package static let english = DigitSeparators(decimal: 0x2E, grouping: 0x2C)

    /// Whether this is English's, whose grouping marks are dropped without checking their groups.
    var isEnglish: Bool { self == .english }

    /// Whether digits are grouped by spaces, so that "1 000" reaches the number grammar as two words.
    var groupsBySpace: Bool { grouping == 0x20 }
}
