extension CalendarWords {
    /// German: day first (`3/12` is the 3rd of December); ordinals beyond the tenth are said in digits ("am 21.").
    static let germanTable = #"""
        order: day-month
        weekday 1: sonntag
        weekday 2: montag
        weekday 3: dienstag
        weekday 4: mittwoch
        weekday 5: donnerstag
        weekday 6: freitag
        weekday 7: samstag | sonnabend
        month 1: januar | jan
        month 2: februar | feb
        month 3: marz
        month 4: april | apr
        month 5: mai
        month 6: juni
        month 7: juli
        month 8: august | aug
        month 9: september | sep | sept
        month 10: oktober | okt
        month 11: november | nov
        month 12: dezember | dez
        relative 0: heute
        relative 1: morgen
        relative -1: gestern
        relative 2: ubermorgen
        ordinal 1: erste | ersten | erster
        ordinal 2: zweite | zweiten
        ordinal 3: dritte | dritten
        ordinal 4: vierte | vierten
        ordinal 5: funfte | funften
        ordinal 6: sechste | sechsten
        ordinal 7: siebte | siebten
        ordinal 8: achte | achten
        ordinal 9: neunte | neunten
        ordinal 10: zehnte | zehnten
        next: nachsten | nachster | nachste | kommenden | kommender
        this: diesen | dieser | diesem
        on: am
        the: den | der | dem
        at: um
        noon 12: mittag
        midnight 0: mitternacht
        oclock: uhr
        unit 1: sekunde | sekunden
        unit 60: minute | minuten
        unit 3600: stunde | stunden
        unit 86400: tag | tage | tagen
        unit 604800: woche | wochen
        article: eine | einen | ein
        and: und
        percent: prozent | %
        say 3600: Stunde | Stunden
        say 60: Minute | Minuten
        say 1: Sekunde | Sekunden
        """#
}
