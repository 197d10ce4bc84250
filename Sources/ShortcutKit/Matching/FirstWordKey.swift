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
package enum FirstWordKey {
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
    ///
    /// Runs once per form of every request value, so the plain case reads bytes only: a first word of
    /// ASCII letters and digits is its own token, lower-cased, unless it is a contraction (whose key is
    /// among `contractionKeys`, checked then by the tokenizer itself).
    package static func key(ofForm text: String) -> UInt16? {
        var key: UInt16 = 0
        var length = 0
        var started = false
        for byte in text.utf8 {
            if byte == 0x20 {
                if started { break }
                continue
            }
            started = true
            guard isWordASCII(byte) else { return Tokenizer.words(of: text).first.map(key(ofWord:)) }
            if length < 3 { key = key << 5 | UInt16(byte & 0x1F) }
            length += 1
        }
        guard length > 0 else { return nil }
        key <<= 5 * UInt16(max(0, 3 - length))
        if contractionKeys[Int(key) >> 6] & (1 << UInt64(key & 63)) != 0 {
            return Tokenizer.words(of: text).first.map(key(ofWord:))
        }
        return key
    }

    /// The keys of the words the tokenizer expands as contractions: a form starting with one is read by
    /// the tokenizer, whose first word may differ ("Im" is "i am").
    private static let contractionKeys: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: count / 64)
        for written in Array(Contractions.unambiguous.keys) + Array(Contractions.withApostropheOnly.keys) {
            let key = Int(key(ofWord: written))
            bits[key >> 6] |= 1 << UInt64(key & 63)
        }
        return bits
    }()

    /// The key of a token.
    package static func key(ofWord word: String) -> UInt16 {
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
