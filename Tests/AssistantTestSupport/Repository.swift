import Foundation

/// Where the test targets find the repository's files, from this file's place in it.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The path of the shipped VillagePay registry, `shortcuts.json`.
    public static let shippedRegistry = root.appendingPathComponent("shortcuts.json").path

    /// The executable `name` that `swift build` put beside the test bundle (or under `.build/`); nil before
    /// a build. The end-to-end tests run the products as a user would.
    public static func builtProduct(_ name: String) -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        for configuration in ["debug", "release"] {
            let candidate = root.appendingPathComponent(".build/\(configuration)/\(name)")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The build's module folder (`.build/debug/Modules`), found beside the test bundle; nil before a build.
    /// The public-API test reads ShortcutKit's interface there, the documentation test type-checks against it.
    public static let builtModules: URL? = {
        var directory = Bundle.main.bundleURL
        var candidates: [URL] = []
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("Modules"))
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(root.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("ShortcutKit.swiftmodule").path)
        }
    }()
}
