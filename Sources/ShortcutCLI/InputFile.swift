import Foundation

/// A text file a command reads whole (a test cases file, labelled utterances): read only when its size
/// is within a bound, so that a wrong path to a disk image costs an error, not the machine's memory.
enum InputFile {
    /// 64 MB: a million labelled utterances or test cases of sixty bytes each, far above any real file.
    static let maximumSize = 64_000_000

    /// The file's bytes.
    ///
    /// - Throws: `invalidInput` naming the file when it cannot be read or is larger than `maximumSize`.
    static func contents(of path: String) throws(CommandError) -> Data {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumSize else {
            throw .invalidInput("\(path): larger than \(maximumSize / 1_000_000) MB, not read; split the file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidInput("\(path): cannot read the file")
        }
        return data
    }
}
