extension RequestValues {
    /// Reads a request's `entities` and `context` members, strictly and within the documented limits.
    ///
    /// `entities` is `{"Type": [{"id": "…", "title": "…", "synonyms": ["…"]}]}` (`title` defaults to the
    /// id); `context` is an object of any JSON values. Either may be absent or `null`.
    ///
    /// - Throws: `AssistantError.invalidRequest` naming the member that is wrong and the fix
    ///   (`entities.Contact[3].title must be a string`): the server's 400.
    package init(entities: JSON?, context: JSON?) throws(AssistantError) {
        var read: [String: [ParameterValueDefinition]] = [:]
        var contextRead: [String: JSON] = [:]
        if let entities, entities != .null {
            guard let types = entities.objectValue else {
                throw .invalidRequest("'entities' must be an object of type names, found \(entities.kindName)")
            }
            try Self.checkCount(types.members.count, of: "type names", in: "'entities'", limit: Self.maximumKeys)
            var total = 0
            for (type, list) in types.members {
                let path = "entities.\(type)"
                try Self.checkText(type, at: "a type name in 'entities'")
                guard let elements = list.arrayValue else {
                    throw .invalidRequest("\(path) must be an array of values, found \(list.kindName)")
                }
                total += elements.count
                try Self.checkCount(total, of: "values", in: "'entities'", limit: Self.maximumValues)
                var values: [ParameterValueDefinition] = []
                values.reserveCapacity(elements.count)
                for (index, element) in elements.enumerated() {
                    values.append(try Self.value(element, at: "\(path)[\(index)]"))
                }
                read[type] = values
            }
        }
        if let context, context != .null {
            guard let members = context.objectValue else {
                throw .invalidRequest("'context' must be an object, found \(context.kindName)")
            }
            try Self.checkCount(members.members.count, of: "members", in: "'context'", limit: Self.maximumKeys)
            for (key, value) in members.members {
                try Self.checkText(key, at: "a key of 'context'")
                if let text = value.stringValue { try Self.checkText(text, at: "context.\(key)") }
                contextRead[key] = value
            }
        }
        self.init(entities: read, context: contextRead)
    }

    /// The request's values as the payload writes them: `entities` and `context`, each only when not empty.
    package var json: JSONObject {
        var members: [(String, JSON)] = []
        if !entities.isEmpty {
            let types = entities.sorted { $0.key < $1.key }.map { type, values in
                (
                    type,
                    JSON.array(
                        values.map { value in
                            var object = JSONObject([
                                ("id", .string(value.identifier)), ("title", .string(value.title)),
                            ])
                            if !value.synonyms.isEmpty { object["synonyms"] = .array(value.synonyms.map(JSON.string)) }
                            return .object(object)
                        })
                )
            }
            members.append(("entities", .object(JSONObject(types))))
        }
        if !context.isEmpty {
            members.append(
                ("context", .object(JSONObject(context.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))))
        }
        return JSONObject(members)
    }

    private static func value(_ json: JSON, at path: String) throws(AssistantError) -> ParameterValueDefinition {
        guard let object = json.objectValue else {
            throw .invalidRequest("\(path) must be an object with 'id', 'title' and 'synonyms', found \(json.kindName)")
        }
        for key in object.members.map(\.key) where !["id", "title", "synonyms"].contains(key) {
            throw .invalidRequest("\(path) has an unknown member '\(key)'; a value has 'id', 'title' and 'synonyms'")
        }
        guard let identifier = object["id"]?.stringValue, !identifier.isEmpty else {
            throw .invalidRequest("\(path).id must be a non-empty string: the value's key for the backend")
        }
        try checkText(identifier, at: "\(path).id")
        var title = identifier
        if let titleJSON = object["title"] {
            guard let text = titleJSON.stringValue, !text.isBlank else {
                throw .invalidRequest("\(path).title must be a non-empty string: the value's name as people say it")
            }
            try checkText(text, at: "\(path).title")
            title = text
        }
        var synonyms: [String] = []
        if let list = object["synonyms"] {
            guard let elements = list.arrayValue else {
                throw .invalidRequest("\(path).synonyms must be an array of strings, found \(list.kindName)")
            }
            try checkCount(elements.count, of: "synonyms", in: "\(path).synonyms", limit: maximumSynonyms)
            for (index, element) in elements.enumerated() {
                guard let text = element.stringValue else {
                    throw .invalidRequest("\(path).synonyms[\(index)] must be a string, found \(element.kindName)")
                }
                try checkText(text, at: "\(path).synonyms[\(index)]")
                synonyms.append(text)
            }
        }
        return ParameterValueDefinition(identifier: identifier, title: title, synonyms: synonyms)
    }

    private static func checkText(_ text: String, at place: String) throws(AssistantError) {
        if text.utf8.count > maximumTextBytes {
            throw .invalidRequest(
                "\(place) is \(text.utf8.count) bytes; the limit is \(maximumTextBytes): send the name people say")
        }
    }

    private static func checkCount(_ count: Int, of what: String, in place: String, limit: Int) throws(AssistantError) {
        if count > limit {
            throw .invalidRequest(
                "\(place) has more than \(limit) \(what); send the user's own, at most \(limit)")
        }
    }
}
