/// Help text in the sections people know from swift-argument-parser tools.
enum HelpRenderer {
    static func overview(_ commands: [Command]) -> String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        var text = """
            OVERVIEW: Resolve spoken text to an app's voice shortcuts, locally, from one registry file.

            USAGE: shortcuts <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:

            """
        for command in commands {
            text += "  " + command.name.padding(to: width) + command.abstract + "\n"
        }
        text += "\n  See 'shortcuts help <subcommand>' for detailed help.\n"
        return text
    }

    static func help(for command: Command) -> String {
        var text = "OVERVIEW: \(command.abstract)\n"
        if !command.discussion.isEmpty { text += "\n\(command.discussion)\n" }
        text += "\nUSAGE: \(command.usage)\n"
        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in command.arguments {
                text += row("<\(argument.name)>", argument.help)
            }
        }
        text += "\nOPTIONS:\n"
        for option in command.options {
            var label = option.shortName.map { "-\($0), " } ?? ""
            label += "--\(option.name)"
            if let valueName = option.valueName { label += " <\(valueName)>" }
            text += row(label, option.help)
        }
        if !command.exitStatuses.isEmpty {
            text += "\nEXIT STATUS:\n"
            for (status, meaning) in command.exitStatuses {
                text += row(String(status.rawValue), meaning)
            }
        }
        return text
    }

    /// A two-column row; a long label pushes its help to the next line.
    private static func row(_ label: String, _ help: String) -> String {
        let column = 24
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        var text = "  " + label
        if label.count + 2 >= column {
            text += "\n" + String(repeating: " ", count: column)
        } else {
            text = text.padding(to: column)
        }
        text += lines.joined(separator: "\n" + String(repeating: " ", count: column)) + "\n"
        return text
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
