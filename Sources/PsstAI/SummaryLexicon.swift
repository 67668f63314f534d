/// Words a summary scores by or cleans away.
enum SummaryLexicon {
  /// Function words, chat fillers and words every conversation uses: they say nothing about
  /// what this chat is about.
  static let stopWords: Set<String> = [
    "a", "about", "above", "after", "again", "against", "all", "am", "an", "and", "any", "are", "aren't", "as", "at",
    "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "can't", "cannot",
    "could", "couldn't", "did", "didn't", "do", "does", "doesn't", "doing", "don't", "down", "during", "each", "few",
    "for", "from", "further", "had", "hadn't", "has", "hasn't", "have", "haven't", "having", "he", "he'd", "he'll",
    "he's", "her", "here", "here's", "hers", "herself", "him", "himself", "his", "how", "how's", "i", "i'd", "i'll",
    "i'm", "i've", "if", "in", "into", "is", "isn't", "it", "it's", "its", "itself", "let's", "lets", "me", "more",
    "most", "mustn't", "my", "myself", "no", "nor", "not", "of", "off", "on", "once", "only", "or", "other", "ought",
    "our", "ours", "ourselves", "out", "over", "own", "same", "shan't", "she", "she'd", "she'll", "she's", "should",
    "shouldn't", "so", "some", "such", "than", "that", "that's", "the", "their", "theirs", "them", "themselves",
    "then", "there", "there's", "these", "they", "they'd", "they'll", "they're", "they've", "this", "those",
    "through", "to", "too", "under", "until", "up", "very", "was", "wasn't", "we", "we'd", "we'll", "we're", "we've",
    "were", "weren't", "what", "what's", "when", "when's", "where", "where's", "which", "while", "who", "who's",
    "whom", "why", "why's", "will", "with", "won't", "would", "wouldn't", "you", "you'd", "you'll", "you're",
    "you've", "your", "yours", "yourself", "yourselves", "im", "ive", "id", "ill", "dont", "cant", "wont", "didnt",
    "isnt", "thats", "youre", "also", "just", "really", "actually", "maybe", "still", "even", "much", "many",
    "lot", "lots", "bit", "thing", "things", "something", "anything", "everything", "nothing", "someone", "anyone",
    "everyone", "get", "got", "getting", "go", "going", "goes", "went", "gone", "come", "coming", "came", "make",
    "made", "making", "know", "knew", "think", "thought", "see", "saw", "seen", "say", "said", "says", "tell",
    "told", "want", "wanted", "need", "needs", "needed", "let", "take", "took", "put", "give", "gave", "keep",
    "look", "looks", "looking", "feel", "feels", "felt", "try", "trying", "sure", "yes", "yeah", "yep", "ok",
    "okay", "oh", "ah", "haha", "hahaha", "lol", "lmao", "hey", "hi", "hello", "thanks", "thank", "cheers", "please",
    "pls", "good", "great", "nice", "perfect", "amazing", "awesome", "brilliant", "lovely", "cool", "fine", "well",
    "right", "now", "today", "tomorrow", "tonight", "yesterday", "week", "day", "days", "time", "one", "two", "back",
    "way", "new", "next", "last", "first", "u", "ur", "x", "xx", "hmm", "omg", "btw", "fyi", "though",
    "definitely", "totally", "probably", "already", "soon", "every", "always", "never", "done", "love", "hope",
    "glad", "happy", "sounds", "works", "work", "course", "sorry", "mean", "bad", "better", "best", "little", "big",
    "long", "guys", "ever", "around", "quick", "quite", "pretty", "kind", "sort", "via", "plus",
  ]

  /// Words that open a greeting ("Hey Noor,", "Morning all!").
  static let greetings: Set<String> = [
    "hey", "hi", "hello", "hiya", "alright", "evening", "hallo", "morning", "afternoon", "good", "yo", "heya", "howdy",
    "dear",
  ]

  /// Words that lead into a sentence without adding to it ("Ok so…", "Haha yes…").
  static let fillers: Set<String> = [
    "ok", "okay", "oh", "ah", "so", "also", "haha", "hahaha", "lol", "yes", "yeah", "yep", "right", "well", "um",
    "erm", "hmm", "phew", "great", "perfect", "cool", "nice", "brilliant", "lovely", "and", "but", "btw", "fyi",
    "omg", "wow", "ooh", "awesome", "sure", "absolutely", "honestly", "anyway", "anyways",
  ]

  /// Sentences made only of these are acknowledgements, greetings or thanks.
  static let acknowledgements: Set<String> = [
    "ok", "okay", "k", "kk", "yes", "yeah", "yep", "yup", "no", "nope", "sure", "thanks", "thank", "you", "thx",
    "ty", "cheers", "great", "perfect", "cool", "nice", "lovely", "brilliant", "awesome", "amazing", "legend",
    "good", "sounds", "that", "works", "will", "do", "done", "noted", "got", "it", "see", "then", "soon", "later",
    "bye", "night", "morning", "hi", "hey", "hello", "haha", "hahaha", "lol", "so", "much", "very", "a", "lot",
    "all", "the", "best", "fab", "fantastic", "excellent", "wonderful", "love", "this", "absolutely", "of",
    "course", "np", "problem", "worries", "welcome", "you're", "oh", "ah", "wow", "omg", "aw", "aww", "x", "xx",
    "xxx", "and", "too", "both", "guys", "everyone", "team", "again", "for", "everything", "me", "i",
    "i'll", "there", "be", "ha", "yay", "woo", "woohoo", "phew", "right", "exactly", "true", "agreed", "deal",
    "fine", "well", "congrats", "congratulations", "wooo", "hooray", "sweet", "super", "gorgeous",
  ]

  /// A light stem so counts gather "sessions" with "session" and "ran" stays itself.
  static func stem(_ word: String) -> String {
    var word = word
    if word.hasSuffix("'s") { word.removeLast(2) }
    guard word.count > 4, !word.contains(where: \.isNumber) else { return word }
    if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") {
      return String(word.dropLast())
    }
    return word
  }
}
