extension Registry {
    /// The registry as a version 1 document, keys in the order the format documents them.
    ///
    /// Optional fields are written only when set, so that `Registry(jsonText: registry.json.prettyText)`
    /// gives back an equal registry and a generated file stays as small as a hand-written one.
    package func json(schema: String? = "shortcuts.schema.json") -> JSON {
        var root = JSONObject()
        if let schema { root["$schema"] = .string(schema) }
        root["version"] = .integer(Registry.supportedVersion)
        root["locale"] = .string(locale)
        root["defaultCurrency"] = .string(defaultCurrency)
        if !currencies.isEmpty { root["currencies"] = .array(currencies.map(JSON.string)) }
        if !currencySymbols.isEmpty {
            root["currencySymbols"] = .object(
                JSONObject(currencySymbols.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) }))
        }
        if !fillers.isEmpty { root["fillers"] = fillers.json }
        var appObject = JSONObject([("name", .string(app.name))])
        if !app.synonyms.isEmpty { appObject["synonyms"] = .array(app.synonyms.map(JSON.string)) }
        if let color = app.shortcutTileColor { appObject["shortcutTileColor"] = .string(color) }
        root["app"] = .object(appObject)
        if !types.isEmpty {
            var typesObject = JSONObject()
            for type in types {
                let identifierKey = type.kind.identifierKey
                let values: [JSON] = type.values.map { value in
                    var object = JSONObject([
                        (identifierKey, .string(value.identifier)), ("title", .string(value.title)),
                    ])
                    if !value.synonyms.isEmpty { object["synonyms"] = .array(value.synonyms.map(JSON.string)) }
                    return .object(object)
                }
                var object = JSONObject([
                    ("kind", .string(type.kind.rawValue)), ("title", .string(type.title)),
                    (type.kind == .enum ? "cases" : "values", .array(values)),
                ])
                if let policy = type.requestValues { object["requestValues"] = .string(policy.rawValue) }
                if let question = type.disambiguation { object["disambiguation"] = .string(question) }
                typesObject[type.name] = .object(object)
            }
            root["types"] = .object(typesObject)
        }
        root["intents"] = .array(
            intents.map { intent in
                var object = JSONObject([("name", .string(intent.name)), ("title", .string(intent.title))])
                if let description = intent.description { object["description"] = .string(description) }
                if let dialog = intent.dialog { object["dialog"] = .string(dialog) }
                if !intent.parameters.isEmpty {
                    object["parameters"] = .array(
                        intent.parameters.map { parameter in
                            var fields = JSONObject([
                                ("name", .string(parameter.name)), ("type", .string(parameter.type.description)),
                                ("title", .string(parameter.title)),
                            ])
                            if parameter.isRequired { fields["required"] = .bool(true) }
                            if let prompt = parameter.prompt { fields["prompt"] = .string(prompt) }
                            if parameter.allowsNegative { fields["allowsNegative"] = .bool(true) }
                            if let minimum = parameter.minimum { fields["minimum"] = .number(minimum) }
                            if let maximum = parameter.maximum { fields["maximum"] = .number(maximum) }
                            if let step = parameter.step { fields["step"] = .number(step) }
                            if let outOfRange = parameter.outOfRange { fields["outOfRange"] = .string(outOfRange) }
                            if let key = parameter.context { fields["context"] = .string(key) }
                            if let value = parameter.defaultValue { fields["default"] = value.json }
                            return .object(fields)
                        })
                }
                if !intent.results.isEmpty {
                    object["results"] = .array(
                        intent.results.map { result in
                            .object(
                                JSONObject([
                                    ("name", .string(result.name)), ("type", .string(result.type.description)),
                                    ("title", .string(result.title)),
                                ]))
                        })
                }
                if let confirmation = intent.confirmation { object["confirm"] = .string(confirmation) }
                return .object(object)
            })
        root["shortcuts"] = .array(
            shortcuts.map { shortcut in
                var object = JSONObject([("intent", .string(shortcut.intent))])
                if let shortTitle = shortcut.shortTitle { object["shortTitle"] = .string(shortTitle) }
                if let image = shortcut.systemImageName { object["systemImageName"] = .string(image) }
                if !shortcut.values.isEmpty {
                    // In the intent's parameter order, as a match lists them; names it lacks (a registry
                    // built in code, refused when compiled) after them, sorted.
                    let order = intent(named: shortcut.intent)?.parameters.map(\.name) ?? []
                    let names =
                        order.filter { shortcut.values[$0] != nil }
                        + shortcut.values.keys.filter { !order.contains($0) }.sorted()
                    object["values"] = .object(JSONObject(names.map { ($0, shortcut.values[$0]!.json) }))
                }
                object["phrases"] = .array(shortcut.phrases.map { .string($0.text) })
                if let presentation = shortcut.parameterPresentation {
                    object["parameterPresentation"] = presentation.json
                }
                return .object(object)
            })
        if !negativePhrases.isEmpty { root["negativePhrases"] = .array(negativePhrases.map { .string($0.text) }) }
        let defaults = AssistantSentences()
        let changed = AssistantSentences.members.filter { sentences[keyPath: $0.path] != defaults[keyPath: $0.path] }
        if !changed.isEmpty {
            root["sentences"] = .object(JSONObject(changed.map { ($0.key, .string(sentences[keyPath: $0.path])) }))
        }
        if !translations.isEmpty {
            var locales = JSONObject()
            for translation in translations {
                var entries = JSONObject()
                for entry in translation.entries {
                    entries[entry.source] = .array(entry.phrases.map { .string($0.text) })
                }
                for sentence in translation.sentences { entries[sentence.source] = .string(sentence.text) }
                if !translation.fillers.isEmpty { entries["fillers"] = translation.fillers.json }
                if !translation.values.isEmpty { entries["types"] = Self.json(of: translation.values) }
                locales[translation.locale] = .object(entries)
            }
            root["translations"] = .object(locales)
        }
        if !lintSuppressions.isEmpty {
            let ignore: [JSON] = lintSuppressions.map { suppression in
                .object(
                    JSONObject([
                        ("rule", .string(suppression.rule.rawValue)),
                        ("phrases", .array(suppression.phrases.map(JSON.string))),
                        ("reason", .string(suppression.reason)),
                    ]))
            }
            root["lint"] = .object(JSONObject([("ignore", .array(ignore))]))
        }
        return .object(root)
    }
}

extension Registry {
    /// `{"<type>": {"<identifier>": {"title": …, "synonyms": […]}}}`, types and values in the order written.
    fileprivate static func json(of values: [Translation.Value]) -> JSON {
        var types: [(name: String, values: [(String, JSON)])] = []
        for value in values {
            var object = JSONObject([("title", .string(value.title))])
            if !value.synonyms.isEmpty { object["synonyms"] = .array(value.synonyms.map(JSON.string)) }
            if let index = types.firstIndex(where: { $0.name == value.type }) {
                types[index].values.append((value.identifier, .object(object)))
            } else {
                types.append((value.type, [(value.identifier, .object(object))]))
            }
        }
        return .object(JSONObject(types.map { ($0.name, JSON.object(JSONObject($0.values))) }))
    }
}

extension Fillers {
    /// `{"leading": […], "trailing": […]}`, each list only when it has fillers.
    var json: JSON {
        var object = JSONObject()
        if !leading.isEmpty { object["leading"] = .array(leading.map(JSON.string)) }
        if !trailing.isEmpty { object["trailing"] = .array(trailing.map(JSON.string)) }
        return .object(object)
    }
}

extension ParameterPresentation {
    /// `{"parameter": …, "summary": …, "optionsCollections": [{"provider": …, "title": …, "systemImageName": …}]}`.
    var json: JSON {
        let collections: [JSON] = optionsCollections.map { collection in
            var object = JSONObject([("provider", .string(collection.provider)), ("title", .string(collection.title))])
            if let image = collection.systemImageName { object["systemImageName"] = .string(image) }
            return .object(object)
        }
        return .object(
            JSONObject([
                ("parameter", .string(parameter)), ("summary", .string(summary)),
                ("optionsCollections", .array(collections)),
            ]))
    }
}
