/// The account's own preferences (`psst-account set`), kept as the text the config file would
/// hold; `Preferences.resolve` reads them over the config file's.
extension Store {
  /// The account's preference values by key.
  public func preferenceValues(account: String) throws -> [String: String] {
    var values: [String: String] = [:]
    try database.forEach("SELECT key, value FROM preferences WHERE account = ?", [account.sql]) {
      values[$0.string(0)] = $0.string(1)
    }
    return values
  }

  /// Sets (or, with nil, forgets) one of the account's preferences.
  public func setPreference(account: String, key: Preferences.Key, _ value: String?) throws {
    if let value {
      try database.run(
        """
        INSERT INTO preferences(account, key, value) VALUES(?, ?, ?)
        ON CONFLICT(account, key) DO UPDATE SET value = excluded.value
        """, account.sql, key.rawValue.sql, value.sql)
    } else {
      try database.run("DELETE FROM preferences WHERE account = ? AND key = ?", account.sql, key.rawValue.sql)
    }
  }

  /// The account's preferences over the config file's (`ConfigFile.path`): a bad value in
  /// either is an error naming where it is.
  public func preferences(account: String, variable: (String) -> String? = Environment.variable) throws -> Preferences {
    try Preferences.resolve(
      file: try ConfigFile.load(ConfigFile.path(variable)), account: preferenceValues(account: account))
  }
}
