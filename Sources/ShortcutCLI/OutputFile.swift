import Foundation

/// Writes a command's result to a file without ever leaving the user's file half-written.
///
/// The text goes to a temporary file in the same folder first (so the rename cannot cross file systems),
/// takes the permissions of the file it replaces, and is renamed over it in one step: a crash, a full disk
/// or an error leaves either the old file or the new one, never a mix, and the temporary file is removed.
///
/// A file that cannot be written is a failure of the command (exit status 1): its input was fine.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(CommandError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let manager = FileManager.default
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            throw .failure(
                "cannot write \(path): \(error.localizedDescription); check that the folder exists and is writable")
        }
        if let permissions = try? manager.attributesOfItem(atPath: url.path)[.posixPermissions] {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw .failure("cannot replace \(path): \(reason); the file was left as it was")
        }
    }
}
