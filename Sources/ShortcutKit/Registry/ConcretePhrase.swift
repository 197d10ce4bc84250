/// One sentence a template stands for, with its slots: what Apple calls a phrase.
///
/// Apple's files know no optional or alternative groups, so every export expands templates into these.
/// The `key` is the phrase as Apple's `.strings` and `.xcstrings` files write it, `${applicationName}` and
/// `${parameter}` placeholders included, with the spaces an omitted optional group leaves collapsed.
struct ConcretePhrase: Sendable, Hashable {
    /// The template it was expanded from, as written in the registry.
    var template: String
    /// The phrase's literal text and slot names, in order, spaced as `key` is.
    var segments: [Template.FlatPart]
    var key: String

    /// The most concrete phrases one template may stand for in an export: far above the 1,000 phrases
    /// Apple accepts for a whole app, so that only a template no export could carry is refused.
    static let limit = 4_096

    /// Every concrete phrase of a phrase, in expansion order, without repeats: the one expansion of
    /// templates every export, import and test uses.
    ///
    /// The phrases are counted on the template's groups first and made one at a time from their
    /// number, so that a template standing for millions of sentences is refused by its count, never
    /// by running out of memory.
    ///
    /// - Throws: `TemplateError.tooManyExpansions` when it stands for more than `limit` sentences.
    /// - Complexity: O(*count* × *length*) after an O(*length*) count.
    static func expanding(_ phrase: Phrase, limit: Int = limit) throws(TemplateError) -> [ConcretePhrase] {
        let parts = phrase.template.parts
        let total = count(of: parts)
        guard total <= limit else {
            throw TemplateError(kind: .tooManyExpansions(limit: limit), offset: 0, template: phrase.text)
        }
        var phrases: [ConcretePhrase] = []
        var seen = Set<String>()
        for number in 0..<total {
            let phrase = expansion(number, of: phrase)
            if seen.insert(phrase.key).inserted { phrases.append(phrase) }
        }
        return phrases
    }

    /// The first concrete phrase of a phrase, however many it stands for: each group's first
    /// alternative, each optional group left out.
    static func first(of phrase: Phrase) -> ConcretePhrase {
        expansion(0, of: phrase)
    }

    /// The sentence numbered `number` of a phrase, `number` below `count(of:)` of its parts.
    private static func expansion(_ number: Int, of phrase: Phrase) -> ConcretePhrase {
        var flat: [Template.FlatPart] = []
        append(expansion: number, of: phrase.template.parts, to: &flat)
        let segments = spaced(flat)
        var key = ""
        for segment in segments {
            switch segment {
            case .text(let text): key += text
            case .slot(let name): key += "${\(name)}"
            }
        }
        return ConcretePhrase(template: phrase.text, segments: segments, key: key)
    }

    /// How many sentences parts stand for (repeats included), saturating at `Int.max`.
    ///
    /// Recursive, as deep as the template's groups, which the template parser bounds.
    static func count(of parts: [Template.Part]) -> Int {
        var product = 1
        for part in parts {
            guard case .group(let alternatives, let isOptional) = part else { continue }
            var options = isOptional ? 1 : 0
            for alternative in alternatives {
                let (sum, overflow) = options.addingReportingOverflow(count(of: alternative))
                options = overflow ? .max : sum
            }
            let (next, overflow) = product.multipliedReportingOverflow(by: options)
            product = overflow ? .max : next
        }
        return product
    }

    /// Appends the sentence numbered `number` (the first group varies slowest, an optional group's
    /// omission comes first) as text and slots.
    private static func append(expansion number: Int, of parts: [Template.Part], to flat: inout [Template.FlatPart]) {
        // The choice for each part, from the last (fastest) to the first.
        var choices = [Int](repeating: 0, count: parts.count)
        var rest = number
        for index in parts.indices.reversed() {
            guard case .group(let alternatives, let isOptional) = parts[index] else { continue }
            let options = (isOptional ? 1 : 0) + alternatives.reduce(0) { $0 + count(of: $1) }
            choices[index] = rest % options
            rest /= options
        }
        for (index, part) in parts.enumerated() {
            switch part {
            case .text(let words): flat.append(.text(words))
            case .slot(let name): flat.append(.slot(name))
            case .group(let alternatives, let isOptional):
                var choice = choices[index] - (isOptional ? 1 : 0)
                guard choice >= 0 else { continue }
                for alternative in alternatives {
                    let options = count(of: alternative)
                    if choice < options {
                        append(expansion: choice, of: alternative, to: &flat)
                        break
                    }
                    choice -= options
                }
            }
        }
    }

    /// Text and slots with runs of white space as one space and none at the ends, adjacent texts joined:
    /// the spacing of `normalizedSpaces(_:)` applied across the slots, which hold no white space.
    private static func spaced(_ flat: [Template.FlatPart]) -> [Template.FlatPart] {
        var segments: [Template.FlatPart] = []
        var text = ""
        var isSpacePending = false
        for part in flat {
            switch part {
            case .slot(let name):
                if isSpacePending && !(text.isEmpty && segments.isEmpty) { text += " " }
                isSpacePending = false
                if !text.isEmpty { segments.append(.text(text)) }
                text = ""
                segments.append(.slot(name))
            case .text(let words):
                for character in words {
                    if character.isWhitespace {
                        isSpacePending = true
                        continue
                    }
                    if isSpacePending && !(text.isEmpty && segments.isEmpty) { text += " " }
                    isSpacePending = false
                    text.append(character)
                }
            }
        }
        if !text.isEmpty { segments.append(.text(text)) }
        return segments
    }

    /// The slot names in order, repeats kept, the app name included.
    var slotNames: [String] {
        segments.compactMap { if case .slot(let name) = $0 { return name } else { return nil } }
    }

    /// The parameter slots in order, repeats kept.
    var parameterNames: [String] {
        slotNames.filter { $0 != Template.applicationNameSlot }
    }

    /// The phrase with every slot replaced by the text `fill` gives for its name.
    func filled(_ fill: (String) -> String) -> String {
        Self.normalizedSpaces(
            segments.map { segment in
                switch segment {
                case .text(let text): return text
                case .slot(let name): return fill(name)
                }
            }.joined())
    }

    /// Runs of white space as one space, none at the ends.
    static func normalizedSpaces(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
