import Foundation
import Synchronization

extension ParameterValue {
    /// The value as Siri should say it in a dialog: "$20.00", "¥5,000", "20,00 €", "savings", "Jonas Weber", "3".
    ///
    /// Enum cases and entities are said by their titles, not their identifiers (`contact-jonas`). Amounts
    /// and numbers are written as the registry's locale writes them, by Foundation's formatters: the
    /// currency's symbol and its minor digits ("$20.00", "¥5,000", "₦500.00"), the locale's separators and
    /// symbol position ("5.000,00 $" in German). A value too large to format exactly (or not finite) is
    /// written as it is rather than rounded into another number. Free text is said as it was spoken, or,
    /// when nothing was spoken (a value the shortcut fixes, or the context gives), as it is written.
    ///
    /// A value the request brought (`turn`) is said by the title the request gave it.
    func spokenForm(
        parameter: Parameter?, registry: Registry, spokenText: String, turn: RequestValues = RequestValues()
    ) -> String {
        switch self {
        case .string(let text):
            return spokenText.isEmpty ? text : spokenText
        case .integer(let value):
            return Self.formatted(Double(value), locale: registry.locale)
        case .number(let value):
            if parameter?.type == .percent { return Self.formattedPercent(value, locale: registry.locale) }
            return Self.formatted(value, locale: registry.locale)
        case .date(let components):
            return Self.formatted(components, template: "EEEEMMMMd", locale: registry.locale)
        case .time(let components):
            return Self.formatted(components, template: nil, locale: registry.locale)
        case .duration(let duration):
            return Self.formatted(duration, locale: registry.locale)
        case .currency(let money):
            return Self.formatted(money, locale: registry.locale)
        case .enumCase(let identifier), .entity(let identifier):
            guard case .named(let typeName)? = parameter?.type else { return identifier }
            if let value = turn.entities[typeName]?.first(where: { $0.identifier == identifier }) { return value.title }
            guard let definition = registry.type(named: typeName),
                let value = definition.values.first(where: { $0.identifier == identifier })
            else { return identifier }
            return value.title
        }
    }

    /// A day ("Friday, December 4", "Freitag, 4. Dezember") or, without a template, a time ("5:30 PM",
    /// "17:30") as `locale` says it, by `DateFormatter`. The value is a calendar day or a clock time, so it is
    /// formatted in UTC, where it was made: no time zone or daylight-saving change can move it.
    static func formatted(_ components: DateComponents, template: String?, locale: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        var moment = components
        moment.year = moment.year ?? 2000
        moment.month = moment.month ?? 1
        moment.day = moment.day ?? 1
        moment.hour = moment.hour ?? 12
        guard let date = calendar.date(from: moment) else { return displayText(of: components, template: template) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        if let template {
            formatter.setLocalizedDateFormatFromTemplate(template)
        } else {
            formatter.dateStyle = .none
            formatter.timeStyle = .short
        }
        return spaced(formatter.string(from: date))
    }

    private static func displayText(of components: DateComponents, template: String?) -> String {
        template == nil ? isoTime(components) : isoDate(components)
    }

    /// A percentage as `locale` writes it ("50%", "50 %"): the value is the number before the sign.
    static func formattedPercent(_ number: Double, locale: String) -> String {
        guard number.isFinite, abs(number) < exactLimit else { return "\(number) %" }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 6
        return formatter.string(from: NSNumber(value: number / 100)).map(spaced) ?? "\(number) %"
    }

    /// A duration in its largest whole units, in the locale's words ("2 hours", "1 hour and 30 minutes"):
    /// Foundation's duration formatters are not available on Linux, so the words are the locale's table's.
    static func formatted(_ duration: Duration, locale: String) -> String {
        let words = CalendarWords.forLocale(locale)
        var seconds = Int(duration.components.seconds)
        var parts: [String] = []
        for unit in [3600, 60, 1] {
            let count = seconds / unit
            seconds %= unit
            guard count > 0 || (unit == 1 && parts.isEmpty) else { continue }
            let names = words.forms["say"]?.filter { $0.value == unit }.map { $0.words.joined(separator: " ") } ?? []
            let name = (count == 1 ? names.first : names.last) ?? "s"
            parts.append("\(formatted(Double(count), locale: locale)) \(name)")
        }
        let and = words.forms["and"]?.first?.words.joined(separator: " ") ?? "and"
        return parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " \(and) " + parts.last! : parts[0]
    }

    /// Below this, a double holds every cent exactly and the formatters print it without rounding.
    private static let exactLimit = 1e13

    /// An amount as `locale` writes it with its currency ("$5,000.00", "5.000 ¥").
    static func formatted(_ money: SpokenAmount.Money, locale: String) -> String {
        guard money.amount.isFinite, abs(money.amount) < exactLimit else {
            return "\(money.amount) \(money.currencyCode)"
        }
        let text = Formatters.shared.format(money.amount, locale: locale, currencyCode: money.currencyCode)
        return text.map(spaced) ?? "\(money.amount) \(money.currencyCode)"
    }

    /// A number as `locale` writes it ("1,234.5", "1.234,5"), every digit it has kept.
    static func formatted(_ number: Double, locale: String) -> String {
        guard number.isFinite, abs(number) < exactLimit else { return String(number) }
        return Formatters.shared.format(number, locale: locale, currencyCode: nil).map(spaced) ?? String(number)
    }

    /// No-break spaces made plain: text-to-speech reads both alike, and clients compare sentences.
    private static func spaced(_ text: String) -> String {
        String(text.map { $0 == "\u{00A0}" || $0 == "\u{202F}" ? " " : $0 })
    }
}

/// Foundation's number formatters, made once per locale and currency and shared.
///
/// Making a `NumberFormatter` costs tens of microseconds, more than the rest of a local answer; the
/// formatters a registry needs are few (its locales times the currencies its users say), so they are
/// kept. `NumberFormatter` is a class without `Sendable`, so each is used only under the lock.
private final class Formatters: Sendable {
    static let shared = Formatters()

    /// Keyed by locale and currency code ("" for plain numbers).
    private let cache = Mutex<[String: NumberFormatter]>([:])

    func format(_ value: Double, locale: String, currencyCode: String?) -> String? {
        cache.withLock { cache in
            let key = locale + "|" + (currencyCode ?? "")
            let formatter: NumberFormatter
            if let cached = cache[key] {
                formatter = cached
            } else {
                formatter = NumberFormatter()
                formatter.locale = Locale(identifier: locale)
                if let currencyCode {
                    formatter.numberStyle = .currency
                    formatter.currencyCode = currencyCode
                } else {
                    formatter.numberStyle = .decimal
                    formatter.maximumFractionDigits = 6
                }
                cache[key] = formatter
            }
            return formatter.string(from: NSNumber(value: value))
        }
    }
}
