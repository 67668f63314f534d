/// Words and phrases that make a clause a fact of one profile category. Patterns are matched
/// on word boundaries by `Clause` (a trailing `*` matches any ending). Weights: 3 alone makes a
/// fact, 2 and 1 need support from other evidence in the clause.
enum ProfileLexicon {
  // MARK: Injury

  /// Body parts, each with the topic later updates are matched on ("knee's all good now").
  static let bodyParts: TopicPhrases = [
    ("knee*", "knee"), ("ankle*", "ankle"), ("shoulder*", "shoulder"), ("hip", "hip"), ("hips", "hip"),
    ("hip's", "hip"), ("heel*", "heel"), ("foot", "foot"), ("feet", "foot"), ("toe", "toe"), ("toes", "toe"),
    ("shin", "shin"), ("shins", "shin"), ("calf", "calf"), ("calves", "calf"), ("hamstring*", "hamstring"),
    ("quad", "quad"), ("quads", "quad"), ("glute*", "glute"), ("groin", "groin"), ("elbow*", "elbow"),
    ("wrist*", "wrist"), ("neck", "neck"), ("neck's", "neck"), ("lower back", "back"), ("upper back", "back"),
    ("my back", "back"), ("back's", "back"), ("back pain", "back"), ("achilles", "achilles"), ("itb", "knee"),
    ("it band", "knee"), ("acl", "knee"), ("mcl", "knee"), ("meniscus", "knee"), ("rotator cuff", "shoulder"),
    ("thumb*", "hand"), ("knuckle*", "hand"), ("hand", "hand"), ("hands", "hand"), ("spine", "back"),
    ("ribs", "ribs"), ("tendon*", "tendon"), ("ligament*", "ligament"), ("plantar", "foot"), ("arch", "foot"),
    ("ql", "back"), ("hammy", "hamstring"), ("pec", "chest"), ("bicep*", "arm"), ("tricep*", "arm"),
    ("forearm*", "arm"), ("knees", "knee"), ("finger*", "hand"), ("arm", "arm"), ("leg", "leg"),
    ("jaw", "jaw"), ("pelvis", "hip"), ("tailbone", "back"), ("coccyx", "back"), ("collarbone", "shoulder"),
    ("disc", "back"), ("si joint", "back"),
    // Second-language writers name the part in their own language: Portuguese, Spanish, French,
    // German, Italian, Polish.
    ("ombro", "shoulder"), ("hombro", "shoulder"), ("épaule", "shoulder"), ("schulter", "shoulder"),
    ("spalla", "shoulder"), ("joelho", "knee"), ("rodilla", "knee"), ("genou", "knee"), ("knie", "knee"),
    ("ginocchio", "knee"), ("kolano", "knee"), ("costas", "back"), ("espalda", "back"), ("rücken", "back"),
    ("schiena", "back"), ("plecy", "back"), ("tornozelo", "ankle"), ("tobillo", "ankle"), ("cheville", "ankle"),
    ("caviglia", "ankle"), ("kostka", "ankle"), ("quadril", "hip"), ("cadera", "hip"), ("hanche", "hip"),
    ("hüfte", "hip"), ("pescoço", "neck"), ("cuello", "neck"), ("nacken", "neck"),
  ]

  /// What hurts or went wrong with a body part.
  static let symptoms: Phrases = [
    "hurt*", "pain", "pains", "painful", "sore*", "ache", "aches", "aching", "achy", "strain*", "sprain*",
    "injur*", "twinge*", "tight", "tightness", "stiff*", "swollen", "swelling", "swelled", "puffy", "bruis*",
    "blister*", "pulled", "tore", "torn", "tear", "dislocat*", "pops out", "popped", "wobbly", "unstable",
    "clicking", "clicks", "limp*", "rolled", "twisted", "tweaked", "niggl*", "flaring", "flared", "flare",
    "inflamed", "numb", "numbness", "tingling", "destroyed", "wrecked", "killing me", "broke", "broken",
    "fracture*", "recon", "reconstruction", "surgery", "post op", "operation", "physio", "x ray", "xray",
    "scan", "mri", "jelly", "gave way", "giving way", "locked", "grinding", "cramp*", "spasm*", "clicked",
    "a pop", "swelled up", "cranky", "grumpy", "playing up", "acting up", "impinged", "i pull",
    // Pain and swelling in the languages of the body parts above.
    "dor", "dói", "dolor", "duele", "douleur", "schmerz*", "dolore", "ból", "boli", "inchado", "hinchado",
    "gonflé", "geschwollen",
  ]

  /// Symptoms that are care, not a complaint: they do not make a part named earlier hurt.
  static let procedures: Set<String> = [
    "recon", "reconstruction", "surgery", "post op", "operation", "physio", "x ray", "xray", "scan", "mri",
  ]

  /// Diagnoses and events that are injuries on their own.
  static let injuryTerms: Phrases = [
    "sprain*", "strain", "strained", "fasciitis", "tendinitis", "tendonitis", "tendinopathy", "bursitis",
    "shin splints", "tennis elbow", "golfer's elbow", "runner's knee", "jumper's knee", "dislocat*",
    "blister*", "fracture*", "stress fracture", "itb", "acl", "mcl", "meniscus", "whiplash", "concussion",
    "slipped disc", "sciatica", "frozen shoulder", "cleared me", "cleared to", "said i can start",
    "allowed to run", "allowed to start", "had a fall", "fell over",
    "rolled my", "twisted my", "pulled my", "tweaked my", "hurt my", "injured my", "done my",
    "post op", "weeks post", "wks post", "since the op", "after the op", "my op", "knee replacement",
    "hip replacement", "shoulder replacement", "new knee", "new hip", "bulging disc", "disc bulge", "herniated",
    "felt a pop", "heard a pop", "impingement",
  ]

  /// A symptom denied: "no pain", "not painful". Resolves rather than states an injury.
  static let denials: Phrases = [
    "no pain", "not painful", "zero pain", "pain free", "pain-free", "without pain", "no swelling",
    "not sore", "no more pain", "no * pain", "no pain in", "zero * pain", "not hurting", "doesn't hurt", "didn't hurt",
    "no ache", "no niggles",
    "no twinges", "nothing in legs", "not sharp",
  ]

  /// A fact that is over: an injury healed, a symptom gone.
  static let resolutions: Phrases = [
    "all good", "fine now", "much better", "feeling better", "feels better", "better now", "feels fine",
    "feel fine", "gone", "no pain", "no * pain", "zero pain", "pain free", "no more pain", "healed", "recovered",
    "back to normal", "feeling really good", "feeling good", "feels good", "been fine", "no longer",
    "not hurting", "doesn't hurt", "all clear", "fully fit", "settled down",
  ]

  // MARK: Medical

  /// Conditions, medicines and health events, each with its topic.
  static let conditions: TopicPhrases = [
    ("asthma*", "asthma"), ("inhaler", "asthma"), ("wheez*", "asthma"), ("diabet*", "diabetes"),
    ("insulin", "diabetes"), ("blood sugar", "diabetes"), ("blood pressure", "blood pressure"),
    ("bp", "blood pressure"), ("hypertension", "blood pressure"), ("cholesterol", "cholesterol"),
    ("statin*", "cholesterol"), ("arthritis", "arthritis"), ("arthritic", "arthritis"), ("osteo*", "bones"),
    ("bone density", "bones"), ("pregnan*", "pregnancy"), ("postnatal", "postnatal"), ("post natal", "postnatal"),
    ("postpartum", "postnatal"), ("c section", "postnatal"), ("gave birth", "postnatal"), ("due date", "pregnancy"),
    ("swimmer's ear", "ear"), ("ear infection", "ear"), ("pelvic floor", "pelvic floor"),
    ("pelvic health", "pelvic floor"), ("diastasis", "pelvic floor"), ("incontinen*", "pelvic floor"),
    ("anaemi*", "iron"), ("anemi*", "iron"), ("iron levels", "iron"), ("iron is", "iron"),
    ("my iron", "iron"), ("dizzy", "dizziness"), ("dizziness", "dizziness"), ("faint*", "dizziness"),
    ("passed out", "dizziness"), ("blacked out", "dizziness"), ("thyroid", "thyroid"), ("epilep*", "epilepsy"),
    ("seizure*", "epilepsy"), ("migraine*", "migraine"), ("heart condition", "heart"), ("palpitation*", "heart"),
    ("anxiety", "anxiety"), ("anxious", "anxiety"), ("depress*", "mental health"), ("menopaus*", "menopause"),
    ("perimenopaus*", "menopause"), ("pcos", "pcos"), ("endometriosis", "endometriosis"), ("ibs", "gut"),
    ("crohn*", "gut"), ("colitis", "gut"), ("hernia", "hernia"), ("cancer", "cancer"), ("chemo*", "cancer"),
    ("medication", "medication"), ("meds", "medication"), ("hrt", "menopause"), ("fibromyalgia", "fibromyalgia"),
    ("long covid", "long covid"), ("sleep apnoea", "sleep"), ("insomnia", "sleep"), ("high blood", "blood pressure"),
    ("calcium", "bones"), ("my bones", "bones"), ("stiff in the mornings", "arthritis"),
    ("tummy muscles", "pelvic floor"),
    ("ab separation", "pelvic floor"), ("gap in my", "pelvic floor"), ("leak", "pelvic floor"),
    ("leaks", "pelvic floor"), ("pgp", "pelvic girdle"), ("pelvic girdle", "pelvic girdle"),
    ("spd", "pelvic girdle"), ("midwife", "pregnancy"), ("gestational", "pregnancy"),
    ("angina", "heart"), ("heart attack", "heart"), ("atrial fibrillation", "heart"), ("my af", "heart"),
    ("ecg", "heart"), ("cardiology", "heart"), ("cardiologist", "heart"), ("cardiac", "heart"),
    ("arrhythmia", "heart"), ("pacemaker", "heart"), ("stent", "heart"), ("chest pain", "heart"),
    ("tight chest", "heart"), ("chest tightness", "heart"), ("breathless*", "breathing"),
    ("short of breath", "breathing"), ("copd", "breathing"), ("smoker", "smoking"), ("kidney*", "kidney"),
    ("gout", "gout"), ("lupus", "lupus"), ("multiple sclerosis", "ms"), ("parkinson*", "parkinson's"),
    ("hypermobil*", "hypermobility"), ("eczema", "skin"), ("psoriasis", "skin"), ("low iron", "iron"),
    ("iron's", "iron"), ("vitamin d", "vitamin"), ("b12", "vitamin"), ("blood thinner*", "medication"),
    ("anticoagulant*", "medication"), ("beta blocker*", "medication"), ("steroid*", "medication"),
    ("cortisone", "medication"), ("antibiotic*", "medication"), ("antidepressant*", "mental health"),
    ("warfarin", "medication"), ("sertraline", "mental health"), ("on tablets", "medication"),
    ("on medication", "medication"), ("injection", "medication"), ("ferritin", "iron"),
    ("on * tablets", "medication"), ("on * pills", "medication"), ("on * meds", "medication"),
  ]

  /// Weaker health words: they need another sign in the clause.
  static let healthWords: Phrases = [
    "gp", "doctor", "doctor's", "consultant", "hospital", "blood test", "bloods", "tablets", "pills",
    "prescribed", "diagnosed", "shattered", "exhausted", "fatigue*", "tired all the time", "nurse said",
    "health visitor", "signed me off", "condition", "scared", "nervous", "mornings are very stiff", "checked",
    "headache*", "referred", "referral", "specialist", "surgeon", "clinic", "results",
  ]

  /// Endings of the generic names of medicines taken for years (beta blockers, ACE inhibitors,
  /// statins, anticoagulants, stomach, blood sugar, thyroid and nerve-pain medicines, steroids):
  /// "bisoprolol", "ramipril", "atorvastatin", "rivaroxaban", "levothyroxine", "prednisolone".
  static let medicineEndings = [
    "olol", "pril", "statin", "sartan", "xaban", "gatran", "prazole", "dipine", "formin", "thyroxine",
    "oxetine", "triptyline", "gabalin", "pentin", "olone", "talopram",
  ]

  // MARK: Diet

  /// Eating patterns and needs that are diet facts on their own.
  static let dietTerms: Phrases = [
    "vegetarian", "veggie", "vegan", "pescatarian", "pescetarian", "halal", "kosher", "coeliac", "celiac",
    "gluten*", "lactose", "dairy free", "dairy-free", "intolerant", "intolerance", "allergic", "allergy",
    "allergies", "fasting", "16 8", "keto", "paleo", "plant based", "no alcohol", "don't drink", "dont drink",
    "teetotal", "sober", "snacking", "snack", "snacks", "sweet tooth", "takeaway*", "protein a day",
    "breastfeeding", "calories a day", "i eat", "i only eat", "i don't eat", "i dont eat", "i never eat",
    "i skip breakfast", "i avoid", "living on", "starving", "hungry", "energy drink*", "cupboard",
    "on a diet", "dieting", "calorie*", "meal prep", "intermittent fasting", "nut allergy", "shellfish",
    "eat nothing", "nothing to eat", "skip meals", "skip lunch", "skip dinner", "don't eat until",
  ]

  /// Food and drink: a diet fact when the sender says what they eat.
  static let foods: Phrases = [
    "eat*", "ate", "food", "breakfast", "lunch", "dinner", "tea", "meal*", "veg", "vegetables", "veggies",
    "fruit", "crisps", "chocolate", "toast", "gel", "gels", "carbs", "sugar", "protein", "eggs", "chicken",
    "meat", "fish", "salmon", "pasta", "rice", "bread", "cheese", "milk", "wine", "beer*", "alcohol",
    "coffee", "caffeine", "monster", "red bull", "sweets", "biscuits", "cake", "pizza", "kebab*", "curry",
    "porridge", "cereal", "banana", "salad", "dal", "paneer", "tofu", "nuts", "bagel", "sandwich*",
    "green", "greens", "drinking", "drink", "fizzy", "juice", "meal deal", "vending machine", "pint", "pints",
    "booze", "dessert", "pudding", "yoghurt", "yogurt", "oats", "smoothie*",
  ]

  // MARK: Goal

  /// Statements of an aim.
  static let goalTerms: Phrases = [
    "my goal", "the goal", "our goal", "goal is", "that's the goal", "my target", "target is", "aiming",
    "i'm aiming", "signed up for", "signed up to", "entered the", "entering the", "registered for",
    "determined to", "dreaming of", "i want to get", "want to lose", "want to drop", "want to get back",
    "want to run", "want to enter", "want to compete", "want to complete", "want to do a", "want to finish",
    "to drop about", "to lose about", "i'd love to go under", "back playing", "get back to", "get strong",
    "training for", "fit for", "be ready for", "ready in time", "want to be back", "be able to",
    "my project", "the dream", "dream is", "want to learn", "like to learn", "love to learn",
  ]

  /// Wanting or planning something, said by the sender.
  static let intents: Phrases = [
    "i want", "i wanna", "i really want", "i'd love", "i would love", "i'd like to", "i would like to",
    "i'm hoping", "im hoping", "i hope", "i'm trying to", "i plan", "i'm planning", "i'm thinking", "im thinking",
    "what about a", "how about a", "i'm aiming", "my aim", "i'm going for", "i'm keen", "i need to", "need to get",
    "put me down", "sign me up", "count me in", "i'm determined", "so i can", "so that i can",
    "just want", "all i want", "wants me to", "want me to", "keen to", "hoping to", "i might",
    // Written out in full, as second-language English often is.
    "i am hoping", "i am trying to", "i am planning", "i am thinking", "i am aiming", "i am going for", "i am keen",
    "i am determined",
    // An aim named as such, its object after it: "main thing: Berlin in September", "goal: deadlift
    // my bodyweight", "my principal objective is to be conditioned for the trip".
    "main thing", "objective", "goal", "main aim", "my priority", "biggest thing",
  ]

  /// Starts of a clause that want something with the subject left out: "thinking Manchester?".
  static let subjectlessIntents: Set<String> = [
    "want", "wanna", "hoping", "thinking", "aiming", "planning", "need", "keen", "determined", "dreaming",
  ]

  /// Events people train for: an aim even when asked as a question.
  static let events: Phrases = [
    "marathon", "half", "10k", "5k", "parkrun", "ultra", "triathlon", "ironman", "duathlon", "race", "peaks",
    "meet", "competition", "trials", "c25k", "couch to 5k", "sportive", "tournament", "season", "block",
    "championship*", "gala", "grading", "exam", "recital", "audition",
  ]

  /// What an aim is about: events, distances, body and fitness outcomes.
  static let goalObjects: Phrases = [
    "marathon", "half", "10k", "5k", "parkrun", "ultra", "triathlon", "ironman", "duathlon", "race", "races",
    "peaks", "trek", "hike", "climb", "meet", "competition", "compete", "comp", "trials", "season", "match",
    "kg", "kilos", "stone", "lbs", "pounds", "weight", "lose", "drop", "belly", "tone", "toned", "arms",
    "strong", "stronger", "strength", "fit", "fitter", "fitness", "speed", "faster", "sub", "under", "pb",
    "pr", "personal best", "total", "squat", "bench", "deadlift", "pull up", "pull ups", "push up",
    "muscle", "running", "run", "c25k", "couch to 5k", "wedding", "dance", "stick", "medication", "meds",
    "level", "mile*", "miles", "distance", "swim", "cycle", "sportive", "event", "block", "tournament",
    "championship*", "pre season", "preseason", "gala", "grading", "exam", "exams", "recital", "audition",
    "again", "project", "trip", "bodyweight", "body weight", "climbing", "ski*", "hiking", "rowing",
    "cycling", "swimming", "bouldering", "walking",
  ]

  /// Achievements and questions about an event are not aims.
  static let achieved: Phrases = ["done", "did", "finished", "ran", "smashed", "got it", "made it", "nailed"]

  // MARK: Availability

  /// Times that recur: a standing constraint, not a one-off.
  static let recurringTimes: Phrases = [
    "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "weekdays", "weekends",
    "weeknights", "mornings", "evenings", "afternoons", "lunchtimes", "lunchtime", "every monday",
    "every tuesday", "every wednesday", "every thursday", "every friday", "every saturday", "every sunday",
    "every morning", "every evening", "every week", "a week", "per week", "after work", "before work",
    "after school", "after college", "before school", "school run", "tues and thurs", "tuesday and thursday",
    "mon wed fri", "early mornings", "late evenings", "on weekdays", "in the mornings", "in the evenings",
    "on a monday", "on a tuesday", "on a wednesday", "on a thursday", "on a friday", "on a saturday",
    "on a sunday", "most weeks", "most days", "each week", "every other",
  ]

  /// How someone is made, which fixes when they can train: "I am not a morning person".
  static let dayRhythms: Phrases = [
    "morning person", "night owl", "early bird", "early riser", "late riser", "not an early", "not a late",
  ]

  /// A time of day judged for the writer ("Morning I am not possible", "afternoon is OK"): the
  /// part of the day, then a verdict after at most three linking words (see
  /// `ProfileExtractor.judgesPartOfDay`).
  static let partsOfDay: Set<String> = [
    "morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "lunchtime", "lunchtimes", "nights",
  ]
  /// Words that may stand between the part of the day and its verdict.
  static let verdictLinks: Set<String> = ["is", "are", "i", "am", "i'm", "im", "really", "always", "just", "for", "me"]
  /// What a writer says of a part of the day.
  static let dayVerdicts: Phrases = [
    "not possible", "impossible", "best", "better", "ok", "okay", "fine", "good", "bad", "difficult", "hard",
    "no good", "tricky", "a no", "not good", "not for me", "work best", "works best", "suit me", "suits me",
  ]

  /// The terms on which someone can come at all: an availability fact alone, even of one day
  /// ("I could come if it started after 11", "Wednesday is my only day off").
  static let attendanceTerms: Phrases = [
    "would come if", "i'd come if", "could come if", "can only come", "can only make", "only free",
    "only available", "the only day", "my only day", "only day i",
  ]

  /// Work, care and life commitments that fix when someone can train.
  static let commitments: Phrases = [
    "for work", "at work", "my work", "work at", "work in", "i work", "my job", "job", "shift", "shifts", "rota",
    "night shift", "on nights", "teacher", "nurse", "commute", "kids", "kid", "kids'", "son", "son's", "daughter",
    "daughter's", "baby", "nap", "naps", "nap time", "childcare", "babysit*", "nursery", "drop off", "drop-off",
    "pick up", "school run", "bedtime", "choir", "league", "out the door", "carer", "caring for",
    "finish work", "finish at", "day off", "days off", "off work", "lie in", "on site", "closed", "my manager",
    "my boss", "on days",
  ]

  /// Working patterns that fix when someone can come, whatever the day: an availability fact alone.
  static let workPatterns: Phrases = [
    "on nights", "on night shift*", "work nights", "working nights", "night shifts", "shift work",
    "shift pattern", "i'm on shift", "im on shift", "work shifts", "rotating shifts", "on lates", "on earlies",
    "late shift", "early shift", "my shift", "my shifts",
  ]

  /// Words that make a single day a standing one: "Sunday is always family day".
  /// "Not Fri, that's my late shift": a day that holds the writer's shift holds it every week.
  static let standingDay: Phrases = ["only", "always", "never", "every", "my shift", "my * shift", "my day off"]

  /// A time that starts a standing change ("starting next week I work Mondays"), not a one-off.
  static let standingChanges: Phrases = [
    "from next week", "starting next week", "from now on", "going forward", "from next month", "for now on",
  ]

  /// Words that may be commitments or may not ("works for me", "free", "training").
  static let looseCommitments: Phrases = [
    "work", "works", "working", "office", "busy", "slammed", "free", "training", "train", "release", "nights",
    "flexible", "would come", "i'd come", "could come", "can come", "can't come", "cant come", "i'd happily",
  ]

  /// Time away: an availability fact on its own.
  static let absences: Phrases = [
    "holiday", "holidays", "honeymoon*", "vacation", "away for", "away from", "abroad", "moving to", "relocating",
    "on leave", "maternity leave", "paternity leave", "flexible times", "flexible time", "i fly", "fly to",
    "flying to", "fly out", "fly back", "fly home", "trip to", "work left", "last day at work", "out of the country",
    "away until", "away till", "i come back", "back home on", "away in", "away on", "i'm away", "im away",
    "i am away", "will be away", "away til", "visiting family", "visiting my", "no gym there", "go back to",
    "going back to", "out of town",
  ]

  /// A stay somewhere ("I am in Istanbul until the 10th"): time away when a place follows, not
  /// "Bosphorus 19 July, I am in!!", which joins.
  static let stays: Phrases = ["i stay in", "staying in", "i'll be in", "i will be in", "i am in"]

  /// Time away: an absence, or a stay somewhere named.
  static func isAway(_ clause: Clause) -> Bool {
    clause.hasAny(absences)
      || stays.entries.contains { entry in
        clause.position(ofWords: entry.words).map { $0 + entry.words.count < clause.words.count } ?? false
      }
  }

  /// Someone close to the writer, whose news is theirs, not the writer's: "my brother's knee".
  static let relatives: Set<String> = [
    "brother", "sister", "mum", "mom", "dad", "mother", "father", "husband", "wife", "partner", "boyfriend",
    "girlfriend", "son", "daughter", "friend", "colleague", "boss", "grandma", "grandad", "grandpa", "aunt",
    "uncle", "cousin", "neighbour", "neighbor", "kid", "kids", "baby",
  ]

  /// Single weekdays: "Friday" is one session, "Fridays" a habit.
  static let weekdays: Phrases = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
    "thu", "thur", "thurs", "fri", "sat", "sun", "monday's", "tuesday's", "wednesday's", "thursday's", "friday's",
    "saturday's", "sunday's",
  ]

  /// Bookings: an appointment is an event, not a fact.
  static let appointments: Phrases = [
    "booked", "booking", "appointment", "review", "check up", "check-up", "follow up", "moved to",
  ]

  /// Words that make a time a constraint.
  static let constraints: Phrases = [
    "can only", "only", "can't", "cant", "cannot", "not", "no", "best", "better", "suits", "suit", "works",
    "work for me", "free", "busy", "impossible", "have to", "got to", "gotta", "clash*", "until", "till",
    "after", "before", "from", "by", "rush", "early", "late", "crazy", "chaos", "taken", "out the door",
    "sleeping", "drop to", "flexible", "i'm off", "off", "til", "earliest", "latest", "possible", "except",
    "only day", "easiest",
  ]

  /// One-off times: rescheduling one session is not a standing constraint.
  static let oneOff: Phrases = [
    "tonight", "tomorrow", "today", "this week", "next week", "this morning", "this evening", "yesterday",
    "this thursday", "this friday", "this saturday", "this sunday", "this monday", "this tuesday",
    "this wednesday", "running late", "mins late", "minutes late", "tmrw", "tmr", "tomoz", "2moro", "in * mins",
    "in * minutes", "in an hour",
  ]

  // MARK: Preference

  /// One way of doing things chosen over another: "by email rather than here", "with words, not
  /// only video". A preference when the writer asks for it (see `ProfileExtractor.scores`).
  static let alternatives: Phrases = ["rather than", "instead of", "not only", "not just"]

  /// Words that ask for a way of doing things.
  static let asking: Phrases = [
    "please", "pls", "plz", "if possible", "if you can", "if you could", "i prefer", "i'd prefer", "i'd rather",
    "i would rather", "i would prefer",
  ]

  /// Likes and dislikes, about the thing that follows.
  static let likes: Phrases = [
    "i love", "i like", "i hate", "i prefer", "i'd prefer", "i'd rather", "i enjoy", "i don't like",
    "i dont like", "i do not like", "i can't stand", "i cant stand", "not a fan", "i'm not a fan",
    "my fave", "my favourite", "my favorite", "new fave", "i loathe", "i detest", "is life", "i don't really do",
    "i'm not on", "please no", "i really don't like", "i'm not into", "i'm into", "i'm a big fan",
    "i don't do", "i dont do", "not one for", "i'd much rather", "i'm more of a",
  ]

  /// Second-person likes, as the trainer says them about the client.
  static let yourLikes: Phrases = [
    "you hate", "you love", "you prefer", "you like", "you don't like", "you're not a fan", "your fave",
    "your favourite",
  ]

  /// Objects that make "I love…" a feeling about the moment, not a preference.
  static let vagueObjects: Set<String> = [
    "you", "it", "this", "that", "them", "him", "her", "u", "ya", "everyone", "how", "a", "an",
  ]

  // MARK: Questions a trainer asks, whose answer inherits the category

  static let askedTopics: [(pattern: String, category: ProfileCategory)] = [
    ("what did you eat", .diet), ("diet wise", .diet), ("diet-wise", .diet), ("what do you eat", .diet),
    ("how much protein", .diet), ("normal day look like", .diet), ("eating much", .diet),
    ("the snacking", .diet), ("your diet", .diet), ("end goal", .goal), ("your goal", .goal),
    ("your goals", .goal), ("what are you aiming", .goal), ("what do you want to", .goal),
    ("what would you like to", .goal), ("hoping to achieve", .goal), ("when can you train", .availability),
    ("what days", .availability), ("when suits you", .availability), ("when works for you", .availability),
    ("times a week", .availability), ("runs a week", .availability), ("sessions a week", .availability),
    ("any injuries", .injury), ("injuries i should know", .injury), ("how's the", .injury),
    ("how are the", .injury), ("any pain", .injury), ("medication", .medical), ("meds", .medical),
    ("health conditions", .medical), ("blood pressure", .medical), ("postnatal", .medical),
    ("c section", .medical), ("any medical", .medical), ("health form", .medical),
  ]

  // MARK: Helpers

  /// Topics of a clause: body parts and conditions it names.
  static func topics(in clause: Clause) -> Set<String> {
    bodyParts.topics(in: clause).union(conditions.topics(in: clause))
  }

  static let months: Set<String> = [
    "jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june", "jul", "july",
    "aug", "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec", "december",
  ]

  /// A calendar date ("6th", "21st", "7 November", "the 24th"): a one-off.
  static func hasDate(_ clause: Clause) -> Bool {
    clause.words.enumerated().contains { index, word in
      let ordinal = ["st", "nd", "rd", "th"].contains { suffix in
        word.hasSuffix(suffix) && word.count > suffix.count && word.dropLast(suffix.count).allSatisfy(\.isNumber)
      }
      let dayMonth =
        word.allSatisfy(\.isNumber) && index + 1 < clause.words.count && months.contains(clause.words[index + 1])
      return ordinal || dayMonth
    }
  }

  /// Endings of the names of conditions ("scoliosis", "osteopenia", "anaemia", "neuropathy",
  /// "fibromyalgia", "gastritis"): a condition the lexicon does not list is still named as one.
  static let conditionEndings = ["osis", "emia", "penia", "pathy", "algia", "itis"]

  /// Words with those endings that name no condition, or an injury the injury terms read.
  static let notConditions: Set<String> = [
    "diagnosis", "prognosis", "hypnosis", "osmosis", "symbiosis", "metamorphosis", "academia", "sympathy",
    "empathy", "apathy", "antipathy", "telepathy", "nostalgia",
  ]

  /// A word that names a medical condition by its ending; an "-itis" of a tendon or joint is
  /// left to the injury terms.
  static func hasConditionName(_ clause: Clause) -> Bool {
    let injury = clause.hasAny(injuryTerms)
    return clause.words.contains { word in
      guard word.count >= 7, !notConditions.contains(word),
        let ending = conditionEndings.first(where: { word.hasSuffix($0) })
      else { return false }
      return ending != "itis" || !injury
    }
  }

  /// A word that names a long-term medicine by its generic ending.
  static func hasMedicine(_ clause: Clause) -> Bool {
    clause.words.contains { word in word.count >= 7 && medicineEndings.contains { word.hasSuffix($0) } }
  }

  /// A dose ("5mg", "2.5 mg"), which marks a medicine.
  static func hasDose(_ clause: Clause) -> Bool {
    clause.words.enumerated().contains { index, word in
      (word.hasSuffix("mg") && word.dropLast(2).allSatisfy(\.isNumber) && word.count > 2)
        || (word == "mg" && index > 0 && clause.words[index - 1].allSatisfy(\.isNumber))
    }
  }
}
