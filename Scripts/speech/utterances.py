"""The corpus's utterances before checking: in-scope ones written for it, and hard near-misses.

Each in-scope utterance comes with the intent and parameters it means; make-corpus.py keeps only those
the matcher reads rightly on the typed text. Values vary (amounts, contacts, billers, cities...) and the
random choices are seeded, so the list is the same on every run.
"""

import random

APPS = ["VillagePay", "Village Pay", "Village Wallet"]
ACCOUNTS = {"checking": "checking", "savings": "savings", "wallet": "wallet", "current": "checking",
            "everyday": "checking", "saving": "savings", "rainy day": "savings", "main": "wallet"}
CONTACTS = {"Jonas": "contact-jonas", "Jonas Weber": "contact-jonas", "Amara": "contact-amara",
            "Amara Okafor": "contact-amara", "mom": "contact-amara", "Li": "contact-li", "Li Wei": "contact-li"}
BILLERS = {"electricity": "electricity", "electric": "electricity", "power": "electricity",
           "light": "electricity", "water": "water", "gas": "gas", "internet": "internet", "wifi": "internet",
           "broadband": "internet"}
RESTAURANTS = {"Mama Put": "restaurant-mama-put", "Mama Puts": "restaurant-mama-put",
               "Green Bowl": "restaurant-green-bowl"}
METRICS = {"steps": "steps", "step count": "steps", "heart rate": "heartRate", "pulse": "heartRate",
           "sleep": "sleep"}
CITIES = ["London", "Paris", "Tokyo", "Chicago", "Boston", "Denver", "Nairobi", "Accra", "Berlin", "Madrid",
          "Seattle", "Dallas", "Miami", "Toronto", "Rome", "Dublin", "Atlanta", "Houston", "Lagos", "New York",
          "San Francisco", "Los Angeles", "Cairo", "Sydney"]
# (typed, amount, currency)
AMOUNTS = [("$20", 20, "USD"), ("$5", 5, "USD"), ("$35", 35, "USD"), ("$100", 100, "USD"), ("$250", 250, "USD"),
           ("$12.50", 12.5, "USD"), ("$7.25", 7.25, "USD"), ("$60", 60, "USD"), ("$1,000", 1000, "USD"),
           ("$45", 45, "USD"), ("twenty dollars", 20, "USD"), ("fifty dollars", 50, "USD"),
           ("ten dollars", 10, "USD"), ("eighty dollars", 80, "USD"), ("forty dollars", 40, "USD"),
           ("two hundred dollars", 200, "USD"), ("thirty dollars", 30, "USD"), ("15 dollars", 15, "USD"),
           ("75 dollars", 75, "USD"), ("€30", 30, "EUR"), ("€15", 15, "EUR"), ("£40", 40, "GBP"),
           ("£10", 10, "GBP"), ("90 dollars", 90, "USD"), ("$300", 300, "USD"), ("$65", 65, "USD")]
NUMBERS = [(1, "one"), (2, "two"), (3, "three"), (4, "four"), (5, "five"), (6, "six"), (8, "eight"),
           (10, "ten"), (12, "twelve")]


def money(value):
    amount, currency = value
    return {"amount": amount, "currency": currency}


def in_scope(seed):
    """(text, intent, parameters) candidates, several per shortcut, values drawn with `seed`."""
    rng = random.Random(seed)
    out = []

    def add(text, intent, parameters=None):
        out.append((text, intent, parameters or {}))

    def app():
        return rng.choice(APPS)

    # Talk to the villager.
    for verb in ["Talk to", "Call", "Open"]:
        for a in APPS:
            add(f"{verb} villager in {a}", "TalkToVillagerIntent")
    for a in APPS:
        add(f"Open {a}", "TalkToVillagerIntent")
    # Balance.
    for spoken, account in ACCOUNTS.items():
        add(f"Check my {spoken} balance {rng.choice(['in', 'on'])} {app()}", "CheckBalanceIntent",
            {"account": account})
        add(f"check my {spoken} balance", "CheckBalanceIntent", {"account": account})
    for a in APPS:
        add(f"What's my balance in {a}", "CheckBalanceIntent")
        add(f"How much money do I have in {a}", "CheckBalanceIntent")
        add(f"check my balance on {a}", "CheckBalanceIntent")
    add("what is my balance", "CheckBalanceIntent")
    add("check my balance for me", "CheckBalanceIntent")
    # Load funds.
    for typed, amount, currency in rng.sample(AMOUNTS, 16):
        add(f"load {typed} into {app()}", "LoadFundsIntent", {"amount": money((amount, currency))})
    for typed, amount, currency in rng.sample(AMOUNTS, 10):
        add(f"load {typed}", "LoadFundsIntent", {"amount": money((amount, currency))})
    for a in APPS:
        add(f"load money into {a}", "LoadFundsIntent")
        add(f"top up my {a} wallet", "LoadFundsIntent")
    add("top up Village Pay", "LoadFundsIntent")
    # Send money.
    for name, contact in CONTACTS.items():
        typed, amount, currency = rng.choice(AMOUNTS)
        add(f"send {typed} to {name} {rng.choice(['with', 'using', 'in'])} {app()}", "TransferMoneyIntent",
            {"recipient": contact, "amount": money((amount, currency))})
        typed, amount, currency = rng.choice(AMOUNTS)
        add(f"send {typed} to {name}", "TransferMoneyIntent",
            {"recipient": contact, "amount": money((amount, currency))})
        add(f"send money to {name} using {app()}", "TransferMoneyIntent", {"recipient": contact})
        add(f"transfer money to {name} in {app()}", "TransferMoneyIntent", {"recipient": contact})
    for a in APPS:
        add(f"send money with {a}", "TransferMoneyIntent")
    # Bills.
    for spoken, biller in BILLERS.items():
        add(f"pay my {spoken} bill with {app()}", "PayBillIntent", {"biller": biller})
        add(f"pay my {spoken} bill", "PayBillIntent", {"biller": biller})
    for a in APPS:
        add(f"pay a bill in {a}", "PayBillIntent")
    add("pay my bill with Village Pay", "PayBillIntent")
    # Flights.
    for city in CITIES:
        if rng.random() < 0.5:
            add(f"book a flight to {city} with {app()}", "BookFlightIntent", {"destination": city.lower()})
        else:
            add(f"book a flight to {city}", "BookFlightIntent", {"destination": city.lower()})
    for a in APPS:
        add(f"book a flight in {a}", "BookFlightIntent")
    # Movie tickets.
    for n, words in NUMBERS:
        verb = rng.choice(["buy", "book"])
        typed = words if rng.random() < 0.5 else str(n)
        add(f"{verb} {typed} movie tickets in {app()}", "BuyMovieTicketsIntent", {"tickets": n})
        add(f"{rng.choice(['buy', 'book'])} {n} movie tickets", "BuyMovieTicketsIntent", {"tickets": n})
    for a in APPS:
        add(f"buy movie tickets with {a}", "BuyMovieTicketsIntent")
    # Food.
    for name, restaurant in RESTAURANTS.items():
        for a in APPS:
            add(f"order food from {name} in {a}", "OrderFoodIntent", {"restaurant": restaurant})
        add(f"order food from {name}", "OrderFoodIntent", {"restaurant": restaurant})
    for a in APPS:
        add(f"order food with {a}", "OrderFoodIntent")
    # Tracking.
    for thing in ["item", "order", "package"]:
        add(f"track my {thing} in {app()}", "TrackItemIntent")
        add(f"where's my {thing} in {app()}", "TrackItemIntent")
        add(f"track my {thing}", "TrackItemIntent")
    # Health.
    for spoken, metric in METRICS.items():
        add(f"read my {spoken} from {app()}", "ReadHealthDataIntent", {"metric": metric})
        add(f"read my {spoken}", "ReadHealthDataIntent", {"metric": metric})
    for days in [2, 3, 5, 7, 10, 14, 30]:
        typed = str(days) if rng.random() < 0.5 else None
        from spoken import integer_words
        add(f"read my health data for the last {typed or integer_words(days)} days from {app()}",
            "ReadHealthDataIntent", {"days": days})
    for a in APPS:
        add(f"read my health data in {a}", "ReadHealthDataIntent")
    return out


# Same verbs, other objects; other apps; other people and bills. None may match.
NEAR_MISSES = [
    "load the dishwasher", "load the washing machine", "load the car", "load the page again", "load my music",
    "load the truck with boxes", "reload the website", "load a game", "upload my photos",
    "send an email to mom", "send a text to Jonas", "send a message to Amara", "send flowers to mom",
    "send my location to Li", "send the file to Jonas", "send a photo to Li Wei", "transfer the call to mom",
    "transfer my files to the new phone", "send money to my landlord", "send twenty dollars to my brother",
    "pay attention", "pay it forward", "pay a visit to grandma", "pay my respects", "pay my rent",
    "pay my phone bill", "pay my credit card bill", "pay my taxes", "pay the babysitter",
    "check the weather", "check the traffic", "check my email", "check my messages", "check the score",
    "check my calendar", "check the oil", "check my credit score", "check my balance in cash app",
    "check my balance at the bank", "check my gym membership",
    "book a table for two", "book a hotel in Paris", "book a car to the airport", "book a haircut",
    "book a doctor's appointment", "book a train to London", "book a room for tonight",
    "buy movie popcorn", "buy concert tickets", "buy a bus ticket", "buy groceries", "buy a new phone",
    "order a taxi", "order pizza from dominos", "order new checks", "order a book online", "order a coffee",
    "track my run", "track my sleep on my watch", "track my steps", "track my period", "track a flight",
    "where's my phone", "where's my car", "where are my keys", "where's the nearest gas station",
    "read my messages", "read me a story", "read my email", "read the news", "read my horoscope",
    "top up my phone", "top up my transit card", "top up the gas tank", "top up my coffee",
    "open the garage door", "open the window", "open the village gate", "open my email",
    "call mom", "call the village chief", "call an ambulance", "talk to customer service",
    "talk to a real person", "what's my name", "what's my credit card balance", "what's the balance of power",
    "how much money do I need for retirement", "how much money does a doctor make",
    "play some jazz", "set an alarm for seven", "turn off the lights", "what time is it",
    "remind me to pay the gas bill tomorrow", "how do I check my balance", "cancel my flight",
    "don't send money to Jonas", "never mind", "stop",
]
