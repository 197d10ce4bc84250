extension Linter {
    /// Words people and speech recognizers confuse: a phrase apart from another only by these is a
    /// near collision.
    static let homophones: [[String]] = [
        ["for", "four", "fore"], ["to", "two", "too"], ["by", "buy", "bye"], ["right", "write"], ["no", "know"],
        ["there", "their"], ["eight", "ate"], ["one", "won"], ["here", "hear"], ["see", "sea"], ["new", "knew"],
        ["hour", "our"], ["weather", "whether"], ["wait", "weight"], ["week", "weak"], ["mail", "male"],
        ["sell", "cell"], ["sent", "cent", "scent"], ["meet", "meat"], ["read", "red"], ["whole", "hole"],
        ["sun", "son"], ["flour", "flower"], ["tail", "tale"], ["pair", "pear"], ["plane", "plain"],
    ]

    private static let homophoneKey: [String: String] = {
        var keys: [String: String] = [:]
        for group in homophones { for word in group { keys[word] = group[0] } }
        return keys
    }()

    /// Phrases of different intents one word apart (substituted, inserted or dropped), or apart only by
    /// homophones, in the forms they are written (with the app name).
    ///
    /// - Complexity: linear in the phrases' forms and their lengths: each form is filed under itself and
    ///   under each of its one-word deletions, and only forms filed together are compared.
    func nearCollisions(
        _ compiled: CompiledPhrases, registry: Registry, colliding: Set<PhraseIntersections.PhrasePair>
    ) -> [Finding] {
        struct Form {
            var phrase: Int
            var intent: Int
            var keys: [String]
            var spelled: String
        }
        var forms: [Form] = []
        for variant in compiled.expandedVariants() where variant.appNameSpoken {
            guard let intent = compiled.phrases[variant.phraseIndex].intentIndex else { continue }
            var keys: [String] = []
            var spelled: [String] = []
            for element in variant.elements {
                switch element {
                case .word(let id):
                    let word = compiled.words[Int(id)]
                    keys.append("w:" + (Self.homophoneKey[word] ?? word))
                    spelled.append(word)
                case .slot(let id):
                    let slot = compiled.slots[Int(id)]
                    let type = slot.intentIndex.flatMap { intent in
                        slot.parameterName.flatMap { registry.intents[intent].parameter(named: $0)?.type.description }
                    }
                    keys.append("s:" + (type ?? Template.applicationNameSlot))
                    spelled.append("${\(slot.parameterName ?? Template.applicationNameSlot)}")
                }
            }
            forms.append(
                Form(phrase: variant.phraseIndex, intent: intent, keys: keys, spelled: spelled.joined(separator: " ")))
        }

        var whole: [[String]: [Int]] = [:]
        var substituted: [[String]: [Int]] = [:]
        var shortened: [[String]: [Int]] = [:]
        for (index, form) in forms.enumerated() {
            whole[form.keys, default: []].append(index)
            for position in form.keys.indices {
                var rest = form.keys
                rest.remove(at: position)
                shortened[rest, default: []].append(index)
                rest.append("@\(position)")
                substituted[rest, default: []].append(index)
            }
        }

        var reported = Set<PhraseIntersections.PhrasePair>()
        var findings: [Finding] = []
        func consider(_ a: Int, _ b: Int, homophonesOnly: Bool) {
            let first = forms[a]
            let second = forms[b]
            guard first.intent != second.intent, first.spelled != second.spelled else { return }
            let pair = PhraseIntersections.PhrasePair(
                first: min(first.phrase, second.phrase), second: max(first.phrase, second.phrase))
            guard !colliding.contains(pair), reported.insert(pair).inserted else { return }
            let (later, earlier) = first.phrase > second.phrase ? (first, second) : (second, first)
            let describe = { (form: Form) in
                "\"\(compiled.phrases[form.phrase].template)\" (\(registry.intents[form.intent].name))"
            }
            let how = homophonesOnly ? "differ only by homophones" : "are one word apart"
            let laterPath = compiled.phrases[later.phrase].path
            let earlierPath = compiled.phrases[earlier.phrase].path
            findings.append(
                Finding(
                    rule: .nearCollision,
                    message:
                        "\(describe(later)) and \(describe(earlier)) \(how): \"\(later.spelled)\" and \"\(earlier.spelled)\"",
                    path: laterPath, location: registry.location(of: laterPath),
                    notes: [
                        Finding.Note(
                            message: "\(describe(earlier)) is here", path: earlierPath,
                            location: registry.location(of: earlierPath))
                    ]))
        }
        for indices in whole.values where indices.count > 1 {
            for (offset, a) in indices.enumerated() {
                for b in indices[(offset + 1)...] { consider(a, b, homophonesOnly: true) }
            }
        }
        for indices in substituted.values where indices.count > 1 {
            for (offset, a) in indices.enumerated() {
                for b in indices[(offset + 1)...] { consider(a, b, homophonesOnly: false) }
            }
        }
        for (index, form) in forms.enumerated() {
            for other in shortened[form.keys] ?? [] { consider(index, other, homophonesOnly: false) }
        }
        return findings
    }
}
