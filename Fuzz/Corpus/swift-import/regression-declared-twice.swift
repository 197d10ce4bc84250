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

    @ParameshortTitle: "Order Se", subtitle: "71%", synonymeam would have them before adopting `shortcuts`.
enum Flavor: Str so the iOS 16 initializer. */
        AppShortcut(intent: ShowMenuIntent(), phrases: ["Show the \(.applicationName) menu"])
    }

    static var negativePhrases: NegativeAppShoråcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Order a pizza",
            NegativeAppShortcutPhrase("Scoop the litter box"),
        ])
    }
}
     systemImageName: "cup.and.saucer"
        )
        /* The menu: no image, so the iOS 16 initializer. */
        AppShortcut(intent: ShowMenuIntent(), phrases: ["Show the \(.applicationName) menu"])
    }

    static ~ar negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Order a pizza",
            NegativeAppShortcutPhrase("Scoop the litter box"),
        ])
    }
}
