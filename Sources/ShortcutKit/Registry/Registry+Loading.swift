import Foundation

extension Registry {
    /// Reads and validates a registry file.
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - sourcePath: the name used for the file in error messages and `Registry.sourcePath`; the
    ///     URL's path when `nil`.
    /// - Throws: `RegistryError` naming the file, the place and the fix.
    public init(contentsOf url: URL, sourcePath: String? = nil) throws(RegistryError) {
        let name = sourcePath ?? url.path
        var data: Data?
        do {
            // At most one byte past the limit is read, whatever the file is (a FIFO, /dev/zero).
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maximumFileLength + 1)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot read the file" : "no such file"
            throw RegistryError(file: name, message: reason, missingInput: .registryFile)
        }
        let bytes = data ?? Data()
        guard bytes.count <= Self.maximumFileLength else {
            throw RegistryError(
                file: name,
                message: "the file is larger than \(Self.maximumFileLength >> 20) MiB, the most a registry may be; "
                    + "a registry of 100,000 entity values is about a tenth of that")
        }
        try self.init(jsonData: bytes, sourcePath: name)
    }

    /// 32 MiB: checked before decoding, so that a runaway file (100 MB took 60 s and 2.8 GB to refuse)
    /// is refused at once; the largest registries measured (100,000 entity values) are a few megabytes.
    package static let maximumFileLength = 32 << 20

    /// Reads and validates a registry from JSON text.
    ///
    /// - Parameter sourcePath: the name used for the document in error messages.
    /// - Throws: `RegistryError` naming the place and the fix.
    public init(jsonData data: Data, sourcePath: String = "shortcuts.json") throws(RegistryError) {
        let bytes = [UInt8](data)
        let source = SourceText(bytes: bytes)
        let json: JSON
        let sourceMap: SourceMap
        do {
            (json, sourceMap) = try JSONParser.parse(bytes)
        } catch {
            let line = error.location.line
            throw RegistryError(
                file: sourcePath, location: error.location, message: "invalid JSON: \(error.message)",
                sourceLine: source.line(line))
        }
        var decoder = RegistryDecoder(file: sourcePath, sourceMap: sourceMap, source: source)
        self = try decoder.decode(json)
        self.sourceMap = sourceMap
        self.sourcePath = sourcePath
    }

    /// Reads and validates a registry from JSON text.
    package init(jsonText: String, sourcePath: String = "shortcuts.json") throws(RegistryError) {
        try self.init(jsonData: Data(jsonText.utf8), sourcePath: sourcePath)
    }
}

/// Turns a parsed document into a `Registry`, checking every rule of the format on the way.
struct RegistryDecoder {
    let file: String
    let sourceMap: SourceMap
    let source: SourceText

    /// An error at the value at `path`, or at its character `characterOffset` when the value is a string
    /// (a template's mistake points at the character, escapes in the file counted as they are written).
    func error(_ path: String, _ message: String, characterOffset: Int? = nil) -> RegistryError {
        let location = characterOffset.flatMap { sourceMap.location(of: path, characterOffset: $0) } ?? sourceMap[path]
        let sourceLine = location.flatMap { source.line($0.line) }
        return RegistryError(file: file, path: path, location: location, message: message, sourceLine: sourceLine)
    }

    // MARK: Values

    /// The members of an object, checked against the keys the format allows.
    func object(_ json: JSON, at path: @autoclosure () -> String, required: [String], optional: [String])
        throws(RegistryError) -> JSONObject
    {
        guard case .object(let object) = json else {
            let path = path()
            throw error(path, "expected an object, found \(json.kindName)")
        }
        // Each key looked up in the two lists as they are: a registry has 100,000 objects, and joining
        // the lists and listing the keys were two arrays to make and free for each.
        for (key, _) in object.members where !required.contains(key) && !optional.contains(key) {
            let allowed = required + optional
            var message = "unknown key \"\(key)\""
            if let suggestion = EditDistance.suggestion(for: key, among: allowed) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; allowed keys: \(allowed.joined(separator: ", "))"
            }
            throw error(SourceMap.path(path(), key: key), message)
        }
        for key in required where object[key] == nil {
            throw error(path(), "missing required key \"\(key)\"")
        }
        return object
    }

    func string(_ json: JSON?, at path: @autoclosure () -> String) throws(RegistryError) -> String? {
        guard let json else { return nil }
        guard case .string(let value) = json else { throw error(path(), "expected a string, found \(json.kindName)") }
        return value
    }

    func requiredString(_ json: JSON?, at path: @autoclosure () -> String, nonEmpty: Bool = true)
        throws(RegistryError) -> String
    {
        let value = try string(json, at: path()) ?? ""
        if nonEmpty, value.isBlank {
            throw error(path(), "must not be empty")
        }
        return value
    }

    func array(_ json: JSON?, at path: @autoclosure () -> String) throws(RegistryError) -> [JSON] {
        guard let json else { return [] }
        guard case .array(let value) = json else { throw error(path(), "expected an array, found \(json.kindName)") }
        return value
    }

    func strings(_ json: JSON?, at path: @autoclosure () -> String) throws(RegistryError) -> [String] {
        var result: [String] = []
        for (index, element) in try array(json, at: path()).enumerated() {
            result.append(try requiredString(element, at: SourceMap.path(path(), index: index)))
        }
        return result
    }

    func bool(_ json: JSON?, at path: @autoclosure () -> String) throws(RegistryError) -> Bool? {
        guard let json else { return nil }
        guard case .bool(let value) = json else {
            throw error(path(), "expected true or false, found \(json.kindName)")
        }
        return value
    }

    func number(_ json: JSON?, at path: @autoclosure () -> String) throws(RegistryError) -> Double? {
        guard let json else { return nil }
        guard let value = json.doubleValue else {
            throw error(path(), "expected a number, found \(json.kindName)")
        }
        return value
    }

    // MARK: The document

    mutating func decode(_ json: JSON) throws(RegistryError) -> Registry {
        let root = try object(
            json, at: "", required: ["version", "app", "intents", "shortcuts"],
            optional: [
                "$schema", "locale", "defaultCurrency", "currencies", "currencySymbols", "fillers", "types",
                "negativePhrases", "translations", "lint", "sentences",
            ])
        // The integer as written: `1.0` or `1.0000000000000000000001` (a double that rounds to 1) is not it.
        guard case .integer(let version) = root["version"] else {
            throw error("version", "expected the format version as a whole number, such as 1")
        }
        guard version == Registry.supportedVersion else {
            throw error(
                "version",
                "unsupported version \(version); this release of shortcuts reads version \(Registry.supportedVersion)")
        }
        let locale = try string(root["locale"], at: "locale") ?? "en"
        let currency = try string(root["defaultCurrency"], at: "defaultCurrency") ?? "USD"
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            throw error("defaultCurrency", "expected an ISO 4217 code of three capital letters, such as \"USD\"")
        }
        let app = try decodeApp(root["app"]!)
        let types = try decodeTypes(root["types"])
        var registry = Registry(locale: locale, defaultCurrency: currency, app: app, types: types)
        // Before the intents: a parameter's default amount must be in one of the registry's currencies.
        registry.currencies = try decodeCurrencies(root["currencies"], defaultCurrency: currency)
        registry.intents = try decodeIntents(root["intents"], registry: registry)
        registry.currencySymbols = try decodeCurrencySymbols(root["currencySymbols"], currencies: registry.currencies)
        registry.fillers = try decodeFillers(root["fillers"], at: "fillers")
        registry.shortcuts = try decodeShortcuts(root["shortcuts"], registry: registry)
        for (index, text) in try strings(root["negativePhrases"], at: "negativePhrases").enumerated() {
            let path = SourceMap.path("negativePhrases", index: index)
            let phrase = try parsePhrase(text, at: path)
            if let name = phrase.parameterNames.first {
                throw error(path, "negative phrases cannot name parameters; remove ${\(name)}")
            }
            registry.negativePhrases.append(phrase)
        }
        registry.sentences = try decodeSentences(root["sentences"])
        registry.translations = try decodeTranslations(root["translations"], registry: registry)
        registry.lintSuppressions = try decodeLint(root["lint"])
        return registry
    }

    private func decodeApp(_ json: JSON) throws(RegistryError) -> AppName {
        let object = try object(json, at: "app", required: ["name"], optional: ["synonyms", "shortcutTileColor"])
        let color = try string(object["shortcutTileColor"], at: "app.shortcutTileColor")
        if let color, !ShortcutTileColor.allNames.contains(color) {
            var message = "unknown shortcutTileColor \"\(color)\""
            if let suggestion = EditDistance.suggestion(for: color, among: ShortcutTileColor.allNames) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw error(
                "app.shortcutTileColor",
                message + "; Apple's colours are \(ShortcutTileColor.allNames.joined(separator: ", "))")
        }
        return AppName(
            name: try requiredString(object["name"], at: "app.name"),
            synonyms: try strings(object["synonyms"], at: "app.synonyms"), shortcutTileColor: color)
    }

    private func decodeTypes(_ json: JSON?) throws(RegistryError) -> [ParameterTypeDefinition] {
        guard let json else { return [] }
        guard case .object(let object) = json else {
            throw error("types", "expected an object, found \(json.kindName)")
        }
        var types: [ParameterTypeDefinition] = []
        for (name, value) in object.members {
            let path = SourceMap.path("types", key: name)
            if ParameterType.builtIns[name] != nil {
                throw error(path, "\"\(name)\" is a built-in type; give the type another name")
            }
            let members = try self.object(
                value, at: path, required: ["kind"],
                optional: ["title", "cases", "values", "requestValues", "disambiguation"])
            let kindName = try requiredString(members["kind"], at: path + ".kind")
            guard let kind = ParameterTypeDefinition.Kind(rawValue: kindName) else {
                throw error(path + ".kind", "unknown kind \"\(kindName)\"; use \"enum\" or \"entity\"")
            }
            let listKey = kind == .enum ? "cases" : "values"
            let otherKey = kind == .enum ? "values" : "cases"
            if members[otherKey] != nil {
                throw error(
                    SourceMap.path(path, key: otherKey),
                    "an \(kind.rawValue) type lists its \(listKey), not \(otherKey); rename the key")
            }
            let identifierKey = kind.identifierKey
            var values: [ParameterValueDefinition] = []
            // A set, not a scan of `values`: an entity type may have 100,000 values.
            var identifiers = Set<String>()
            let listPath = path + "." + listKey
            for (index, element) in try array(members[listKey], at: listPath).enumerated() {
                // Written only for an error: an entity type may have 100,000 values.
                func elementPath() -> String { SourceMap.path(listPath, index: index) }
                let fields = try self.object(
                    element, at: elementPath(), required: [identifierKey], optional: ["title", "synonyms"])
                let identifier = try requiredString(fields[identifierKey], at: elementPath() + "." + identifierKey)
                if !identifiers.insert(identifier).inserted {
                    throw error(elementPath(), "duplicate \(identifierKey) \"\(identifier)\"; each must be unique")
                }
                values.append(
                    ParameterValueDefinition(
                        identifier: identifier,
                        title: try string(fields["title"], at: elementPath() + ".title") ?? identifier,
                        synonyms: try strings(fields["synonyms"], at: elementPath() + ".synonyms")))
            }
            // An entity's values may be unknown until the app runs (an imported AppEntity): it then matches
            // nothing, which is what a registry without them can honestly do.
            if values.isEmpty, kind == .enum {
                throw error(path, "missing \(listKey); an \(kind.rawValue) type needs at least one")
            }
            var policy: ParameterTypeDefinition.RequestValuePolicy?
            if let policyName = try string(members["requestValues"], at: path + ".requestValues") {
                policy = ParameterTypeDefinition.RequestValuePolicy(rawValue: policyName)
                if policy == nil {
                    throw error(
                        path + ".requestValues",
                        "unknown requestValues \"\(policyName)\"; use \"add\" (beside the registry's values) or "
                            + "\"replace\" (instead of them)")
                }
            }
            let disambiguation = try string(members["disambiguation"], at: path + ".disambiguation")
            if let disambiguation {
                for placeholder in DialogText.placeholders(in: disambiguation)
                where !ParameterTypeDefinition.disambiguationPlaceholders.contains(placeholder) {
                    throw error(
                        path + ".disambiguation",
                        "unknown placeholder ${\(placeholder)}; a disambiguation question may name ${heard} (what "
                            + "was said) and ${choices} (the values' titles)")
                }
            }
            types.append(
                ParameterTypeDefinition(
                    name: name, kind: kind, title: try string(members["title"], at: path + ".title") ?? name,
                    values: values, requestValues: policy, disambiguation: disambiguation))
        }
        return types
    }

    private func decodeIntents(_ json: JSON?, registry: Registry) throws(RegistryError) -> [Intent] {
        let types = registry.types
        var intents: [Intent] = []
        var indexByName: [String: Int] = [:]
        for (index, element) in try array(json, at: "intents").enumerated() {
            let path = SourceMap.path("intents", index: index)
            let fields = try object(
                element, at: path, required: ["name"],
                optional: ["title", "description", "dialog", "parameters", "results", "confirm"])
            let name = try requiredString(fields["name"], at: path + ".name")
            if let earlier = indexByName[name] {
                throw error(
                    path + ".name", "duplicate intent name \"\(name)\"; intents[\(earlier)] already declares it")
            }
            var parameters: [Parameter] = []
            for (parameterIndex, parameterJSON) in try array(fields["parameters"], at: path + ".parameters")
                .enumerated()
            {
                let parameterPath = SourceMap.path(path + ".parameters", index: parameterIndex)
                let parameterFields = try object(
                    parameterJSON, at: parameterPath, required: ["name", "type"],
                    optional: [
                        "title", "required", "prompt", "allowsNegative", "minimum", "maximum", "step", "outOfRange",
                        "context", "default",
                    ])
                let (parameterName, type) = try nameAndType(
                    parameterFields, at: parameterPath, of: name, declared: parameters, types: types)
                let allowsNegative =
                    try bool(parameterFields["allowsNegative"], at: parameterPath + ".allowsNegative") ?? false
                if allowsNegative, ![ParameterType.number, .integer, .percent].contains(type) {
                    throw error(
                        parameterPath + ".allowsNegative",
                        "allowsNegative applies to number, integer and percent parameters, not \(type); "
                            + "an amount of money, a date, a time or a duration is never negative, so remove it")
                }
                let parameter = Parameter(
                    name: parameterName, type: type,
                    title: try string(parameterFields["title"], at: parameterPath + ".title") ?? parameterName,
                    isRequired: try bool(parameterFields["required"], at: parameterPath + ".required") ?? false,
                    prompt: try string(parameterFields["prompt"], at: parameterPath + ".prompt"),
                    allowsNegative: allowsNegative,
                    minimum: try number(parameterFields["minimum"], at: parameterPath + ".minimum"),
                    maximum: try number(parameterFields["maximum"], at: parameterPath + ".maximum"),
                    step: try number(parameterFields["step"], at: parameterPath + ".step"),
                    outOfRange: try string(parameterFields["outOfRange"], at: parameterPath + ".outOfRange"))
                if let problem = parameter.boundsProblem {
                    throw error(parameterPath + "." + problem.key, problem.message)
                }
                parameters.append(parameter)
                if let key = try string(parameterFields["context"], at: parameterPath + ".context") {
                    if key.isBlank {
                        throw error(
                            parameterPath + ".context", "empty context key; name the request's context member")
                    }
                    parameters[parameters.count - 1].context = key
                }
                if let defaultJSON = parameterFields["default"] {
                    parameters[parameters.count - 1].defaultValue = try decodeDefault(
                        defaultJSON, at: parameterPath + ".default", of: parameters[parameters.count - 1],
                        registry: registry)
                }
            }
            // After every parameter is known: an outOfRange dialog may name a parameter declared after its own.
            for (parameterIndex, parameter) in parameters.enumerated() {
                guard let outOfRange = parameter.outOfRange else { continue }
                try checkPlaceholders(
                    of: outOfRange,
                    at: SourceMap.path(path + ".parameters", index: parameterIndex) + ".outOfRange",
                    what: "outOfRange dialog", intent: name, values: parameters)
            }
            var results: [Parameter] = []
            for (resultIndex, resultJSON) in try array(fields["results"], at: path + ".results").enumerated() {
                let resultPath = SourceMap.path(path + ".results", index: resultIndex)
                let resultFields = try object(
                    resultJSON, at: resultPath, required: ["name", "type"], optional: ["title"])
                let (resultName, type) = try nameAndType(
                    resultFields, at: resultPath, of: name, declared: parameters + results, types: types)
                results.append(
                    Parameter(
                        name: resultName, type: type,
                        title: try string(resultFields["title"], at: resultPath + ".title") ?? resultName))
            }
            let dialog = try string(fields["dialog"], at: path + ".dialog")
            if let dialog {
                try checkPlaceholders(
                    of: dialog, at: path + ".dialog", what: "dialog", intent: name, values: parameters + results)
            }
            let confirmation = try string(fields["confirm"], at: path + ".confirm")
            if let confirmation {
                if confirmation.isBlank {
                    throw error(path + ".confirm", "must not be empty; write the question Siri asks, or remove it")
                }
                try checkPlaceholders(
                    of: confirmation, at: path + ".confirm", what: "confirmation", intent: name, values: parameters)
            }
            indexByName[name] = intents.count
            intents.append(
                Intent(
                    name: name, title: try string(fields["title"], at: path + ".title") ?? name,
                    description: try string(fields["description"], at: path + ".description"),
                    dialog: dialog, parameters: parameters, results: results, confirmation: confirmation))
        }
        return intents
    }

    /// A parameter's or result's `name` and `type`: a name that a slot can hold and the intent does not
    /// declare yet, and a built-in or declared type.
    private func nameAndType(
        _ fields: JSONObject, at path: String, of intent: String, declared: [Parameter],
        types: [ParameterTypeDefinition]
    ) throws(RegistryError) -> (String, ParameterType) {
        let name = try requiredString(fields["name"], at: path + ".name")
        guard name != Template.applicationNameSlot, Template.isSlotName(name) else {
            throw error(
                path + ".name",
                "invalid name \"\(name)\"; use letters, digits and '_', starting with a letter, and not \"applicationName\""
            )
        }
        if declared.contains(where: { $0.name == name }) {
            throw error(
                path + ".name", "duplicate name \"\(name)\" in \(intent): parameters and results share one namespace")
        }
        let typeName = try requiredString(fields["type"], at: path + ".type")
        let type = ParameterType(registryName: typeName)
        if case .named(let typeName) = type, !types.contains(where: { $0.name == typeName }) {
            let known = ParameterType.builtInNames + types.map(\.name)
            var message = "unknown type \"\(typeName)\""
            if let suggestion = EditDistance.suggestion(for: typeName, among: known) {
                message += "; did you mean \"\(suggestion)\"?"
            } else {
                message += "; use one of: \(known.joined(separator: ", "))"
            }
            throw error(path + ".type", message)
        }
        return (name, type)
    }

    private mutating func decodeShortcuts(_ json: JSON?, registry: Registry) throws(RegistryError) -> [Shortcut] {
        let intents = registry.intents
        var shortcuts: [Shortcut] = []
        let intentByName = Dictionary(intents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, element) in try array(json, at: "shortcuts").enumerated() {
            // Paths are written only for an error: a registry may have 10,000 shortcuts.
            func path() -> String { SourceMap.path("shortcuts", index: index) }
            let fields = try object(
                element, at: path(), required: ["intent", "phrases"],
                optional: ["shortTitle", "systemImageName", "values", "parameterPresentation"])
            let intentName = try requiredString(fields["intent"], at: path() + ".intent")
            guard let intent = intentByName[intentName] else {
                var message = "unknown intent \"\(intentName)\""
                if let suggestion = EditDistance.suggestion(for: intentName, among: intents.map(\.name)) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else {
                    message += "; declare it in \"intents\" (declared: \(intents.map(\.name).joined(separator: ", ")))"
                }
                throw error(path() + ".intent", message)
            }
            let values = try decodeValues(fields["values"], at: path() + ".values", intent: intent, registry: registry)
            var phrases: [Phrase] = []
            for (phraseIndex, phrase) in try strings(fields["phrases"], at: path() + ".phrases").enumerated() {
                func phrasePath() -> String { SourceMap.path(path() + ".phrases", index: phraseIndex) }
                let parsed = try parsePhrase(phrase, at: phrasePath())
                phrases.append(parsed)
                for name in parsed.parameterNames where intent.parameter(named: name) == nil {
                    let offset = phrase.range(of: "${\(name)}").map {
                        phrase.distance(from: phrase.startIndex, to: $0.lowerBound)
                    }
                    let available =
                        intent.parameters.isEmpty
                        ? "no parameters" : intent.parameters.map(\.name).joined(separator: ", ")
                    throw error(
                        phrasePath(), "unknown parameter ${\(name)}; \(intent.name) has: \(available)",
                        characterOffset: offset)
                }
                if let name = parsed.parameterNames.first(where: { values[$0] != nil }) {
                    throw error(
                        phrasePath(),
                        "${\(name)} is fixed by this shortcut's values, so no phrase of it may name it; remove "
                            + "${\(name)} from the phrase, or move the phrase to a shortcut that does not fix \(name)",
                        characterOffset: phrase.range(of: "${\(name)}").map {
                            phrase.distance(from: phrase.startIndex, to: $0.lowerBound)
                        })
                }
            }
            var shortcut = Shortcut(
                intent: intentName, shortTitle: try string(fields["shortTitle"], at: path() + ".shortTitle"),
                systemImageName: try string(fields["systemImageName"], at: path() + ".systemImageName"),
                values: values, phrases: phrases)
            shortcut.parameterPresentation = try decodePresentation(
                fields["parameterPresentation"], at: path() + ".parameterPresentation", intent: intent,
                shortcut: shortcut, registry: registry)
            shortcuts.append(shortcut)
        }
        return shortcuts
    }

    /// Reads a shortcut's `"values": {"domain": "light"}`: each value by its parameter's type, then
    /// checked by the one rule for fixed values (`Shortcut.problem(withValueOf:in:registry:)`).
    private func decodeValues(_ json: JSON?, at path: @autoclosure () -> String, intent: Intent, registry: Registry)
        throws(RegistryError) -> [String: ParameterValue]
    {
        guard let json else { return [:] }
        guard case .object(let object) = json else {
            throw error(
                path(),
                "expected an object from parameter name to value, such as {\"domain\": \"light\"}, "
                    + "found \(json.kindName)")
        }
        var values: [String: ParameterValue] = [:]
        for (name, valueJSON) in object.members {
            let valuePath = SourceMap.path(path(), key: name)
            var shortcut = Shortcut(intent: intent.name, phrases: [])
            if let parameter = intent.parameter(named: name) {
                guard let value = ParameterValue(fixed: valueJSON, type: parameter.type, registry: registry) else {
                    throw error(
                        valuePath,
                        parameter.expectedForm(registry: registry) + ", found \(valueJSON.kindName)")
                }
                shortcut.values[name] = value
            } else {
                shortcut.values[name] = .string(name)
            }
            if let problem = shortcut.problem(withValueOf: name, in: intent, registry: registry) {
                throw error(valuePath, problem)
            }
            values[name] = shortcut.values[name]
        }
        return values
    }

    /// Reads a parameter's `"default": 20`, written as a fixed value of its type is, and checks it by the
    /// same rule (`Parameter.problem(with:registry:)`). A required parameter has no default: one with a
    /// default is never missing, which is what `required` says it may be.
    private func decodeDefault(_ json: JSON, at path: String, of parameter: Parameter, registry: Registry)
        throws(RegistryError) -> ParameterValue
    {
        if parameter.isRequired {
            throw error(path, Parameter.requiredDefaultProblem)
        }
        guard let value = ParameterValue(fixed: json, type: parameter.type, registry: registry) else {
            throw error(path, parameter.expectedForm(registry: registry) + ", found \(json.kindName)")
        }
        if let problem = parameter.problem(with: value, registry: registry) {
            throw error(path, problem)
        }
        return value
    }

    /// Reads `"translations": {"de": {"<source phrase>": ["<phrase>", …]}}`.
    ///
    /// Each source must be a phrase of the registry, and each translated phrase a valid template naming only
    /// parameters of the intents whose shortcuts use the source (none for a negative phrase). A string in
    /// place of the phrase list translates a dialog or prompt (`"Sending ${amount} to ${recipient}.": "…"`),
    /// `"fillers": {"leading": […], "trailing": […]}` gives the locale's own fillers, and
    /// `"types": {"<type>": {"<identifier>": {"title": …, "synonyms": […]}}}` its values' titles.
    private func decodeTranslations(_ json: JSON?, registry: Registry) throws(RegistryError) -> [Translation] {
        guard let json else { return [] }
        guard case .object(let locales) = json else {
            throw error("translations", "expected an object of locales, such as {\"de\": {…}}, found \(json.kindName)")
        }
        let sources = (registry.shortcuts.flatMap(\.phrases) + registry.negativePhrases).map(\.text)
        var translations: [Translation] = []
        for (locale, value) in locales.members {
            let localePath = SourceMap.path("translations", key: locale)
            if locale.isBlank {
                throw error(localePath, "empty locale; use a BCP 47 code such as \"de\"")
            }
            if locale == registry.locale {
                throw error(
                    localePath,
                    "\"\(locale)\" is the registry's own locale; its phrases are the shortcuts' phrases, so move these there"
                )
            }
            guard case .object(let entries) = value else {
                throw error(localePath, "expected an object from source phrase to phrases, found \(value.kindName)")
            }
            var translation = Translation(locale: locale)
            for (source, phrasesJSON) in entries.members {
                let entryPath = SourceMap.path(localePath, key: source)
                if source == "fillers", case .object = phrasesJSON {
                    translation.fillers = try decodeFillers(phrasesJSON, at: entryPath)
                    continue
                }
                if source == "types", case .object = phrasesJSON {
                    translation.values = try decodeTranslatedValues(
                        phrasesJSON, at: entryPath, locale: locale, registry: registry)
                    continue
                }
                if case .string(let text) = phrasesJSON {
                    translation.sentences.append(
                        try decodeSentence(text, source: source, at: entryPath, registry: registry))
                    continue
                }
                try checkTranslationKey(
                    source, among: sources, at: entryPath,
                    "is not a phrase of this registry; a translation's key is a phrase exactly as the shortcut or "
                        + "negativePhrases write it")
                let allowed = Set(
                    registry.shortcuts.filter { $0.phrases.contains { $0.text == source } }
                        .flatMap { shortcut in
                            (registry.intent(named: shortcut.intent)?.parameters.map(\.name) ?? [])
                                .filter { shortcut.values[$0] == nil }
                        })
                let texts = try strings(phrasesJSON, at: entryPath)
                if texts.isEmpty { throw error(entryPath, "no phrases; give at least one or remove the entry") }
                var phrases: [Phrase] = []
                for (index, text) in texts.enumerated() {
                    let phrasePath = SourceMap.path(entryPath, index: index)
                    let phrase = try parsePhrase(text, at: phrasePath)
                    phrases.append(phrase)
                    for name in phrase.parameterNames where !allowed.contains(name) {
                        let names = allowed.sorted().joined(separator: ", ")
                        let has = allowed.isEmpty ? "the source phrase names no parameters" : "it may name: \(names)"
                        throw error(phrasePath, "unknown parameter ${\(name)}; \(has)")
                    }
                }
                translation.entries.append(Translation.Entry(source: source, phrases: phrases))
            }
            translations.append(translation)
        }
        return translations
    }

    private func parsePhrase(_ text: String, at path: @autoclosure () -> String) throws(RegistryError) -> Phrase {
        do {
            return try Phrase(text)
        } catch {
            throw self.error(path(), "malformed phrase: \(error.reason)", characterOffset: error.offset)
        }
    }
}
