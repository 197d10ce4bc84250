/// A Metaphone-style key: how an English word sounds, with the spelling differences that speech
/// recognizers confuse folded away.
///
/// Flexible matching compares keys to tell a misheard word ("lode", "balanse", "flite") from a
/// different word: two words with the same key sound alike even when their spellings differ by more
/// than one letter. The rules are Lawrence Philips' original Metaphone (1990), kept short:
/// - vowels count only as the first letter, and then all as `A` ("ate" and "eight" are both `AT`);
/// - silent letters go: initial `KN`, `GN`, `PN`, `WR`; `MB` at the end; `GH` before a consonant;
///   `H` after a vowel with no vowel after it; `W` and `Y` not before a vowel; `K` after `C`;
/// - letters that sound alike become one: `PH` → `F`, `V` → `F`, `Q` → `K`, `Z` → `S`, `X` → `KS`,
///   soft `C` → `S`, hard `C` → `K`, `CH`/`SH`/`TIO`/`TIA`/`SIO`/`SIA` → `X`, `TH` → `0`,
///   soft `G` and `DGE` → `J`, other `D` → `T`;
/// - doubled letters count once.
/// Words with digits or letters outside a–z have no key (`nil`); they are compared by spelling only.
package enum PhoneticKey {
    /// The key of a normalized (lower-case) word, or `nil` when it holds anything but the letters a–z.
    ///
    /// - Complexity: O(*n*) in the word's length.
    package static func of(_ word: String) -> String? {
        key(of: Array(word.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The key of a word given as its UTF-8 bytes, as upper-case ASCII bytes (`0` for "th").
    static func key(of word: [UInt8]) -> [UInt8]? {
        var letters: [UInt8] = []
        letters.reserveCapacity(word.count)
        for byte in word {
            guard byte >= 0x61 && byte <= 0x7A else { return nil }
            // Doubled letters count once, except "cc" ("accent" is "AKSNT").
            if byte != 0x63, byte == letters.last { continue }
            letters.append(byte)
        }
        guard !letters.isEmpty else { return nil }
        return encode(letters)
    }

    private static func isVowel(_ letter: UInt8?) -> Bool {
        guard let letter else { return false }
        return letter == a || letter == e || letter == i || letter == o || letter == u
    }

    private static func isFrontVowel(_ letter: UInt8?) -> Bool { letter == e || letter == i || letter == y }

    private static func encode(_ word: [UInt8]) -> [UInt8] {
        var chars = word
        var key: [UInt8] = []
        // Initial silent letters and initial sounds.
        if chars.count > 1 {
            switch (chars[0], chars[1]) {
            case (k, n), (g, n), (p, n), (w, r), (a, e): chars.removeFirst()
            case (w, h): chars.remove(at: 1)
            default: break
            }
        }
        if chars.first == x { chars[0] = s }
        func at(_ index: Int) -> UInt8? { index >= 0 && index < chars.count ? chars[index] : nil }
        for index in chars.indices {
            let letter = chars[index]
            let previous = at(index - 1)
            let next = at(index + 1)
            let afterNext = at(index + 2)
            switch letter {
            case a, e, i, o, u:
                if index == 0 { key.append(soundA) }
            case b:
                if !(previous == m && next == nil) { key.append(soundB) }
            case c:
                if next == i && afterNext == a {
                    key.append(soundX)
                } else if next == h {
                    key.append(previous == s ? soundK : soundX)
                } else if isFrontVowel(next) {
                    if previous != s { key.append(soundS) }
                } else {
                    key.append(soundK)
                }
            case d:
                key.append(next == g && isFrontVowel(afterNext) ? soundJ : soundT)
            case g:
                if next == h && !(afterNext == nil || isVowel(afterNext)) { break }  // "light", "night"
                if next == n && (afterNext == nil || (afterNext == e && at(index + 3) == d)) { break }  // "sign"
                if previous == d && isFrontVowel(next) { break }  // "edge": the "d" said it
                key.append(isFrontVowel(next) && previous != g ? soundJ : soundK)
            case h:
                let afterVowel = isVowel(previous)
                let silentAfter = previous == c || previous == s || previous == p || previous == t || previous == g
                if silentAfter || (afterVowel && !isVowel(next)) { break }
                if isVowel(next) || index == 0 { key.append(soundH) }
            case k:
                if previous != c { key.append(soundK) }
            case p:
                key.append(next == h ? soundF : soundP)
            case q:
                key.append(soundK)
            case s:
                if next == h || (next == i && (afterNext == o || afterNext == a)) {
                    key.append(soundX)
                } else {
                    key.append(soundS)
                }
            case t:
                if next == i && (afterNext == o || afterNext == a) {
                    key.append(soundX)
                } else if next == h {
                    key.append(zero)
                } else if !(next == c && afterNext == h) {
                    key.append(soundT)
                }
            case v:
                key.append(soundF)
            case w, y:
                if isVowel(next) { key.append(letter == w ? soundW : soundY) }
            case x:
                key.append(soundK)
                key.append(soundS)
            case z:
                key.append(soundS)
            default:  // f j l m n r
                key.append(letter - 0x20)
            }
        }
        return key
    }

    // ASCII letters, lower case for the word and upper case for the key.
    private static let a: UInt8 = 0x61, b: UInt8 = 0x62, c: UInt8 = 0x63, d: UInt8 = 0x64, e: UInt8 = 0x65
    private static let g: UInt8 = 0x67, h: UInt8 = 0x68, i: UInt8 = 0x69, k: UInt8 = 0x6B, m: UInt8 = 0x6D
    private static let n: UInt8 = 0x6E, o: UInt8 = 0x6F, p: UInt8 = 0x70, q: UInt8 = 0x71, r: UInt8 = 0x72
    private static let s: UInt8 = 0x73, t: UInt8 = 0x74, u: UInt8 = 0x75, v: UInt8 = 0x76, w: UInt8 = 0x77
    private static let x: UInt8 = 0x78, y: UInt8 = 0x79, z: UInt8 = 0x7A
    private static let soundA: UInt8 = 0x41, soundB: UInt8 = 0x42, soundF: UInt8 = 0x46, soundH: UInt8 = 0x48,
        soundJ: UInt8 = 0x4A
    private static let soundK: UInt8 = 0x4B, soundP: UInt8 = 0x50, soundS: UInt8 = 0x53, soundT: UInt8 = 0x54,
        soundW: UInt8 = 0x57
    private static let soundX: UInt8 = 0x58, soundY: UInt8 = 0x59, zero: UInt8 = 0x30
}
