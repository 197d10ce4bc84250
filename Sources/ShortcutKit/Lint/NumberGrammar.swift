/// The languages of `SpokenNumber` and `SpokenAmount` written as patterns over word classes.
///
/// The readers are recursive-descent code; the linter needs the same languages as automata to
/// intersect them with phrases. Each pattern below mirrors one branch of the readers (the comments
/// name it), and `NumberGrammarTests` checks the automata against the readers on every short sequence
/// of number words, so that the two cannot drift apart unnoticed.
struct NumberGrammar {
    /// What an `integer` slot accepts: readings whose value is whole (and below 10^15).
    var integer: WordPattern
    /// What a `number` slot accepts: every reading.
    var number: WordPattern
    /// What a `currency` slot accepts.
    var currency: WordPattern

    init(alphabet: TokenAlphabet, builder: inout AutomatonBuilder) {
        func words(_ spelled: some Sequence<String>) -> WordPattern {
            .label(builder.label(spelled.compactMap { alphabet.namedClass($0) }))
        }
        func word(_ spelled: String) -> WordPattern { words([spelled]) }
        func digits(_ predicate: (Double, TokenAlphabet.DigitFeatures) -> Bool) -> WordPattern {
            let classes = alphabet.classes { spelling in
                guard let value = SpokenNumber.digitValue(spelling),
                    let features = TokenAlphabet.DigitFeatures(spelling)
                else { return false }
                return predicate(value, features)
            }
            return classes.isEmpty ? .choice([]) : .label(builder.label(classes))
        }
        func sequence(_ parts: WordPattern...) -> WordPattern { .sequence(parts) }

        let units = words(SpokenNumber.units.keys)
        let teens = words(SpokenNumber.teens.keys)
        let tens = words(SpokenNumber.tens.keys)
        let hundred = word("hundred")
        let thousand = word("thousand")
        let million = word("million")
        let and = word("and")
        let a = word("a")
        let point = word("point")
        let zero = word("zero")

        // belowHundred: a unit, a teen, a ten, or a ten and a unit.
        let belowHundred = WordPattern.choice([units, teens, tens, sequence(tens, units)])
        // belowThousand: hundreds ("[a] hundred [and] …"), with "a" only where allowA.
        let hundredsTail = WordPattern.optional(sequence(.optional(and), belowHundred))
        let hundredsWithA = sequence(.choice([belowHundred, a]), hundred, hundredsTail)
        let hundreds = sequence(belowHundred, hundred, hundredsTail)
        let group = WordPattern.choice([belowHundred, hundreds])
        // cardinal: a head, then a scale and what `rest` allows below it; "a" alone only before a scale.
        let head = WordPattern.choice([belowHundred, hundredsWithA, a])
        let restBelowThousand = sequence(.optional(and), group)
        let restBelowMillion = WordPattern.choice([
            sequence(.optional(and), group), sequence(group, thousand, .optional(restBelowThousand)),
        ])
        let cardinal = WordPattern.choice([
            belowHundred, hundredsWithA, sequence(head, thousand, .optional(restBelowThousand)),
            sequence(head, million, .optional(restBelowMillion)),
        ])
        // decimals: "point" and one digit token without a point, or digit words.
        let digitWords = words(Array(SpokenNumber.digitWords.keys))
        let decimals = sequence(point, .choice([digits { _, features in !features.hasPoint }, .oneOrMore(digitWords)]))
        let zeroDecimals = sequence(
            point,
            .choice([
                digits { value, features in !features.hasPoint && value == 0 }, .oneOrMore(words(["zero", "oh"])),
            ]))

        func scaled(_ keep: (Double) -> Bool) -> WordPattern {
            .choice([
                sequence(digits { value, _ in keep(value * 1_000) }, thousand),
                sequence(digits { value, _ in keep(value * 1_000_000) }, million),
                sequence(digits { value, features in features.isWhole && keep(value * 100) }, hundred),
            ])
        }

        // readings: a digit token [scale | hundred], "zero", a cardinal [decimals], [zero] decimals.
        number = .choice([
            digits { _, _ in true }, scaled { _ in true }, sequence(.choice([zero, cardinal]), .optional(decimals)),
            decimals,
        ])
        let isWhole: (Double) -> Bool = { $0.exactInteger != nil }
        integer = .choice([
            digits { value, _ in isWhole(value) }, scaled(isWhole),
            sequence(.choice([zero, cardinal]), .optional(zeroDecimals)), zeroDecimals,
        ])
        // Cents must be below 100: only numbers without "hundred" or a scale, or digits below 100.
        let cents = WordPattern.choice([
            digits { value, _ in value < 100 }, scaled { $0 < 100 },
            sequence(.choice([zero, belowHundred]), .optional(decimals)), decimals,
        ])
        // SpokenAmount: a symbol or code and a number, or a number with a unit ("and … cents"), a symbol
        // or code, or none. Every name is in, whatever the registry's currency rules say: for a name
        // those rules leave ambiguous, the automaton accepts more than the matcher (a lint finding the
        // matcher cannot produce, never one it hides), and the ambiguity is rare enough to accept.
        let symbol = words(SpokenAmount.symbols.keys)
        let major = WordPattern.choice([
            words(SpokenAmount.majorUnits.keys),
            sequence(words(CurrencyNames.dollarQualifiers.keys), words(["dollar", "dollars", "buck", "bucks"])),
        ])
        let minor = words(SpokenAmount.minorUnits.keys)
        // One instance of the number with optional units after it, rather than one per form: fewer states
        // for the product search to pair.
        currency = .choice([
            sequence(symbol, number),
            sequence(
                number, .optional(.choice([sequence(major, .optional(sequence(and, cents, minor))), minor, symbol]))),
        ])
    }
}
