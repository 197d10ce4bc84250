extension Linter {
    /// A `parameterPresentation` the Shortcuts app would show badly: its parameter's type lists no values
    /// (an entity whose values only the app knows, so no tile can be checked and no phrase matches one), or
    /// its summary does not name the parameter as one closed `${name}` (Apple asks that each tile's summary
    /// names its value; an unclosed `${` would be shown as written).
    func presentationFindings(_ registry: Registry) -> [Finding] {
        var findings: [Finding] = []
        for (index, shortcut) in registry.shortcuts.enumerated() {
            guard let presentation = shortcut.parameterPresentation else { continue }
            let path = "shortcuts[\(index)].parameterPresentation"
            func finding(_ key: String, _ message: String) {
                findings.append(
                    Finding(
                        rule: .parameterPresentation, message: message, path: path + "." + key,
                        location: registry.location(of: path + "." + key) ?? registry.location(of: path)))
            }
            let parameter = registry.intent(named: shortcut.intent)?.parameter(named: presentation.parameter)
            if case .named(let typeName) = parameter?.type, let type = registry.type(named: typeName),
                type.values.isEmpty
            {
                finding(
                    "parameter",
                    "\(shortcut.intent).\(presentation.parameter) is a \(typeName), which lists no values, so the "
                        + "presentation's tiles cannot be checked and no phrase matches one; list the values people "
                        + "say under types.\(typeName).values")
            }
            let summary = presentation.summary
            let unclosed = summary.components(separatedBy: "${").count - 1 > DialogText.placeholders(in: summary).count
            if unclosed {
                finding("summary", "the summary \"\(summary)\" has an unclosed ${; write ${name} with a closing brace")
            } else if summary.isBlank {
                finding(
                    "summary", "the summary is empty; write what each tile says, naming ${\(presentation.parameter)}")
            } else if !DialogText.placeholders(in: summary).contains(presentation.parameter) {
                finding(
                    "summary",
                    "the summary \"\(summary)\" does not name ${\(presentation.parameter)}, so every tile would say "
                        + "the same; name the presented value, as in \"Open ${\(presentation.parameter)}\"")
            }
        }
        return findings
    }
}
