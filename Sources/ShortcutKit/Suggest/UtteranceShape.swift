/// An utterance as a phrase would be written from it: its words, with each value the registry can read
/// put back as its parameter's slot ("pay my water bill" → `pay my ${biller} bill`).
struct UtteranceShape: Hashable, Sendable {
    enum Element: Hashable, Sendable {
        case word(String)
        case slot(String)

        /// The element as template text.
        var written: String {
            switch self {
            case .word(let word): return word
            case .slot(let name): return "${\(name)}"
            }
        }

        var isSlot: Bool {
            if case .slot = self { return true }
            return false
        }
    }

    var elements: [Element]

    /// The elements as template text, one space between them.
    var written: String { elements.map(\.written).joined(separator: " ") }
}

/// Reads utterances into shapes for the intents of one registry.
///
/// The words are the tokenizer's (contractions expanded, case folded), so a template written from them
/// accepts the utterance as the matcher reads it. Edge fillers ("can you", "please") are set aside as the
/// matcher sets them aside. A run of words becomes a slot when one of the intent's parameters reads it
/// exactly as the matcher would: an enum case or entity value by any spoken form, a number, an amount.
/// Free-text (`string`) parameters are never slotted: any words would do, which is no evidence.
struct ShapeReader: Sendable {
    let registry: Registry
    let fillers: EdgeFillers
    let reader: ParameterValueReader
    /// For each enum and entity type, its spoken forms as words.
    private let choices: [String: Set<[String]>]

    /// The longest run of words read as one value.
    static let maximumValueWords = 6
    /// Characters that mean something in a template: a word holding one cannot be written literally.
    static let templateCharacters: Set<Character> = ["(", ")", "[", "]", "|", "$", "{", "}", "\\"]
    /// Words that may begin a spoken number or amount, besides digits and currency signs.
    private static let numberWords: Set<String> = [
        "a", "an", "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
        "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "half", "minus",
        "negative",
    ]

    /// Whether a word of an amount is not part of its number: a currency's name, code or sign.
    private static func namesCurrency(_ word: String) -> Bool {
        !numberWords.contains(word) && word != "and" && !word.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
    }

    init(matcher: Matcher) {
        registry = matcher.registry
        fillers = matcher.compiled.fillers
        reader = ParameterValueReader(matcher: matcher)
        var choices: [String: Set<[String]>] = [:]
        for type in matcher.registry.types {
            choices[type.name] = Set(type.values.flatMap { $0.spokenForms.map(Tokenizer.words(of:)) })
        }
        self.choices = choices
    }

    /// The shape of `utterance` for `intent`; nil when no word remains once fillers are set aside, or a
    /// word cannot be written in a template.
    func shape(_ utterance: String, intent: Intent) -> UtteranceShape? {
        var words = Tokenizer.words(of: utterance)
        let bounds = fillers.bounds(of: words)
        if let start = bounds.starts.max(), let end = bounds.ends.min(), start < end {
            words = Array(words[start..<end])
        }
        // Only fillers ("please"): the bounds never set aside every word, so look past a sentinel.
        guard let last = fillers.bounds(of: words + ["\u{0}"]).starts.max(), last < words.count else { return nil }
        let slotted = intent.parameters.filter { $0.type != .string }
        var elements: [UtteranceShape.Element] = []
        var used: Set<String> = []
        var index = 0
        while index < words.count {
            if let (parameter, length) = value(at: index, in: words, parameters: slotted, excluding: used) {
                elements.append(.slot(parameter))
                used.insert(parameter)
                index += length
            } else {
                guard !words[index].contains(where: Self.templateCharacters.contains) else { return nil }
                elements.append(.word(words[index]))
                index += 1
            }
        }
        return UtteranceShape(elements: elements)
    }

    /// The parameter reading the longest run of words from `start`, and the run's length.
    private func value(at start: Int, in words: [String], parameters: [Parameter], excluding used: Set<String>) -> (
        String, Int
    )? {
        let longest = min(Self.maximumValueWords, words.count - start)
        guard longest > 0 else { return nil }
        for length in stride(from: longest, through: 1, by: -1) {
            let run = Array(words[start..<start + length])
            for parameter in parameters where !used.contains(parameter.name) {
                if reads(parameter, run) { return (parameter.name, length) }
            }
        }
        return nil
    }

    private func reads(_ parameter: Parameter, _ run: [String]) -> Bool {
        switch parameter.type {
        case .string:
            return false
        case .named(let name):
            return choices[name]?.contains(run) ?? false
        case .date, .time, .duration, .percent:
            guard let value = reader.value(of: parameter, in: run.joined(separator: " ")) else { return false }
            return Tokenizer.words(of: value.spokenText) == run
        case .integer, .number, .currency:
            let first = run[0]
            guard first.first.map({ $0.isNumber || $0.isCurrencySymbol }) == true || Self.numberWords.contains(first)
            else { return false }
            // An amount names its currency ("$20", "twenty dollars"): a bare number is not evidence of one
            // ("from one account to another").
            if parameter.type == .currency, !run.contains(where: Self.namesCurrency) { return false }
            // The reader sets edge fillers aside; a run it reads only in part is not a value.
            guard let value = reader.value(of: parameter, in: run.joined(separator: " ")) else { return false }
            return Tokenizer.words(of: value.spokenText) == run
        }
    }
}
