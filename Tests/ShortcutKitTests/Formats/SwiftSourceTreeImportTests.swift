import Foundation
import Testing

@testable import ShortcutKit

/// Imports of several Swift files and whole source folders: declarations resolved across files, `#if`,
/// catalogs found in the tree, and the sample app that must import fully and lint clean.
@Suite struct SwiftSourceTreeImportTests {
    static var sampleApp: URL {
        get throws { try FormatFixtures.url("SampleApp/Metrona/App/MetronaShortcuts.swift") }
    }

    /// The sample app's root folder (`Fixtures/SampleApp`).
    static func sampleRoot() throws -> String {
        try sampleApp.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func importTree(_ root: String, options: ImportOptions) throws -> ImportResult {
        let sources = try ImportSourceTree.sources(in: root).map { found in
            ImportSource(
                file: found.path, data: try Data(contentsOf: URL(fileURLWithPath: found.path)), format: found.format)
        }
        return try Registry.imported(from: sources, options: options)
    }

    private func swift(_ files: [(String, String)], base: Registry? = nil, defines: Set<String> = []) throws
        -> ImportResult
    {
        try Registry.imported(
            from: files.map { ImportSource(file: $0.0, data: Data($0.1.utf8), format: .swift) },
            options: ImportOptions(base: base, appName: "Tiles", defines: defines))
    }

    @Test func theTreeWalkSkipsBuildOutputDependenciesAndTests() throws {
        let root = try Self.sampleRoot()
        let found = try ImportSourceTree.sources(in: root).map { String($0.path.dropFirst(root.count + 1)) }
        #expect(
            found == [
                "Metrona/App/MetronaShortcuts.swift", "Metrona/Debug/DebugMenu.swift",
                "Metrona/Intents/OpenSongIntent.swift", "Metrona/Intents/SetTempoIntent.swift",
                "Metrona/Intents/StartPracticeIntent.swift", "Metrona/Intents/StopPracticeIntent.swift",
                "Metrona/Model/Instrument.swift", "Metrona/Model/SongEntity.swift", "Metrona/Model/TempoPreset.swift",
                "Metrona/Resources/AppShortcuts.xcstrings",
            ])
        for name in [".build", "Pods", "DerivedData", "MetronaTests", "MetronaUITests", "Tests", ".git"] {
            #expect(ImportSourceTree.isSkipped(folder: name), "\(name)")
        }
        #expect(!ImportSourceTree.isSkipped(folder: "Intents"))
    }

    /// `.strings` files in `<locale>.lproj` folders of the tree are found (not `Base.lproj`), and merged
    /// after the Swift; `X.init()` is read as `X()`.
    @Test func stringsFilesInTheTreeAreMergedAfterTheSwift() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString)")
        for folder in ["App", "App/fr.lproj", "App/Base.lproj"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try """
        struct S: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: OpenIntent.init(), phrases: ["Open \\(.applicationName)"])
            }
        }
        """.write(to: root.appendingPathComponent("App/S.swift"), atomically: true, encoding: .utf8)
        let strings = #""Open ${applicationName}" = "Ouvre ${applicationName}";"#
        for folder in ["App/fr.lproj", "App/Base.lproj"] {
            try strings.write(
                to: root.appendingPathComponent("\(folder)/AppShortcuts.strings"), atomically: true, encoding: .utf8)
        }
        let found = try ImportSourceTree.sources(in: root.path)
        #expect(found.map(\.format) == [.swift, .strings])
        #expect(found.last?.path.hasSuffix("App/fr.lproj/AppShortcuts.strings") == true)
        let result = try Self.importTree(root.path, options: ImportOptions(appName: "Tiles"))
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.registry.shortcuts.map(\.intent) == ["OpenIntent"])
        #expect(result.registry.translations.map(\.locale) == ["fr"])
        #expect(
            result.registry.translations.first?.phrases(for: "Open ${applicationName}") == ["Ouvre ${applicationName}"])
    }

    /// The sample app imports fully with one call, and its registry lints clean under `--strict`.
    @Test func theSampleAppImportsFullyAndLintsClean() throws {
        let result = try Self.importTree(try Self.sampleRoot(), options: ImportOptions(appName: "Metrona"))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let registry = result.registry
        #expect(
            registry.shortcuts.map(\.intent) == [
                "StartPracticeIntent", "SetTempoIntent", "OpenSongIntent", "StopPracticeIntent",
            ])
        #expect(registry.shortcuts[0].shortTitle == "Start Practice")
        #expect(registry.shortcuts[1].shortTitle == "Set Tempo")
        #expect(registry.shortcuts[3].shortTitle == "Stop Practice", "defaultValue: is the text, not the key")
        #expect(registry.shortcuts[1].phrases[1] == "Switch ${applicationName} to ${preset}")
        #expect(registry.negativePhrases == ["Buy a metronome on ${applicationName}"])
        let instrument = try #require(registry.type(named: "Instrument"))
        #expect(instrument.values.map(\.identifier) == ["piano", "violin", "acoustic-guitar"])
        #expect(instrument.values.map(\.title) == ["Piano", "Violin", "Acoustic Guitar"])
        #expect(instrument.values[2].synonyms == ["guitar", "six string"])
        let tempo = try #require(registry.type(named: "TempoPreset"))
        #expect(tempo.title == "Tempo")
        #expect(tempo.values.map(\.title) == ["Largo", "Andante", "Allegro", "Presto"])
        #expect(tempo.values[1].synonyms == ["walking pace"])
        let song = try #require(registry.type(named: "SongEntity"))
        #expect(song.kind == .entity && song.values.isEmpty && song.title == "Song")
        #expect(registry.intent(named: "SetTempoIntent")?.parameter(named: "preset")?.prompt == "Which tempo?")
        #expect(registry.intent(named: "StartPracticeIntent")?.parameter(named: "instrument")?.isRequired == false)
        #expect(registry.intent(named: "StopPracticeIntent")?.title == "Stop Practice")
        #expect(registry.translations.map(\.locale) == ["de"])
        #expect(
            registry.translations[0].phrases(for: "Open ${song} in ${applicationName}") == [
                "Öffne ${song} in ${applicationName}"
            ])
        // Two #if DEBUG branches and one #else are reported; the entity's missing values are a warning.
        #expect(result.notes.filter { $0.kind == .skippedBranch }.count == 3)
        let entityNote = try #require(result.notes.first { $0.place == "types.SongEntity" })
        #expect(entityNote.message.contains("EntityQuery"))
        let findings = Linter(isStrict: true).lint(registry)
        #expect(!findings.hasErrors && !findings.hasWarnings, "\(findings.map(\.message))")
    }

    @Test func aDefinedFlagTakesTheDebugBranches() throws {
        let result = try Self.importTree(
            try Self.sampleRoot(), options: ImportOptions(appName: "Metrona", defines: ["DEBUG"]))
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.registry.shortcuts.map(\.intent).last == "ResetProgressIntent")
        #expect(result.registry.intent(named: "ResetProgressIntent")?.title == "Reset Progress")
    }

    /// A provider in one file, its intent in a second and the intent's enum in a third, in either order.
    @Test func declarationsResolveAcrossFiles() throws {
        let provider = (
            "Provider.swift",
            """
            struct TileShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: LaunchAppIntent(), phrases: ["Open \\(\\.$target) in \\(.applicationName)"])
                }
            }
            """
        )
        let intent = (
            "LaunchAppIntent.swift",
            """
            struct LaunchAppIntent: AppIntent {
                static var title: LocalizedStringResource = "Launch"
                @Parameter(title: "Target") var target: LaunchAppEnum
            }
            """
        )
        let appEnum = (
            "LaunchAppEnum.swift",
            """
            enum LaunchAppEnum: String, AppEnum {
                case home, settings
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
                static var caseDisplayRepresentations: [LaunchAppEnum: DisplayRepresentation] = [
                    LaunchAppEnum.home: "Home", LaunchAppEnum.settings: "Settings",
                ]
            }
            """
        )
        // The enum's representations in an extension without the conformance, read before the enum itself.
        let split = [
            (
                "LaunchAppEnum+Display.swift",
                """
                extension LaunchAppEnum {
                    static var caseDisplayRepresentations: [LaunchAppEnum: DisplayRepresentation] {
                        [.home: "Home", .settings: DisplayRepresentation(title: "Settings")]
                    }
                }
                """
            ),
            ("LaunchAppEnum.swift", "enum LaunchAppEnum: String, AppEnum { case home, settings }"),
        ]
        for files in [[provider, intent, appEnum], [appEnum, intent, provider], split + [intent, provider]] {
            let result = try swift(files)
            #expect(result.problems.isEmpty, "\(result.problems)")
            #expect(result.registry.shortcuts.first?.phrases == ["Open ${target} in ${applicationName}"])
            #expect(result.registry.type(named: "LaunchAppEnum")?.values.map(\.title) == ["Home", "Settings"])
            #expect(result.registry.intent(named: "LaunchAppIntent")?.title == "Launch")
        }
        // Without the enum's file, the phrase is a problem that names the type and the fix.
        let missing = try swift([provider, intent])
        #expect(missing.registry.shortcuts.isEmpty)
        let problem = try #require(missing.problems.first)
        #expect(problem.message.contains("LaunchAppIntent.target is a LaunchAppEnum, which no imported file declares"))
        #expect(problem.file == "Provider.swift" && problem.location?.line == 3)
    }

    /// Every spelling of an `AppEnum` case's representation gives the title people say.
    @Test(arguments: [
        (#".red: "Crimson""#, "Crimson", [String]()),
        (#".red: DisplayRepresentation("Crimson")"#, "Crimson", []),
        (#".red: DisplayRepresentation(stringLiteral: "Crimson")"#, "Crimson", []),
        (#".red: DisplayRepresentation(title: "Crimson", synonyms: ["scarlet"])"#, "Crimson", ["scarlet"]),
        (#".red: .init(title: "Crimson", subtitle: "a red", image: .init(systemName: "circle"))"#, "Crimson", []),
        (
            #"Paint.red: DisplayRepresentation(title: LocalizedStringResource("Crimson", table: "Paint"))"#, "Crimson",
            []
        ),
        (#"Self.red: LocalizedStringResource("paint.red", defaultValue: "Crimson", comment: "…")"#, "Crimson", []),
        (
            #".red: DisplayRepresentation(title: "Crimson", synonyms: [LocalizedStringResource("scarlet", comment: "c")])"#,
            "Crimson", ["scarlet"]
        ),
    ])
    func enumCaseRepresentations(entry: String, title: String, synonyms: [String]) throws {
        let source = """
            enum Paint: String, AppEnum {
                static var caseDisplayRepresentations: [Paint: DisplayRepresentation] = [\(entry)]
                case red
            }
            struct PaintIntent: AppIntent { @Parameter(title: "Paint") var paint: Paint }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: PaintIntent(), phrases: ["Paint it \\(\\.$paint) with \\(.applicationName)"])
                }
            }
            """
        let result = try swift([("Paint.swift", source)])
        #expect(result.problems.isEmpty, "\(result.problems)")
        let value = try #require(result.registry.type(named: "Paint")?.values.first)
        #expect(value.identifier == "red")
        #expect(value.title == title)
        #expect(value.synonyms == synonyms)
    }

    /// A representation whose key is no case is reported, with the case it probably meant.
    @Test func aRepresentationOfNoCaseIsAProblem() throws {
        let source = """
            enum Paint: String, AppEnum {
                case red
                static var caseDisplayRepresentations: [Paint: DisplayRepresentation] = [.redd: "Crimson"]
            }
            struct PaintIntent: AppIntent { @Parameter(title: "Paint") var paint: Paint }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: PaintIntent(), phrases: ["Paint it \\(\\.$paint) with \\(.applicationName)"])
                }
            }
            """
        let result = try swift([("Paint.swift", source)])
        let problem = try #require(result.problems.first)
        #expect(
            problem.message
                == "Paint.caseDisplayRepresentations names .redd, which is not a case of Paint; did you mean .red?")
        #expect(problem.location == SourceLocation(line: 3, column: 79))
        #expect(result.registry.type(named: "Paint")?.values.first?.title == "red")
    }

    /// Titles in every `LocalizedStringResource` spelling; the long spelling of the app name token.
    @Test func localizedTitlesAndTheLongAppNameToken() throws {
        let source = """
            struct PlayIntent: AppIntent {
                static var title: LocalizedStringResource { LocalizedStringResource("Play Music", comment: "…") }
            }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: PlayIntent(),
                        phrases: ["Play \\(AppShortcutPhraseToken.applicationName)", "Resume \\( .applicationName )"],
                        shortTitle: LocalizedStringResource("Play/Pause", comment: "A toggle"),
                        systemImageName: "playpause")
                }
            }
            """
        let result = try swift([("S.swift", source)])
        #expect(result.problems.isEmpty, "\(result.problems)")
        let shortcut = try #require(result.registry.shortcuts.first)
        #expect(shortcut.phrases == ["Play ${applicationName}", "Resume ${applicationName}"])
        #expect(shortcut.shortTitle == "Play/Pause")
        #expect(result.registry.intent(named: "PlayIntent")?.title == "Play Music")
    }

    /// `#if` conditions under the documented defaults, and with flags defined.
    @Test(arguments: [
        // (condition, defined flags separated by commas, whether the #if branch is taken)
        ("os(iOS)", "", true),
        ("os(macOS)", "", false),
        ("!os(watchOS)", "", true),
        ("DEBUG", "", false),
        ("DEBUG", "DEBUG", true),
        ("os(iOS) && !DEBUG", "", true),
        ("os(macOS) || targetEnvironment(simulator)", "", false),
        ("canImport(UIKit) && swift(>=5.9)", "", true),
        ("(BETA || DEBUG) && os(iOS)", "BETA", true),
        ("false", "", false),
    ])
    func conditionalCompilation(condition: String, flags: String, isTaken: Bool) throws {
        let defines = Set(flags.split(separator: ",").map(String.init))
        let source = """
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    #if \(condition)
                    AppShortcut(intent: TakenIntent(), phrases: ["Taken \\(.applicationName)"])
                    #elseif os(iOS)
                    AppShortcut(intent: ElseIfIntent(), phrases: ["Else if \\(.applicationName)"])
                    #else
                    AppShortcut(intent: ElseIntent(), phrases: ["Else \\(.applicationName)"])
                    #endif
                }
            }
            """
        let result = try swift([("S.swift", source)], defines: defines)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.registry.shortcuts.map(\.intent) == [isTaken ? "TakenIntent" : "ElseIfIntent"])
        let skipped = result.notes.filter { $0.kind == .skippedBranch }
        #expect(skipped.count == 2, "\(skipped)")
        #expect(skipped.allSatisfy { $0.place.hasPrefix("S.swift:") })
        let expected =
            isTaken
            ? ["an earlier branch was taken", "an earlier branch was taken"]
            : ["\(condition) is false", "an earlier branch was taken"]
        #expect(
            skipped.map { $0.message.contains(expected[skipped.firstIndex(of: $0)!]) } == [true, true], "\(skipped)")
    }

    @Test func unbalancedDirectivesAreProblems() throws {
        let source = """
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    #if os(iOS)
                    AppShortcut(intent: OpenIntent(), phrases: ["Open \\(.applicationName)"])
                }
            }
            """
        let result = try swift([("S.swift", source)])
        #expect(result.problems.map(\.message) == ["#if is never closed; add #endif"])
        #expect(result.problems.first?.location?.line == 3)
        let deep = String(repeating: "(", count: 10_000) + "DEBUG" + String(repeating: ")", count: 10_000)
        let closed = source.replacingOccurrences(of: "os(iOS)", with: deep).replacingOccurrences(
            of: "])\n", with: "])\n#endif\n")
        let hostile = try swift([("S.swift", closed)])
        #expect(hostile.problems.map(\.message) == ["this #if condition nests too deeply to read"])
    }

    /// An `AppEntity` parameter becomes an entity type without values, with a warning saying where its
    /// values must come from; a registry that lists them supplies them.
    @Test func entityParametersBecomeEntityTypes() throws {
        let source = """
            struct Album: AppEntity {
                static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Album")
                var id: String
            }
            struct PlayAlbumIntent: AppIntent { @Parameter(title: "Album") var album: Album }
            struct S: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: PlayAlbumIntent(), phrases: ["Play \\(\\.$album) in \\(.applicationName)"])
                }
            }
            """
        let result = try swift([("S.swift", source)])
        #expect(result.problems.isEmpty)
        #expect(
            result.registry.type(named: "Album")
                == ParameterTypeDefinition(name: "Album", kind: .entity, title: "Album", values: []))
        #expect(result.notes.contains { $0.place == "types.Album" && $0.message.contains("types.Album.values") })
        var base = result.registry
        base.types = [
            ParameterTypeDefinition(
                name: "Album", kind: .entity, title: "Album",
                values: [ParameterValueDefinition(identifier: "a1", title: "Blue Train")])
        ]
        let merged = try swift([("S.swift", source)], base: base)
        #expect(merged.registry.type(named: "Album")?.values.map(\.title) == ["Blue Train"])
        #expect(!merged.notes.contains { $0.place == "types.Album" })
        let matcher = try Matcher(registry: merged.registry)
        #expect(matcher.match("play blue train in tiles").match?.intent == "PlayAlbumIntent")
    }

    /// Declarations and brackets nested 20,000 deep are read in one pass (brackets are paired once), and
    /// an enum declared over and over does not copy its cases each time.
    @Test func deeplyNestedDeclarationsAreRead() throws {
        let depth = 20_000
        let source =
            String(repeating: "enum E: String, AppEnum { case a\n", count: depth)
            + String(repeating: "}\n", count: depth)
                + """
                struct S: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: O(), phrases: ["Open \\(.applicationName)", \(String(repeating: "(", count: depth))x\(String(repeating: ")", count: depth))])
                    }
                }
                """
        let result = try swift([("Nested.swift", source)])
        #expect(result.registry.shortcuts.first?.phrases == ["Open ${applicationName}"])
        #expect(result.problems.map(\.location?.line) == [depth * 2 + 3])
    }

    /// A generated file with more phrases than any app has is refused before resolving it.
    @Test func tooManyPhrasesAreRefused() throws {
        let shortcut = #"AppShortcut(intent: O(), phrases: ["Open \(.applicationName)"])"#
        let source =
            "struct S: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { "
            + String(repeating: shortcut + "\n", count: SwiftProviderImporter.maximumPhrases + 1) + "} }"
        let error = try #require(throws: FormatError.self) { try swift([("Many.swift", source)]) }
        #expect(error.message.hasPrefix("\(SwiftProviderImporter.maximumPhrases + 1) phrases, more than"))
    }

    /// Strings nested 100,000 deep through interpolations are a problem with a place, not a crash.
    @Test func deeplyNestedInterpolationsAreAProblem() throws {
        let depth = 100_000
        let phrase = String(repeating: #""\("#, count: depth) + String(repeating: #")""#, count: depth)
        let source =
            "struct S: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { AppShortcut(intent: O(), phrases: [\(phrase)]) } }"
        let error = try #require(throws: FormatError.self) { try swift([("Deep.swift", source)]) }
        #expect(
            error.message.contains("nested more than \(SwiftTokenizer.maximumStringDepth) deep"), "\(error.message)")
        #expect(error.location?.line == 1)
    }
}
