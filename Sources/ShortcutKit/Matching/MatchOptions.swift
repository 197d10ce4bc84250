import Foundation

/// How the matcher reads an utterance.
public struct MatchOptions: Sendable, Hashable {
    /// Accept a phrase only when the app's name was spoken. Off by default: a backend hears queries
    /// after Siri opened the app, so "check my balance" matches "Check my balance in ${applicationName}".
    package var requiresAppName: Bool

    /// Forgive what speech recognizers get wrong: misheard, split and merged words, dropped or added
    /// articles and prepositions, hesitations. Off by default, because every forgiven word is a chance
    /// to claim a sentence meant for someone else.
    ///
    /// A strict match always wins: flexible matching runs only when no phrase accepts the utterance
    /// strictly (and no negative phrase does). Each flexible parse has a score,
    /// `1 - (sum of tolerance costs) / (phrase elements + skipped words)`, and the best intent is
    /// accepted only when its score is at least `flexibleThreshold` and beats every other intent's
    /// best parse (and every negative phrase's) by at least `flexibleMargin`; otherwise the result is
    /// ambiguous (or no match) and the utterance belongs to the fallback.
    package var isFlexible: Bool

    /// The lowest score a flexible match may have. The default, 0.8, was chosen from the CLINC150 and
    /// transcript-noise measurements in the README: it admits one misheard word in a phrase of
    /// two elements ("lode twenty dollars") and keeps every CLINC150 query of another intent out.
    package var flexibleThreshold: Double

    /// How far the winner's score must be above the best parse of any other intent (or negative
    /// phrase). The default, 0.1, is about one misheard word in a phrase of three elements.
    package var flexibleMargin: Double

    /// The moment "today", "next Friday" and "at five" are said at; `nil` for the system clock's now.
    /// A server passes each request's own (`"now"` in the assistant's request), tests a fixed one.
    package var now: Date?

    /// The time zone dates and times are read in; `nil` for the system's. The user's, not the server's:
    /// "tomorrow" said at 23:30 in Tokyo is another day than in London.
    package var timeZone: TimeZone?

    /// The reference dates and times are read against.
    package var calendarReference: CalendarReference {
        CalendarReference(now: now, timeZone: timeZone)
    }

    /// `flexibleThreshold` unless set: see there for how it was chosen.
    @usableFromInline package static let defaultFlexibleThreshold = 0.8
    /// `flexibleMargin` unless set: see there for how it was chosen.
    @usableFromInline package static let defaultFlexibleMargin = 0.1

    /// Options; the default is strict matching that does not require the app's name, as `shortcuts match` does,
    /// with dates and times read against the system clock and time zone unless `now` and `timeZone` are given.
    public init(
        requiresAppName: Bool = false, isFlexible: Bool = false,
        flexibleThreshold: Double = MatchOptions.defaultFlexibleThreshold,
        flexibleMargin: Double = MatchOptions.defaultFlexibleMargin, now: Date? = nil, timeZone: TimeZone? = nil
    ) {
        self.now = now
        self.timeZone = timeZone
        self.requiresAppName = requiresAppName
        self.isFlexible = isFlexible
        self.flexibleThreshold = flexibleThreshold
        self.flexibleMargin = flexibleMargin
    }
}
