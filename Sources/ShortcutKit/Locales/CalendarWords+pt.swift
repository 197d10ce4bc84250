extension CalendarWords {
    /// Portuguese: day first ("dia 3 de dezembro"); weekdays with or without "feira".
    static let portugueseTable = #"""
        order: day-month
        weekday 1: domingo
        weekday 2: segunda | segunda feira
        weekday 3: terca | terca feira
        weekday 4: quarta | quarta feira
        weekday 5: quinta | quinta feira
        weekday 6: sexta | sexta feira
        weekday 7: sabado
        month 1: janeiro
        month 2: fevereiro
        month 3: marco
        month 4: abril
        month 5: maio
        month 6: junho
        month 7: julho
        month 8: agosto
        month 9: setembro
        month 10: outubro
        month 11: novembro
        month 12: dezembro
        relative 0: hoje
        relative 1: amanha
        relative -1: ontem
        relative 2: depois de amanha
        ordinal 1: primeiro
        next: proximo | proxima
        nextafter: que vem
        this: este | esta | neste | nesta
        on: no | na | dia
        the: o | a
        of: de
        at: as | a
        noon 12: meio dia
        midnight 0: meia noite
        half 30: meia
        unit 1: segundo | segundos
        unit 60: minuto | minutos
        unit 3600: hora | horas
        unit 86400: dia | dias
        unit 604800: semana | semanas
        article: uma | um
        and: e
        percent: por cento | %
        say 3600: hora | horas
        say 60: minuto | minutos
        say 1: segundo | segundos
        """#
}
