extension SwiftProviderImporter {
    /// A preset parameter of an `AppShortcut`'s intent (`TurnOnIntent(domain: .light)`) as the shortcut's
    /// fixed value, read by the parameter's type: an enum case by its Swift name (its raw value when the
    /// enum declares one), an entity by the `id:` of its initializer, an amount from
    /// `IntentCurrencyAmount(amount:currencyCode:)`, numbers and text as written. The export writes these
    /// forms, so a provider it wrote reads back to the same values.
    static func fixedValue(
        _ literal: SwiftDeclarations.FixedValueLiteral, of parameter: Parameter, intent: String, scope: String,
        declarations: SwiftDeclarations, registry: Registry
    ) throws(FormatError) -> ParameterValue {
        let what = "\(intent).\(parameter.name)"
        func failure(_ expected: String) -> FormatError {
            literal.place.failure("cannot read the value of \(what) as a \(parameter.type): expected \(expected)")
        }
        switch (parameter.type, literal.form) {
        case (.string, .string(let text)):
            return .string(text)
        case (.integer, .number(let text)):
            guard let number = Int(text) else { throw failure("a whole number such as 3") }
            return .integer(number)
        case (.number, .number(let text)), (.percent, .number(let text)):
            guard let number = Double(text) else { throw failure("a number such as 2.5") }
            return .number(number)
        case (.currency, .call(_, let arguments)):
            guard case .number(let amount)? = arguments["amount"], let value = Double(amount),
                case .string(let code)? = arguments["currencyCode"]
            else { throw failure("IntentCurrencyAmount(amount: 5, currencyCode: \"USD\")") }
            return .currency(SpokenAmount.Money(amount: value, currencyCode: code))
        case (.date, .call("DateComponents", let arguments)), (.time, .call("DateComponents", let arguments)):
            func part(_ key: String) -> Int? {
                guard case .number(let text)? = arguments[key] else { return nil }
                return Int(text)
            }
            let value =
                parameter.type == .date
                ? part("year").flatMap { year in
                    part("month").flatMap { month in
                        part("day").flatMap { ParameterValue.date(year: year, month: month, day: $0) }
                    }
                }
                : part("hour").flatMap { hour in part("minute").flatMap { ParameterValue.time(hour: hour, minute: $0) }
                }
            guard let value, arguments.count == (parameter.type == .date ? 3 : 2) else {
                throw failure(
                    parameter.type == .date
                        ? "DateComponents(year: 2026, month: 12, day: 4)" : "DateComponents(hour: 17, minute: 30)")
            }
            return value
        case (.duration, .number(let text)):
            guard let seconds = Int(text), seconds >= 0 else { throw failure("whole seconds such as 5400") }
            return .duration(.seconds(seconds))
        case (.named(let typeName), .member(let caseName)):
            guard let type = registry.type(named: typeName), type.kind == .enum else {
                throw failure("an entity, such as \(typeName)(id: \"…\")")
            }
            // The case's raw value when the source declares the enum, else the case the export names so.
            let declared = declarations.enums[declarations.resolvedTypeName(typeName, scope: scope)]
            let identifier =
                declared?.cases.first { $0.name == caseName }.map { $0.rawValue ?? $0.name }
                ?? type.values.first { SwiftSource.caseName(for: $0.identifier).filter { $0 != "`" } == caseName }?
                .identifier
            guard let identifier, type.values.contains(where: { $0.identifier == identifier }) else {
                throw failure("a case of \(typeName); it has no case \(caseName)")
            }
            return .enumCase(identifier)
        case (.named(let typeName), .call(_, let arguments)):
            guard registry.type(named: typeName)?.kind == .entity, case .string(let identifier)? = arguments["id"]
            else { throw failure("\(typeName)(id: \"…\") for an entity, or .caseName for an enum case") }
            return .entity(identifier)
        default:
            let expected =
                switch parameter.type {
                case .string: "a string literal"
                case .integer, .number: "a number literal"
                case .currency: "IntentCurrencyAmount(amount: 5, currencyCode: \"USD\")"
                case .percent: "a number literal"
                case .date: "DateComponents(year: 2026, month: 12, day: 4)"
                case .time: "DateComponents(hour: 17, minute: 30)"
                case .duration: "whole seconds such as 5400"
                case .named(let name): ".caseName of \(name), or \(name)(id: \"…\") for an entity"
                }
            throw failure(expected)
        }
    }

    /// Reads an `@Parameter(default: …)` literal into `parameter.defaultValue`, by the rule of a preset value
    /// (`fixedValue`) and checked as the registry checks a default; the problem, when it cannot be held.
    ///
    /// A negative default makes the parameter take negatives: App Intents' `Int` and `Double` do, and the
    /// registry's number parameters only when they say so.
    static func defaultProblem(
        of declaration: SwiftDeclarations.ParameterDeclaration, for parameter: inout Parameter, intent: String,
        scope: String, declarations: SwiftDeclarations, registry: Registry
    ) -> String? {
        guard let literal = declaration.defaultLiteral else {
            return declaration.defaultProblem ?? "it is not a literal"
        }
        let value: ParameterValue
        do {
            value = try fixedValue(
                literal, of: parameter, intent: intent, scope: scope, declarations: declarations, registry: registry)
        } catch {
            return error.message
        }
        var read = parameter
        switch value {
        case .integer(let number) where number < 0: read.allowsNegative = true
        case .number(let number) where number < 0: read.allowsNegative = true
        default: break
        }
        if let problem = read.problem(with: value, registry: registry) { return problem }
        read.defaultValue = value
        parameter = read
        return nil
    }
}
