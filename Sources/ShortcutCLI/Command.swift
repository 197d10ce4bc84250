/// A subcommand: what help says about it and the function that runs it.
///
/// Help text, usage lines and option parsing all come from this one description, so they cannot drift.
package struct Command: Sendable {
    package struct Option: Sendable {
        /// The long name without dashes (`registry`).
        package var name: String
        /// A one-letter alias without the dash (`o`), if any.
        package var shortName: Character?
        /// The value's placeholder (`path`) for options that take one; `nil` for flags.
        package var valueName: String?
        package var help: String

        package static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
            Option(name: name, shortName: short, valueName: nil, help: help)
        }

        package static func value(_ name: String, short: Character? = nil, _ valueName: String, help: String) -> Option
        {
            Option(name: name, shortName: short, valueName: valueName, help: help)
        }
    }

    package struct Argument: Sendable {
        package var name: String
        package var help: String
        package var isOptional: Bool
    }

    package var name: String
    /// One line for the subcommand list.
    package var abstract: String
    /// Further paragraphs of the command's help.
    package var discussion: String
    package var arguments: [Argument]
    package var options: [Option]
    /// Exit statuses and what they mean, in order.
    package var exitStatuses: [(ExitStatus, String)]
    package var run: @Sendable (ParsedArguments, Console) -> ExitStatus

    package init(
        name: String, abstract: String, discussion: String = "", arguments: [Argument] = [], options: [Option],
        exitStatuses: [(ExitStatus, String)], run: @escaping @Sendable (ParsedArguments, Console) -> ExitStatus
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options + [.flag("help", short: "h", help: "Show help information.")]
        self.exitStatuses = exitStatuses
        self.run = run
    }

    /// `shortcuts match [--registry <path>] [--json] [<utterance>]`
    package var usage: String {
        var parts = ["shortcuts", name]
        for option in options where option.name != "help" {
            parts.append(option.valueName.map { "[--\(option.name) <\($0)>]" } ?? "[--\(option.name)]")
        }
        for argument in arguments {
            parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
        }
        return parts.joined(separator: " ")
    }
}
