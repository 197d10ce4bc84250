import Foundation

/// Where the test targets find the repository's files, from this file's place in it.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The path of the shipped VillagePay registry, `shortcuts.json`.
    public static let shippedRegistry = root.appendingPathComponent("shortcuts.json").path
}
