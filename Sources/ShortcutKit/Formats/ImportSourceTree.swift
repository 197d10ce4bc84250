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

    /// A file or folder of the tree that is not read, and why: `cannot read the folder (permission denied)`,
    /// `a socket, not a regular file`.
    package struct Skipped: Equatable, Sendable {
        package var path: String
        package var reason: String
    }

    /// The files to import under a folder, sorted by path so that an import is the same on every machine.
    ///
    /// - Throws: `FormatError` when the folder holds more than `maximumFiles` files to import.
    package static func sources(in directory: String) throws(FormatError) -> [(path: String, format: PhraseFormat)] {
        try listing(of: directory).files
    }

    /// The files to import under a folder, sorted by path, and what was passed over with a reason.
    ///
    /// Only names that would be imported are looked at closely. A folder that cannot be listed, a file
    /// that is a FIFO, socket or device, and a symbolic link that points nowhere are skipped and listed in
    /// `skipped`, so that one odd entry never costs the whole import. A symbolic link to a file is read as
    /// the file; one to a folder is not followed (as `git` and `rg` do), so a link loop cannot make the walk
    /// endless and no folder is read twice.
    ///
    /// - Throws: `FormatError` when the folder holds more than `maximumFiles` files to import.
    package static func listing(of directory: String) throws(FormatError) -> (
        files: [(path: String, format: PhraseFormat)], skipped: [Skipped]
    ) {
        var files: [(path: String, format: PhraseFormat)] = []
        var skipped: [Skipped] = []
        var folders = [directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory]
        while let folder = folders.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                skipped.append(Skipped(path: folder, reason: "cannot read the folder (\(reason(for: error)))"))
                continue
            }
            for name in names.sorted() {
                let path = folder + "/" + name
                let kind = EntryKind(path)
                if kind == .folder, !isSkipped(folder: name) { folders.append(path) }
                guard kind != .folder, kind != .linkToFolder, let format = format(ofFileNamed: name, at: path) else {
                    continue
                }
                switch kind {
                case .danglingLink:
                    skipped.append(
                        Skipped(path: path, reason: "a symbolic link to nothing, or a link loop"))
                case .special(let what):
                    skipped.append(Skipped(path: path, reason: "\(what), not a regular file"))
                case .file, .folder, .linkToFolder:
                    files.append((path, format))
                }
                if files.count > maximumFiles {
                    throw FormatError(
                        file: directory,
                        message:
                            "more than \(maximumFiles) files to import; point import at the app's source folder, not at a whole disk"
                    )
                }
            }
        }
        return (files.sorted { $0.path < $1.path }, skipped.sorted { $0.path < $1.path })
    }

    /// The format a file of the tree is imported as, from its name; `nil` for a file not imported.
    private static func format(ofFileNamed name: String, at path: String) -> PhraseFormat? {
        if name.hasSuffix(".swift") { return .swift }
        if name == "AppShortcuts.xcstrings" { return .xcstrings }
        if name == "AppShortcuts.strings", Registry.stringsLocale(of: path) != nil { return .strings }
        return nil
    }

    /// What an entry of a folder is, a symbolic link looked through once.
    private enum EntryKind: Equatable {
        case folder, linkToFolder, file, danglingLink
        /// A FIFO, socket or device, named for the message.
        case special(String)

        init(_ path: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
                self = .danglingLink
                return
            }
            let type = attributes[.type] as? FileAttributeType
            guard type == .typeSymbolicLink else {
                self = Self(type)
                return
            }
            // `attributesOfItem` describes the link itself; `fileExists` follows it to the end (false for a
            // target that is missing or a loop).
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                self = .danglingLink
                return
            }
            let resolved =
                target.hasPrefix("/") ? target : (path as NSString).deletingLastPathComponent + "/" + target
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) {
                self = .danglingLink
            } else if isDirectory.boolValue {
                self = .linkToFolder
            } else {
                self = Self(
                    (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType)
            }
        }

        private init(_ type: FileAttributeType?) {
            switch type {
            case .typeDirectory?: self = .folder
            case .typeCharacterSpecial?: self = .special("a character device")
            case .typeBlockSpecial?: self = .special("a block device")
            case .typeSocket?: self = .special("a socket")
            case .typeRegular?, .typeSymbolicLink?, nil: self = .file
            default: self = .special("a FIFO or another special file")
            }
        }
    }

    /// Why a file operation failed, in a few words (`permission denied`), without Foundation's framing.
    package static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
            case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file"
            default: break
            }
        }
        let posix = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError) ?? nsError
        if posix.domain == NSPOSIXErrorDomain, let message = strerror(Int32(posix.code)) {
            return String(cString: message).lowercased()
        }
        return nsError.localizedDescription
    }
}
