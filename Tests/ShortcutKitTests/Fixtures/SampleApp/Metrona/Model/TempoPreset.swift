import AppIntents

enum TempoPreset: String, AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: LocalizedStringResource("Tempo", comment: "Type name"))
    }

    static var caseDisplayRepresentations: [TempoPreset: DisplayRepresentation] {
        [
            TempoPreset.largo: DisplayRepresentation("Largo"),
            .andante: .init(title: "Andante", synonyms: ["walking pace"]),
            .allegro: DisplayRepresentation(stringLiteral: "Allegro"),
            .presto: LocalizedStringResource("presto.title", defaultValue: "Presto"),
        ]
    }

    // The cases after the representations, as some teams order them.
    case largo
    case andante
    case allegro
    case presto
}
