import ShortcutKit

/// The `shortcuts` command line: subcommand dispatch, help and version.
package enum CLI {
    package static let version = "0.1.0"

    /// Every subcommand, in the order help lists them. Help is generated from this list.
    package static let commands: [Command] = [.match, .lint, .test, .export, .import, .suggest, .ask, .serve]

    /// Runs a command line (without the program name) and returns the status to exit with.
    ///
    /// Never calls `exit` and never writes to the process's streams except through `console`.
    package static func run(_ arguments: [String], console: Console) -> ExitStatus {
        defer { console.flush() }
        guard let first = arguments.first else {
            console.write(HelpRenderer.overview(commands))
            return .success
        }
        switch first {
        case "-h", "--help":
            console.write(HelpRenderer.overview(commands))
            return .success
        case "--version":
            console.write("shortcuts \(version)\n")
            return .success
        case "help":
            guard arguments.count > 1 else {
                console.write(HelpRenderer.overview(commands))
                return .success
            }
            guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                return unknownSubcommand(arguments[1], console: console)
            }
            console.write(HelpRenderer.help(for: command))
            return .success
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                return unknownSubcommand(first, console: console)
            }
            do {
                let parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command)
                if parsed.wantsHelp {
                    console.write(HelpRenderer.help(for: command))
                    return .success
                }
                return try command.run(parsed, console: console)
            } catch {
                return report(error, command: command, console: console)
            }
        }
    }

    /// Reports why a command stopped and returns the status it exits with: the one place that does.
    ///
    /// Each message prints as `error: <message>`; a usage error adds the usage line and where to read
    /// more, the way people expect.
    static func report(_ error: CommandError, command: Command, console: Console) -> ExitStatus {
        var text = error.messages.map { "error: \($0)\n" }.joined()
        if error.kind == .usage { text += "Usage: \(command.usage)\n  See 'shortcuts help \(command.name)'.\n" }
        console.writeError(text)
        return ExitStatus(for: error)
    }

    private static func unknownSubcommand(_ name: String, console: Console) -> ExitStatus {
        var message = "error: unknown subcommand '\(name)'."
        if let suggestion = EditDistance.suggestion(for: name, among: commands.map(\.name)) {
            message += " Did you mean '\(suggestion)'?"
        }
        console.writeError("\(message)\n  See 'shortcuts --help'.\n")
        return .usageError
    }
}
