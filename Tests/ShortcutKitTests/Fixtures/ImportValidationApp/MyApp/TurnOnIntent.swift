import AppIntents

enum Domain: String, AppEnum {
    case light
    case fan

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Domain"
    static var caseDisplayRepresentations: [Domain: DisplayRepresentation] = [.light: "lights", .fan: "fans"]
}

struct TurnOnIntent: AppIntent {
    static var title: LocalizedStringResource = "Turn On"

    @Parameter(title: "Domain")
    var domain: Domain
}
