import Foundation
import Testing

@testable import ShortcutKit

/// Dates, times, durations and percentages in the assistant: read against the request's own clock, said
/// in dialogs as the locale says them.
@Suite struct AssistantCalendarValueTests {
    static func registry(locale: String) throws -> Registry {
        try Registry(
            jsonText: """
                {"version": 1, "locale": "\(locale)", "defaultCurrency": "USD", "app": {"name": "VillagePay"},
                 "intents": [
                   {"name": "ScheduleIntent", "title": "Schedule", "dialog": "On ${day} at ${time} for ${length}, ${share}.",
                    "parameters": [{"name": "day", "type": "date", "title": "Day"},
                                   {"name": "time", "type": "time", "title": "Time"},
                                   {"name": "length", "type": "duration", "title": "Length"},
                                   {"name": "share", "type": "percent", "title": "Share"}]}],
                 "shortcuts": [{"intent": "ScheduleIntent",
                                "phrases": ["schedule ${day} ${time} for ${length} at ${share}", "schedule in ${applicationName}"]},
                               {"intent": "ScheduleIntent", "phrases": ["schedule lunch in ${applicationName}"],
                                "values": {"day": "2026-12-04", "time": "12:30", "length": 3600, "share": 50}}]}
                """)
    }

    /// The request's `now` and `timeZone` decide "tomorrow"; the dialog says each value the locale's way.
    @Test(arguments: [
        ("en", "tomorrow", "On Friday, December 4 at 5:30 PM for 1 hour and 30 minutes, 50%."),
        ("de", "morgen", "On Freitag, 4. Dezember at 17:30 for 1 Stunde und 30 Minuten, 50 %."),
    ])
    func readsAgainstTheRequestsClockAndSaysTheLocalesForms(locale: String, tomorrow: String, sentence: String) throws {
        let assistant = try Assistant(registry: Self.registry(locale: locale))
        let request = try VoiceAssistantRequest(
            parsing: """
                {"conversation_history": [], "current_query": "schedule \(tomorrow) 17:30 for 90 \(locale == "de" ? "Minuten" : "minutes") at 50%",
                 "now": "2026-12-03T23:30:00-05:00", "timeZone": "America/New_York"}
                """)
        let reply = try assistant.localAnswer(to: request)
        #expect(reply.sentenceSiriShouldSay == sentence)
        #expect(reply.parameters?["day"] == .string("2026-12-04"))
        #expect(reply.parameters?["time"] == .string("17:30"))
        #expect(reply.parameters?["length"] == .integer(5400))
        #expect(reply.parameters?["share"] == .number(50))
        // In Berlin it is already Friday: tomorrow is Saturday.
        let berlin = try VoiceAssistantRequest(
            parsing: """
                {"current_query": "schedule \(tomorrow) 17:30 for 90 \(locale == "de" ? "Minuten" : "minutes") at 50%",
                 "now": "2026-12-03T23:30:00-05:00", "timeZone": "Europe/Berlin"}
                """)
        #expect(try assistant.localAnswer(to: berlin).parameters?["day"] == .string("2026-12-05"))
    }

    @Test(arguments: [
        (#""now": "yesterday""#, "'now' must be an ISO 8601 date and time"),
        (#""now": 5"#, "'now' must be an ISO 8601 date and time"),
        (#""timeZone": "Mars/Olympus""#, "'timeZone' must be an IANA time zone name"),
    ])
    func rejectsAClockOfAnotherForm(member: String, message: String) {
        #expect {
            try VoiceAssistantRequest(parsing: #"{"current_query": "hi", "# + member + "}")
        } throws: { error in
            guard case .invalidRequest(let text) = error as? AssistantError else { return false }
            return text.hasPrefix(message)
        }
    }

    @Test func exportsAppIntentsTypes() throws {
        let result = try Self.registry(locale: "en").export(as: .swift, options: ExportOptions(includesTypes: true))
        #expect(result.text.contains("init(day: DateComponents, time: DateComponents, length: Double, share: Double)"))
        #expect(result.text.contains("self.time = Calendar.current.date(from: time)!"))
        #expect(result.text.contains("self.share = share"))
        // App Shortcut phrases take only enum and entity parameters: the phrase is left out, with a note.
        #expect(result.notes.contains { $0.description.contains("${day} is a date and App Shortcuts take only") })
    }

    /// A fixed date and duration export as literals the import reads back (a `Date` parameter imports as a
    /// `date`: App Intents has no time of day of its own).
    @Test func fixedDatesAndDurationsRoundTripThroughSwift() throws {
        let registry = try Registry(
            jsonText: """
                {"version": 1, "locale": "en", "defaultCurrency": "USD", "app": {"name": "VillagePay"},
                 "intents": [{"name": "PayIntent", "title": "Pay",
                    "parameters": [{"name": "day", "type": "date", "title": "Day"},
                                   {"name": "length", "type": "duration", "title": "Length"},
                                   {"name": "share", "type": "percent", "title": "Share"}]}],
                 "shortcuts": [{"intent": "PayIntent", "phrases": ["pay rent in ${applicationName}"],
                                "values": {"day": "2026-12-04", "length": 5400, "share": 50}}]}
                """)
        let swift = try registry.export(as: .swift).text
        #expect(
            swift.contains("PayIntent(day: DateComponents(year: 2026, month: 12, day: 4), length: 5400, share: 50)"))
        #expect(swift.contains("self.day = Calendar.current.date(from: day)!"))
        #expect(swift.contains("self.length = Measurement(value: length, unit: .seconds)"))
        let app = SwiftTypeChecker.appDeclarations(for: registry, includingEnums: false)
        let imported = try Registry.imported(
            from: [
                ImportSource(file: "Shortcuts.swift", data: Data(swift.utf8), format: .swift),
                ImportSource(file: "App.swift", data: Data(app.utf8), format: .swift),
            ], options: ImportOptions(appName: "VillagePay"))
        #expect(imported.problems.isEmpty, "\(imported.problems)")
        #expect(imported.registry.intents[0].parameters.map(\.type) == [.date, .duration, .number])
        #expect(imported.registry.shortcuts.map(\.values) == registry.shortcuts.map(\.values))
    }
}
