/// Why a command stopped: what it prints on stderr, and through its kind the status it exits with.
///
/// Commands throw it instead of writing an error and picking a status themselves; `CLI.run` renders
/// it and `ExitStatus(for:)` maps its kind, so every command reports the same kind of trouble the same way.
package struct CommandError: Error, Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// The command line does not fit the command; a usage line and a pointer to help follow.
        case usage
        /// Input the command needs cannot be read or used: the registry, a file, the history, the address.
        case invalidInput
        /// A clean negative outcome: the registry cannot be written in the format, a file cannot be written.
        case failure
        /// The fallback backend failed.
        case backendFailure
    }

    package var kind: Kind
    /// Each printed as `error: <message>`, in order.
    package var messages: [String]

    package init(_ kind: Kind, _ messages: [String]) {
        self.kind = kind
        self.messages = messages
    }

    /// A command line that does not fit the command.
    package static func usage(_ message: String) -> CommandError { CommandError(.usage, [message]) }
    /// Input that cannot be read or used.
    package static func invalidInput(_ message: String) -> CommandError { CommandError(.invalidInput, [message]) }
    /// A clean negative outcome.
    package static func failure(_ message: String) -> CommandError { CommandError(.failure, [message]) }
    /// The fallback backend failed.
    package static func backendFailure(_ message: String) -> CommandError { CommandError(.backendFailure, [message]) }
}
