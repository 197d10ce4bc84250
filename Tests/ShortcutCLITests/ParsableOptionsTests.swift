import Synchronization
import Testing

@testable import ShortcutCLI

typealias ExitStatus = ShortcutCLI.ExitStatus

/// Typed options: one declaration per option makes the parser, the help and the property the command reads.
@Suite struct ParsableOptionsTests {
    struct Inner: ParsableOptions {
        var level: Int?
        static let declarations: [OptionDeclaration<Self>] = [
            .option(\.level, "level", "n", help: "A level, 1 to 3.") { text throws(CommandError) in
                guard let level = Int(text), (1...3).contains(level) else {
                    throw .usage("invalid --level '\(text)'; give 1 to 3")
                }
                return level
            }
        ]
    }

    struct Sample: ParsableOptions {
        var inner = Inner()
        var name: String?
        var isLoud = false
        var tags: [String] = []
        var words: [String] = []
        static let declarations: [OptionDeclaration<Self>] = [
            .option(\.name, "name", short: "n", "text", help: "A name."),
            .flag(\.isLoud, "loud", help: "Shout."),
            .group(\.inner),
            .repeatable(\.tags, "tag", "tag", help: "A tag (repeatable)."),
            .arguments(\.words, "word", help: "Words.", isOptional: true),
        ]

        func validate() throws(CommandError) {
            if isLoud, words.isEmpty { throw .usage("--loud needs words") }
        }
    }

    /// Runs the sample command on `arguments`; returns the options it ran with, its status and stderr.
    private func run(_ arguments: [String]) -> (options: Sample?, status: ExitStatus, error: String) {
        let seen = Seen()
        let command = Command(
            name: "sample", abstract: "A sample.", options: Sample.self, exitStatuses: []
        ) { options, _ in
            seen.options.withLock { $0 = options }
            return .success
        }
        let console = CapturedConsole()
        let status: ExitStatus
        do {
            let parsed = try ParsedArguments(arguments, for: command)
            status = try command.run(parsed, console: console)
        } catch {
            status = CLI.report(error, command: command, console: console)
        }
        return (seen.options.withLock { $0 }, status, console.error)
    }

    private final class Seen: Sendable {
        let options = Mutex<Sample?>(nil)
    }

    @Test func readsEachKindOfDeclarationIntoItsProperty() throws {
        let outcome = run([
            "-n", "first", "--name=second", "--loud", "--level", "2", "--tag", "a", "--tag", "b", "x", "y",
        ])
        let options = try #require(outcome.options)
        #expect(outcome.status == .success)
        #expect(options.name == "second", "given twice, the last one counts")
        #expect(options.isLoud)
        #expect(options.inner.level == 2, "a group's option is read into the group")
        #expect(options.tags == ["a", "b"])
        #expect(options.words == ["x", "y"])
    }

    @Test(arguments: [
        (["--level", "9"], "error: invalid --level '9'; give 1 to 3\n"),
        (["--loud"], "error: --loud needs words\n"),
        (["--lod"], "error: unknown option '--lod'. Did you mean '--loud'?\n"),
        (["--loud=yes", "x"], "error: '--loud' takes no value\n"),
        (["--name"], "error: missing value for '--name <text>'\n"),
    ])
    func badCommandLinesAreUsageErrorsBeforeTheCommandRuns(arguments: [String], message: String) {
        let outcome = run(arguments)
        #expect(outcome.options == nil)
        #expect(outcome.status == .usageError)
        #expect(
            outcome.error
                == message + "Usage: shortcuts sample [--name <text>] [--loud] [--level <n>] [--tag <tag>] [<word>]\n"
                + "  See 'shortcuts help sample'.\n")
    }

    @Test func helpListsTheDeclarationsInOrder() {
        let command = Command(name: "sample", abstract: "A sample.", options: Sample.self, exitStatuses: []) { _, _ in
            .success
        }
        #expect(command.options.map(\.name) == ["name", "loud", "level", "tag", "help"])
        #expect(command.arguments.map(\.name) == ["word"])
        #expect(
            HelpRenderer.help(for: command) == """
                OVERVIEW: A sample.

                USAGE: shortcuts sample [--name <text>] [--loud] [--level <n>] [--tag <tag>] [<word>]

                ARGUMENTS:
                  <word>                Words.

                OPTIONS:
                  -n, --name <text>     A name.
                  --loud                Shout.
                  --level <n>           A level, 1 to 3.
                  --tag <tag>           A tag (repeatable).
                  -h, --help            Show help information.

                """)
    }

    /// The one place a kind of trouble gets its status; the README and each command's help document them.
    @Test(arguments: [
        (CommandError.usage("u"), ExitStatus.usageError), (.invalidInput("i"), .usageError),
        (.failure("f"), .failure), (.backendFailure("b"), .backendFailure),
    ])
    func eachKindOfErrorExitsWithItsDocumentedStatus(error: CommandError, status: ExitStatus) {
        #expect(ExitStatus(for: error) == status)
    }

    /// Any command line can be bad usage and any command reads input, so every command's help says what 2 means.
    @Test func everyCommandDocumentsTheStatusOfAUsageError() {
        for command in CLI.commands {
            #expect(command.exitStatuses.contains { $0.0 == .usageError }, "\(command.name)")
        }
    }

    @Test func everyCommandsOptionsHaveDistinctNames() {
        for command in CLI.commands {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name): \(names)")
        }
    }
}
