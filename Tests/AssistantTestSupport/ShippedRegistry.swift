import Foundation
import ShortcutKit

/// The worked example at the package root, `shortcuts.json`, which the assistant tests speak to.
public enum ShippedRegistry {
    /// The package root, found from this file's place in `Tests/AssistantTestSupport/`.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    public static var path: String { packageRoot.appendingPathComponent("shortcuts.json").path }

    public static func matcher() throws -> Matcher {
        try Matcher(registry: Registry(contentsOf: URL(fileURLWithPath: path)))
    }
}
