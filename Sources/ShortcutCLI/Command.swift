/// A subcommand: what help says about it, its typed options and the function that runs it.
///
/// Help text, usage lines and option parsing all come from the options' declarations, so they cannot drift.
package struct Command: Sendable {
    package struct Option: Sendable {
        /// The long name without dashes (`registry`).
        package var name: String
        /// A one-letter alias without the dash (`o`), if any.
        package var shortName: Character?
        /// The value's placeholder (`path`) for options that take one; `nil` for flags.
        package var valueName: String?
        package var help: String

        /// `-h`, `--help`, which every command takes.
        static let help = Option(name: "help", shortName: "h", valueName: nil, help: "Show help information.")
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
    /// Reads the split command line into the typed options, validates them and runs the command.
    private var execute: @Sendable (ParsedArguments, Console) throws(CommandError) -> ExitStatus

    /// - Parameters:
    ///   - options: the command's options type; its declarations make the help and the parser.
    ///   - run: the command, given valid options; it throws `CommandError` for what `CLI` reports.
    package init<Options: ParsableOptions>(
        name: String, abstract: String, discussion: String = "", options: Options.Type,
        exitStatuses: [(ExitStatus, String)],
        run: @escaping @Sendable (Options, Console) throws(CommandError) -> ExitStatus
    ) {
        let declarations = Options.declarations.flatMap(\.flattened)
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = declarations.compactMap {
            guard case .argument(let argument) = $0.role else { return nil }
            return argument
        }
        self.options =
            declarations.compactMap {
                guard case .option(let option) = $0.role else { return nil }
                return option
            } + [.help]
        self.exitStatuses = exitStatuses
        self.execute = { parsed, console throws(CommandError) in
            var options = Options()
            for (name, value) in parsed.options {
                guard let declaration = declarations.first(where: { $0.optionName == name }) else { continue }
                try declaration.apply(&options, value)
            }
            if let argument = declarations.first(where: { $0.isArgument }) {
                for word in parsed.positionals { try argument.apply(&options, word) }
            }
            try options.validate()
            return try run(options, console)
        }
    }

    /// Runs the command on a split command line.
    func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        try execute(arguments, console)
    }

    /// `shortcuts match [--registry <path>] [--json] [<utterance>]`
    package var usage: String {
        var parts = ["shortcuts", name]
        for option in options where option.name != Option.help.name {
            parts.append(option.valueName.map { "[--\(option.name) <\($0)>]" } ?? "[--\(option.name)]")
        }
        for argument in arguments {
            parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
        }
        return parts.joined(separator: " ")
    }
}

extension OptionDeclaration {
    fileprivate var optionName: String? {
        guard case .option(let option) = role else { return nil }
        return option.name
    }

    fileprivate var isArgument: Bool {
        guard case .argument = role else { return false }
        return true
    }
}
