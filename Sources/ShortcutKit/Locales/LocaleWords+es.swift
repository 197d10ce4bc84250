// The Spanish words of numbers, amounts and conversation: data only, in the format `LocaleWords`
// reads (see Docs/Locales.md). Every form is written as people write it; the tokenizer folds case,
// accents, hyphens and apostrophes when the tables are made.
extension LocaleWords {
    static let esData = #"""
        [numbers]
        decimal word: coma, punto
        decimal separator: ,
        grouping separator: .
        amount and: y, con

        [cardinals]
        0: cero
        1: uno, un, una
        2: dos
        3: tres
        4: cuatro
        5: cinco
        6: seis
        7: siete
        8: ocho
        9: nueve
        10: diez
        11: once
        12: doce
        13: trece
        14: catorce
        15: quince
        16: dieciséis
        17: diecisiete
        18: dieciocho
        19: diecinueve
        20: veinte
        21: veintiuno, veintiún, veintiuna
        22: veintidós
        23: veintitrés
        24: veinticuatro
        25: veinticinco
        26: veintiséis
        27: veintisiete
        28: veintiocho
        29: veintinueve
        30: treinta
        31: treinta y uno, treinta y un, treinta y una
        32: treinta y dos
        33: treinta y tres
        34: treinta y cuatro
        35: treinta y cinco
        36: treinta y seis
        37: treinta y siete
        38: treinta y ocho
        39: treinta y nueve
        40: cuarenta
        41: cuarenta y uno, cuarenta y un, cuarenta y una
        42: cuarenta y dos
        43: cuarenta y tres
        44: cuarenta y cuatro
        45: cuarenta y cinco
        46: cuarenta y seis
        47: cuarenta y siete
        48: cuarenta y ocho
        49: cuarenta y nueve
        50: cincuenta
        51: cincuenta y uno, cincuenta y un, cincuenta y una
        52: cincuenta y dos
        53: cincuenta y tres
        54: cincuenta y cuatro
        55: cincuenta y cinco
        56: cincuenta y seis
        57: cincuenta y siete
        58: cincuenta y ocho
        59: cincuenta y nueve
        60: sesenta
        61: sesenta y uno, sesenta y un, sesenta y una
        62: sesenta y dos
        63: sesenta y tres
        64: sesenta y cuatro
        65: sesenta y cinco
        66: sesenta y seis
        67: sesenta y siete
        68: sesenta y ocho
        69: sesenta y nueve
        70: setenta
        71: setenta y uno, setenta y un, setenta y una
        72: setenta y dos
        73: setenta y tres
        74: setenta y cuatro
        75: setenta y cinco
        76: setenta y seis
        77: setenta y siete
        78: setenta y ocho
        79: setenta y nueve
        80: ochenta
        81: ochenta y uno, ochenta y un, ochenta y una
        82: ochenta y dos
        83: ochenta y tres
        84: ochenta y cuatro
        85: ochenta y cinco
        86: ochenta y seis
        87: ochenta y siete
        88: ochenta y ocho
        89: ochenta y nueve
        90: noventa
        91: noventa y uno, noventa y un, noventa y una
        92: noventa y dos
        93: noventa y tres
        94: noventa y cuatro
        95: noventa y cinco
        96: noventa y seis
        97: noventa y siete
        98: noventa y ocho
        99: noventa y nueve

        [hundreds]
        100: cien, ciento
        200: doscientos, doscientas
        300: trescientos, trescientas
        400: cuatrocientos, cuatrocientas
        500: quinientos, quinientas
        600: seiscientos, seiscientas
        700: setecientos, setecientas
        800: ochocientos, ochocientas
        900: novecientos, novecientas

        [scales]
        1000*: mil
        1000000: millón, millones

        [currencies]
        euro, euros = EUR
        céntimo, céntimos = minor EUR
        dólar, dólares = like dollars
        peso, pesos = like pesos
        centavo, centavos = like centavos

        [ordinals]
        1: primero, primera, primer
        2: segundo, segunda
        3: tercero, tercera, tercer
        4: cuarto, cuarta
        -1: último, última

        [yes]
        sí, si, claro, vale, ok, okay, de acuerdo, confirma, confirmar, hazlo, adelante, correcto, por supuesto, sí por favor

        [no]
        no, cancela, cancelar, para, detente, déjalo, no gracias, ahora no

        [courtesy]
        por favor, gracias

        [choice words]
        el, la, quiero decir, número, es

        [or]
        o

        [question]
        ¿Te refieres a ${choices}?

        [hesitations]
        eh, em, ehm, mmm, hmm

        [leading fillers]
        oye siri, siri, por favor, puedes, podrías, quiero

        [trailing fillers]
        por favor, gracias
        """#
}
