/// The statuses `shortcuts` exits with; documented in `--help` and the README.
package struct ExitStatus: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    package var rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// The command did what was asked (for `match`: the utterance matched).
    package static let success = ExitStatus(rawValue: 0)
    /// A clean negative answer: no match, lint errors, failed expectations.
    package static let failure = ExitStatus(rawValue: 1)
    /// Bad usage, or a registry that cannot be read.
    package static let usageError = ExitStatus(rawValue: 2)
    /// The fallback backend failed.
    package static let backendFailure = ExitStatus(rawValue: 3)

    package var description: String { String(rawValue) }

    /// The status of every command that stops with `error`: the one place a kind of trouble gets its status.
    package init(for error: CommandError) {
        switch error.kind {
        case .usage, .invalidInput: self = .usageError
        case .failure: self = .failure
        case .backendFailure: self = .backendFailure
        }
    }
}
