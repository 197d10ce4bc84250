import Testing

@testable import ShortcutKit

/// Date, time, duration and percent slots in the collision check: a superset of what their readers accept.
@Suite struct CalendarValueLintTests {
    static func collisions(_ first: String, _ second: String) throws -> [Finding] {
        let registry = try makeRegistry(
            intents: """
                [{"name": "RemindIntent", "title": "Remind",
                  "parameters": [{"name": "time", "type": "time", "title": "Time"}]},
                 {"name": "TimerIntent", "title": "Timer",
                  "parameters": [{"name": "length", "type": "duration", "title": "Length"},
                                 {"name": "day", "type": "date", "title": "Day"}]}]
                """,
            shortcuts: """
                [{"intent": "RemindIntent", "phrases": ["\(first)"]},
                 {"intent": "TimerIntent", "phrases": ["\(second)"]}]
                """)
        return Linter().lint(registry).filter { $0.ruleID == "collision" }
    }

    /// A phrase word no reader reads ("in") keeps two phrases apart.
    @Test func aWordNoReaderReadsSeparatesPhrases() throws {
        #expect(try Self.collisions("remind me ${time}", "remind me in ${length}").isEmpty)
    }

    /// Two slots that may read the same words collide, as two number slots do.
    @Test func slotsThatMayReadTheSameWordsCollide() throws {
        #expect(try !Self.collisions("remind me ${time}", "remind me ${day}").isEmpty)
    }
}
