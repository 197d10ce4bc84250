extension SwiftProviderExporter {
    /// The `intent:` argument of a shortcut: `TurnOnIntent()`, or with its fixed values
    /// `TurnOnIntent(domain: .light)`, as Apple's App Shortcut with preset parameters is written: an
    /// intent instance made by a plain initializer call with literal arguments, which the App Intents
    /// compiler reads when the app is built (a closure or a variable would be computed at run time).
    /// The arguments are in the intent's parameter order.
    func intentExpression(_ shortcut: Shortcut) -> String {
        let arguments = fixedParameters(of: shortcut).map { parameter in
            "\(parameter.name): \(swiftValue(shortcut.values[parameter.name]!, of: parameter, isArgument: true))"
        }
        return "\(shortcut.intent)(\(arguments.joined(separator: ", ")))"
    }

    /// The parameters a shortcut fixes, in its intent's order.
    private func fixedParameters(of shortcut: Shortcut) -> [Parameter] {
        guard !shortcut.values.isEmpty else { return [] }
        return registry.intent(named: shortcut.intent)?.parameters.filter { shortcut.values[$0.name] != nil } ?? []
    }

    /// A fixed value or a default as a Swift literal of the parameter's type: an enum case as `.light`, an entity as
    /// `Area(id: "kitchen")`, an amount as `IntentCurrencyAmount(amount: 5, currencyCode: "USD")`.
    ///
    /// A date or time is a `Date` in App Intents; as an argument of a fixed-value initializer it is written
    /// `DateComponents(year: 2026, month: 12, day: 4)` and a duration as its seconds, literals the import
    /// reads back, and the initializer makes the `Date` and the `Measurement` (`assignment(of:)`).
    func swiftValue(_ value: ParameterValue, of parameter: Parameter, isArgument: Bool = false) -> String {
        switch value {
        case .date(let day) where isArgument:
            return "DateComponents(year: \(day.year ?? 0), month: \(day.month ?? 0), day: \(day.day ?? 0))"
        case .time(let time) where isArgument:
            return "DateComponents(hour: \(time.hour ?? 0), minute: \(time.minute ?? 0))"
        case .duration(let duration) where isArgument:
            return String(duration.components.seconds)
        case .enumCase(let identifier): return "." + SwiftSource.caseName(for: identifier)
        case .entity(let identifier): return "\(parameter.type)(id: \(SwiftSource.literal(identifier)))"
        case .string(let text): return SwiftSource.literal(text)
        case .integer(let number): return String(number)
        case .number(let number): return JSON.number(number).compactText
        case .currency(let money):
            return "IntentCurrencyAmount(amount: \(JSON.number(money.amount).compactText), "
                + "currencyCode: \(SwiftSource.literal(money.currencyCode)))"
        case .date(let day):
            return "Calendar.current.date(from: DateComponents(year: \(day.year ?? 0), month: \(day.month ?? 0), "
                + "day: \(day.day ?? 0)))!"
        case .time(let time):
            return "Calendar.current.date(from: DateComponents(hour: \(time.hour ?? 0), minute: \(time.minute ?? 0)))!"
        case .duration(let duration):
            return "Measurement(value: \(duration.components.seconds), unit: UnitDuration.seconds)"
        }
    }

    /// The type a fixed-value initializer takes a parameter as: its Swift type, but `DateComponents` for a
    /// date or time and seconds (`Double`) for a duration, which `assignment(of:)` converts.
    private static func argumentType(of parameter: Parameter) -> String {
        switch parameter.type {
        case .date, .time: return "DateComponents"
        case .duration: return "Double"
        default: return swiftType(of: parameter)
        }
    }

    /// The statement a fixed-value initializer sets a parameter with.
    private static func assignment(of parameter: Parameter) -> String {
        let name = parameter.name
        switch parameter.type {
        case .date, .time: return "self.\(name) = Calendar.current.date(from: \(name))!"
        case .duration: return "self.\(name) = Measurement(value: \(name), unit: .seconds)"
        default: return "self.\(name) = \(name)"
        }
    }

    /// The Swift type a parameter is declared with in the app's intent (`Domain`, `Int`, `IntentCurrencyAmount`).
    private static func swiftType(of parameter: Parameter) -> String {
        switch parameter.type {
        case .named(let name): return name
        case .string: return "String"
        case .integer: return "Int"
        case .number: return "Double"
        case .currency: return "IntentCurrencyAmount"
        case .date, .time: return "Date"
        case .duration: return "Measurement<UnitDuration>"
        case .percent: return "Double"
        }
    }

    /// Each distinct initializer the shortcuts' `intentExpression`s call, as (intent, its fixed parameters),
    /// in registry order.
    private var fixedValueInitializers: [(intent: String, parameters: [Parameter])] {
        var seen: Set<[String]> = []
        var result: [(intent: String, parameters: [Parameter])] = []
        for shortcut in registry.shortcuts {
            let parameters = fixedParameters(of: shortcut)
            guard !parameters.isEmpty, seen.insert([shortcut.intent] + parameters.map(\.name)).inserted else {
                continue
            }
            result.append((shortcut.intent, parameters))
        }
        return result
    }

    /// The initializers the shortcuts' fixed values call, one extension per intent and set of parameters:
    /// `init(domain: Domain) { self.init(); self.domain = domain }`. The intents are the app's code, and an
    /// `AppIntent` has `init()`; an extension's initializer starts from it, so the app's intent needs
    /// nothing more (unless it declares that initializer itself, which the compiler then reports).
    func fixedValueExtensions() -> [String] {
        var lines: [String] = []
        let initializers = fixedValueInitializers
        var intents: [String] = []
        for (intent, _) in initializers where !intents.contains(intent) { intents.append(intent) }
        for intent in intents {
            lines += ["", "extension \(intent) {"]
            for (index, (_, parameters)) in initializers.filter({ $0.intent == intent }).enumerated() {
                let signature = parameters.map { "\($0.name): \(Self.argumentType(of: $0))" }.joined(separator: ", ")
                if index > 0 { lines.append("") }
                lines += [
                    "    /// The intent with the values a shortcut fixes (`values` in the registry).",
                    "    init(\(signature)) {",
                    "        self.init()",
                ]
                for parameter in parameters { lines.append("        " + Self.assignment(of: parameter)) }
                lines.append("    }")
            }
            lines.append("}")
        }
        return lines
    }

    /// Notes for a splice into the app's own provider, where no extension is written: each intent needs
    /// the initializer its shortcuts call; and for any export, entity values, which Apple's build reads
    /// only as the literal the app's entity type takes.
    func fixedValueNotes(isSplice: Bool) -> [FormatNote] {
        var notes: [FormatNote] = []
        if isSplice {
            for (intent, parameters) in fixedValueInitializers {
                let signature = parameters.map { "\($0.name): \(Self.argumentType(of: $0))" }.joined(separator: ", ")
                notes.append(
                    FormatNote(
                        kind: .lossy, place: "intents.\(intent)",
                        message:
                            "the shortcuts call \(intent)(\(parameters.map { "\($0.name):" }.joined())), which the app's "
                            + "intent must declare: init(\(signature)) { self.init(); "
                            + parameters.map(Self.assignment(of:)).joined(separator: "; ")
                            + " }; export to a file of its own to get it written"))
            }
        }
        for (index, shortcut) in registry.shortcuts.enumerated() {
            for parameter in fixedParameters(of: shortcut) {
                guard case .entity = shortcut.values[parameter.name] else { continue }
                notes.append(
                    FormatNote(
                        kind: .lossy, place: "shortcuts[\(index)].values.\(parameter.name)",
                        message:
                            "the entity \(parameter.name) is written as \(parameter.type)(id: …), an initializer "
                            + "the app's AppEntity must have; the registry holds only the id"))
            }
        }
        return notes
    }
}
