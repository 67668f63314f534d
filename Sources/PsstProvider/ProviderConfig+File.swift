import PsstCore

/// The provider's settings from psst's config file, each overridden by its environment
/// variable:
///
///     # ~/.config/psst/config (or $PSST_HOME/config)
///     ai.url = https://api.openai.com
///     ai.model = gpt-4o-mini
///     ai.key_file = ~/.config/psst/openai-key     # mode 0600
///     ai.daily_limit = 200
///     ai.price_input = 0.15                        # per million tokens
///     ai.price_output = 0.60
///
/// The key itself is never written in the config file (it gets copied, shared and backed up
/// with it): `ai.key` is refused with a pointer to `ai.key_file`.
extension ProviderConfig {
  /// Each config key and the variable that overrides it.
  static let settings: [(key: String, variable: String)] = [
    ("ai.url", "PSST_AI_URL"), ("ai.model", "PSST_AI_MODEL"), ("ai.embed_model", "PSST_AI_EMBED_MODEL"),
    ("ai.timeout", "PSST_AI_TIMEOUT"), ("ai.key_file", "PSST_AI_KEY_FILE"), ("ai.key_command", "PSST_AI_KEY_COMMAND"),
    ("ai.daily_limit", "PSST_AI_DAILY_LIMIT"), ("ai.price_input", "PSST_AI_PRICE_INPUT"),
    ("ai.price_output", "PSST_AI_PRICE_OUTPUT"),
  ]

  /// The provider the config file and the environment describe; nil when neither sets a URL.
  /// A bad line, a bad value or a config file others can write is an error (`PsstError`).
  public static func load(_ variable: (String) -> String? = Environment.variable) throws -> ProviderConfig? {
    try resolve(file: try ConfigFile.load(ConfigFile.path(variable)), variable: variable)
  }

  /// The provider the environment alone describes (the config file is not read).
  public static func fromEnvironment(_ variable: (String) -> String? = Environment.variable) throws -> ProviderConfig? {
    try resolve(file: nil, variable: variable)
  }

  static func resolve(file: ConfigFile?, variable: (String) -> String?) throws -> ProviderConfig? {
    var values: [String: (value: String, origin: String)] = [:]
    for entry in file?.entries ?? [] {
      guard let file else { break }
      if entry.key == "ai.key" {
        throw file.error(
          entry,
          "the API key is not kept in the config file; put it in a file only you can read (chmod 600) "
            + "and name that file with ai.key_file")
      }
      // The owner's preferences share the file (Preferences reads and checks them).
      if Preferences.Key(rawValue: entry.key) != nil { continue }
      guard settings.contains(where: { $0.key == entry.key }) else {
        let known = settings.map(\.key) + Preferences.Key.allCases.map(\.rawValue)
        throw file.error(entry, "unknown key \(entry.key); known: \(known.joined(separator: ", "))")
      }
      values[entry.key] = (entry.value, "\(file.path) line \(entry.line)")
    }
    if let file, values["ai.key_file"] != nil, let command = values["ai.key_command"] {
      throw PsstError.usage("\(command.origin): set ai.key_file or ai.key_command in \(file.path), not both")
    }
    // A key named in the environment replaces the file's, whichever way each names it.
    if ["PSST_AI_KEY", "PSST_AI_KEY_FILE", "PSST_AI_KEY_COMMAND"].contains(where: { variable($0) != nil }) {
      values["ai.key_file"] = nil
      values["ai.key_command"] = nil
    }
    for (key, name) in settings {
      if let value = variable(name) { values[key] = (value, name) }
    }
    guard let url = values["ai.url"]?.value else { return nil }
    var config = ProviderConfig(
      baseURL: url, chatModel: values["ai.model"]?.value, embedModel: values["ai.embed_model"]?.value,
      key: keySource(
        variable("PSST_AI_KEY"), file: values["ai.key_file"]?.value,
        command: values["ai.key_command"]?.value, home: variable("HOME")))
    if let (text, origin) = values["ai.timeout"] {
      guard let seconds = Double(text), seconds > 0, seconds < 86_400 else {
        throw PsstError.usage("\(origin): ai.timeout is seconds above 0, not \"\(text)\"")
      }
      config.timeouts = ProviderTimeouts(seconds: seconds)
    }
    if let (text, origin) = values["ai.daily_limit"] {
      guard let limit = Int(text), limit >= 0 else {
        throw PsstError.usage("\(origin): ai.daily_limit is a whole number of requests (0: no limit), not \"\(text)\"")
      }
      config.dailyLimit = limit
    }
    config.priceInput = try price(values["ai.price_input"], "ai.price_input")
    config.priceOutput = try price(values["ai.price_output"], "ai.price_output")
    return config
  }

  private static func keySource(_ value: String?, file: String?, command: String?, home: String?) -> KeySource {
    if let value { return .value(value) }
    if let file {
      // `~/…` as a shell would read it: the config file is not read by one.
      return .file(file.hasPrefix("~/") ? (home ?? "") + file.dropFirst() : file)
    }
    return command.map { .command($0) } ?? .none
  }

  private static func price(_ setting: (value: String, origin: String)?, _ key: String) throws -> Double {
    guard let (text, origin) = setting else { return 0 }
    guard let price = Double(text), price >= 0, price.isFinite else {
      throw PsstError.usage("\(origin): \(key) is a price per million tokens (0 or more), not \"\(text)\"")
    }
    return price
  }
}
