import ShortcutKit

/// The library names what input is missing; the command line says how to give it, with its flags.
extension MissingInput {
    var commandLineFix: String {
        switch self {
        case .registryFile: "pass --registry PATH or set SHORTCUTS_REGISTRY to a registry file"
        case .baseRegistry: "name the registry to add them to with --registry PATH"
        case .stringsLocale: "pass --locale, or keep it in a <locale>.lproj folder"
        case .appName: "pass --app-name NAME or --registry with an existing registry"
        case .compilationFlag: "pass --define NAME to set a flag"
        case .declaration(let name):
            "import the file or folder declaring \(name) too, or declare it in the registry and pass --registry"
        }
    }
}

extension NamesMissingInput where Self: CustomStringConvertible {
    /// The diagnostic as the command line prints it: its fix, if input is missing, given as flags.
    var commandLineText: String {
        guard let missingInput else { return description }
        var flagged = self
        flagged.message += "; " + missingInput.commandLineFix
        flagged.missingInput = nil
        return flagged.description
    }
}

extension LocatedError {
    /// The error as the command line prints it: its fix, if input is missing, given as flags.
    var commandLineText: String { diagnostic.commandLineText }
}

extension CommandError {
    /// A registry that cannot be read or compiled.
    static func registry(_ error: RegistryError) -> CommandError { .invalidInput(error.commandLineText) }
}
