/// Related words that ship with psst: asking for "meeting" also finds "call", "catch up" and
/// "session"; "hurt" finds "pain", "injury", "sprain". Groups are about the things trainers and
/// small teams write about (sessions, bodies, health, food, money, premises, plans) and the
/// events of anyone's life, not any one chat.
public enum Synonyms {
  /// Words and phrases related to `word` (lower case; not including it), each phrase as its words.
  public static func related(to word: String) -> [[String]] {
    // "meetings" is "meeting" before it is "meet", the key "meeting" is under.
    let groups = index[stem(word)] ?? index[stem(stem(word))] ?? []
    let things = kinds[stem(word)] ?? []
    var seen: Set<String> = [word]
    var related: [[String]] = []
    for entry in groups.flatMap({ Synonyms.groups[$0] }) + things where seen.insert(entry).inserted {
      related.append(entry.split(separator: " ").map(String.init))
    }
    return related
  }

  /// A crude stem for lexicon lookup only (the index itself uses Porter): plural, -ing, -ed.
  static func stem(_ word: String) -> String {
    for suffix in ["ies", "ing", "ed", "es", "s"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
      let base = String(word.dropLast(suffix.count))
      return suffix == "ies" ? base + "y" : base
    }
    return word
  }

  private static let groups: [[String]] = [
    // Meeting up
    [
      "meeting", "meet", "call", "catch up", "catchup", "sync", "session", "chat", "check in", "get together", "huddle",
      "appointment",
    ],
    ["reschedule", "move", "rearrange", "postpone", "push back", "swap", "switch"],
    ["cancel", "cancellation", "can't make it", "skip", "call off", "drop out", "miss"],
    ["late", "running late", "delayed", "behind", "stuck in traffic", "on my way"],
    ["schedule", "calendar", "availability", "free", "slot", "book", "booking"],
    ["morning", "mornings", "early", "before work", "am"],
    ["evening", "evenings", "after work", "tonight", "pm"],
    ["shift", "shifts", "night shift", "nights", "rota", "on call"],
    // Bodies and injuries
    [
      "hurt", "pain", "painful", "injury", "injured", "sprain", "sprained", "sore", "ache", "aching", "tweak", "strain",
      "niggle", "twinge", "tender", "swollen", "swelling",
    ],
    ["fall", "fell", "tumble", "trip", "tripped", "slip", "slipped", "stumble", "stumbled", "crash", "came off"],
    ["dizzy", "faint", "fainted", "lightheaded", "light headed", "woozy", "blackout", "passed out", "giddy"],
    ["tired", "exhausted", "fatigue", "fatigued", "knackered", "drained", "wiped out", "no energy"],
    ["physio", "physiotherapist", "physiotherapy", "osteo", "chiropractor", "sports massage", "rehab"],
    ["doctor", "gp", "consultant", "hospital", "clinic", "nurse", "specialist"],
    ["medication", "medicine", "meds", "tablets", "pills", "prescription", "prescribed", "inhaler"],
    ["blood pressure", "hypertension", "bp"],
    ["asthma", "wheezy", "wheezing", "inhaler", "breathless", "short of breath"],
    ["pregnant", "pregnancy", "postpartum", "postnatal", "baby", "maternity"],
    ["shoulder", "rotator cuff", "shoulders"],
    ["knee", "knees", "itb", "it band", "patella", "kneecap"],
    ["ankle", "ankles", "achilles"],
    ["back", "lower back", "spine", "sciatica", "lumbar"],
    ["bone", "bones", "bone density", "osteoporosis", "calcium"],
    // Training
    ["workout", "training", "session", "exercise", "programme", "program", "plan", "routine"],
    ["run", "running", "jog", "jogging", "race", "marathon", "half marathon", "10k", "5k", "parkrun"],
    ["strength", "weights", "lifting", "resistance", "gym"],
    ["stretch", "stretching", "mobility", "flexibility", "yoga", "warm up", "cool down"],
    [
      "equipment", "kit", "gear", "machine", "treadmill", "rower", "bike", "dumbbells", "barbell", "kettlebell", "rack",
    ],
    ["broken", "faulty", "not working", "out of order", "bust", "damaged", "needs fixing", "repair", "fixed"],
    ["coach", "coaches", "trainer", "trainers", "staff", "team", "instructor"],
    ["class", "classes", "bootcamp", "group session", "circuit", "hiit"],
    ["competition", "meet", "event", "race", "tournament", "match", "comp"],
    ["goal", "goals", "target", "aim", "ambition", "hoping to"],
    ["weight loss", "lose weight", "fat loss", "drop a dress size", "slim down", "tone up"],
    ["progress", "pb", "personal best", "improvement", "results"],
    // Food and health habits
    ["diet", "dietary", "eating", "food", "nutrition", "meal", "meals", "meal plan"],
    [
      "vegetarian", "vegan", "plant based", "gluten", "coeliac", "celiac", "dairy", "lactose", "allergy", "allergic",
      "intolerance", "intolerant", "halal", "kosher", "nut allergy", "dietary restrictions", "restrictions",
    ],
    ["protein", "protein powder", "shake", "whey", "supplement", "supplements"],
    ["sleep", "sleeping", "insomnia", "rest", "recovery"],
    ["drink", "drinking", "alcohol", "booze", "wine", "beer", "hydration", "water"],
    ["fuel", "fuelling", "fueling", "gels", "carbs", "carb loading", "energy"],
    // Money
    ["price", "prices", "pricing", "cost", "costs", "fee", "fees", "rate", "rates", "charge", "how much", "increase"],
    ["payment", "pay", "paid", "card", "direct debit", "invoice", "bill", "billing", "refund", "charge"],
    ["failed", "declined", "bounced", "didn't go through", "rejected", "unpaid", "overdue", "outstanding", "owed"],
    ["membership", "subscription", "contract", "package", "sign up", "renewal"],
    ["discount", "offer", "deal", "promo", "promotion", "sale", "black friday", "voucher", "vouchers", "code"],
    ["gift", "present", "voucher", "gift card"],
    // Premises
    ["heating", "heater", "boiler", "radiator", "radiators", "cold", "freezing", "temperature", "thermostat"],
    ["studio", "gym", "premises", "site", "venue", "unit", "space"],
    ["opening", "launch", "open", "grand opening", "go live"],
    ["leak", "flood", "water damage", "damp", "plumber"],
    ["lock", "keys", "key", "alarm", "door", "access code"],
    [
      "stolen", "steal", "stole", "theft", "thief", "thieves", "nicked", "burgled", "burglary", "robbed", "break in",
      "broken into", "broke in", "went missing",
    ],
    // People and plans
    [
      "quit", "quitting", "leaving", "leave", "stop", "stopping", "moving away", "moving", "relocating", "end",
      "cancel",
    ],
    ["party", "hen do", "hen party", "stag", "wedding", "birthday", "celebration", "holiday"],
    ["holiday", "vacation", "away", "trip", "abroad", "time off", "annual leave"],
    ["fly", "flying", "flew", "flight", "flights", "plane", "airport", "airline"],
    // Anyone's life
    [
      "wedding", "married", "marry", "marrying", "engaged", "engagement", "fiance", "fiancé", "fiancee", "bride",
      "groom", "honeymoon", "venue", "tie the knot", "proposed", "proposal", "propose",
    ],
    ["mum", "mom", "mother", "mam"],
    ["dad", "father"],
    ["sister", "brother", "sibling", "siblings"],
    ["kids", "children", "son", "daughter", "toddler"],
    ["grandchild", "grandchildren", "granddaughter", "grandson", "grandkids", "grandbaby", "grandbabies"],
    ["grandparents", "grandma", "grandmother", "gran", "granny", "nan", "nana", "grandad", "grandpa", "grandfather"],
    ["dog", "cat", "pet", "puppy", "kitten"],
    ["movie", "cinema", "flick"],
    ["first aid", "cpr", "defib", "defibrillator", "emergency"],
    ["course", "training", "qualification", "certificate", "cpd", "workshop"],
    ["decide", "decided", "decision", "agreed", "agree", "settled", "confirmed", "final", "go with"],
    ["problem", "problems", "issue", "issues", "trouble", "concern", "worried", "niggle"],
  ]

  /// Kinds of thing and things of each kind: asking for "sport" finds "netball", but "netball"
  /// is no other word for "football", so the things of a kind do not find each other.
  private static let kinds: [String: [String]] = [
    "instrument": [
      "guitar", "piano", "violin", "cello", "drums", "flute", "saxophone", "ukulele", "trumpet", "clarinet", "harp",
    ],
    "sport": [
      "football", "netball", "rugby", "cricket", "tennis", "golf", "hockey", "basketball", "volleyball", "badminton",
      "squash", "boxing", "climbing", "bouldering", "rowing", "swimming", "cycling",
    ],
    "language": [
      "spanish", "french", "german", "italian", "portuguese", "greek", "mandarin", "japanese", "arabic", "dutch",
      "polish", "welsh",
    ],
  ]

  /// Stem of every entry word to the groups holding it.
  private static let index: [String: [Int]] = {
    var index: [String: [Int]] = [:]
    for (number, group) in groups.enumerated() {
      for entry in group where !entry.contains(" ") {
        index[stem(entry), default: []].append(number)
      }
      for entry in group where entry.contains(" ") {
        // A multi-word entry is found by its whole text ("catch up"), not by each word.
        index[entry, default: []].append(number)
      }
    }
    return index
  }()
}
