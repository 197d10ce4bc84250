extension CalendarWords {
    /// Spanish: day first ("el 3 de diciembre"); "el viernes que viene" puts "next" after the weekday.
    static let spanishTable = #"""
        order: day-month
        weekday 1: domingo
        weekday 2: lunes
        weekday 3: martes
        weekday 4: miercoles
        weekday 5: jueves
        weekday 6: viernes
        weekday 7: sabado
        month 1: enero
        month 2: febrero
        month 3: marzo
        month 4: abril
        month 5: mayo
        month 6: junio
        month 7: julio
        month 8: agosto
        month 9: septiembre | setiembre
        month 10: octubre
        month 11: noviembre
        month 12: diciembre
        relative 0: hoy
        relative 1: manana
        relative -1: ayer
        relative 2: pasado manana
        ordinal 1: primero
        next: proximo | proxima
        nextafter: que viene | proximo | proxima
        this: este | esta
        on: el
        the: el | la
        of: de
        at: a las | a la
        noon 12: mediodia
        midnight 0: medianoche
        half 30: media
        unit 1: segundo | segundos
        unit 60: minuto | minutos
        unit 3600: hora | horas
        unit 86400: dia | dias
        unit 604800: semana | semanas
        article: una | un
        and: y
        percent: por ciento | %
        say 3600: hora | horas
        say 60: minuto | minutos
        say 1: segundo | segundos
        """#
}
