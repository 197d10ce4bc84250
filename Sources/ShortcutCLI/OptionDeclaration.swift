/// One option, flag or argument of a `ParsableOptions` type: what help says about it, and the property
/// its value is read into.
package struct OptionDeclaration<Options>: Sendable {
    package enum Role: Sendable {
        case option(Command.Option)
        case argument(Command.Argument)
        /// The declarations of an option group (`RegistryOptions`, `MatchingOptions`), lifted into the command's.
        case group([OptionDeclaration<Options>])
    }

    package var role: Role
    /// Reads one occurrence's text (`nil` for a flag, each word for an argument) into the options.
    package var apply: @Sendable (inout Options, String?) throws(CommandError) -> Void

    /// The declarations with every group flattened, in order.
    var flattened: [OptionDeclaration<Options>] {
        guard case .group(let members) = role else { return [self] }
        return members.flatMap(\.flattened)
    }

    /// A flag: `--json`. Given, the property is `true`.
    package static func flag(
        _ property: WritableKeyPath<Options, Bool> & Sendable, _ name: String, short: Character? = nil, help: String
    ) -> Self {
        Self(role: .option(.init(name: name, shortName: short, valueName: nil, help: help))) { options, _ in
            options[keyPath: property] = true
        }
    }

    /// An option with a value read by `parse`: `--port 8080`. Given twice, the last one counts.
    ///
    /// - Parameter parse: turns the text into the value, or throws a usage error naming the option and
    ///   what it takes; it runs before the command does, so the command only sees valid values.
    package static func option<Value>(
        _ property: WritableKeyPath<Options, Value?> & Sendable, _ name: String, short: Character? = nil,
        _ valueName: String, help: String, parse: @escaping @Sendable (String) throws(CommandError) -> Value
    ) -> Self {
        Self(role: .option(.init(name: name, shortName: short, valueName: valueName, help: help))) {
            options, text throws(CommandError) in
            options[keyPath: property] = try parse(text ?? "")
        }
    }

    /// An option whose value is any text: `--registry shortcuts.json`. Given twice, the last one counts.
    package static func option(
        _ property: WritableKeyPath<Options, String?> & Sendable, _ name: String, short: Character? = nil,
        _ valueName: String, help: String
    ) -> Self {
        option(property, name, short: short, valueName, help: help) { text in text }
    }

    /// An option that may be given several times, every value kept in order: `--define DEBUG --define BETA`.
    package static func repeatable(
        _ property: WritableKeyPath<Options, [String]> & Sendable, _ name: String, _ valueName: String, help: String
    ) -> Self {
        Self(role: .option(.init(name: name, shortName: nil, valueName: valueName, help: help))) { options, text in
            options[keyPath: property].append(text ?? "")
        }
    }

    /// The command's positional arguments, every word in order. A command declaring none takes none.
    package static func arguments(
        _ property: WritableKeyPath<Options, [String]> & Sendable, _ name: String, help: String, isOptional: Bool
    ) -> Self {
        Self(role: .argument(.init(name: name, help: help, isOptional: isOptional))) { options, text in
            options[keyPath: property].append(text ?? "")
        }
    }

    /// Every declaration of a group of options the command keeps in `property`.
    package static func group<Group: ParsableOptions>(_ property: WritableKeyPath<Options, Group> & Sendable) -> Self {
        Self(role: .group(Group.declarations.map { member(property, $0) })) { _, _ in }
    }

    /// One declaration of a group, where the command lists it among its own.
    package static func member<Group>(
        _ property: WritableKeyPath<Options, Group> & Sendable, _ declaration: OptionDeclaration<Group>
    ) -> Self {
        let role: Role
        switch declaration.role {
        case .option(let option): role = .option(option)
        case .argument(let argument): role = .argument(argument)
        case .group(let members): role = .group(members.map { member(property, $0) })
        }
        let apply = declaration.apply
        return Self(role: role) { options, text throws(CommandError) in
            try apply(&options[keyPath: property], text)
        }
    }
}
