/// Input the caller can give that would fix an error: named by the library, said by each front end in
/// its own terms.
///
/// The library states what is wrong and what is missing; how to give it is the front end's business.
/// `description` says it in the library's terms (`ImportOptions.appName`); the `shortcuts` command line
/// says it with its flags (`--app-name NAME`).
package enum MissingInput: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// A readable registry file, in place of the one named.
    case registryFile
    /// A registry to merge phrases into: the file holds only phrases (`ImportOptions.base`).
    case baseRegistry
    /// The locale of a `.strings` file whose folder does not say it (`ImportOptions.locale`).
    case stringsLocale
    /// The app's name, which Swift source never spells (`ImportOptions.appName`).
    case appName
    /// A compilation flag `#if` takes as true (`ImportOptions.defines`).
    case compilationFlag
    /// The declaration of `name`, which none of the imported files holds: import its file too, or
    /// declare it in the registry imported into (`ImportOptions.base`).
    case declaration(of: String)

    /// How to give the input, in the library's terms (the command line says it with its flags instead).
    package var description: String {
        switch self {
        case .registryFile: "give the path of a registry file"
        case .baseRegistry: "import it into a registry (ImportOptions.base)"
        case .stringsLocale: "give its locale (ImportOptions.locale), or keep it in a <locale>.lproj folder"
        case .appName: "give the app's name (ImportOptions.appName), or import into a registry that has it"
        case .compilationFlag: "add the flag to ImportOptions.defines to take the branch"
        case .declaration(let name):
            "import the file or folder declaring \(name) too, or declare it in the registry imported into"
        }
    }
}

/// A diagnostic whose fix is input the caller can give, so that a front end can say how in its terms.
package protocol NamesMissingInput {
    /// What is wrong, without the fix.
    var message: String { get set }
    var missingInput: MissingInput? { get set }
}

extension NamesMissingInput {
    /// The message and, when input is missing, how to give it in the library's terms.
    var messageWithFix: String { missingInput.map { "\(message); \($0)" } ?? message }
}
