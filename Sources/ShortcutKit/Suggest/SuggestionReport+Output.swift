extension SuggestionReport {
    /// The report as `shortcuts suggest --format json` prints it.
    package var json: JSON {
        func line(_ line: LabeledUtterance) -> JSON {
            .object(
                JSONObject([
                    ("utterance", .string(line.utterance)), ("intent", line.intent.map(JSON.string) ?? .null),
                    ("source", .string(line.source)),
                ]))
        }
        let suggestions = suggestions.map { suggestion -> JSON in
            var object = JSONObject()
            object["intent"] = .string(suggestion.intent)
            object["template"] = .string(suggestion.template)
            object["accepted"] = .bool(suggestion.isAccepted)
            object["utterances"] = .array(suggestion.utterances.map(JSON.string))
            object["refusals"] = .array(
                suggestion.refusals.map { refusal in
                    .object(JSONObject([("kind", .string(refusal.code)), ("message", .string(refusal.description))]))
                })
            object["deviceNotes"] = .array(suggestion.deviceNotes.map(JSON.string))
            return .object(object)
        }
        return .object(
            JSONObject([
                ("suggestions", .array(suggestions)),
                ("alreadyMatched", .array(alreadyMatched.map(line))),
                (
                    "conflicts",
                    .array(
                        conflicts.map { conflict in
                            var object = line(conflict.utterance).objectValue!
                            object["answered"] = .string(conflict.answered)
                            return .object(object)
                        })
                ),
                ("unusable", .array(unusable.map(line))),
            ]))
    }

    /// The accepted suggestions as phrase records (`export --format csv`'s columns), which a person can
    /// edit and `shortcuts import` reads back into the registry.
    package func phraseRecordsCSV(registry: Registry) -> String {
        var proposed = registry
        // The shortcuts stay (without phrases) so that each record names its shortcut as the registry does.
        proposed.shortcuts = registry.shortcuts.map {
            Shortcut(intent: $0.intent, shortTitle: $0.shortTitle, phrases: [])
        }
        proposed.translations = []
        proposed = proposed.adding(suggestions)
        guard let records = try? PhraseRecords(registry: proposed, locale: registry.locale) else {
            return CSV.text([PhraseRecord.columns])
        }
        return records.csvOutput().text
    }
}
