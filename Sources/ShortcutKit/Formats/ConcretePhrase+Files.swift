/// The concrete phrases an export or import writes, with its errors: a file names the phrase's place.
extension ConcretePhrase {
    /// Every concrete phrase of the registry's phrase at `place` (`shortcuts[0].phrases[1]`), for a file
    /// that needs them all.
    ///
    /// - Throws: `FormatError` of `file` at `place` when the phrase stands for more than `limit` sentences.
    static func expanding(_ phrase: Phrase, file: String, place: String) throws(FormatError) -> [ConcretePhrase] {
        do {
            return try expanding(phrase)
        } catch {
            throw FormatError(file: file, path: place, message: error.description)
        }
    }
}
