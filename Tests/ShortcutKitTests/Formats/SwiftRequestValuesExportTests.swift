import Foundation
import Testing

@testable import ShortcutKit

/// The Swift export of request-value types and "Which one?" questions: an `AppEntity` with a query stub for
/// each entity type whose values each request brings, and a `requestDisambiguation` method for each
/// parameter of such a type or of a type with its own question; all type-checked against the stand-in.
@Suite struct SwiftRequestValuesExportTests {
    static let types = """
        {
          "Payee": {"kind": "entity", "title": "Payee", "requestValues": "add",
                    "disambiguation": "Which ${heard} do you mean, ${choices}? Say \\"the first\\" or \\"the second\\".",
                    "values": [{"id": "p-jonas", "title": "Jonas Weber"}, {"id": "p-amara", "title": "Amara"}]},
          "Room": {"kind": "enum", "title": "Room", "requestValues": "replace",
                   "cases": [{"value": "kitchen"}, {"value": "hall"}]},
          "Color": {"kind": "enum", "title": "Color", "cases": [{"value": "red"}, {"value": "blue"}]},
          "Shop": {"kind": "entity", "title": "Shop", "disambiguation": "Which shop: ${choices}?",
                   "values": [{"id": "s-1", "title": "Corner Shop"}]},
          "Album": {"kind": "entity", "title": "Album", "values": [{"id": "a-1", "title": "Blue"}]}
        }
        """

    static func registry() throws -> Registry {
        try makeRegistry(
            types: types,
            intents: """
                [{"name": "PayIntent", "parameters": [
                    {"name": "payee", "type": "Payee", "title": "Payee"},
                    {"name": "amount", "type": "currency", "title": "Amount"}]},
                 {"name": "LightIntent", "parameters": [
                    {"name": "room", "type": "Room", "title": "Room"},
                    {"name": "color", "type": "Color", "title": "Color"},
                    {"name": "shop", "type": "Shop", "title": "Shop"}]},
                 {"name": "PlayIntent", "parameters": [{"name": "album", "type": "Album", "title": "Album"}]}]
                """,
            shortcuts: """
                [{"intent": "PayIntent", "phrases": ["Pay ${payee} with ${applicationName}"]},
                 {"intent": "LightIntent", "phrases": ["Light the ${room} with ${applicationName}"]},
                 {"intent": "PlayIntent", "phrases": ["Play ${album} in ${applicationName}"]}]
                """)
    }

    @Test func aRequestValueEntityTypeBecomesAnAppEntityWithAQueryStub() throws {
        let text = try Self.registry().export(as: .swift, options: ExportOptions(includesTypes: true)).text
        #expect(
            text.contains(
                """
                struct Payee: AppEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Payee" }
                    static var defaultQuery: PayeeQuery { PayeeQuery() }

                    var id: String
                    var title: String

                    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(title)") }
                }

                struct PayeeQuery: EntityQuery {
                    func entities(for identifiers: [Payee.ID]) async throws -> [Payee] {
                        // TODO: Return the values with these ids from the app's own store: each request brings its own
                        // Payee values, so the registry lists only examples. Call
                        // VillagePayShortcuts.updateAppShortcutParameters() when they change, so that Siri learns them.
                        []
                    }

                    func suggestedEntities() async throws -> [Payee] {
                        // TODO: Return the values to offer first, from the app's own store.
                        []
                    }
                }

                struct VillagePayShortcuts: AppShortcutsProvider {
                """), "\(text)")
        // An entity type without request values is the app's own code; an enum with them is an AppEnum as before.
        #expect(!text.contains("struct Album"))
        #expect(!text.contains("struct Shop"))
        #expect(text.contains("enum Room: String, AppEnum {"))
        // The phrase naming the request-value parameter is exported as before.
        #expect(text.contains(#""Pay \(\.$payee) with \(.applicationName)","#))
        // Without types, no entity either.
        #expect(!(try Self.registry().export(as: .swift).text.contains("struct Payee")))
    }

    /// Which parameters get a method, and the question it asks (escaped, its placeholders interpolated).
    static let questions: [(method: String, expected: String?)] = [
        (
            "requestPayeeDisambiguation",
            #"try await $payee.requestDisambiguation(among: candidates, dialog: "Which \(heard) do you mean, \(choices)? Say \"the first\" or \"the second\".")"#
        ),
        (
            "requestRoomDisambiguation",
            #"try await $room.requestDisambiguation(among: candidates, dialog: "Which \(heard): \(choices)?")"#
        ),
        (
            "requestShopDisambiguation",
            #"try await $shop.requestDisambiguation(among: candidates, dialog: "Which shop: \(choices)?")"#
        ),
        ("requestColorDisambiguation", nil),
        ("requestAlbumDisambiguation", nil),
        ("requestAmountDisambiguation", nil),
    ]

    @Test(arguments: questions)
    func aParameterOfARequestValueTypeOrWithAQuestionGetsADisambiguationMethod(method: String, expected: String?)
        throws
    {
        let text = try Self.registry().export(as: .swift).text
        #expect(text.contains("func \(method)(") == (expected != nil))
        if let expected { #expect(text.contains("        " + expected + "\n"), "\(text)") }
    }

    @Test func theDisambiguationExtensionGroupsAnIntentsParameters() throws {
        let text = try Self.registry().export(as: .swift).text
        #expect(
            text.contains(
                """
                extension LightIntent {
                    /// Asks which Room was meant when what was said (`heard`) names several (`candidates`), with
                    /// the registry's question; `choices` is their titles as Siri should say them. Returns the one picked.
                    func requestRoomDisambiguation(
                        among candidates: [Room], heard: String, choices: String
                    ) async throws -> Room {
                        try await $room.requestDisambiguation(among: candidates, dialog: "Which \\(heard): \\(choices)?")
                    }

                    /// Asks which Shop was meant when what was said (`heard`) names several (`candidates`), with
                """), "\(text)")
        #expect(text.components(separatedBy: "extension LightIntent {").count == 2)
    }

    /// With and without types the export type-checks against the stand-in; a method whose candidates are of
    /// the wrong type, or an entity without its query, does not.
    @Test func theExportTypeChecksAndTheCheckCanFail() throws {
        let registry = try Self.registry()
        let checker = try SwiftTypeChecker()
        let withTypes = try registry.export(as: .swift, options: ExportOptions(includesTypes: true)).text
        let app = SwiftTypeChecker.appDeclarations(for: registry, includingEnums: false)
        let typed = try checker.typecheck(["Shortcuts.swift": withTypes, "App.swift": app])
        #expect(typed.status == 0, "\(typed.output)\n\(withTypes)")
        let plain = try registry.export(as: .swift).text
        let appWithTypes = SwiftTypeChecker.appDeclarations(for: registry, includingEnums: true)
        let untyped = try checker.typecheck(["Shortcuts.swift": plain, "App.swift": appWithTypes])
        #expect(untyped.status == 0, "\(untyped.output)\n\(plain)")
        for (original, broken) in [
            ("among candidates: [Payee]", "among candidates: [Room]"),
            ("    static var defaultQuery: PayeeQuery { PayeeQuery() }\n", ""),
            ("[Payee.ID]) async throws -> [Payee]", "[Payee.ID]) async throws -> [Room]"),
        ] {
            #expect(withTypes.contains(original))
            let result = try checker.typecheck([
                "Shortcuts.swift": withTypes.replacingOccurrences(of: original, with: broken), "App.swift": app,
            ])
            #expect(result.status != 0, "\(broken)")
            #expect(!result.output.contains("App.swift:"), "\(result.output)")
        }
    }

    /// Into the app's own provider file nothing but shortcuts is written: the entity and the methods are
    /// each said to be left out.
    @Test func theSpliceWritesNoEntityOrMethodAndSaysSo() throws {
        let registry = try Self.registry()
        let current = try registry.export(as: .swift).text
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        let output = try registry.export(as: .swift, options: ExportOptions(includesTypes: true, currentText: current))
        #expect(!output.text.contains("struct Payee"))
        let lossy = output.notes.filter { $0.kind == .lossy }
        #expect(
            lossy.map(\.place) == [
                "types", "types.Payee", "intents.PayIntent.payee", "intents.LightIntent.room",
                "intents.LightIntent.shop",
            ])
        #expect(
            lossy[1].message
                == "no AppEntity was written for Payee: the file is the app's own provider, and its entities are the app's code; export to a file of its own to get the entity and its query"
        )
        #expect(
            lossy[2].message.hasPrefix("no requestPayeeDisambiguation(among:heard:choices:) was written for PayIntent"))
        #expect(lossy[2].message.contains("call $payee.requestDisambiguation(among:dialog:) in its perform()"))
        // Without types only the methods are said to be left out.
        let plain = try registry.export(as: .swift, options: ExportOptions(currentText: current))
        #expect(plain.notes.filter { $0.kind == .lossy }.count == 3)
    }

    /// A parameter the request's context fills has no App Intents equivalent: the export says so in a note
    /// and writes the phrases as before.
    @Test func aContextParameterIsNotedAsTheAppsToFill() throws {
        var registry = try Self.registry()
        registry.intents[1].parameters[0].context = "area"
        let expected = FormatNote(
            kind: .lossy, place: "intents.LightIntent.parameters.room.context",
            message:
                "LightIntent.room is filled from the request's context \"area\" on the server; App Intents has no "
                + "request context, so fill it in the intent's perform() when the phrase did not say it")
        let whole = try registry.export(as: .swift, options: ExportOptions())
        #expect(whole.notes.contains(expected))
        #expect(whole.text.contains(#""Light the \(\.$room) with \(.applicationName)""#))
        #expect(try Self.registry().export(as: .swift, options: ExportOptions()).notes.contains(expected) == false)
    }

    @Test func aQueryNameTakenByAnotherTypeIsAnError() throws {
        var registry = try Self.registry()
        registry.types.append(
            ParameterTypeDefinition(
                name: "PayeeQuery", kind: .enum, title: "Payee Query",
                values: [ParameterValueDefinition(identifier: "x", title: "x")]))
        let error = try #require(throws: FormatError.self) {
            try registry.export(as: .swift, options: ExportOptions(includesTypes: true))
        }
        #expect(error.path == "types.PayeeQuery")
        #expect(error.message.contains("rename one of them"))
    }
}
