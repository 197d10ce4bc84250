import Foundation
import Testing

@testable import ShortcutKit

/// `app.shortcutTileColor`: read, written back, checked against Apple's colours with its place.
@Suite struct ShortcutTileColorTests {
    private static func registry(color: String) -> String {
        """
        {"version": 1, "app": {"name": "Taskly", "shortcutTileColor": "\(color)"},
         "intents": [{"name": "OpenIntent", "title": "Open"}],
         "shortcuts": [{"intent": "OpenIntent", "phrases": ["Open ${applicationName}"]}]}
        """
    }

    @Test func aColourIsReadAndWrittenBack() throws {
        let registry = try Registry(jsonText: Self.registry(color: "lightBlue"))
        #expect(registry.app.shortcutTileColor == "lightBlue")
        #expect(try Registry(jsonText: registry.json().prettyText).app.shortcutTileColor == "lightBlue")
        #expect(
            try Registry(
                jsonText: Self.registry(color: "navy").replacingOccurrences(
                    of: #", "shortcutTileColor": "navy""#, with: "")
            ).app.shortcutTileColor == nil)
    }

    @Test func anUnknownColourIsAnErrorWithItsPlaceAndASuggestion() throws {
        let error = try #require(throws: RegistryError.self) { try Registry(jsonText: Self.registry(color: "navi")) }
        #expect(error.description.contains("app.shortcutTileColor"))
        #expect(error.description.contains("unknown shortcutTileColor \"navi\"; did you mean \"navy\"?"))
    }

    /// The schema editors use lists exactly the loader's colours.
    @Test func theSchemaListsTheSameColours() throws {
        let url = repositoryRoot.appendingPathComponent("shortcuts.schema.json")
        let (schema, _) = try JSONParser.parse(Array(try Data(contentsOf: url)))
        let names = schema["properties"]?["app"]?["properties"]?["shortcutTileColor"]?["enum"]?.arrayValue
        #expect(names?.compactMap(\.stringValue) == ShortcutTileColor.allNames)
    }
}
