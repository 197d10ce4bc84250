import Foundation
import ShortcutCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()).rawValue)
