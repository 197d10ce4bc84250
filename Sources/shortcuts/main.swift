import Foundation
import ShortcutCLI

// The console is a global, so it is never released: what a command keeps in it (the loaded matcher)
// is given back by `exit` at once rather than freed object by object (`LoadedMatchers`).
let console = StandardConsole()
let status = CLI.run(Array(CommandLine.arguments.dropFirst()), console: console)
console.flush()
exit(status.rawValue)
