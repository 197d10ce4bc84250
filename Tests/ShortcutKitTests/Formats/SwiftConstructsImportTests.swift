import Foundation
import Testing

@testable import ShortcutKit

/// Valid Swift that real apps write and the import must read: the fixture app `ConstructsApp` (written
/// for these tests) uses each construct once, and single-file cases pin each one down.
@Suite struct SwiftConstructsImportTests {
    private static func constructsApp() throws -> ImportResult {
        let root = try FormatFixtures.url("ConstructsApp/Tasks/TasklyShortcuts.swift").deletingLastPathComponent()
            .deletingLastPathComponent().path
        return try SwiftSourceTreeImportTests.importTree(root, options: ImportOptions(appName: "Taskly"))
    }

    private func swift(_ text: String, file: String = "App.swift") throws -> ImportResult {
        try Registry.imported(
            from: Data(text.utf8), format: .swift, file: file, options: ImportOptions(appName: "Taskly"))
    }

    @Test func theConstructsAppImportsFully() throws {
        let result = try Self.constructsApp()
        #expect(result.problems.isEmpty, "\(result.problems)")
        let registry = result.registry
        #expect(
            registry.shortcuts.map(\.intent) == [
                "CreateItemIntent", "ToggleItemIntent", "OpenAssetIntent", "TagItemsIntent",
            ])
        // An image without a short title, a short title without an image.
        #expect(registry.shortcuts[0].shortTitle == nil && registry.shortcuts[0].systemImageName == "plus.circle")
        #expect(registry.shortcuts[1].shortTitle == "Toggle Item" && registry.shortcuts[1].systemImageName == nil)
        #expect(registry.app.shortcutTileColor == "grape")
        // Two nested enums named PinnedStatus, told apart by their enclosing intents.
        let create = try #require(registry.intent(named: "CreateItemIntent")?.parameter(named: "status"))
        let toggle = try #require(registry.intent(named: "ToggleItemIntent")?.parameter(named: "status"))
        #expect(create.type == .named("CreateItemIntent.PinnedStatus"))
        #expect(toggle.type == .named("ToggleItemIntent.PinnedStatus"))
        #expect(
            registry.type(named: "CreateItemIntent.PinnedStatus")?.values.map(\.identifier) == ["pinned", "unpinned"])
        #expect(registry.type(named: "ToggleItemIntent.PinnedStatus")?.values.map(\.identifier) == ["done", "open"])
        // `@Parameter(default:)` is not required; the one without a default is.
        #expect(!create.isRequired)
        #expect(toggle.isRequired && toggle.prompt == "Done or open?")
        // `@AppEntity(schema:)` and `@AppEnum(schema:)` with no written conformance.
        #expect(registry.type(named: "AssetEntity")?.kind == .entity)
        #expect(registry.type(named: "AssetEntity")?.title == "Photo")
        #expect(registry.type(named: "AssetKind")?.values.map(\.title) == ["photos", "videos"])
        // An array parameter: its element type.
        #expect(registry.intent(named: "TagItemsIntent")?.parameter(named: "tags")?.type == .named("AssetKind"))
        let matcher = try Matcher(registry: registry)
        #expect(matcher.match("mark an item done in Taskly").match?.intent == "ToggleItemIntent")
        #expect(matcher.match("new item in Taskly").match?.missingParameters == [])
    }

    /// Each skipped `#if` branch of a file with App Intents types is a note with its line; the branches of
    /// the other files are one summary line.
    @Test func ifNotesAreListedOnlyForFilesWithAppIntentsTypes() throws {
        let notes = try Self.constructsApp().notes.filter { $0.kind == .skippedBranch }
        #expect(notes.count == 2)
        #expect(notes.contains { $0.place.hasSuffix("Intents/PinnedFeature.swift:4:1") })
        #expect(
            notes.contains {
                $0.place == "1 file without App Intents types" && $0.message.hasPrefix("skipped 2 #if branches")
            })
        #expect(!notes.contains { $0.place.contains("Logging.swift") })
    }

    /// What an array parameter loses is said; a `default:` literal is read, with nothing to say.
    @Test func arrayParametersAreNotedAndDefaultsRead() throws {
        let result = try Self.constructsApp()
        let messages = result.notes.filter { $0.kind == .lossy }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("TagItemsIntent.tags is an array of AssetKind") })
        #expect(!messages.contains { $0.contains("default") })
        let status = try #require(result.registry.intent(named: "CreateItemIntent")?.parameter(named: "status"))
        #expect(status.defaultValue == .enumCase("unpinned"))
        let match = try #require(try Matcher(registry: result.registry).match("new item in Taskly").match)
        #expect(match.value(of: "status") == .enumCase("unpinned"))
        #expect(match.parameters.map(\.isDefault) == [true])
    }

    /// `@Parameter(title:default:)` of each type → the registry's default, or `nil` with a note that names
    /// the parameter and why (a computed value, a value its type does not take).
    @Test(
        arguments: [
            ("Int", "default: 20", ParameterValue.integer(20), false),
            ("Int", "default: -3", .integer(-3), true),
            ("Double", "default: 2.5", .number(2.5), false),
            ("Double", "default: -0.5", .number(-0.5), true),
            ("Decimal", "default: 19.99", .number(19.99), false),
            ("String", #"default: "thanks""#, .string("thanks"), false),
            ("Speed", "default: .instant", .enumCase("instant"), false),
            (
                "IntentCurrencyAmount", #"default: IntentCurrencyAmount(amount: 5, currencyCode: "USD")"#,
                .currency(SpokenAmount.Money(amount: 5, currencyCode: "USD")), false
            ),
        ] as [(String, String, ParameterValue, Bool)])
    func aDefaultLiteralIsRead(_ type: String, _ argument: String, _ expected: ParameterValue, _ negative: Bool)
        throws
    {
        let result = try defaultsApp(type: type, argument: argument)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(!result.notes.contains { $0.message.contains("default") }, "\(result.notes)")
        let parameter = try #require(result.registry.intents.first?.parameters.first)
        #expect(parameter.defaultValue == expected)
        #expect(!parameter.isRequired)
        // A negative default says the parameter takes negatives, as App Intents' numbers do.
        #expect(parameter.allowsNegative == negative)
    }

    @Test(arguments: [
        ("Int", "default: Self.start", "SendIntent.value has a default value the registry cannot hold"),
        ("Int", "default: 2.5", "expected a whole number such as 3"),
        ("Speed", "default: .warp", "it has no case warp"),
        ("String", #"default: "\(name)""#, "SendIntent.value has a default value the registry cannot hold"),
    ])
    func aDefaultThatIsNotALiteralIsNoted(_ type: String, _ argument: String, _ message: String) throws {
        let result = try defaultsApp(type: type, argument: argument)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let parameter = try #require(result.registry.intents.first?.parameters.first)
        #expect(parameter.defaultValue == nil && !parameter.isRequired)
        let notes = result.notes.filter { $0.kind == .lossy && $0.place == "SendIntent.value" }.map(\.message)
        #expect(notes.count == 1 && notes.allSatisfy { $0.contains(message) }, "\(result.notes)")
    }

    /// One intent whose parameter `value` of `type` is declared `@Parameter(title: "Value", argument)`, named
    /// by a phrase.
    private func defaultsApp(type: String, argument: String) throws -> ImportResult {
        try swift(
            """
            enum Speed: String, AppEnum {
                case standard
                case instant
                static var caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.standard: "standard", .instant: "instant"]
            }

            struct SendIntent: AppIntent {
                static var title: LocalizedStringResource = "Send"
                static let start = 1

                @Parameter(title: "Value", \(argument))
                var value: \(type)
            }

            struct Taskly: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: SendIntent(), phrases: ["Send \\(\\.$value) with \\(.applicationName)"])
                }
            }
            """)
    }

    @Test(arguments: [
        // A line ending in `\` inside `"""` continues on the next line.
        "static let about = \"\"\"\n    one line, \\\n    continued\n    \"\"\"",
        "static let about = \"\"\"\n    trailing blanks after the backslash \\   \n    are allowed\n    \"\"\"",
        // Regex literals holding `/*`, bare and extended, and a division that is no regex.
        "static let pattern = /[a-z\\/*]+/",
        "static let pattern = /a[/*]b/",
        "static let pattern = #/\n  a/*b\n  /#",
        "static let half = width / 2 /* a real comment */",
        "func f() -> Bool { return /x/*y/.ignoresCase() != nil }",
    ])
    func validSwiftAroundTheProviderIsRead(declaration: String) throws {
        let result = try swift(
            """
            struct Taskly: AppShortcutsProvider {
                \(declaration)
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OpenIntent(), phrases: ["Open \\(.applicationName)"])
                }
            }
            """)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.registry.shortcuts.first?.phrases == ["Open ${applicationName}"])
    }

    /// A bad escape after `\` is still an error with its line and column.
    @Test func aBackslashFollowedByTextIsStillAnErrorWithItsPlace() throws {
        let error = try #require(throws: FormatError.self) {
            try swift(
                """
                enum Help { static let text = \"\"\"
                    a \\ b
                    \"\"\" }
                """)
        }
        #expect(error.file == "App.swift")
        #expect(error.location == SourceLocation(line: 2, column: 7))
        #expect(error.message.hasPrefix("invalid escape '\\ ' in a string literal; end the line after the \\"))
    }
}
