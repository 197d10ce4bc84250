import Foundation

/// Readable in messages: `1:5: invalid literal; expected 'null'`, rather than the memberwise dump that
/// `"\(error)"` gives a struct without a description (servers and `ask --stdin` quote it to clients).
extension JSONSyntaxError: CustomStringConvertible, LocalizedError {
    /// `line:column: message`.
    package var description: String { "\(location): \(message)" }
    /// The same text as `description`, so that `localizedDescription` is readable on Linux too.
    package var errorDescription: String? { description }
}
