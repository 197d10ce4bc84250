/// One sentence a template stands for, with its slots: what Apple calls a phrase.
///
/// Apple's files know no optional or alternative groups, so every export expands templates into these.
/// The `key` is the phrase as Apple's `.strings` and `.xcstrings` files write it, `${applicationName}` and
/// `${parameter}` placeholders included, with the spaces an omitted optional group leaves collapsed.
struct ConcretePhrase: Sendable, Hashable {
    /// The template it was expanded from, as written in the registry.
    var template: String
    var key: String

    /// Every concrete phrase of a template, in expansion order, without repeats.
    static func expanding(_ template: String) throws(TemplateError) -> [ConcretePhrase] {
        var phrases: [ConcretePhrase] = []
        for parts in try Template(parsing: template).expansions() {
            let key = normalizedSpaces(
                parts.map { part in
                    switch part {
                    case .text(let text): return text
                    case .slot(let name): return "${\(name)}"
                    }
                }.joined())
            let phrase = ConcretePhrase(template: template, key: key)
            if !phrases.contains(phrase) { phrases.append(phrase) }
        }
        return phrases
    }

    /// The keys of a template's concrete phrases; a template that does not parse has none.
    static func keys(of template: String) -> [String] {
        ((try? expanding(template)) ?? []).map(\.key)
    }

    /// The key split into literal text and slot names, in order.
    var segments: [Template.FlatPart] {
        // A key holds no group characters (an expansion has none), so it parses as a flat template.
        guard let parts = try? Template(parsing: key).parts else { return [.text(key)] }
        return parts.compactMap { part in
            switch part {
            case .text(let text): return .text(text)
            case .slot(let name): return .slot(name)
            case .group: return nil
            }
        }
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
