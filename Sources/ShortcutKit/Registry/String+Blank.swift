extension String {
    /// Whether the text is empty or white space only, as `allSatisfy(\.isWhitespace)` tells.
    ///
    /// ASCII text is read as bytes (tab to carriage return, and space, are ASCII's white space): asking
    /// each `Character` costs a grapheme break and a Unicode lookup, and a registry of 10,000 shortcuts
    /// asks it of every string and every run of words in its phrases.
    var isBlank: Bool {
        var isASCII = true
        for byte in utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte != 0x20 && (byte < 0x09 || byte > 0x0D) { return false }
        }
        return isASCII || allSatisfy(\.isWhitespace)
    }
}
