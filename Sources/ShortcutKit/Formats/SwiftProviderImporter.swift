/// Reads the App Shortcuts of an app's Swift source files into a registry, without compiling them.
///
/// It reads what Apple's build reads: the `AppShortcut(intent:phrases:shortTitle:systemImageName:)` literals
/// (with their `parameterPresentation:`) and `negativePhrases` of an `AppShortcutsProvider`; and, to give phrase parameters their types, the
/// `@Parameter` properties of `AppIntent` types, the cases of `AppEnum` types and the `AppEntity` types,
/// wherever among the files they are declared. `#if` is evaluated first (`SwiftConditionalCompilation`).
/// With a base registry, the import is a merge: intents and types not declared in the source come from it,
/// and the phrases fold back into its templates (`SwiftProviderImporter+Merging.swift`).
///
/// The import is partial: a construct that cannot be read statically (a phrase built at run time, an
/// interpolation other than `\(.applicationName)` and `\(\.$parameter)`, a parameter whose type no file
/// declares) is left out and reported as one problem with its file, line, column and fix; everything else
/// is imported. A phrase is never dropped silently. A problem the registry's own validation finds in the
/// result is reported at the place of the literal or declaration it concerns (`SourcePlaces`).
struct SwiftProviderImporter {
    /// A Swift file's name, as the user gave it, and its text.
    typealias Source = (file: String, text: String)

    let base: Registry?
    let appName: String?
    let defines: Set<String>

    /// More phrases than any app's App Shortcuts hold (Apple allows 10 shortcuts and 1,000 expanded
    /// phrases); the bound keeps a generated or hostile file from costing the resolver quadratic time.
    static let maximumPhrases = 10_000

    func read(_ sources: [Source]) throws(FormatError) -> ImportResult {
        var declarations = SwiftDeclarations()
        let conditions = SwiftConditionalCompilation(defines: defines)
        // `#if` branches skipped in files that declare no App Intents types: counted, not listed.
        var quietlySkipped = (branches: 0, files: 0)
        for source in sources {
            var file = SwiftFile(name: source.file, text: source.text)
            do {
                file.tokens = try SwiftTokenizer.tokens(of: source.text)
            } catch {
                declarations.problems.append(
                    file.failure(error.message + "; the file was not read", at: error.location))
                continue
            }
            let resolved = conditions.resolve(file)
            let declaresAppIntents = Self.declaresAppIntents(file)
            file.tokens = resolved.tokens
            declarations.problems += resolved.problems
            if !declaresAppIntents, !resolved.skipped.isEmpty {
                quietlySkipped.branches += resolved.skipped.count
                quietlySkipped.files += 1
            }
            for branch in resolved.skipped where declaresAppIntents {
                let why = branch.isAfterTakenBranch ? "an earlier branch was taken" : "\(branch.condition) is false"
                declarations.notes.append(
                    FormatNote(
                        kind: .skippedBranch, place: "\(source.file):\(branch.location)",
                        message:
                            "skipped the \(branch.directive) branch (to line \(branch.lastLine)): \(why) in an iOS release build",
                        missingInput: .compilationFlag))
            }
            var reader = SwiftDeclarationReader(file: file, declarations: declarations)
            declarations = SwiftDeclarations()  // the reader's copy is then the only one, and grows in place
            reader.scan()
            declarations = reader.declarations
        }
        if quietlySkipped.branches > 0 {
            let (branches, files) = quietlySkipped
            declarations.notes.append(
                FormatNote(
                    kind: .skippedBranch, place: "\(files) file\(files == 1 ? "" : "s") without App Intents types",
                    message:
                        "skipped \(branches) #if branch\(branches == 1 ? "" : "es") whose condition is false in an iOS release build (not listed one by one: these files declare no intent, enum, entity or provider)",
                    missingInput: .compilationFlag))
        }
        declarations.problems += declarations.unknownRepresentationKeys
        return try registry(from: declarations, files: sources.map(\.file))
    }

    /// Whether a file, in any of its `#if` branches, declares or uses App Intents types: only such a
    /// file's skipped branches can hide a shortcut, a parameter or a case, so only they are listed.
    static func declaresAppIntents(_ file: SwiftFile) -> Bool {
        let names: Set<String> = [
            "AppShortcutsProvider", "AppShortcut", "AppIntent", "AppEnum", "AppEntity", "NegativeAppShortcutPhrases",
        ]
        return file.tokens.indices.contains { index in
            guard let name = file.name(at: index) else { return false }
            return names.contains(name) || name.hasSuffix("Intent")
                || (name == "Parameter" && file.isPunctuation("@", at: index - 1))
        }
    }

    // MARK: The registry

    private func registry(from declarations: SwiftDeclarations, files: [String]) throws(FormatError) -> ImportResult {
        let file = files.count == 1 ? files[0] : "swift"
        guard !declarations.providers.isEmpty || !declarations.shortcuts.isEmpty else {
            if let problem = declarations.problems.first, declarations.problems.count == 1 { throw problem }
            let what =
                files.count == 1
                ? "no AppShortcutsProvider in this file"
                : "none of the \(files.count) Swift files declares an AppShortcutsProvider"
            throw FormatError(
                file: file, message: "\(what); import the file that declares it, or the app's source folder")
        }
        let phraseCount =
            declarations.shortcuts.reduce(0) { $0 + $1.phrases.count } + declarations.negativePhrases.count
        guard phraseCount <= Self.maximumPhrases else {
            throw FormatError(
                file: file,
                message:
                    "\(phraseCount) phrases, more than the \(Self.maximumPhrases) an import reads (Apple allows 10 App Shortcuts); import the app's own source, not generated or vendored files"
            )
        }
        guard let appName = appName ?? base?.app.name else {
            throw FormatError(
                file: file,
                message:
                    "Swift source does not name the app (Siri fills in \\(.applicationName))", missingInput: .appName)
        }
        var problems = declarations.problems
        var notes = declarations.notes
        // Where each element of the registry was written: a problem the registry's validation finds is
        // reported there, not at a line of the registry's generated text.
        var places = SourcePlaces()
        // With a base registry the import is a merge: its intents and types stay, and the source's phrases
        // are matched back to its templates (see SwiftProviderImporter+Merging.swift).
        var registry = base ?? Registry(app: AppName(name: appName))
        registry.shortcuts = []
        registry.negativePhrases = []
        registry.translations = []
        if let appName = self.appName { registry.app.name = appName }
        registry.app.shortcutTileColor = declarations.shortcutTileColor
        for literal in declarations.shortcuts {
            let declared = declarations.intents[literal.intent]
            var intent =
                registry.intent(named: literal.intent)
                ?? Intent(name: literal.intent, title: declared?.title ?? Self.title(fromTypeName: literal.intent))
            let isNew = registry.intent(named: literal.intent) == nil
            /// Adds the intent's parameter `name` from its declaration, unless the intent has it; false, with
            /// the problem recorded, when it cannot.
            func addParameter(_ name: String, at place: SwiftDeclarations.Place, naming: String) -> Bool {
                guard intent.parameter(named: name) == nil else { return true }
                guard let parameter = declared?.parameters.first(where: { $0.name == name }) else {
                    let source =
                        declared == nil
                        ? "no imported file declares \(literal.intent)"
                        : "\(literal.intent) declares no @Parameter var \(name)"
                    problems.append(
                        place.failure(
                            "\(naming), but \(source)",
                            missingInput: .declaration(
                                of: declared == nil ? literal.intent : "\(literal.intent).\(name)")))
                    return false
                }
                do {
                    let type = try parameterType(
                        parameter, intent: literal.intent, scope: declared?.scope ?? literal.intent,
                        declarations: declarations, into: &registry,
                        notes: &notes, at: place)
                    // App Intents bounds an Int, a Double and an amount; the registry the same three.
                    let isBounded = [ParameterType.integer, .number, .currency, .duration].contains(type)
                    intent.parameters.append(
                        Parameter(
                            name: name, type: type, title: parameter.title ?? name,
                            isRequired: !parameter.isOptional, prompt: parameter.prompt,
                            minimum: isBounded ? parameter.lowerBound : nil,
                            maximum: isBounded ? parameter.upperBound : nil))
                    if parameter.isArray {
                        notes.append(
                            FormatNote(
                                kind: .lossy, place: "\(literal.intent).\(name)",
                                message:
                                    "\(literal.intent).\(name) is an array of \(parameter.typeName); the registry reads one value of it from a phrase"
                            ))
                    }
                    if parameter.hasDefault {
                        let index = intent.parameters.count - 1
                        if let problem = Self.defaultProblem(
                            of: parameter, for: &intent.parameters[index], intent: literal.intent,
                            scope: declared?.scope ?? literal.intent, declarations: declarations, registry: registry)
                        {
                            notes.append(
                                FormatNote(
                                    kind: .lossy, place: "\(literal.intent).\(name)",
                                    message:
                                        "\(literal.intent).\(name) has a default value the registry cannot hold (\(problem)), so it is imported as not required without it"
                                ))
                        }
                    }
                } catch {
                    problems.append(error)
                    return false
                }
                return true
            }
            var values: [String: ParameterValue] = [:]
            var valuesAreRead = true
            for value in literal.values {
                guard addParameter(value.name, at: value.place, naming: "the intent is made with \(value.name):"),
                    let parameter = intent.parameter(named: value.name)
                else {
                    valuesAreRead = false
                    continue
                }
                do {
                    let fixed = try Self.fixedValue(
                        value, of: parameter, intent: literal.intent, scope: declared?.scope ?? literal.intent,
                        declarations: declarations, registry: registry)
                    values[value.name] = fixed
                    // An entity's values are the app's at run time; the one a shortcut presets is listed, so
                    // that the registry can hold the shortcut.
                    if case .entity(let identifier) = fixed, case .named(let typeName) = parameter.type,
                        let typeIndex = registry.types.firstIndex(where: { $0.name == typeName }),
                        !registry.types[typeIndex].values.contains(where: { $0.identifier == identifier })
                    {
                        registry.types[typeIndex].values.append(
                            ParameterValueDefinition(identifier: identifier, title: identifier))
                        notes.append(
                            FormatNote(
                                kind: .lossy, place: "types.\(typeName)",
                                message:
                                    "\(literal.intent) is preset with the \(typeName) \"\(identifier)\", which the registry "
                                    + "now lists with its id as its title; give it the title people say"))
                    }
                } catch {
                    problems.append(error)
                    valuesAreRead = false
                }
            }
            // The shortcut means its values: without them it would be another shortcut.
            guard valuesAreRead else { continue }
            var phrases: [Phrase] = []
            var phrasePlaces: [SwiftDeclarations.Place] = []
            phraseLoop: for phrase in literal.phrases {
                for name in phrase.template.parameterNames
                where !addParameter(name, at: phrase.place, naming: "the phrase names \\(\\.$\(name))") {
                    continue phraseLoop
                }
                phrases.append(phrase.template)
                phrasePlaces.append(phrase.place)
            }
            // Each phrase left out was reported; without any, the shortcut cannot be imported.
            guard !phrases.isEmpty else { continue }
            // A presentation whose parameters cannot be declared is left out; the problem says why.
            var presentation = literal.presentation?.presentation
            if let written = literal.presentation {
                let names = [written.presentation.parameter] + DialogText.placeholders(in: written.presentation.summary)
                for name in names
                where !addParameter(name, at: written.place, naming: "the parameterPresentation names \\(\\.$\(name))")
                {
                    presentation = nil
                }
            }
            if isNew {
                registry.intents.append(intent)
            } else if let index = registry.intents.firstIndex(where: { $0.name == intent.name }) {
                registry.intents[index] = intent
            }
            if let intentIndex = registry.intents.firstIndex(where: { $0.name == intent.name }) {
                let intentPath = "intents[\(intentIndex)]"
                places[intentPath] = declared?.place ?? literal.place
                for (parameterIndex, parameter) in intent.parameters.enumerated() {
                    places["\(intentPath).parameters[\(parameterIndex)]"] =
                        declared?.parameters.first { $0.name == parameter.name }?.place
                }
            }
            let shortcutPath = "shortcuts[\(registry.shortcuts.count)]"
            places[shortcutPath] = literal.place
            for (phraseIndex, place) in phrasePlaces.enumerated() {
                places["\(shortcutPath).phrases[\(phraseIndex)]"] = place
            }
            for value in literal.values {
                places[SourceMap.path(shortcutPath + ".values", key: value.name)] = value.place
            }
            if presentation != nil { places[shortcutPath + ".parameterPresentation"] = literal.presentation?.place }
            var shortcut = Shortcut(
                intent: literal.intent, shortTitle: literal.shortTitle, systemImageName: literal.systemImageName,
                values: values, phrases: phrases)
            shortcut.parameterPresentation = presentation
            registry.shortcuts.append(shortcut)
        }
        registry.negativePhrases = declarations.negativePhrases.map(\.template)
        for (index, phrase) in declarations.negativePhrases.enumerated() {
            places["negativePhrases[\(index)]"] = phrase.place
        }
        for type in registry.types {
            places[SourceMap.path("types", key: type.name)] = declarations.enums[type.name]?.place
        }
        // A merge reorders what the source declared: its places would name the wrong literals.
        if let base {
            registry = try Self.merged(registry, into: base, file: file, notes: &notes)
            places = SourcePlaces()
        }
        return ImportResult(
            registry: try registry.validated(file: file, places: places), notes: notes, problems: problems)
    }

    /// The registry type of a declared parameter; enum and entity types read from the source are added to the
    /// registry (an entity without values, which only the app knows at run time).
    private func parameterType(
        _ declaration: SwiftDeclarations.ParameterDeclaration, intent: String, scope: String,
        declarations: SwiftDeclarations,
        into registry: inout Registry, notes: inout [FormatNote], at place: SwiftDeclarations.Place
    ) throws(FormatError) -> ParameterType {
        switch declaration.typeName.split(separator: ".").last ?? "" {
        case "String": return .string
        case "Int": return .integer
        case "Double", "Float", "Decimal": return .number
        case "IntentCurrencyAmount": return .currency
        case "Date": return .date
        // The declaration reader keeps a generic type's name without its arguments; App Intents takes a
        // Measurement parameter of UnitDuration only among the units a phrase could say.
        case "Measurement<UnitDuration>", "Measurement": return .duration
        default: break
        }
        let declaredName = declarations.resolvedTypeName(declaration.typeName, scope: scope)
        let typeName = declarations.registryTypeName(of: declaredName)
        if registry.type(named: typeName) != nil { return .named(typeName) }
        if var type = declarations.enumType(named: declaredName) ?? base?.type(named: typeName) {
            type.name = typeName
            registry.types.append(type)
            return .named(typeName)
        }
        if let title = declarations.entities[declaredName] {
            registry.types.append(ParameterTypeDefinition(name: typeName, kind: .entity, title: title, values: []))
            notes.append(
                FormatNote(
                    kind: .lossy, place: "types.\(typeName)",
                    message:
                        "\(typeName) is an AppEntity: its values come from its EntityQuery when the app runs, so the registry lists none and phrases naming \(intent).\(declaration.name) match nothing until you list the values people say under types.\(typeName).values"
                ))
            return .named(typeName)
        }
        if let declared = declarations.enums[declaredName], declared.isAppEnum {
            throw place.failure(
                "\(intent).\(declaration.name) is a \(typeName), an AppEnum whose cases were not found; declare them in the enum's body as `case name` or `case name = \"raw value\"`"
            )
        }
        throw place.failure(
            "\(intent).\(declaration.name) is a \(typeName), which no imported file declares as an AppEnum or AppEntity",
            missingInput: .declaration(of: typeName))
    }

    /// `CheckBalanceIntent` → `Check Balance`.
    static func title(fromTypeName name: String) -> String {
        var base = Substring(name)
        if base.hasSuffix("Intent"), base.count > 6 { base = base.dropLast(6) }
        var words: [String] = []
        var current = ""
        for character in base {
            if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }
}
