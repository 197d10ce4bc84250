/// Writes the Info.plist entries Siri reads for the app: `INAlternativeAppNames` from the app's synonyms
/// (the other names people say for the app, so that Siri recognizes "Village Wallet" as VillagePay), and
/// `NSUserActivityTypes`, the activity types of the SiriKit shortcuts (`SiriKitExporter`).
///
/// The output is a whole property list, so that it is valid on its own and can be merged into the app's
/// Info.plist (`PlistBuddy -c "Merge …"`, or by hand).
struct InfoPlistExporter {
    let registry: Registry

    func export() -> ExportResult {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        var notes: [FormatNote] = []
        if registry.app.synonyms.isEmpty {
            notes.append(
                FormatNote(
                    kind: .lossy, place: "app.synonyms",
                    message:
                        "the app has no synonyms, so INAlternativeAppNames is empty; add the other names people say"))
        }
        lines.append("\t<key>INAlternativeAppNames</key>")
        lines.append("\t<array>")
        for synonym in registry.app.synonyms {
            lines += [
                "\t\t<dict>", "\t\t\t<key>INAlternativeAppName</key>",
                "\t\t\t<string>\(Self.escaped(synonym))</string>",
                "\t\t</dict>",
            ]
        }
        lines.append("\t</array>")
        lines.append("\t<key>NSUserActivityTypes</key>")
        lines.append("\t<array>")
        var types: [String] = []
        for item in SiriKitExporter.items(of: registry) where !types.contains(item.activityType) {
            types.append(item.activityType)
            lines.append("\t\t<string>\(Self.escaped(item.activityType))</string>")
        }
        lines += ["\t</array>", "</dict>", "</plist>"]
        return ExportResult(text: lines.joined(separator: "\n") + "\n", notes: notes)
    }

    /// Text as XML character data.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
