import Foundation
import Testing

@testable import ShortcutKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The walk of an app's source folder past entries that cannot be read: each is skipped and named with
/// its reason, and the walk never loops through symbolic links.
@Suite struct ImportSourceTreeTests {
    /// A folder with one readable source and one entry of each kind that cannot be read.
    static func oddTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("odd-tree-\(UUID().uuidString)").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/App/Sub", withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/App/Good.swift"))
        try Data("let y = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/App/Sub/Linked.swift"))
        #expect(mkfifo(root + "/App/Pipe.swift", 0o644) == 0)
        try manager.createSymbolicLink(atPath: root + "/App/Dangling.swift", withDestinationPath: "Missing.swift")
        try manager.createSymbolicLink(atPath: root + "/App/LoopA.swift", withDestinationPath: "LoopB.swift")
        try manager.createSymbolicLink(atPath: root + "/App/LoopB.swift", withDestinationPath: "LoopA.swift")
        try manager.createSymbolicLink(atPath: root + "/App/Sub/Up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root + "/App/Alias.swift", withDestinationPath: "Sub/Linked.swift")
        // Not a name the import reads: passed over without a word.
        #expect(mkfifo(root + "/App/notes.fifo", 0o644) == 0)
        return root
    }

    @Test func oddEntriesAreSkippedWithAReasonAndLinksDoNotLoop() throws {
        let root = try Self.oddTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listing = try ImportSourceTree.listing(of: root)
        #expect(
            listing.files.map { String($0.path.dropFirst(root.count + 1)) } == [
                "App/Alias.swift", "App/Good.swift", "App/Sub/Linked.swift",
            ], "a link to a file is read as the file; the link to a folder (..) is not followed")
        let skipped = listing.skipped.map { "\($0.path.dropFirst(root.count + 1)): \($0.reason)" }
        #expect(
            skipped == [
                "App/Dangling.swift: a symbolic link to nothing, or a link loop",
                "App/LoopA.swift: a symbolic link to nothing, or a link loop",
                "App/LoopB.swift: a symbolic link to nothing, or a link loop",
                "App/Pipe.swift: a FIFO or another special file, not a regular file",
            ])
    }

    /// A folder that cannot be listed is skipped and named. Root lists a `chmod 000` folder all the same,
    /// so there the case cannot be made and is skipped.
    @Test(.enabled(if: getuid() != 0, "root reads a folder whatever its permissions, so none can be made unreadable"))
    func anUnreadableFolderIsSkippedAndNamed() throws {
        let root = try Self.oddTree()
        try FileManager.default.createDirectory(atPath: root + "/Locked", withIntermediateDirectories: true)
        #expect(chmod(root + "/Locked", 0) == 0)
        defer {
            _ = chmod(root + "/Locked", 0o755)
            try? FileManager.default.removeItem(atPath: root)
        }
        let listing = try ImportSourceTree.listing(of: root)
        #expect(
            listing.skipped.contains(
                ImportSourceTree.Skipped(path: root + "/Locked", reason: "cannot read the folder (permission denied)")))
    }
}
