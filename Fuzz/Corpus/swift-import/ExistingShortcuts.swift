import AppIntents

import enum Foundation.ComparisonResult

/// An app's hand-written App Shortcuts, as a team would have them before adopting `shortcuts`.
enum Flavor: String, AppEnum {
    case vanilla
    case darkChocolate = "dark-chocolate"

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static var caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
        .vanilla: "vanilla",
        .darkChocolate: DisplayRepresentation(
            title: "dark chocolate", subtitle: "70%", synonyms: ["dark", "bitter chocolate"]),
    ]
}

struct OrderScoopIntent: AppIntent {
    static var title: LocalizedStringResource = "Order a Scoop"

    @Parameter(title: "Flavor")
    var flavor: Flavor

    @Parameter(title: "Note") var note: String?

    func perform() async throws -> some IntentResult { .result() }
}

struct ShowMenuIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Menu"
    func perform() async throws -> some IntentResult { .result() }
}

struct ScoopShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderScoopIntent(),
            phrases: [
                "Order a scoop in \(.applicationName)",
                "Order \( \.$flavor ) in \(.applicationName)",  // spaces inside the interpolation are fine
                #"Get a "\#(.applicationName)" scoop"#,
            ],
            shortTitle: "Order Scoop",
            systemImageName: "cup.and.saucer"
        )
        /* The menu: no image, so the iOS 16 initializer. */
        AppShortcut(intent: ShowMenuIntent(), phrases: ["Show the \(.applicationName) menu"])
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Order a pizza",
            NegativeAppShortcutPhrase("Scoop the litter box"),
        ])
    }
}
