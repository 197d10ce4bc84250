import Foundation
import ShortcutKit

/// The `--registry` option every command shares, and how it finds the file.
enum RegistryOption {
    static let option = Command.Option.value(
        "registry", "path", help: "The registry file. Default: $SHORTCUTS_REGISTRY, else ./shortcuts.json.")

    /// The path named by `--registry`, else `$SHORTCUTS_REGISTRY`, else `shortcuts.json`.
    static func path(_ arguments: ParsedArguments, console: Console) -> String {
        if let path = arguments.value("registry") { return path }
        if let path = console.environment["SHORTCUTS_REGISTRY"], !path.isEmpty { return path }
        return "shortcuts.json"
    }

    /// Loads the registry, or reports why it cannot on stderr and returns `nil` (exit status 2).
    static func load(_ arguments: ParsedArguments, console: Console) -> Registry? {
        let path = path(arguments, console: console)
        do {
            return try Registry(contentsOf: URL(fileURLWithPath: path), sourcePath: path)
        } catch {
            console.writeError("error: \(error.description)\n")
            return nil
        }
    }

    /// Loads and compiles the registry, or reports why it cannot on stderr and returns `nil` (exit status 2).
    static func matcher(_ arguments: ParsedArguments, console: Console) -> Matcher? {
        guard let registry = load(arguments, console: console) else { return nil }
        do {
            return try Matcher(registry: registry)
        } catch {
            console.writeError("error: \(error.description)\n")
            return nil
        }
    }
}
