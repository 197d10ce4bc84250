import Foundation
import ShortcutKit

/// The speech corpus as committed: the manifest of utterances and the cached recognizer transcripts.
///
/// `Evaluation/speech/utterances.jsonl` holds one utterance a line, `{"id", "text", "intent" (a name
/// or null for a negative), "parameters", "source", ...}`; `Evaluation/speech/transcripts.jsonl` one
/// transcript a line, `{"id", "voice", "transcript", "wer"}`. Both come from
/// `Scripts/speech/make-corpus.py`, which its README describes; no audio is needed here.
struct SpeechCorpus {
    struct Utterance {
        var id: String
        var text: String
        /// `nil`: a negative, which must get no local answer.
        var intent: String?
        /// The values the utterance means, as `match --json` writes them (an object).
        var parameters: JSON
        var source: String
    }

    struct Transcript {
        var id: String
        var voice: String
        var text: String
        var wordErrorRate: Double
    }

    /// A line of either file that cannot be used, named by file and line, with the fix.
    struct FormatError: Error, CustomStringConvertible {
        var path: String
        var line: Int
        var message: String

        var description: String {
            "\(path):\(line): \(message) (the files come from Scripts/speech/make-corpus.py; run it again)"
        }
    }

    let utterances: [Utterance]
    let transcripts: [Transcript]
    /// The utterances by id.
    let byID: [String: Utterance]

    init(utterances: [Utterance], transcripts: [Transcript]) {
        self.utterances = utterances
        self.transcripts = transcripts
        self.byID = Dictionary(utterances.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads both files; every transcript must name an utterance of the manifest.
    init(manifest: URL, transcripts transcriptFile: URL) throws {
        var utterances: [Utterance] = []
        try Self.lines(of: manifest) { object, line in
            func field(_ key: String) throws -> String {
                guard let value = object[key]?.stringValue else {
                    throw FormatError(path: manifest.path, line: line, message: "\"\(key)\" must be a string")
                }
                return value
            }
            let intent: String?
            switch object["intent"] {
            case .string(let name): intent = name
            case .null, nil: intent = nil
            default: throw FormatError(path: manifest.path, line: line, message: "\"intent\" must be a name or null")
            }
            let parameters = object["parameters"] ?? .object(JSONObject())
            guard parameters.objectValue != nil else {
                throw FormatError(path: manifest.path, line: line, message: "\"parameters\" must be an object")
            }
            utterances.append(
                Utterance(
                    id: try field("id"), text: try field("text"), intent: intent, parameters: parameters,
                    source: try field("source")))
        }
        var transcripts: [Transcript] = []
        let ids = Set(utterances.map(\.id))
        try Self.lines(of: transcriptFile) { object, line in
            guard let id = object["id"]?.stringValue, let voice = object["voice"]?.stringValue,
                let text = object["transcript"]?.stringValue, let rate = object["wer"]?.doubleValue
            else {
                throw FormatError(
                    path: transcriptFile.path, line: line,
                    message: "expected {\"id\", \"voice\", \"transcript\", \"wer\"} with a number for \"wer\"")
            }
            guard ids.contains(id) else {
                throw FormatError(
                    path: transcriptFile.path, line: line, message: "id '\(id)' is not in \(manifest.path)")
            }
            transcripts.append(Transcript(id: id, voice: voice, text: text, wordErrorRate: rate))
        }
        self.init(utterances: utterances, transcripts: transcripts)
    }

    private static func lines(of file: URL, _ body: (JSON, Int) throws -> Void) throws {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: file.path])
        }
        for (offset, line) in String(decoding: data, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() where !line.allSatisfy(\.isWhitespace) {
            let json: JSON
            do {
                json = try JSON(parsing: String(line))
            } catch {
                throw FormatError(path: file.path, line: offset + 1, message: "invalid JSON: \(error.message)")
            }
            guard json.objectValue != nil else {
                throw FormatError(path: file.path, line: offset + 1, message: "expected a JSON object")
            }
            try body(json, offset + 1)
        }
    }
}
