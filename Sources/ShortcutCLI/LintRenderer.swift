import ShortcutKit

/// Lint findings in the forms tools read: compiler-style text, a JSON document, GitHub workflow
/// commands, SARIF 2.1.0.
struct LintRenderer {
    enum Format: String, CaseIterable {
        case text, json, github, sarif
    }

    /// The registry file as the user named it: what every location is relative to.
    var file: String
    var format: Format

    func render(_ findings: [Finding]) -> String {
        switch format {
        case .text: return text(findings)
        case .json: return json(findings).prettyText + "\n"
        case .github: return github(findings)
        case .sarif: return sarif(findings).prettyText + "\n"
        }
    }

    private func place(_ location: SourceLocation?) -> String {
        location.map { "\(file):\($0.line):\($0.column)" } ?? file
    }

    /// `path:line:column: severity: [rule-id] message`, `note:` lines, then a count.
    private func text(_ findings: [Finding]) -> String {
        var output = ""
        for finding in findings {
            output +=
                "\(place(finding.location)): \(finding.severity.rawValue): [\(finding.rule.id)] \(finding.message)\n"
            for note in finding.notes {
                output += "\(place(note.location)): note: \(note.message)\n"
            }
        }
        output += summary(findings) + "\n"
        return output
    }

    private func summary(_ findings: [Finding]) -> String {
        func count(_ severity: Finding.Severity, _ noun: String) -> String {
            let number = findings.count { $0.severity == severity }
            return "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        return "\(file): \(count(.error, "error")), \(count(.warning, "warning")), \(count(.note, "note"))"
    }

    /// One versioned document; `version` changes only when a field changes meaning.
    private func json(_ findings: [Finding]) -> JSON {
        func located(_ object: inout JSONObject, _ path: String, _ location: SourceLocation?) {
            object["path"] = .string(path)
            object["line"] = location.map { .integer($0.line) } ?? .null
            object["column"] = location.map { .integer($0.column) } ?? .null
        }
        let items: [JSON] = findings.map { finding in
            var object = JSONObject([
                ("rule", .string(finding.rule.id)), ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)),
            ])
            located(&object, finding.path, finding.location)
            object["locale"] = finding.locale.map(JSON.string) ?? .null
            object["notes"] = .array(
                finding.notes.map { note in
                    var fields = JSONObject([("message", .string(note.message))])
                    located(&fields, note.path, note.location)
                    return .object(fields)
                })
            object["witness"] = finding.witness.map(witnessJSON) ?? .null
            return .object(object)
        }
        return .object(
            JSONObject([
                ("version", .integer(1)),
                ("tool", .object(JSONObject([("name", .string("shortcuts")), ("version", .string(CLI.version))]))),
                ("registry", .string(file)),
                (
                    "summary",
                    .object(
                        JSONObject([
                            ("errors", .integer(findings.count { $0.severity == .error })),
                            ("warnings", .integer(findings.count { $0.severity == .warning })),
                            ("notes", .integer(findings.count { $0.severity == .note })),
                        ]))
                ),
                ("findings", .array(items)),
            ]))
    }

    private func witnessJSON(_ witness: Finding.Witness) -> JSON {
        .object(
            JSONObject([
                ("utterance", .string(witness.utterance)),
                (
                    "readings",
                    .array(
                        witness.readings.map { reading in
                            var parameters = JSONObject()
                            for parameter in reading.parameters { parameters[parameter.name] = parameter.value.json }
                            return .object(
                                JSONObject([
                                    ("phrase", .string(reading.phrase)), ("phrasePath", .string(reading.phrasePath)),
                                    ("intent", reading.intent.map(JSON.string) ?? .null),
                                    ("parameters", .object(parameters)),
                                ]))
                        })
                ),
            ]))
    }

    /// `::error file=…,line=…,col=…,title=rule::message`, one line each, notes as `::notice`.
    private func github(_ findings: [Finding]) -> String {
        func command(_ kind: String, _ location: SourceLocation?, title: String, _ message: String) -> String {
            var properties = ["file=\(escapeProperty(file))"]
            if let location { properties += ["line=\(location.line)", "col=\(location.column)"] }
            properties.append("title=\(escapeProperty(title))")
            return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }
        var output = ""
        for finding in findings {
            let kind = finding.severity == .note ? "notice" : finding.severity.rawValue
            output += command(kind, finding.location, title: finding.rule.id, finding.message)
            for note in finding.notes {
                output += command("notice", note.location, title: "\(finding.rule.id) (note)", note.message)
            }
        }
        return output
    }

    private func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }

    /// A SARIF 2.1.0 log with one run: every rule described, every finding a result, and the unit of
    /// its columns (`columnKind`), so that a viewer counting UTF-16 units converts them.
    private func sarif(_ findings: [Finding]) -> JSON {
        func physical(_ location: SourceLocation?) -> JSON {
            var physical = JSONObject([("artifactLocation", .object(JSONObject([("uri", .string(file))])))])
            if let location {
                physical["region"] = .object(
                    JSONObject([("startLine", .integer(location.line)), ("startColumn", .integer(location.column))]))
            }
            return .object(physical)
        }
        let rules = LintRule.allCases
        let ruleObjects: [JSON] = rules.map { rule in
            .object(
                JSONObject([
                    ("id", .string(rule.id)),
                    ("shortDescription", .object(JSONObject([("text", .string(rule.summary))]))),
                    (
                        "defaultConfiguration",
                        .object(JSONObject([("level", .string(rule.defaultSeverity.rawValue))]))
                    ),
                ]))
        }
        let results: [JSON] = findings.map { finding in
            var result = JSONObject([
                ("ruleId", .string(finding.rule.id)),
                ("ruleIndex", .integer(rules.firstIndex(of: finding.rule)!)),
                ("level", .string(finding.severity.rawValue)),
                ("message", .object(JSONObject([("text", .string(finding.message))]))),
                (
                    "locations",
                    .array([
                        .object(
                            JSONObject([
                                ("physicalLocation", physical(finding.location)),
                                (
                                    "logicalLocations",
                                    .array([.object(JSONObject([("fullyQualifiedName", .string(finding.path))]))])
                                ),
                            ]))
                    ])
                ),
            ])
            if !finding.notes.isEmpty {
                result["relatedLocations"] = .array(
                    finding.notes.enumerated().map { offset, note in
                        .object(
                            JSONObject([
                                ("id", .integer(offset + 1)), ("physicalLocation", physical(note.location)),
                                ("message", .object(JSONObject([("text", .string(note.message))]))),
                            ]))
                    })
            }
            if let witness = finding.witness {
                result["properties"] = .object(JSONObject([("witness", witnessJSON(witness))]))
            }
            return .object(result)
        }
        return .object(
            JSONObject([
                ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
                (
                    "runs",
                    .array([
                        .object(
                            JSONObject([
                                (
                                    "tool",
                                    .object(
                                        JSONObject([
                                            (
                                                "driver",
                                                .object(
                                                    JSONObject([
                                                        ("name", .string("shortcuts")),
                                                        ("version", .string(CLI.version)),
                                                        ("rules", .array(ruleObjects)),
                                                    ]))
                                            )
                                        ]))
                                ),
                                // Columns count Unicode scalars (`SourceLocation`): said, not left to the default.
                                ("columnKind", .string("unicodeCodePoints")),
                                ("results", .array(results)),
                            ]))
                    ])
                ),
            ]))
    }
}
