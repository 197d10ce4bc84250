import Foundation
import ShortcutKit

/// The `--registry` option every command takes, and how it finds the file.
struct RegistryOptions: ParsableOptions {
    var path: String?

    static let declarations: [OptionDeclaration<Self>] = [
        .option(
            \.path, "registry", "path", help: "The registry file. Default: $SHORTCUTS_REGISTRY, else ./shortcuts.json.")
    ]

    /// The path named by `--registry`, else `$SHORTCUTS_REGISTRY`, else `shortcuts.json`.
    func path(_ console: Console) -> String {
        if let path { return path }
        if let path = console.environment["SHORTCUTS_REGISTRY"], !path.isEmpty { return path }
        return "shortcuts.json"
    }

    /// Whether the registry was named, by `--registry` or `$SHORTCUTS_REGISTRY`, rather than defaulted.
    func isNamed(_ console: Console) -> Bool {
        path != nil || console.environment["SHORTCUTS_REGISTRY"].map { !$0.isEmpty } == true
    }

    /// Loads the registry.
    func load(_ console: Console) throws(CommandError) -> Registry {
        let path = path(console)
        do {
            return try Registry(contentsOf: URL(fileURLWithPath: path), sourcePath: path)
        } catch {
            throw .registry(error)
        }
    }

    /// Loads the registry and the FNV-1a of its file's bytes (in hexadecimal), read once, so that the
    /// hash is of what was loaded even while the file is being replaced.
    func loadHashed(_ console: Console) throws(CommandError) -> (registry: Registry, contentHash: String) {
        let path = path(console)
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            // Unreadable: loading says why, in the words every command uses.
            return (try load(console), "")
        }
        do {
            let registry = try Registry(jsonData: data, sourcePath: path)
            return (registry, String(FNV1a.hash(data), radix: 16))
        } catch {
            throw .registry(error)
        }
    }

    /// Loads and compiles the registry, in `locale` when one is given.
    func matcher(_ console: Console, locale: String? = nil) throws(CommandError) -> Matcher {
        var registry = try load(console)
        do {
            if let locale { registry = try registry.localized(to: locale) }
            let matcher = try Matcher(registry: registry)
            // Both live as long as the console: for the process, until exit (`LoadedMatchers`).
            console.loadedMatchers.keep(matcher, compiledFrom: registry)
            return matcher
        } catch {
            throw .registry(error)
        }
    }
}
