// The German words of numbers, amounts and conversation: data only, in the format `LocaleWords`
// reads (see Docs/Locales.md). Every form is written as people write it; the tokenizer folds case,
// accents, hyphens and apostrophes when the tables are made.
extension LocaleWords {
    static let deData = #"""
        [numbers]
        decimal word: komma
        decimal separator: ,
        grouping separator: .
        compounds: yes
        amount and: und

        [cardinals]
        0: null
        1: eins, ein, eine
        2: zwei, zwo
        3: drei
        4: vier
        5: fünf
        6: sechs
        7: sieben
        8: acht
        9: neun
        10: zehn
        11: elf
        12: zwölf
        13: dreizehn
        14: vierzehn
        15: fünfzehn
        16: sechzehn
        17: siebzehn
        18: achtzehn
        19: neunzehn
        20: zwanzig
        21: einundzwanzig
        22: zweiundzwanzig, zwoundzwanzig
        23: dreiundzwanzig
        24: vierundzwanzig
        25: fünfundzwanzig
        26: sechsundzwanzig
        27: siebenundzwanzig
        28: achtundzwanzig
        29: neunundzwanzig
        30: dreißig, dreissig
        31: einunddreißig, einunddreissig
        32: zweiunddreißig, zweiunddreissig, zwounddreißig, zwounddreissig
        33: dreiunddreißig, dreiunddreissig
        34: vierunddreißig, vierunddreissig
        35: fünfunddreißig, fünfunddreissig
        36: sechsunddreißig, sechsunddreissig
        37: siebenunddreißig, siebenunddreissig
        38: achtunddreißig, achtunddreissig
        39: neununddreißig, neununddreissig
        40: vierzig
        41: einundvierzig
        42: zweiundvierzig, zwoundvierzig
        43: dreiundvierzig
        44: vierundvierzig
        45: fünfundvierzig
        46: sechsundvierzig
        47: siebenundvierzig
        48: achtundvierzig
        49: neunundvierzig
        50: fünfzig
        51: einundfünfzig
        52: zweiundfünfzig, zwoundfünfzig
        53: dreiundfünfzig
        54: vierundfünfzig
        55: fünfundfünfzig
        56: sechsundfünfzig
        57: siebenundfünfzig
        58: achtundfünfzig
        59: neunundfünfzig
        60: sechzig
        61: einundsechzig
        62: zweiundsechzig, zwoundsechzig
        63: dreiundsechzig
        64: vierundsechzig
        65: fünfundsechzig
        66: sechsundsechzig
        67: siebenundsechzig
        68: achtundsechzig
        69: neunundsechzig
        70: siebzig
        71: einundsiebzig
        72: zweiundsiebzig, zwoundsiebzig
        73: dreiundsiebzig
        74: vierundsiebzig
        75: fünfundsiebzig
        76: sechsundsiebzig
        77: siebenundsiebzig
        78: achtundsiebzig
        79: neunundsiebzig
        80: achtzig
        81: einundachtzig
        82: zweiundachtzig, zwoundachtzig
        83: dreiundachtzig
        84: vierundachtzig
        85: fünfundachtzig
        86: sechsundachtzig
        87: siebenundachtzig
        88: achtundachtzig
        89: neunundachtzig
        90: neunzig
        91: einundneunzig
        92: zweiundneunzig, zwoundneunzig
        93: dreiundneunzig
        94: vierundneunzig
        95: fünfundneunzig
        96: sechsundneunzig
        97: siebenundneunzig
        98: achtundneunzig
        99: neunundneunzig

        [hundreds]
        100: hundert, einhundert
        200: zweihundert, zwohundert
        300: dreihundert
        400: vierhundert
        500: fünfhundert
        600: sechshundert
        700: siebenhundert
        800: achthundert
        900: neunhundert

        [scales]
        1000*: tausend
        1000000: million, millionen

        [currencies]
        euro, euros = EUR
        cent, cents = minor EUR
        dollar, dollars = like dollars
        franken = CHF
        rappen = minor CHF
        pfund = like pounds

        [ordinals]
        1: erste, ersten, erster, erstes
        2: zweite, zweiten, zweiter, zweites
        3: dritte, dritten, dritter, drittes
        4: vierte, vierten, vierter, viertes
        -1: letzte, letzten, letzter, letztes

        [yes]
        ja, jawohl, genau, richtig, ok, okay, bestätigen, bestätige, mach das, mach es, los, ja bitte, gerne, natürlich, klar

        [no]
        nein, nee, abbrechen, abbruch, stopp, halt, lass es, lieber nicht, nicht, nein danke

        [courtesy]
        bitte, danke

        [choice words]
        der, die, das, den, dem, ich meine, nummer

        [or]
        oder

        [question]
        Meinst du ${choices}?

        [hesitations]
        äh, ähm, öhm, hm, hmm, ehm

        [leading fillers]
        hey siri, siri, bitte, kannst du, könntest du, ich möchte, ich will

        [trailing fillers]
        bitte, danke
        """#
}
