import Foundation
import ShortcutKit

extension Command {
    static let test = Command(
        name: "test",
        abstract: "Run a phrase regression suite: utterances and the intent each must (or must not) match.",
        discussion: """
            Each line of the cases file is one JSON object: {"utterance": "...", "intent": "Name"} with an
            optional "parameters" object compared like the values of 'match --json' (all of them), or
            "intent": null for an utterance that must not match, an optional "flexible": true to match
            it as 'match --flexible' does (default threshold and margin), and optional "entities" and
            "context" members: the request's own values and context, as the voice-assistant payload
            carries them, and an optional "locale" ("de") to match it against the registry's translation
            for that locale, as 'match --locale' does. Prints each failure and a closing 'N passed, N failed' line.
            """,
        options: TestCommandOptions.self,
        exitStatuses: [
            (.success, "Every expectation held."),
            (.failure, "At least one expectation failed."),
            (
                .usageError,
                "Bad usage; the registry or the cases file cannot be read; a line is malformed or names an "
                    + "intent the registry lacks; or the file holds no cases."
            ),
        ],
        run: runTest)
}

/// The options of `shortcuts test`, declared once for its parser and its help.
struct TestCommandOptions: ParsableOptions {
    var registry = RegistryOptions()
    var files: [String] = []

    static let declarations: [OptionDeclaration<Self>] = [
        .arguments(\.files, "cases", help: "The JSON Lines file of expectations.", isOptional: false),
        .group(\.registry),
    ]

    func validate() throws(CommandError) {
        guard files.count == 1 else { throw .usage(files.isEmpty ? "missing cases file" : "give one cases file") }
    }
}

private func runTest(_ arguments: TestCommandOptions, _ console: Console) throws(CommandError) -> ExitStatus {
    let path = arguments.files[0]
    let data = try InputFile.contents(of: path)
    let matcher = try arguments.registry.matcher(console)
    let cases: [PhraseCase]
    do {
        cases = try PhraseCase.parse(String(decoding: data, as: UTF8.self))
    } catch {
        throw .invalidInput("\(path):\(error.line): \(error.message)")
    }
    // A suite that checks nothing must not pass for one that passed, and an expectation naming an
    // intent the registry lacks can never hold: both are mistakes in the file, not failures.
    guard !cases.isEmpty else {
        throw .invalidInput(
            "\(path): no cases; write one JSON object a line, "
                + "like {\"utterance\": \"check my balance\", \"intent\": \"CheckBalanceIntent\"}")
    }
    let intentNames = matcher.registry.intents.map(\.name)
    let unknownIntents = cases.compactMap { phraseCase -> String? in
        guard let intent = phraseCase.intent, !intentNames.contains(intent) else { return nil }
        let hint =
            EditDistance.suggestion(for: intent, among: intentNames).map { "did you mean \"\($0)\"?" }
            ?? "the registry's intents are \(intentNames.joined(separator: ", "))"
        return "\(path):\(phraseCase.line): unknown intent \"\(intent)\"; \(hint)"
    }
    guard unknownIntents.isEmpty else { throw CommandError(.invalidInput, unknownIntents) }
    let valueProblems = cases.compactMap { phraseCase in
        matcher.problem(in: phraseCase.values).map { "\(path):\(phraseCase.line): \($0)" }
    }
    guard valueProblems.isEmpty else { throw CommandError(.invalidInput, valueProblems) }
    // One matcher per locale the cases name, compiled once.
    var localized: [String: Matcher] = [:]
    for phraseCase in cases {
        guard let locale = phraseCase.locale, localized[locale] == nil else { continue }
        do {
            localized[locale] = try Matcher(registry: matcher.registry.localized(to: locale))
        } catch {
            throw .invalidInput("\(path):\(phraseCase.line): \(error.message)")
        }
    }
    var failed = 0
    for phraseCase in cases {
        let options = MatchOptions(isFlexible: phraseCase.isFlexible)
        let matcher = phraseCase.locale.flatMap { localized[$0] } ?? matcher
        let result = matcher.match(phraseCase.utterance, options: options, values: phraseCase.values)
        if let failure = phraseCase.check(result) {
            failed += 1
            console.write("\(path):\(phraseCase.line): FAIL \"\(phraseCase.utterance)\": \(failure)\n")
        }
    }
    console.write("\(cases.count - failed) passed, \(failed) failed\n")
    return failed == 0 ? .success : .failure
}

/// One expectation of a phrase suite: an utterance and the intent and values it must resolve to.
struct PhraseCase {
    struct ParseError: Error {
        var line: Int
        var message: String
    }

    var line: Int
    var utterance: String
    /// `nil`: the utterance must not match.
    var intent: String?
    /// `nil`: values are not checked.
    var parameters: JSONObject?
    /// Match in flexible mode: a speech transcript's expectation.
    var isFlexible = false
    /// The request's own values and context the utterance is matched with (`"entities"`, `"context"`).
    var values = RequestValues()
    /// The locale of the registry's translation the utterance is matched against; `nil` for its own.
    var locale: String?

    /// Parses JSON Lines; blank lines are skipped.
    static func parse(_ text: String) throws(ParseError) -> [PhraseCase] {
        var cases: [PhraseCase] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let json: JSON
            do {
                json = try JSON(parsing: String(line))
            } catch {
                throw ParseError(line: number, message: "invalid JSON: \(error.message)")
            }
            guard let object = json.objectValue else {
                throw ParseError(line: number, message: "expected a JSON object")
            }
            let keys = ["utterance", "intent", "parameters", "flexible", "entities", "context", "locale"]
            for key in object.keys where !keys.contains(key) {
                throw ParseError(line: number, message: "unknown key \"\(key)\"; use \(keys.joined(separator: ", "))")
            }
            guard let utterance = object["utterance"]?.stringValue else {
                throw ParseError(line: number, message: "\"utterance\" must be a string")
            }
            let intent: String?
            switch object["intent"] {
            case .string(let name): intent = name
            case .null: intent = nil
            default: throw ParseError(line: number, message: "\"intent\" must be an intent name or null")
            }
            var parameters: JSONObject?
            if let value = object["parameters"] {
                guard let values = value.objectValue else {
                    throw ParseError(line: number, message: "\"parameters\" must be an object")
                }
                guard intent != nil else {
                    throw ParseError(
                        line: number, message: "\"parameters\" needs an intent; a null intent matches nothing")
                }
                parameters = values
            }
            var isFlexible = false
            if let value = object["flexible"] {
                guard let flag = value.boolValue else {
                    throw ParseError(line: number, message: "\"flexible\" must be true or false")
                }
                isFlexible = flag
            }
            var locale: String?
            if let value = object["locale"] {
                guard let code = value.stringValue, !code.isEmpty else {
                    throw ParseError(line: number, message: "\"locale\" must be a locale code such as \"de\"")
                }
                locale = code
            }
            let values: RequestValues
            do {
                values = try RequestValues(entities: object["entities"], context: object["context"])
            } catch {
                throw ParseError(line: number, message: error.description)
            }
            cases.append(
                PhraseCase(
                    line: number, utterance: utterance, intent: intent, parameters: parameters, isFlexible: isFlexible,
                    values: values, locale: locale))
        }
        return cases
    }

    /// Why the result breaks the expectation, or `nil` when it holds.
    func check(_ result: MatchResult) -> String? {
        let got =
            result.match.map { match in
                "\(match.intent) \(Self.values(match).compactText)"
            } ?? "no match (\(result.reason?.code ?? "noPhrase"))"
        guard let intent else {
            return result.match == nil ? nil : "expected no match, got \(got)"
        }
        guard let match = result.match, match.intent == intent else {
            return "expected \(intent)\(parameters.map { " " + JSON.object($0).compactText } ?? ""), got \(got)"
        }
        if let parameters, !JSON.object(parameters).isEqualInValue(to: Self.values(match)) {
            return "expected \(intent) \(JSON.object(parameters).compactText), got \(got)"
        }
        return nil
    }

    private static func values(_ match: Match) -> JSON {
        var values = JSONObject()
        for parameter in match.parameters { values[parameter.name] = parameter.value.json }
        return .object(values)
    }
}
