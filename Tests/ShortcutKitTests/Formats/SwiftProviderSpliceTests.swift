import Foundation
import Testing

@testable import ShortcutKit

/// A Swift export over the app's own provider file: import then export gives the file back byte for byte,
/// and a change of the registry changes only its shortcut.
@Suite struct SwiftProviderSpliceTests {
    private func exportSwift(_ registry: Registry, over current: String) throws -> ExportResult {
        try registry.export(as: .swift, options: ExportOptions(currentText: current))
    }

    /// Each fixture app's provider, with the folder to import it from and the app's name.
    static let fixtureApps: [(provider: String, root: String, appName: String)] = [
        ("ConstructsApp/Tasks/TasklyShortcuts.swift", "ConstructsApp", "Taskly"),
        ("SampleApp/Metrona/App/MetronaShortcuts.swift", "SampleApp", "Metrona"),
        ("ExistingShortcuts.swift", "ExistingShortcuts.swift", "Scoops"),
        ("PresentationApp/Shelf/ShelfShortcuts.swift", "PresentationApp", "Shelfie"),
        ("DefaultsShortcuts.swift", "DefaultsShortcuts.swift", "Tipster"),
    ]

    @Test(arguments: fixtureApps)
    func importThenExportGivesEachFixtureAppsProviderBack(provider: String, root: String, appName: String) throws {
        let providerURL = try FormatFixtures.url(provider)
        let fixtures = providerURL.path.replacingOccurrences(of: "/" + provider, with: "")
        let original = try String(contentsOf: providerURL, encoding: .utf8)
        let imported =
            root.hasSuffix(".swift")
            ? try Registry.imported(
                from: Data(original.utf8), format: .swift, file: root, options: ImportOptions(appName: appName))
            : try SwiftSourceTreeImportTests.importTree(fixtures + "/" + root, options: ImportOptions(appName: appName))
        let exported = try exportSwift(imported.registry, over: original)
        #expect(exported.text == original)
        #expect(!exported.notes.contains { $0.kind == .lossy }, "\(exported.notes)")
    }

    static let provider = """
        import AppIntents

        #if !os(tvOS)
        /// The app's shortcuts; translators: "Taskly" is the app's name.
        @available(iOS 17.0, *)
        struct MyTasksProvider: AppShortcutsProvider {
            static var shortcutTileColor: ShortcutTileColor = .grape

            @AppShortcutsBuilder
            static var appShortcuts: [AppShortcut] {
                // Creating comes first: it is what people do most.
                AppShortcut(intent: CreateIntent(), phrases: ["Create an item in \\(.applicationName)"], shortTitle: "Create", systemImageName: "plus")
                AppShortcut(
                    intent: OpenIntent(),
                    phrases: [
                        // The short form is the one Siri suggests.
                        "Open \\(.applicationName)",
                    ],
                    shortTitle: "Open",
                    systemImageName: "folder"
                )
                AppShortcut(intent: ArchiveIntent(), phrases: ["Archive in \\(.applicationName)"])
            }

            static let helper = 3  // not the registry's
        }
        #endif

        """

    private func registry() throws -> Registry {
        let imported = try Registry.imported(
            from: Data(Self.provider.utf8), format: .swift, file: "MyTasksProvider.swift",
            options: ImportOptions(appName: "Taskly"))
        #expect(imported.problems.isEmpty)
        return imported.registry
    }

    @Test func aHandWrittenProviderKeepsItsNameConditionsAvailabilityAndComments() throws {
        let registry = try registry()
        #expect(registry.app.shortcutTileColor == "grape")
        #expect(try exportSwift(registry, over: Self.provider).text == Self.provider)
        // A provider name is for a new file; the app's provider keeps its own, and the export says so.
        let named = try registry.export(
            as: .swift, options: ExportOptions(providerName: "TasklyShortcuts", currentText: Self.provider))
        #expect(named.text == Self.provider)
        #expect(
            named.notes.map(\.message) == [
                "the provider keeps its own type name; TasklyShortcuts applies only to a new file"
            ])
    }

    @Test func aChangedShortcutIsTheOnlyChangeAndItsCommentsLossIsSaid() throws {
        var registry = try registry()
        registry.shortcuts[1].phrases.append("Show ${applicationName} files")
        registry.shortcuts.remove(at: 2)
        registry.shortcuts.append(
            Shortcut(intent: "CreateIntent", shortTitle: "Quick", phrases: ["Quick item in ${applicationName}"]))
        registry.app.shortcutTileColor = "navy"
        let output = try exportSwift(registry, over: Self.provider)
        let expected = Self.provider
            .replacingOccurrences(of: ".grape", with: ".navy")
            .replacingOccurrences(
                of: """
                            AppShortcut(
                                intent: OpenIntent(),
                                phrases: [
                                    // The short form is the one Siri suggests.
                                    "Open \\(.applicationName)",
                                ],
                                shortTitle: "Open",
                                systemImageName: "folder"
                            )
                            AppShortcut(intent: ArchiveIntent(), phrases: ["Archive in \\(.applicationName)"])

                    """,
                with: """
                            AppShortcut(
                                intent: OpenIntent(),
                                phrases: [
                                    "Open \\(.applicationName)",
                                    "Show \\(.applicationName) files",
                                ],
                                shortTitle: "Open",
                                systemImageName: "folder"
                            )
                            AppShortcut(
                                intent: CreateIntent(),
                                phrases: [
                                    "Quick item in \\(.applicationName)",
                                ],
                                shortTitle: "Quick"
                            )

                    """)
        #expect(output.text == expected)
        #expect(
            output.notes.map(\.message) == [
                "the comments inside the AppShortcut for OpenIntent were not kept: the registry changed it, so it was written anew"
            ])
        // What was written reads back as the registry.
        let again = try Registry.imported(
            from: Data(output.text.utf8), format: .swift, file: "MyTasksProvider.swift",
            options: ImportOptions(appName: "Taskly"))
        #expect(again.registry.shortcuts == registry.shortcuts)
        #expect(again.registry.app.shortcutTileColor == "navy")
    }

    /// A file `shortcuts export` wrote is regenerated whole, as before: its name and shape are the export's.
    @Test func aGeneratedFileIsRegeneratedWhole() throws {
        let registry = try FormatFixtures.registry()
        let fresh = try registry.export(as: .swift).text
        let stale = fresh.replacingOccurrences(of: "Open the village gate", with: "Open the gate")
        #expect(try exportSwift(registry, over: stale).text == fresh)
    }
}
