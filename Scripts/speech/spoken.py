"""The spoken form of a typed utterance: what a person reads aloud, and the reference for the WER.

Rules (Evaluation/speech/README.md lists them too):
- lower case; punctuation removed except an apostrophe inside a word ("what's" stays);
- an amount with a currency symbol is said as its number then the currency's name in the plural:
  "$20" -> "twenty dollars", "€15" and "15€" -> "fifteen euros", "$15.50" -> "fifteen dollars and fifty
  cents" (cents, pence, kobo... only for those currencies listed below);
- other numbers are said as words: "7" -> "seven", "3.5" -> "three point five", "150" -> "one hundred
  fifty" (no "and": a US speaker's habit, and what the recognizer's dictionary writes);
- a minus sign before a number is said "minus";
- the app's name written as one word is said as its words: "VillagePay" -> "village pay".
"""

import re

ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen").split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

# symbol: (plural name, name of the hundredth)
CURRENCIES = {
    "$": ("dollars", "cents"),
    "€": ("euros", "cents"),
    "£": ("pounds", "pence"),
    "¥": ("yen", None),
    "₦": ("naira", "kobo"),
    "₹": ("rupees", "paise"),
    "₩": ("won", None),
}

# Names typed as one word and said as two.
JOINED = {
    "villagepay": "village pay",
    "villagewallet": "village wallet",
    "topup": "top up",
}


def integer_words(n):
    """English words of a non-negative integer below a billion, without "and"."""
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return ONES[n // 100] + " hundred" + ("" if rest == 0 else " " + integer_words(rest))
    for size, name in ((1_000_000, "million"), (1000, "thousand")):
        if n >= size:
            rest = n % size
            return integer_words(n // size) + " " + name + ("" if rest == 0 else " " + integer_words(rest))
    raise ValueError(n)


def number_words(text):
    """Words of a number as typed: "20" -> "twenty", "3.5" -> "three point five"."""
    text = text.replace(",", "")
    whole, _, fraction = text.partition(".")
    words = integer_words(int(whole or "0"))
    if fraction:
        words += " point " + " ".join(ONES[int(d)] for d in fraction)
    return words


def amount_words(symbol, number):
    name, hundredth = CURRENCIES[symbol]
    number = number.replace(",", "")
    whole, _, fraction = number.partition(".")
    if fraction and hundredth and len(fraction) == 2:
        words = f"{integer_words(int(whole or '0'))} {name}"
        if int(fraction):
            words += f" and {integer_words(int(fraction))} {hundredth}"
        return words
    return f"{number_words(number)} {name}"


SYMBOLS = "".join(re.escape(s) for s in CURRENCIES)
NUMBER = r"\d[\d,]*(?:\.\d+)?"


def spoken(text):
    """The spoken form of `text` (see the module's rules)."""
    s = re.sub(rf"-(?=[{SYMBOLS}]?\d)", " minus ", text)
    s = re.sub(rf"([{SYMBOLS}])\s?({NUMBER})", lambda m: " " + amount_words(m[1], m[2]) + " ", s)
    s = re.sub(rf"({NUMBER})\s?([{SYMBOLS}])", lambda m: " " + amount_words(m[2], m[1]) + " ", s)
    s = re.sub(NUMBER, lambda m: " " + number_words(m[0]) + " ", s)
    s = re.sub(r"([a-z])([A-Z])", r"\1 \2", s)  # VillagePay -> Village Pay
    s = s.lower().replace("’", "'")
    s = re.sub(r"[^a-z' ]+", " ", s)
    s = re.sub(r"(?<![a-z])'|'(?![a-z])", " ", s)
    words = [JOINED.get(w, w) for w in s.split()]
    return " ".join(" ".join(words).split())


if __name__ == "__main__":
    for example in ["load $20 into VillagePay", "load $15.50", "send 12 dollars and 50 cents to Jonas",
                    "load 20€ into VillagePay", "What's my balance?", "read data for the last 3.5 days",
                    "load one hundred and fifty", "buy 150 tickets", "load ₦500", "send $1,250 to li"]:
        print(f"{example!r} -> {spoken(example)!r}")
