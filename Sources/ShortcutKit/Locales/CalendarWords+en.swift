extension CalendarWords {
    /// English: month first (`3/12` is March 12th) unless the region writes the day first.
    static let englishTable = #"""
        order: month-day
        weekday 1: sunday
        weekday 2: monday
        weekday 3: tuesday
        weekday 4: wednesday
        weekday 5: thursday
        weekday 6: friday
        weekday 7: saturday
        month 1: january | jan
        month 2: february | feb
        month 3: march | mar
        month 4: april | apr
        month 5: may
        month 6: june | jun
        month 7: july | jul
        month 8: august | aug
        month 9: september | sep | sept
        month 10: october | oct
        month 11: november | nov
        month 12: december | dec
        relative 0: today
        relative 1: tomorrow
        relative -1: yesterday
        relative 2: the day after tomorrow | day after tomorrow
        ordinal 1: first
        ordinal 2: second
        ordinal 3: third
        ordinal 4: fourth
        ordinal 5: fifth
        ordinal 6: sixth
        ordinal 7: seventh
        ordinal 8: eighth
        ordinal 9: ninth
        ordinal 10: tenth
        ordinal 11: eleventh
        ordinal 12: twelfth
        ordinal 13: thirteenth
        ordinal 14: fourteenth
        ordinal 15: fifteenth
        ordinal 16: sixteenth
        ordinal 17: seventeenth
        ordinal 18: eighteenth
        ordinal 19: nineteenth
        ordinal 20: twentieth
        ordinal 21: twenty first
        ordinal 22: twenty second
        ordinal 23: twenty third
        ordinal 24: twenty fourth
        ordinal 25: twenty fifth
        ordinal 26: twenty sixth
        ordinal 27: twenty seventh
        ordinal 28: twenty eighth
        ordinal 29: twenty ninth
        ordinal 30: thirtieth
        ordinal 31: thirty first
        suffix: st | nd | rd | th
        next: next
        this: this | this coming
        on: on
        the: the
        of: of
        at: at
        noon 12: noon | midday
        midnight 0: midnight
        half 30: half
        quarter 15: quarter | a quarter
        past: past | after
        to: to | before
        am: am | a m
        pm: pm | p m
        oclock: oclock | o clock
        zero: oh
        unit 1: second | seconds | sec | secs
        unit 60: minute | minutes | min | mins
        unit 3600: hour | hours | hr | hrs
        unit 86400: day | days
        unit 604800: week | weeks
        article: a | an
        and: and
        percent: percent | per cent | %
        say 3600: hour | hours
        say 60: minute | minutes
        say 1: second | seconds
        """#
}
