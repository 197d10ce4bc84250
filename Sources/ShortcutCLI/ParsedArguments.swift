import ShortcutKit

/// A command line split against a command's declared options: which option each word is, before any
/// value is read. The values are read into the command's `ParsableOptions` by `Command`.
struct ParsedArguments: Sendable {
    /// The options in the order given, each with its value (`nil` for a flag).
    var options: [(name: String, value: String?)] = []
    var positionals: [String] = []
    /// `-h` or `--help` was given: help is printed, whatever else the line holds.
    var wantsHelp = false

    /// Parses arguments: `--name`, `--name value`, `--name=value`, `-x`, `-x value`, and `--` before
    /// positionals that start with a dash.
    init(_ arguments: [String], for command: Command) throws(CommandError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                // A command that declares no arguments takes none: one place says so for all of them.
                guard !command.arguments.isEmpty else { throw .usage("unexpected argument '\(argument)'") }
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name: String
            var inlineValue: String?
            let option: Command.Option?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                option = command.options.first { $0.name == name }
            } else {
                name = String(argument.dropFirst())
                option = name.count == 1 ? command.options.first { $0.shortName == name.first } : nil
            }
            guard let option else {
                var message = "unknown option '\(argument)'"
                let names = command.options.map { "--\($0.name)" }
                if let suggestion = EditDistance.suggestion(for: "--" + name.trimmingPrefix("-"), among: names) {
                    message += ". Did you mean '\(suggestion)'?"
                }
                throw .usage(message)
            }
            if let valueName = option.valueName {
                if let inlineValue {
                    options.append((option.name, inlineValue))
                } else if index < arguments.count {
                    options.append((option.name, arguments[index]))
                    index += 1
                } else {
                    throw .usage("missing value for '--\(option.name) <\(valueName)>'")
                }
            } else {
                guard inlineValue == nil else { throw .usage("'--\(option.name)' takes no value") }
                if option.name == Command.Option.help.name {
                    wantsHelp = true
                } else {
                    options.append((option.name, nil))
                }
            }
        }
    }
}
