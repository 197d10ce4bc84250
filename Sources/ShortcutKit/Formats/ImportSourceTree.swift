import Foundation

/// The files of an app's source folder that `shortcuts import` reads: every `*.swift` file, the
/// `AppShortcuts.xcstrings` catalogs and the `<locale>.lproj/AppShortcuts.strings` files.
///
/// Folders that hold no app source are skipped: build output (`.build`, `DerivedData`), dependencies
/// (`Pods`, `Carthage`, `checkouts`), hidden folders such as `.git`, and tests (`Tests`, `MyAppTests`,
/// `MyAppUITests`), whose fixtures would otherwise be imported as the app's shortcuts.
package enum ImportSourceTree {
    /// Folders skipped by name.
    package static let skippedFolders: Set<String> = ["Pods", "DerivedData", "Carthage", "checkouts", "node_modules"]

    /// More files than an app's source has; a walk that finds more was pointed at the wrong folder.
    package static let maximumFiles = 20_000

    /// Whether a folder of that name is left out of an import.
    package static func isSkipped(folder name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name) || name.lowercased() == "tests" || name.hasSuffix("Tests")
    }

    /// The files to import under a folder, sorted by path so that an import is the same on every machine.
    ///
    /// - Throws: `FormatError` when the folder holds more than `maximumFiles` files to import.
    package static func sources(in directory: String) throws(FormatError) -> [(path: String, format: PhraseFormat)] {
        let root = URL(fileURLWithPath: directory)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [])
        else { return [] }
        var found: [(path: String, format: PhraseFormat)] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let url = enumerator.nextObject() as? URL {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if isSkipped(folder: name) { enumerator.skipDescendants() }
                continue
            }
            let relative = url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : name
            let path = prefix + relative
            if name.hasSuffix(".swift") {
                found.append((path, .swift))
            } else if name == "AppShortcuts.xcstrings" {
                found.append((path, .xcstrings))
            } else if name == "AppShortcuts.strings", Registry.stringsLocale(of: path) != nil {
                found.append((path, .strings))
            }
            if found.count > maximumFiles {
                throw FormatError(
                    file: directory,
                    message:
                        "more than \(maximumFiles) files to import; point import at the app's source folder, not at a whole disk"
                )
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
