import Foundation

/// Splits text into normalized words, the same way for phrases and for what people say.
///
/// Phrases and utterances go through this one function, so that any spelling it folds together is
/// folded on both sides: case, Unicode compatibility forms, diacritics, punctuation, hyphens, runs of
/// spaces and apostrophes do not matter, and English contractions become their expansions.
///
/// - Digits keep their decimal point and lose thousands separators ("1,000" → `1000`, "15.5" → `15.5`).
/// - Every currency symbol (`$`, `€`, `¥`, `₦`, …) is a word of its own, so "$20" reads as `$ 20` and "¥500"
///   as `¥ 500`: an amount's currency is never dropped. `&` reads as `and`.
/// - A minus sign (`-`, `−`) starting a number ("-20") is the word `minus`, so that a negative number is
///   never read as a positive one; between words and digits ("twenty-five", "1-800") it separates them.
/// - A `/` or `:` between digits stays in the word ("3/12", "17:30"), so that a written date or time is not
///   two numbers; `%` is a word of its own ("50%" reads as `50 %`).
/// - Han and kana characters are one word each, so that text without spaces still matches exactly.
package enum Tokenizer {
    /// The normalized words of `text`.
    ///
    /// - Complexity: O(*n*) in the length of the text; ASCII text takes a path with no Foundation calls.
    ///
    /// - Parameter separators: the marks the locale writes between digits ("1.000,50" in German): the
    ///   decimal mark becomes `.`, a grouping mark before three digits is dropped, and any other mark between
    ///   digits separates two numbers. English's (the default) drops every `,` between digits.
    package static func tokens(of text: String, separators: DigitSeparators = .english) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(12)
        var scanner = Scanner()
        scanner.separators = separators
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { scanner.run($0, into: &tokens) }
        if scanned == nil { Array(text.utf8).withUnsafeBufferPointer { scanner.run($0, into: &tokens) } }
        return tokens
    }

    /// The normalized words of `text`, without their places.
    package static func words(of text: String) -> [String] {
        tokens(of: text).map(\.text)
    }

    /// The normalized words of `text` written with a locale's digit separators.
    package static func words(of text: String, separators: DigitSeparators) -> [String] {
        tokens(of: text, separators: separators).map(\.text)
    }

    private struct Scanner {
        /// The text being read; valid during `run`.
        var scalars = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        /// A word being built from changed bytes (apostrophes dropped, non-ASCII letters). Allocated
        /// only when such a word comes: most utterances are plain ASCII words, read as slices.
        var word: [UInt8] = []
        /// A word that is still a plain run of ASCII letters and digits in the text: made into a
        /// string straight from the text when it ends, without copying it byte by byte first.
        var sliceStart = -1
        var sliceHasUppercase = false
        var wordStart = 0
        var wordEnd = 0
        var isASCII = true
        var hadApostrophe = false
        var separators = DigitSeparators.english

        mutating func run(_ scalars: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]) {
            self.scalars = scalars
            var index = 0
            while index < scalars.count {
                // The common case first: ASCII letters, digits and spaces, one byte at a time.
                let byte = scalars[index]
                if Self.isWordASCII(byte) {
                    if word.isEmpty && sliceStart < 0 {
                        sliceStart = index
                        wordStart = index
                    }
                    // The whole run of ASCII letters and digits in one tight loop.
                    var end = index + 1
                    var hasUppercase = Self.isUppercaseASCII(byte)
                    while end < scalars.count, Self.isWordASCII(scalars[end]) {
                        hasUppercase = hasUppercase || Self.isUppercaseASCII(scalars[end])
                        end += 1
                    }
                    if sliceStart >= 0 {
                        sliceHasUppercase = sliceHasUppercase || hasUppercase
                    } else {
                        for byte in scalars[index..<end] {
                            word.append(Self.isUppercaseASCII(byte) ? byte | 0x20 : byte)
                        }
                    }
                    wordEnd = end
                    index = end
                    continue
                } else if byte == 0x20 {
                    flush(into: &tokens)
                    index += 1
                    continue
                }
                let (scalar, length) = Self.decode(scalars, at: index)
                defer { index += length }
                let value = scalar.value
                switch value {
                case 0x27, 0x2019, 0x02BC, 0x2018:  // ' ’ ʼ ‘ inside a word: dropped, remembered
                    if hasWord, index + length < scalars.count,
                        Self.isLetterLike(Self.decode(scalars, at: index + length).0)
                    {
                        materialize()
                        hadApostrophe = true
                    } else {
                        flush(into: &tokens)
                    }
                case 0x2C, 0x2E:  // , . between digits: a separator or a decimal point
                    materialize()
                    let previousIsDigit = index > 0 && Self.isDigit(scalars[index - 1])
                    let nextIsDigit = index + 1 < scalars.count && Self.isDigit(scalars[index + 1])
                    if previousIsDigit, nextIsDigit, word.allSatisfy({ Self.isDigit($0) || $0 == 0x2E }) {
                        if UInt8(value) == separators.decimal {
                            word.append(0x2E)
                            wordEnd = index + 1
                        } else if !separators.isEnglish
                            && (UInt8(value) != separators.grouping || !isDigitGroup(after: index))
                        {
                            // "1.5" in German is neither 1.5 nor 15: two numbers, as two words.
                            flush(into: &tokens)
                        }
                    } else {
                        flush(into: &tokens)
                    }
                case 0x2D, 0x2212:  // - −: a minus sign when it starts a number or an amount ("-$20")
                    if !hasWord, index + length < scalars.count,
                        Self.isDigit(scalars[index + length])
                            || Self.decode(scalars, at: index + length).0.properties.generalCategory == .currencySymbol
                    {
                        tokens.append(Token("minus", sourceRange: index..<index + length))
                    } else {
                        flush(into: &tokens)
                    }
                case 0x2F, 0x3A:  // / : between digits: a written date or time ("3/12", "17:30") stays one word
                    let previousIsDigit = index > 0 && Self.isDigit(scalars[index - 1])
                    let nextIsDigit = index + 1 < scalars.count && Self.isDigit(scalars[index + 1])
                    if previousIsDigit, nextIsDigit, hasWord {
                        append(scalars[index..<index + 1], at: index, length: 1, ascii: true)
                    } else {
                        flush(into: &tokens)
                    }
                case 0x25:  // %: a word of its own, so that "50%" reads as "50 percent" does
                    flush(into: &tokens)
                    tokens.append(Token("%", sourceRange: index..<index + 1))
                case 0x26:  // &
                    flush(into: &tokens)
                    tokens.append(Token("and", sourceRange: index..<index + 1))
                default:
                    if value != 0x24, value < 0x80 {
                        flush(into: &tokens)
                    } else if scalar.properties.generalCategory == .currencySymbol {
                        // Full-width forms folded, as in words: "￥" is "¥" (but "₨" stays, not "Rs").
                        flush(into: &tokens)
                        let symbol = String(Character(scalar))
                        let folded =
                            (0xFFE0...0xFFEE).contains(value)
                            ? symbol.precomposedStringWithCompatibilityMapping : symbol
                        tokens.append(Token(folded, sourceRange: index..<index + length))
                    } else if Self.isCJK(value) {
                        flush(into: &tokens)
                        append(scalars[index..<index + length], at: index, length: length, ascii: false)
                        flush(into: &tokens)
                    } else if Self.isLetterLike(scalar) {
                        append(scalars[index..<index + length], at: index, length: length, ascii: false)
                    } else {
                        flush(into: &tokens)
                    }
                }
            }
            flush(into: &tokens)
            self.scalars = UnsafeBufferPointer(start: nil, count: 0)
        }

        /// Whether exactly three digits follow the mark at `index`, then no digit and no decimal point
        /// of the integer part already written: a grouping mark's place ("1.000", "1.000.000").
        private func isDigitGroup(after index: Int) -> Bool {
            guard !word.contains(0x2E) else { return false }
            for offset in 1...3 where index + offset >= scalars.count || !Self.isDigit(scalars[index + offset]) {
                return false
            }
            return index + 4 >= scalars.count || !Self.isDigit(scalars[index + 4])
        }

        private var hasWord: Bool { sliceStart >= 0 || !word.isEmpty }

        /// Moves a plain run into `word`, lower-cased, before a byte that changes it is added.
        private mutating func materialize() {
            guard sliceStart >= 0 else { return }
            for byte in scalars[sliceStart..<wordEnd] { word.append(Self.isUppercaseASCII(byte) ? byte | 0x20 : byte) }
            sliceStart = -1
            sliceHasUppercase = false
        }

        private mutating func append(_ part: Slice<UnsafeBufferPointer<UInt8>>, at index: Int, length: Int, ascii: Bool)
        {
            materialize()
            if word.isEmpty { wordStart = index }
            word.append(contentsOf: part)
            wordEnd = index + length
            isASCII = isASCII && ascii
        }

        @inline(__always)
        private mutating func flush(into tokens: inout [Token]) {
            if hasWord { emit(into: &tokens) }
        }

        private mutating func emit(into tokens: inout [Token]) {
            var text: String
            if sliceStart >= 0 {
                text = String(decoding: UnsafeBufferPointer(rebasing: scalars[sliceStart..<wordEnd]), as: UTF8.self)
                if sliceHasUppercase { text = text.lowercased() }
            } else {
                text = String(decoding: word, as: UTF8.self)
                if !isASCII { text = Self.fold(text) }
            }
            let range = wordStart..<wordEnd
            if let expansion = Contractions.expansion(of: text, hadApostrophe: hadApostrophe) {
                for part in expansion { tokens.append(Token(part, sourceRange: range)) }
            } else if !text.isEmpty {
                tokens.append(Token(text, sourceRange: range))
            }
            if !word.isEmpty { word.removeAll(keepingCapacity: true) }
            sliceStart = -1
            sliceHasUppercase = false
            isASCII = true
            hadApostrophe = false
        }

        /// Compatibility forms, case and the diacritics of Latin, Greek and Cyrillic letters folded away.
        ///
        /// Only the combining diacritical marks (U+0300–U+036F) go: the marks that make one kana another
        /// (U+3099, U+309A) change meaning and stay.
        static func fold(_ text: String) -> String {
            let decomposed = text.decomposedStringWithCompatibilityMapping.unicodeScalars
            var kept = String.UnicodeScalarView()
            for scalar in decomposed where !(0x300...0x36F).contains(scalar.value) { kept.append(scalar) }
            return String(kept).precomposedStringWithCanonicalMapping.lowercased()
        }

        static func isWordASCII(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }

        static func isUppercaseASCII(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }

        static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

        static func isLetterLike(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value < 0x80 { return isWordASCII(UInt8(scalar.value)) }
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil { return true }
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }

        /// Scripts written without spaces, read a character at a time.
        static func isCJK(_ value: UInt32) -> Bool {
            (0x3040...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
                || (0xF900...0xFAFF).contains(value) || (0xFF66...0xFF9F).contains(value)
                || (0x20000...0x2FA1F).contains(value)
        }

        /// Decodes one scalar of well-formed UTF-8 (a Swift string's bytes always are).
        static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
            let lead = bytes[index]
            if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length where index + offset < bytes.count {
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
        }
    }
}
