// The English words of numbers, amounts and conversation: data only, in the format `LocaleWords`
// reads (see Docs/Locales.md). Every form is written as people write it; the tokenizer folds case,
// accents, hyphens and apostrophes when the tables are made.
extension LocaleWords {
    static let enData = #"""
        [numbers]
        decimal word: point
        decimal separator: .
        grouping separator: ,
        and: and
        amount and: and

        [cardinals]
        0: zero, oh
        1: one
        2: two
        3: three
        4: four
        5: five
        6: six
        7: seven
        8: eight
        9: nine
        10: ten
        11: eleven
        12: twelve
        13: thirteen
        14: fourteen
        15: fifteen
        16: sixteen
        17: seventeen
        18: eighteen
        19: nineteen
        20: twenty
        21: twenty one, twenty-one
        22: twenty two, twenty-two
        23: twenty three, twenty-three
        24: twenty four, twenty-four
        25: twenty five, twenty-five
        26: twenty six, twenty-six
        27: twenty seven, twenty-seven
        28: twenty eight, twenty-eight
        29: twenty nine, twenty-nine
        30: thirty
        31: thirty one, thirty-one
        32: thirty two, thirty-two
        33: thirty three, thirty-three
        34: thirty four, thirty-four
        35: thirty five, thirty-five
        36: thirty six, thirty-six
        37: thirty seven, thirty-seven
        38: thirty eight, thirty-eight
        39: thirty nine, thirty-nine
        40: forty
        41: forty one, forty-one
        42: forty two, forty-two
        43: forty three, forty-three
        44: forty four, forty-four
        45: forty five, forty-five
        46: forty six, forty-six
        47: forty seven, forty-seven
        48: forty eight, forty-eight
        49: forty nine, forty-nine
        50: fifty
        51: fifty one, fifty-one
        52: fifty two, fifty-two
        53: fifty three, fifty-three
        54: fifty four, fifty-four
        55: fifty five, fifty-five
        56: fifty six, fifty-six
        57: fifty seven, fifty-seven
        58: fifty eight, fifty-eight
        59: fifty nine, fifty-nine
        60: sixty
        61: sixty one, sixty-one
        62: sixty two, sixty-two
        63: sixty three, sixty-three
        64: sixty four, sixty-four
        65: sixty five, sixty-five
        66: sixty six, sixty-six
        67: sixty seven, sixty-seven
        68: sixty eight, sixty-eight
        69: sixty nine, sixty-nine
        70: seventy
        71: seventy one, seventy-one
        72: seventy two, seventy-two
        73: seventy three, seventy-three
        74: seventy four, seventy-four
        75: seventy five, seventy-five
        76: seventy six, seventy-six
        77: seventy seven, seventy-seven
        78: seventy eight, seventy-eight
        79: seventy nine, seventy-nine
        80: eighty
        81: eighty one, eighty-one
        82: eighty two, eighty-two
        83: eighty three, eighty-three
        84: eighty four, eighty-four
        85: eighty five, eighty-five
        86: eighty six, eighty-six
        87: eighty seven, eighty-seven
        88: eighty eight, eighty-eight
        89: eighty nine, eighty-nine
        90: ninety
        91: ninety one, ninety-one
        92: ninety two, ninety-two
        93: ninety three, ninety-three
        94: ninety four, ninety-four
        95: ninety five, ninety-five
        96: ninety six, ninety-six
        97: ninety seven, ninety-seven
        98: ninety eight, ninety-eight
        99: ninety nine, ninety-nine

        [hundreds]
        100: hundred, one hundred, a hundred
        200: two hundred
        300: three hundred
        400: four hundred
        500: five hundred
        600: six hundred
        700: seven hundred
        800: eight hundred
        900: nine hundred

        [scales]
        1000: thousand
        1000000: million

        [currencies]

        [ordinals]
        1: first, 1st
        2: second, 2nd
        3: third, 3rd
        4: fourth, 4th
        -1: last

        [yes]
        yes, yeah, yep, yup, sure, ok, okay, confirm, confirmed, correct, do it, go ahead, go for it, please do, that's right, right, absolutely, of course, send it, pay it, yes please

        [no]
        no, nope, nah, cancel, cancel it, stop, don't, do not, don't do it, abort, never mind, nevermind, forget it, no thanks, not now

        [courtesy]
        please, thanks, thank you

        [choice words]
        the, one, i mean, i meant, number, it's, it is, that's, that is

        [or]
        or

        [question]
        Which ${heard}: ${choices}?

        [hesitations]
        um, umm, uh, uhh, uhm, er, erm, err, ah, eh, hmm, hm, mm, mmm

        [leading fillers]
        hey siri, siri, please, can you, could you, would you, i want to, i would like to

        [trailing fillers]
        please, thanks, thank you
        """#
}
