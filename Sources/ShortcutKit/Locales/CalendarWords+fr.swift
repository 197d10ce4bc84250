extension CalendarWords {
    /// French: day first; "vendredi prochain" puts "next" after the weekday; "une heure et demie".
    static let frenchTable = #"""
        order: day-month
        weekday 1: dimanche
        weekday 2: lundi
        weekday 3: mardi
        weekday 4: mercredi
        weekday 5: jeudi
        weekday 6: vendredi
        weekday 7: samedi
        month 1: janvier
        month 2: fevrier
        month 3: mars
        month 4: avril
        month 5: mai
        month 6: juin
        month 7: juillet
        month 8: aout
        month 9: septembre
        month 10: octobre
        month 11: novembre
        month 12: decembre
        relative 0: aujourdhui
        relative 1: demain
        relative -1: hier
        relative 2: apres demain
        ordinal 1: premier | 1er
        suffix: er | e
        nextafter: prochain | prochaine
        this: ce
        on: le
        the: le | la
        at: a
        noon 12: midi
        midnight 0: minuit
        oclock: h | heure | heures
        half 30: demie | demi
        unit 1: seconde | secondes
        unit 60: minute | minutes
        unit 3600: heure | heures
        unit 86400: jour | jours
        unit 604800: semaine | semaines
        article: une | un
        and: et
        percent: pour cent | pourcent | %
        say 3600: heure | heures
        say 60: minute | minutes
        say 1: seconde | secondes
        """#
}
