/// The `${name}` placeholders of a dialog, a prompt or a confirmation: read and filled by one rule.
///
/// A placeholder is `${` up to the next `}`; text without a closing brace is left as written (loading
/// rejects it in a registry, so only a sentence built in code can have one).
enum DialogText {
    /// The names of the placeholders of `text`, in order.
    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        _ = replacingPlaceholders(in: text) { name in
            names.append(name)
            return ""
        }
        return names
    }

    /// `text` with each placeholder replaced by `value(name)`, and the text between them by `literal(text)`
    /// (as written, by default; a Swift exporter escapes it).
    static func replacingPlaceholders(
        in text: String, literal: (String) -> String = { $0 }, with value: (String) -> String
    ) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            result += literal(String(rest[..<open.lowerBound]))
            result += value(String(rest[open.upperBound..<close]))
            rest = rest[rest.index(after: close)...]
        }
        result += literal(String(rest))
        return result
    }
}
