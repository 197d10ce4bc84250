/// A spoken form's first word as a small key: the first three bytes of its first token, five bits each.
///
/// A request may bring thousands of values, and a turn must find the few whose forms are spoken without
/// tokenizing every form. Each form's key is made once, when the values are set (`RequestValues`); a
/// turn keys its own words and reads only the forms whose key one of them has: an exact first-word
/// filter (equal words have equal keys), so skipping a form never loses a reading.
///
/// The key is the tokenizer's own first word: for a plain form (a first word of ASCII letters and digits
/// that is no contraction), that word lower-cased, read without the tokenizer; for any other, the
/// tokenizer's first token.
enum FirstWordKey {
    /// One spoken form of a request value: its key, its value's index, and which form it is.
    struct Form: Sendable {
        var key: UInt16
        var value: Int32
        /// -1 for the title, else the synonym's index.
        var synonym: Int32
    }

    /// The number of distinct keys: a turn marks its words' keys in a bit set of this size.
    static let count = 1 << 15

    /// The forms of every value of every type, keyed; a form with no words is left out (it names nothing).
    static func index(_ entities: [String: [ParameterValueDefinition]]) -> [String: [Form]] {
        var index: [String: [Form]] = [:]
        for (type, values) in entities {
            var forms: [Form] = []
            forms.reserveCapacity(values.count)
            for (valueIndex, value) in values.enumerated() {
                if let key = key(ofForm: value.title) {
                    forms.append(Form(key: key, value: Int32(valueIndex), synonym: -1))
                }
                for (synonymIndex, synonym) in value.synonyms.enumerated() {
                    if let key = key(ofForm: synonym) {
                        forms.append(Form(key: key, value: Int32(valueIndex), synonym: Int32(synonymIndex)))
                    }
                }
            }
            index[type] = forms
        }
        return index
    }

    /// The key of a form's first token, or `nil` for a form without words.
    static func key(ofForm text: String) -> UInt16? {
        var plain: [UInt8] = []
        var isPlain = true
        var started = false
        for byte in text.utf8 {
            if byte == 0x20 {
                if started { break }
                continue
            }
            started = true
            guard isWordASCII(byte) else {
                isPlain = false
                break
            }
            plain.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
        }
        if isPlain {
            guard !plain.isEmpty else { return nil }
            let word = String(decoding: plain, as: UTF8.self)
            if Contractions.expansion(of: word, hadApostrophe: false) == nil { return key(ofWord: word) }
        }
        return Tokenizer.words(of: text).first.map(key(ofWord:))
    }

    /// The key of a token.
    static func key(ofWord word: String) -> UInt16 {
        var key: UInt16 = 0
        var count = 0
        for byte in word.utf8.prefix(3) {
            key = key << 5 | UInt16(byte & 0x1F)
            count += 1
        }
        return key << (5 * UInt16(3 - count))
    }

    private static func isWordASCII(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
