import Foundation

/// Readable in messages: `1:5: invalid literal; expected 'null'`, rather than the memberwise dump that
/// `"\(error)"` gives a struct without a description (servers and `ask --stdin` quote it to clients).
extension JSONSyntaxError: CustomStringConvertible, LocalizedError {
    public var description: String { "\(location): \(message)" }
    public var errorDescription: String? { description }
}
