/// Text as a speech recognizer's grammar or hint list spells it: the tokenizer's words, with numbers written
/// in digits spelled out in English words.
///
/// A recognizer hears words, not digits, and its dictionary has none of "24": so "open 24 7" becomes
/// "open twenty four seven". Case, punctuation and contractions are folded by `Tokenizer`, the one
/// normalization phrases and utterances share, so a recognizer's transcript of these words is text the
/// matcher reads as the phrase.
enum RecognizerWords {
    /// The spoken words of `text`.
    static func words(of text: String) -> [String] {
        Tokenizer.words(of: text).flatMap { word -> [String] in
            guard let value = Int(word), let spelled = spelled(value) else { return [word] }
            return spelled
        }
    }

    /// The spoken words of `text`, joined by single spaces.
    static func spoken(_ text: String) -> String {
        words(of: text).joined(separator: " ")
    }

    static let units = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    static let teens = [
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// A whole number from 0 to 999,999,999 as English words ("one hundred twenty five"), the form
    /// `SpokenNumber` reads back; `nil` outside that range.
    static func spelled(_ value: Int) -> [String]? {
        guard (0...999_999_999).contains(value) else { return nil }
        if value == 0 { return ["zero"] }
        var words: [String] = []
        for (scale, name) in [(1_000_000, "million"), (1_000, "thousand")] where value / scale % 1_000 > 0 {
            words += belowThousand(value / scale % 1_000) + [name]
        }
        return words + belowThousand(value % 1_000)
    }

    private static func belowThousand(_ value: Int) -> [String] {
        var words: [String] = []
        if value >= 100 { words += [units[value / 100 - 1], "hundred"] }
        let rest = value % 100
        switch rest {
        case 0: break
        case 1...9: words.append(units[rest - 1])
        case 10...19: words.append(teens[rest - 10])
        default:
            words.append(tens[rest / 10 - 2])
            if rest % 10 > 0 { words.append(units[rest % 10 - 1]) }
        }
        return words
    }
}
