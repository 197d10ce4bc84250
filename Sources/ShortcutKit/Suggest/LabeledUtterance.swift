import Foundation

/// One line of `shortcuts suggest`'s input: an utterance and the intent it should match, or none.
///
/// A labelled line is `{"utterance": "pay my water bill", "intent": "PayBillIntent"}`; `"intent": null`
/// marks an utterance no phrase may match (it must go to the backend). A fallback log line has the same
/// two members when the backend named the intent it chose, so a log can be read as it is; a line with no
/// `intent` member at all says nothing about its utterance and is skipped.
package struct LabeledUtterance: Sendable, Equatable {
    /// What was said, as it was given.
    package var utterance: String
    /// The intent the utterance should match; nil when it must match none.
    package var intent: String?
    /// Where the line came from, for messages: `labels.jsonl:12`.
    package var source: String

    /// A labelled line; `intent` nil for an utterance that must match nothing.
    package init(utterance: String, intent: String?, source: String) {
        self.utterance = utterance
        self.intent = intent
        self.source = source
    }

    /// 64 KiB: a log line is at most 16 KiB (`FallbackLogEntry.maximumLineLength`); anything near this
    /// is not a line of labels.
    package static let maximumLineLength = 64 * 1024
    /// A million lines: ten days of a busy fallback, and still a few seconds of work.
    package static let maximumLineCount = 1_000_000

    /// Reads JSON Lines of labelled utterances.
    ///
    /// - Parameter file: the file's name, for sources and messages.
    /// - Returns: the labelled lines, and how many lines had no `intent` member.
    /// - Throws: `SuggestError` naming the line that is not JSON, has no string `utterance`, or has an
    ///   `intent` that is neither a string nor null; or when the file is too large.
    package static func parse(jsonLines text: String, file: String) throws(SuggestError) -> (
        labeled: [LabeledUtterance], unlabeled: Int
    ) {
        var labeled: [LabeledUtterance] = []
        var unlabeled = 0
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard number <= maximumLineCount else {
                throw SuggestError("\(file): more than \(maximumLineCount) lines; split the file")
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let place = "\(file):\(number)"
            guard trimmed.utf8.count <= maximumLineLength else {
                throw SuggestError("\(place): the line is longer than \(maximumLineLength) bytes")
            }
            let json: JSON
            do {
                json = try JSON(parsing: trimmed)
            } catch {
                throw SuggestError("\(place): not a JSON object: \(error); write one object a line")
            }
            guard let object = json.objectValue else {
                throw SuggestError("\(place): expected a JSON object, found \(json.kindName)")
            }
            guard let utterance = object["utterance"]?.stringValue else {
                throw SuggestError(
                    "\(place): 'utterance' is missing or not a string; write {\"utterance\": \"...\", \"intent\": \"Name\"}"
                )
            }
            switch object["intent"] {
            case nil:
                unlabeled += 1
            case .null?:
                labeled.append(LabeledUtterance(utterance: utterance, intent: nil, source: place))
            case let value?:
                guard let intent = value.stringValue else {
                    throw SuggestError("\(place): 'intent' must be an intent's name or null, found \(value.kindName)")
                }
                labeled.append(LabeledUtterance(utterance: utterance, intent: intent, source: place))
            }
        }
        return (labeled, unlabeled)
    }
}

/// Why `shortcuts suggest` could not run: its input, named by file and line, and how to fix it.
package struct SuggestError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// What is wrong, with the file and line and how to fix it.
    package var message: String

    /// An error saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
    /// The message, so that `localizedDescription` reads well on Linux too.
    package var errorDescription: String? { message }
}
