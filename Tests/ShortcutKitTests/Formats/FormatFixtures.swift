import Foundation
import Testing

@testable import ShortcutKit

/// The fixture files of the format tests, read from the test bundle.
enum FormatFixtures {
    static func url(_ name: String) throws -> URL {
        let resource = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        return try #require(
            Bundle.module.url(forResource: resource, withExtension: ext, subdirectory: "Fixtures"),
            "fixture \(name) is missing from Tests/ShortcutKitTests/Fixtures")
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }

    /// The registry most format tests start from: every parameter kind, translations in two locales.
    static func registry() throws -> Registry {
        try Registry(contentsOf: url("formats-registry.json"), sourcePath: "formats-registry.json")
    }

    /// The fixture without its translations: what an import of translations starts from.
    static func registryWithoutTranslations() throws -> Registry {
        var registry = try registry()
        registry.translations = []
        return registry
    }
}
