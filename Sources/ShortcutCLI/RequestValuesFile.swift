import ShortcutKit

/// `--values FILE` of `match` and `ask`: a request's own values and context, as a JSON object
/// `{"entities": {...}, "context": {...}}`, the two members the voice-assistant payload carries.
enum RequestValuesFile {
    /// The `--values` declaration, for commands whose options have a `valuesPath`.
    static func declaration<Options>(_ path: WritableKeyPath<Options, String?> & Sendable) -> OptionDeclaration<Options>
    {
        .option(
            path, "values", "file",
            help: "The request's own values and context: {\"entities\": {...}, \"context\": {...}}.")
    }

    /// The values in the file, checked against the registry.
    ///
    /// - Throws: `invalidInput` naming the file and the member that is wrong.
    static func values(at path: String?, matcher: Matcher) throws(CommandError) -> RequestValues {
        guard let path else { return RequestValues() }
        let data = try InputFile.contents(of: path)
        let values: RequestValues
        do {
            let json = try JSON(parsing: String(decoding: data, as: UTF8.self))
            guard let object = json.objectValue else {
                throw CommandError.invalidInput(
                    "\(path): expected a JSON object with \"entities\" and \"context\", found \(json.kindName)")
            }
            for key in object.keys where key != "entities" && key != "context" {
                throw CommandError.invalidInput("\(path): unknown member \"\(key)\"; use \"entities\" and \"context\"")
            }
            values = try RequestValues(entities: object["entities"], context: object["context"])
        } catch let error as CommandError {
            throw error
        } catch let error as AssistantError {
            throw .invalidInput("\(path): \(error.description)")
        } catch {
            throw .invalidInput("\(path): not JSON: \(error)")
        }
        if let problem = matcher.problem(in: values) { throw .invalidInput("\(path): \(problem)") }
        return values
    }
}
