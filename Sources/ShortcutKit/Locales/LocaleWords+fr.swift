// The French words of numbers, amounts and conversation: data only, in the format `LocaleWords`
// reads (see Docs/Locales.md). Every form is written as people write it; the tokenizer folds case,
// accents, hyphens and apostrophes when the tables are made.
extension LocaleWords {
    static let frData = #"""
        [numbers]
        decimal word: virgule
        decimal separator: ,
        grouping separator: space
        amount and: et

        [cardinals]
        0: zéro
        1: un, une
        2: deux
        3: trois
        4: quatre
        5: cinq
        6: six
        7: sept
        8: huit
        9: neuf
        10: dix
        11: onze
        12: douze
        13: treize
        14: quatorze
        15: quinze
        16: seize
        17: dix-sept
        18: dix-huit
        19: dix-neuf
        20: vingt
        21: vingt et un, vingt-et-un, vingt et une
        22: vingt-deux
        23: vingt-trois
        24: vingt-quatre
        25: vingt-cinq
        26: vingt-six
        27: vingt-sept
        28: vingt-huit
        29: vingt-neuf
        30: trente
        31: trente et un, trente-et-un, trente et une
        32: trente-deux
        33: trente-trois
        34: trente-quatre
        35: trente-cinq
        36: trente-six
        37: trente-sept
        38: trente-huit
        39: trente-neuf
        40: quarante
        41: quarante et un, quarante-et-un, quarante et une
        42: quarante-deux
        43: quarante-trois
        44: quarante-quatre
        45: quarante-cinq
        46: quarante-six
        47: quarante-sept
        48: quarante-huit
        49: quarante-neuf
        50: cinquante
        51: cinquante et un, cinquante-et-un, cinquante et une
        52: cinquante-deux
        53: cinquante-trois
        54: cinquante-quatre
        55: cinquante-cinq
        56: cinquante-six
        57: cinquante-sept
        58: cinquante-huit
        59: cinquante-neuf
        60: soixante
        61: soixante et un, soixante-et-un, soixante et une
        62: soixante-deux
        63: soixante-trois
        64: soixante-quatre
        65: soixante-cinq
        66: soixante-six
        67: soixante-sept
        68: soixante-huit
        69: soixante-neuf
        70: soixante-dix, septante
        71: soixante et onze, soixante-et-onze, septante et un, septante-et-un
        72: soixante-douze, septante-deux
        73: soixante-treize, septante-trois
        74: soixante-quatorze, septante-quatre
        75: soixante-quinze, septante-cinq
        76: soixante-seize, septante-six
        77: soixante-dix-sept, septante-sept
        78: soixante-dix-huit, septante-huit
        79: soixante-dix-neuf, septante-neuf
        80: quatre-vingts, quatre-vingt, huitante, octante
        81: quatre-vingt-un, quatre-vingt-une
        82: quatre-vingt-deux
        83: quatre-vingt-trois
        84: quatre-vingt-quatre
        85: quatre-vingt-cinq
        86: quatre-vingt-six
        87: quatre-vingt-sept
        88: quatre-vingt-huit
        89: quatre-vingt-neuf
        90: quatre-vingt-dix, nonante
        91: quatre-vingt-onze, nonante-un, nonante et un
        92: quatre-vingt-douze, nonante-deux
        93: quatre-vingt-treize, nonante-trois
        94: quatre-vingt-quatorze, nonante-quatre
        95: quatre-vingt-quinze, nonante-cinq
        96: quatre-vingt-seize, nonante-six
        97: quatre-vingt-dix-sept, nonante-sept
        98: quatre-vingt-dix-huit, nonante-huit
        99: quatre-vingt-dix-neuf, nonante-neuf

        [hundreds]
        100: cent
        200: deux cents, deux cent
        300: trois cents, trois cent
        400: quatre cents, quatre cent
        500: cinq cents, cinq cent
        600: six cents, six cent
        700: sept cents, sept cent
        800: huit cents, huit cent
        900: neuf cents, neuf cent

        [scales]
        1000*: mille, mil
        1000000: million, millions

        [currencies]
        euro, euros = EUR
        centime, centimes = minor EUR
        cent, cents = minor EUR
        dollar, dollars = like dollars
        franc, francs = like francs
        livre, livres = like pounds

        [ordinals]
        1: premier, première
        2: deuxième, second, seconde
        3: troisième
        4: quatrième
        -1: dernier, dernière

        [yes]
        oui, ouais, d'accord, ok, okay, confirme, confirmer, vas-y, allez-y, c'est ça, exactement, bien sûr, oui s'il te plaît, oui s'il vous plaît

        [no]
        non, annule, annuler, arrête, arrêter, stop, laisse tomber, non merci, pas maintenant

        [courtesy]
        s'il te plaît, s'il vous plaît, merci

        [choice words]
        le, la, l', je veux dire, numéro, c'est

        [or]
        ou

        [question]
        Tu veux dire ${choices}?

        [hesitations]
        euh, heu, hum, hmm

        [leading fillers]
        dis siri, siri, s'il te plaît, peux-tu, est-ce que tu peux, je voudrais, je veux

        [trailing fillers]
        s'il te plaît, s'il vous plaît, merci
        """#
}
