import AppIntents

enum Instrument: String, Codable, Sendable {
    case piano
    case violin
    case acousticGuitar = "acoustic-guitar"
}

extension Instrument: AppEnum {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Instrument")

    static var caseDisplayRepresentations: [Instrument: DisplayRepresentation] = [
        .piano: "Piano",
        Instrument.violin: DisplayRepresentation(title: "Violin", synonyms: ["fiddle"]),
        .acousticGuitar: DisplayRepresentation(
            title: LocalizedStringResource("Acoustic Guitar", table: "Instruments"),
            subtitle: "Steel or nylon strings",
            image: .init(systemName: "guitars"),
            synonyms: ["guitar", LocalizedStringResource("six string", comment: "slang")]
        ),
    ]
}
