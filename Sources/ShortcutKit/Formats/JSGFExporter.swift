/// Writes the registry as a JSGF grammar (W3C JSpeech Grammar Format 1.0): what a grammar-based recognizer
/// (PocketSphinx, Sphinx4, Julius, …) may hear, so that it picks the sentence of a shortcut rather than a
/// similar-sounding one of the whole language.
///
/// The grammar's one public rule, `<command>`, names every shortcut's rule, between any number of the edge
/// fillers the matcher sets aside ("hey siri", "please"). It is the only public rule
/// because PocketSphinx, given no top rule, listens for whichever public rule its hash table yields
/// first, not the first written; each shortcut's rule can still be chosen by name (`toprule`). A shortcut's
/// rule is its phrase templates with the template syntax mapped as it is (`(a|b)` stays an alternative,
/// `[a]` an optional group), so the grammar grows with the templates, not with their expansions.
/// `${applicationName}` is `<app>` (the name and its synonyms); an enum or entity parameter is a rule of
/// its values' titles and synonyms; a number is the spoken-number grammar in words up to 999,999 (an
/// integer bounded to at most 100 values lists them); an amount is a number with the unit words the
/// matcher reads as a currency of the registry; free text is `<free>`, one or more words of the registry's phrases and values, with
/// a note, since a grammar cannot list what people may say there. Words are the tokenizer's
/// (`RecognizerWords`): lower-cased, punctuation gone, contractions expanded, digits spelled out.
///
/// Negative phrases are left out, with a note: a grammar lists what may be said, and the matcher rejects
/// a negative phrase after recognition.
struct JSGFExporter {
    /// The registry in the locale being written.
    let registry: Registry

    /// The rules written so far, in order, and the names they took.
    private var rules: [(name: String, body: String, isPublic: Bool)] = []
    private var names: Set<String> = []
    /// The helper rule made for each value kind ("app", "type Account", "number"), so each is written once.
    private var helpers: [String: String] = [:]
    private var notes: [FormatNote] = []
    /// The parameters already noted as free text, by their place.
    private var notedPlaces: Set<String> = []

    init(registry: Registry) {
        self.registry = registry
    }

    func export() -> ExportResult {
        var writer = self
        return writer.write()
    }

    private mutating func write() -> ExportResult {
        names.insert("command")
        var shortcutRules: [String] = []
        var bodies: [(name: String, body: String)] = []
        for (index, shortcut) in registry.shortcuts.enumerated() {
            let name = uniqueName(Self.ruleName(fromIntent: shortcut.intent))
            shortcutRules.append("<\(name)>")
            bodies.append((name, ""))
            var alternatives: [String] = []
            let intentIndex = registry.intents.firstIndex { $0.name == shortcut.intent }
            for phrase in shortcut.phrases {
                let expansion = expansion(
                    of: phrase.template.parts, intentIndex: intentIndex, place: "shortcuts[\(index)]")
                if !alternatives.contains(expansion) { alternatives.append(expansion) }
            }
            bodies[bodies.count - 1].body = alternatives.joined(separator: "\n    | ")
        }
        // The words people put around a request, which the matcher sets aside at the edges.
        let fillers = EdgeFillers(adding: registry.fillers)
        let leading = helper("leading", name: "leading") {
            Self.alternatives(fillers.leading.map { $0.joined(separator: " ") })
        }
        let trailing = helper("trailing", name: "trailing") {
            Self.alternatives(fillers.trailing.map { $0.joined(separator: " ") })
        }
        let helperRules = rules
        let body =
            shortcutRules.isEmpty
            ? "<VOID>" : "<\(leading)>* (\(shortcutRules.joined(separator: " | "))) <\(trailing)>*"
        rules = [("command", body, true)]
        rules += bodies.map { ($0.name, $0.body, false) }
        rules += helperRules
        if !registry.negativePhrases.isEmpty {
            notes.append(
                FormatNote(
                    kind: .lossy, place: "negativePhrases",
                    message:
                        "negative phrases are not in the grammar, which lists only what may be said; match the "
                        + "recognizer's transcript with the registry, which rejects them"))
        }
        var lines = [
            "#JSGF V1.0 UTF-8 \(registry.locale);",
            "",
            "grammar \(Self.grammarName(registry.app.name));",
            "",
            "// What people may say to \(registry.app.name)'s shortcuts, written by `shortcuts export --format jsgf`.",
        ]
        for rule in rules {
            lines.append("")
            lines.append("\(rule.isPublic ? "public " : "")<\(rule.name)> = \(rule.body);")
        }
        return ExportResult(text: lines.joined(separator: "\n") + "\n", notes: notes)
    }

    /// A template's parts as a JSGF expansion: words as tokens, slots as rule references, groups as groups.
    private mutating func expansion(of parts: [Template.Part], intentIndex: Int?, place: String) -> String {
        var items: [String] = []
        for part in parts {
            switch part {
            case .text(let text):
                items += RecognizerWords.words(of: text).map(Self.token)
            case .slot(let name):
                items.append("<\(rule(forSlot: name, intentIndex: intentIndex))>")
            case .group(let alternatives, let isOptional):
                let inner = alternatives.map { expansion(of: $0, intentIndex: intentIndex, place: place) }
                let joined = inner.map { $0.isEmpty ? "<NULL>" : $0 }.joined(separator: " | ")
                items.append(isOptional ? "[\(joined)]" : "(\(joined))")
            }
        }
        return items.isEmpty ? "<NULL>" : items.joined(separator: " ")
    }

    /// The rule a slot stands for, made on first use.
    private mutating func rule(forSlot name: String, intentIndex: Int?) -> String {
        if name == Template.applicationNameSlot {
            let names = registry.app.allNames
            return helper("app", name: "app") { Self.alternatives(names) }
        }
        guard let intentIndex,
            let parameterIndex = registry.intents[intentIndex].parameters.firstIndex(where: { $0.name == name })
        else { return freeTextRule() }
        let parameter = registry.intents[intentIndex].parameters[parameterIndex]
        let place = "intents[\(intentIndex)].parameters[\(parameterIndex)]"
        switch parameter.type {
        case .named(let typeName):
            guard let type = registry.type(named: typeName) else { return freeTextRule() }
            if type.requestValues != nil, notedPlaces.insert("types.\(typeName)").inserted {
                notes.append(
                    FormatNote(
                        kind: .lossy, place: "types.\(typeName)",
                        message:
                            "values a request brings are not in the grammar, only the registry's; export the grammar "
                            + "again with the user's values added to the type"))
            }
            if type.values.isEmpty { return freeTextRule() }
            return helper("type \(typeName)", name: Self.ruleName(fromType: typeName)) {
                Self.alternatives(type.values.flatMap { [$0.title] + $0.synonyms })
            }
        case .integer, .number:
            let sign = parameter.allowsNegative ? "[minus | negative] " : ""
            if parameter.type == .integer, !parameter.allowsNegative, let minimum = parameter.minimum,
                let maximum = parameter.maximum, minimum >= 0, maximum - minimum < 100,
                case (let low, let high) = (Int(minimum.rounded(.up)), Int(maximum.rounded(.down))), low <= high
            {
                return helper("integer \(low) \(high)", name: Self.ruleName(fromType: parameter.name)) {
                    Self.alternatives((low...high).map { (RecognizerWords.spelled($0) ?? []).joined(separator: " ") })
                }
            }
            let number = parameter.type == .number ? decimalRule() : numberRule()
            guard !sign.isEmpty else { return number }
            let name = "signed" + number.prefix(1).uppercased() + number.dropFirst()
            return helper("signed \(number)", name: name) { sign + "<\(number)>" }
        case .currency:
            return amountRule()
        case .percent:
            let number = decimalRule()
            let words = CalendarWords.forLocale(registry.locale)
            func forms(_ key: String) -> String { Self.calendarForms(key, words) }
            return helper("percent", name: "percent") { "<\(number)> (\(forms("percent")))" }
        case .duration:
            return durationRule()
        case .date:
            return dateRule()
        case .time:
            return timeRule()
        case .string:
            if notedPlaces.insert(place).inserted {
                notes.append(
                    FormatNote(
                        kind: .lossy, place: place,
                        message:
                            "${\(parameter.name)} is free text, which a grammar cannot list: it is <free>, one or more "
                            + "words of the registry's own vocabulary; give the parameter an entity type of the likely "
                            + "values, or recognize such phrases with a general language model"))
            }
            return freeTextRule()
        }
    }

    /// `<number>`: a whole number from zero to 999,999 in words, as `SpokenNumber` reads it ("a hundred",
    /// "two thousand and five", "twenty five hundred"). A test reads every sentence it makes with the matcher.
    private mutating func numberRule() -> String {
        let numberWords = NumberWords.words(for: registry.locale)
        guard numberWords.isEnglish else { return localeNumberRule(numberWords) }
        let digit = helper("digit", name: "digit") { RecognizerWords.units.joined(separator: " | ") }
        let teen = helper("teen", name: "teen") { RecognizerWords.teens.joined(separator: " | ") }
        let tens = helper("tens", name: "tens") { RecognizerWords.tens.joined(separator: " | ") }
        let belowHundred = helper("belowHundred", name: "belowHundred") {
            "<\(digit)> | <\(teen)> | <\(tens)> [<\(digit)>]"
        }
        let belowThousand = helper("belowThousand", name: "belowThousand") {
            "<\(belowHundred)> [hundred [[and] <\(belowHundred)>]]"
        }
        // "a" stands for one only in the first group: "a hundred thousand", never "a thousand and a hundred".
        let firstGroup = helper("firstGroup", name: "firstGroup") {
            "<\(belowThousand)> | a hundred [[and] <\(belowHundred)>]"
        }
        return helper("number", name: "number") {
            "zero | <\(firstGroup)> | (a | <\(firstGroup)>) thousand [[and] <\(belowThousand)>]"
        }
    }

    /// `<number>` in a language other than English: its data file's forms below a hundred, its hundreds
    /// and its thousands, read by `SpokenNumber`'s grammar over those tables (`[hundreds] [below a
    /// hundred]`, times a thousand, then a smaller group). A recognizer writes a compound a word at a time
    /// ("dreihundert zwanzig"), which the tables read as the one word.
    private mutating func localeNumberRule(_ numberWords: NumberWords) -> String {
        func forms(_ kind: (NumberWords.Kind) -> Bool, upTo limit: Int = .max) -> String {
            let all = numberWords.forms.values.joined().filter { kind($0.kind) && $0.value <= limit }
            return Self.alternatives(
                all.sorted { ($0.value, $0.words.count) < ($1.value, $1.words.count) }
                    .map { $0.words.joined(separator: " ") })
        }
        let belowHundred = helper("belowHundred", name: "belowHundred") { forms { $0 == .belowHundred } }
        let hundreds = helper("hundreds", name: "hundreds") { forms { $0 == .hundreds } }
        let belowThousand = helper("belowThousand", name: "belowThousand") {
            "<\(hundreds)> [<\(belowHundred)>] | <\(belowHundred)>"
        }
        let thousand = helper("thousand", name: "thousand") {
            forms({ if case .scale = $0 { return true } else { return false } }, upTo: 1_000)
        }
        return helper("number", name: "number") {
            "<\(belowThousand)> [<\(thousand)> [<\(belowThousand)>]] | <\(thousand)> [<\(belowThousand)>]"
        }
    }

    /// `<decimal>`: a number with spoken decimals ("three point five").
    private mutating func decimalRule() -> String {
        let number = numberRule()
        let numberWords = NumberWords.words(for: registry.locale)
        if !numberWords.isEnglish {
            let digits = Self.alternatives(numberWords.digitWords.sorted { $0.value < $1.value }.map(\.key))
            let point = Self.alternatives(numberWords.decimalWords.sorted())
            return helper("decimal", name: "decimal") { "<\(number)> [(\(point)) (\(digits))+]" }
        }
        let digit = helper("digit", name: "digit") { RecognizerWords.units.joined(separator: " | ") }
        return helper("decimal", name: "decimal") { "<\(number)> [point (zero | oh | <\(digit)>)+]" }
    }

    /// `<amount>`: a number with or without a unit word the matcher reads as a currency, and cents where
    /// the currency has them.
    private mutating func amountRule() -> String {
        if let name = helpers["amount"] { return name }
        let number = numberRule()
        let belowHundred = helpers["belowHundred"] ?? "belowHundred"
        let rules = CurrencyRules(registry: registry)
        // The unit words the matcher reads as a currency, by currency: with a `currencies` list, those of the
        // listed currencies; without one, every word that names one currency ("pounds", not "pesos").
        func units(_ table: [String: CurrencyNames.Meaning]) -> [String: [String]] {
            var byCode: [String: [String]] = [:]
            for (word, meaning) in table where word.allSatisfy(\.isASCII) {
                if let code = rules.code(for: word, meaning: meaning) { byCode[code, default: []].append(word) }
            }
            return byCode.mapValues { $0.sorted() }
        }
        let numberWords = NumberWords.words(for: registry.locale)
        let major = units(numberWords.majorUnits)
        let minor = units(numberWords.minorUnits)
        let and = numberWords.isEnglish ? "and" : "(" + Self.alternatives(numberWords.amountAndWords.sorted()) + ")"
        // A currency's cents follow its own unit only: "ten pounds and five pence", never "… five cents".
        let currency =
            major.isEmpty
            ? nil
            : helper("currency", name: "currency") {
                major.keys.sorted().map { code in
                    let unit = "(" + major[code, default: []].joined(separator: " | ") + ")"
                    guard let cents = minor[code] else { return unit }
                    return unit + " [\(and) <\(belowHundred)> (" + cents.joined(separator: " | ") + ")]"
                }.joined(separator: " | ")
            }
        let allCents = Set(minor.values.joined()).sorted()
        let cents = allCents.isEmpty ? nil : helper("cents", name: "cents") { allCents.joined(separator: " | ") }
        return helper("amount", name: "amount") {
            var body = "<\(number)>"
            if let currency { body += " [<\(currency)>]" }
            if let cents { body += " | <\(belowHundred)> <\(cents)>" }
            return body
        }
    }

    /// `<free>`: one or more words of the registry's vocabulary (its phrases' words and its values'), the app's
    /// name left out: the matcher takes no free text that names the app.
    private mutating func freeTextRule() -> String {
        let registry = registry
        return helper("free", name: "free") {
            var words = Set<String>()
            for shortcut in registry.shortcuts {
                for phrase in shortcut.phrases { words.formUnion(Self.words(in: phrase.template.parts)) }
            }
            for text in registry.types.flatMap(\.values).flatMap({ [$0.title] + $0.synonyms }) {
                words.formUnion(RecognizerWords.words(of: text))
            }
            return "(" + words.sorted().map(Self.token).joined(separator: " | ") + ")+"
        }
    }

    private static func words(in parts: [Template.Part]) -> Set<String> {
        var words = Set<String>()
        for part in parts {
            switch part {
            case .text(let text): words.formUnion(RecognizerWords.words(of: text))
            case .slot: break
            case .group(let alternatives, _):
                for alternative in alternatives { words.formUnion(Self.words(in: alternative)) }
            }
        }
        return words
    }

    /// The rule of `key`, made by `body` the first time under a name not taken yet.
    /// The forms of one key of the registry's calendar words (`CalendarWords`), as alternatives.
    private static func calendarForms(_ key: String, _ words: CalendarWords) -> String {
        alternatives((words.forms[key] ?? []).map { $0.words.joined(separator: " ") })
    }

    /// `<duration>`: a number or an article, then a unit ("two hours", "an hour", "ninety minutes"),
    /// optionally "and a half" or a second part; what `SpokenDuration` reads, but for a unit's order.
    private mutating func durationRule() -> String {
        let words = CalendarWords.forLocale(registry.locale)
        func forms(_ key: String) -> String { Self.calendarForms(key, words) }
        let number = numberRule()
        let part = helper("durationPart", name: "durationPart") {
            "(<\(number)> | \(forms("article"))) (\(forms("unit")))"
        }
        return helper("duration", name: "duration") {
            "<\(part)> [(\(forms("and"))) ((\(forms("article"))) \(forms("half")) | <\(part)>)]"
        }
    }

    /// `<date>`: a day relative to today, a weekday with or without "next"/"this"/"on", or a day of the
    /// month by its ordinal, with or without its month; what `SpokenDate` reads, but for digits.
    private mutating func dateRule() -> String {
        let words = CalendarWords.forLocale(registry.locale)
        func forms(_ key: String) -> String { Self.calendarForms(key, words) }
        let weekday = helper("weekday", name: "weekday") { forms("weekday") }
        let month = helper("month", name: "month") { forms("month") }
        let ordinal = helper("ordinal", name: "ordinal") { forms("ordinal") }
        return helper("date", name: "date") {
            [
                forms("relative"),
                "[\(forms("next")) | \(forms("this")) | \(forms("on"))] <\(weekday)>",
                "[\(forms("on"))] [\(forms("the"))] <\(ordinal)> [\(forms("of")) <\(month)>]",
                "[\(forms("on"))] <\(month)> [\(forms("the"))] <\(ordinal)>",
            ].map { "(\($0))" }.joined(separator: " | ")
        }
    }

    /// `<time>`: noon or midnight, or an hour with minutes or "o'clock", morning or afternoon, or half or
    /// a quarter past or to an hour, after an optional "at"; what `SpokenTime` reads, but for digits.
    private mutating func timeRule() -> String {
        let words = CalendarWords.forLocale(registry.locale)
        func forms(_ key: String) -> String { Self.calendarForms(key, words) }
        let number = numberRule()
        return helper("time", name: "time") {
            let period = "[\(forms("am")) | \(forms("pm"))]"
            return "[\(forms("at"))] ((\(forms("noon")) | \(forms("midnight")))"
                + " | <\(number)> [<\(number)> | \(forms("oclock"))] \(period)"
                + " | (\(forms("half")) | \(forms("quarter"))) (\(forms("past")) | \(forms("to"))) <\(number)> \(period))"
        }
    }

    private mutating func helper(_ key: String, name: String, body: () -> String) -> String {
        if let existing = helpers[key] { return existing }
        let unique = uniqueName(name)
        helpers[key] = unique
        rules.append((unique, body(), false))
        return unique
    }

    /// Spoken forms as alternatives, each form's words in sequence, repeats and empty forms left out.
    private static func alternatives(_ forms: [String]) -> String {
        var seen: [String] = []
        for form in forms {
            let words = RecognizerWords.words(of: form).map(token).joined(separator: " ")
            if !words.isEmpty && !seen.contains(words) { seen.append(words) }
        }
        return seen.isEmpty ? "<VOID>" : seen.joined(separator: " | ")
    }

    private mutating func uniqueName(_ base: String) -> String {
        var name = base
        var number = 2
        while !names.insert(name).inserted {
            name = "\(base)\(number)"
            number += 1
        }
        return name
    }

    /// A token as JSGF writes it: bare when it is letters and digits, quoted otherwise (a currency symbol).
    static func token(_ word: String) -> String {
        if word.allSatisfy({ $0.isLetter || $0.isNumber }) { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// `checkBalance` for `CheckBalanceIntent`: the intent's name without the suffix, in lower camel case,
    /// ASCII letters, digits and `_` only (what every JSGF reader takes in a rule name).
    static func ruleName(fromIntent intent: String) -> String {
        let base = intent.hasSuffix("Intent") && intent.count > 6 ? String(intent.dropLast(6)) : intent
        return ruleName(fromType: base)
    }

    /// A name of ASCII letters, digits and `_`, starting with a lower-case letter.
    static func ruleName(fromType name: String) -> String {
        var result = String(
            name.unicodeScalars.map {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_"
            })
        if result.first.map({ !$0.isLetter }) ?? true { result = "r" + result }
        return result.prefix(1).lowercased() + result.dropFirst()
    }

    /// The grammar's name: the app's name as a Swift type names it, a Java-style identifier.
    static func grammarName(_ appName: String) -> String {
        let name = ruleName(fromType: SwiftSource.typeName(from: appName))
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
