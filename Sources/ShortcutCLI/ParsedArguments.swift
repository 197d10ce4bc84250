import ShortcutKit

/// A command line parsed against a command's options.
package struct ParsedArguments: Sendable {
    package var flags: Set<String> = []
    package var values: [String: String] = [:]
    /// Every value of each option, in order, for options that may be given more than once.
    package var repeatedValues: [String: [String]] = [:]
    package var positionals: [String] = []

    package func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// The option's value; the last one when it was given more than once.
    package func value(_ option: String) -> String? { values[option] }
    /// Every value the option was given, in order.
    package func allValues(_ option: String) -> [String] { repeatedValues[option] ?? [] }

    /// Why a command line does not fit its command.
    package struct UsageError: Error, Sendable, Equatable {
        package var message: String
    }

    /// Parses arguments: `--name`, `--name value`, `--name=value`, `-x`, `-x value`, and `--` before
    /// positionals that start with a dash.
    package init(_ arguments: [String], for command: Command) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                // A command that declares no arguments takes none: one place says so for all of them.
                guard !command.arguments.isEmpty else { throw UsageError(message: "unexpected argument '\(argument)'") }
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
                throw UsageError(message: message)
            }
            if option.valueName != nil {
                if let inlineValue {
                    values[option.name] = inlineValue
                    repeatedValues[option.name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[option.name] = arguments[index]
                    repeatedValues[option.name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError(message: "missing value for '--\(option.name) <\(option.valueName!)>'")
                }
            } else {
                guard inlineValue == nil else { throw UsageError(message: "'--\(option.name)' takes no value") }
                flags.insert(option.name)
            }
        }
    }
}
