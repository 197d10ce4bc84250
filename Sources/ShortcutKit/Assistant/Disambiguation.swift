/// "Which Jonas: Jonas Weber or Jonas Brown?": the question the assistant asks when an utterance is
/// ambiguous only because one spoken form names several values of one parameter, like App Intents'
/// `requestDisambiguation`.
///
/// Made from a match result's `readings`: they must all be of one intent and differ in one enum or
/// entity parameter alone, with two to `maximumChoices` values. Anything else (two intents tied, two
/// parameters in doubt, a long list) stays ambiguous and goes to the fallback, which reads the whole
/// conversation. The question is asked again word for word when the next turn is read, so the answer
/// is resolved from the history alone (`Assistant.resume(_:)`).
struct Disambiguation {
    let intent: Intent
    let parameter: Parameter
    /// One reading per value, in the matcher's order.
    let choices: [Match]

    /// The most values a question offers: more is a list to read out, not a question.
    static let maximumChoices = 4

    init?(_ result: MatchResult, registry: Registry) {
        let readings = result.readings
        guard result.reason == .ambiguous, readings.count > 1, let intent = registry.intent(named: readings[0].intent),
            readings.allSatisfy({ $0.intent == intent.name })
        else { return nil }
        let differing = intent.parameters.filter { parameter in
            readings.contains { $0.value(of: parameter.name) != readings[0].value(of: parameter.name) }
        }
        guard differing.count == 1, case .named = differing[0].type else { return nil }
        var choices: [Match] = []
        for reading in readings
        where !choices.contains(where: { $0.value(of: differing[0].name) == reading.value(of: differing[0].name) }) {
            choices.append(reading)
        }
        guard (2...Self.maximumChoices).contains(choices.count) else { return nil }
        self.intent = intent
        self.parameter = differing[0]
        self.choices = choices
    }

    /// The question, with the type's own wording or the default, and the choices by their titles.
    func question(registry: Registry, turn: RequestValues) -> String {
        guard case .named(let typeName) = parameter.type else { return "" }
        let titles = choices.map { title(of: $0, registry: registry, turn: turn) }
        // A value nobody said (shortcuts fixing other values tied) is asked for by the parameter's title.
        let spoken = choices[0].parameters.first { $0.name == parameter.name }?.spokenText ?? ""
        let heard = spoken.isEmpty ? parameter.title.lowercased() : spoken
        return Self.question(for: registry.type(named: typeName), heard: heard, titles: titles, locale: registry.locale)
    }

    /// The question a type asks when `heard` names the values titled `titles` (two or more): its own
    /// wording or the default, the titles listed with the locale's "or". Lint quotes it too.
    static func question(for type: ParameterTypeDefinition?, heard: String, titles: [String], locale: String)
        -> String
    {
        let table = ChoiceAnswer.table(for: locale)
        let template = type?.disambiguation ?? table.question
        let or = table.or
        let listed =
            titles.count == 2
            ? "\(titles[0]) \(or) \(titles[1])" : titles.dropLast().joined(separator: ", ") + " \(or) \(titles.last!)"
        return Assistant.tidied(
            DialogText.replacingPlaceholders(in: template) { name in
                switch name {
                case "heard": heard
                case "choices": listed
                default: ""
                }
            })
    }

    /// The reading the answer chooses, or nil when it chooses none or several.
    func choice(in answer: String, registry: Registry, turn: RequestValues) -> Match? {
        let forms = choices.map { spokenForms(of: $0, registry: registry, turn: turn).map(Tokenizer.words(of:)) }
        return ChoiceAnswer(answer, forms: forms, locale: registry.locale).map { choices[$0.index] }
    }

    private func title(of choice: Match, registry: Registry, turn: RequestValues) -> String {
        guard let value = choice.parameters.first(where: { $0.name == parameter.name }) else { return "" }
        return value.value.spokenForm(
            parameter: parameter, registry: registry, spokenText: value.spokenText, turn: turn)
    }

    /// The ways the chosen value may be named: its title and synonyms, the request's or the registry's.
    private func spokenForms(of choice: Match, registry: Registry, turn: RequestValues) -> [String] {
        guard case .named(let typeName) = parameter.type, let value = choice.value(of: parameter.name) else {
            return []
        }
        let identifier: String
        switch value {
        case .entity(let id), .enumCase(let id): identifier = id
        default: return []
        }
        var forms: [String] = []
        if let requestValue = turn.entities[typeName]?.first(where: { $0.identifier == identifier }) {
            requestValue.forEachRequestForm { forms.append($0) }
        } else if let registryValue = registry.type(named: typeName)?.values.first(where: {
            $0.identifier == identifier
        }) {
            forms = registryValue.spokenForms
        }
        return forms
    }
}
