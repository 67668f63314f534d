import PsstCore

/// Logging a psst account in and out of a homeserver.
public enum MatrixAccount {
  /// Logs in with a password under the account's fixed device id and returns the login, with
  /// the profile the server has (display name; psst role when another device stored one).
  public static func logIn(homeserver: String, user: String, password: String, deviceID: String) throws
    -> (login: MatrixLogin, profile: User)
  {
    guard homeserver.hasPrefix("https://") || homeserver.hasPrefix("http://") else {
      throw PsstError.usage("homeserver must be an http:// or https:// URL, not \(homeserver)")
    }
    do {
      let client = try MatrixClient(homeserver: homeserver, accessToken: nil)
      let identifier: JSON = .object([("type", "m.id.user"), ("user", .string(user))])
      let answer = try client.call(
        "POST", "/login",
        body: .object([
          ("type", "m.login.password"), ("identifier", identifier), ("password", .string(password)),
          ("device_id", .string(deviceID)), ("initial_device_display_name", "psst"),
        ]))
      guard let token = answer["access_token"]?.stringValue, let userID = answer["user_id"]?.stringValue else {
        throw MatrixError(.badResponse, "the homeserver's login answer has no access token")
      }
      let login = MatrixLogin(
        homeserver: client.homeserver, userID: userID, deviceID: answer["device_id"]?.stringValue ?? deviceID,
        accessToken: token)
      client.accessToken = token
      // What another device of the account already told the server: its name and psst role.
      let profile = try? client.call("GET", "/profile/\(MatrixClient.escape(userID))")
      let data = try? client.call(
        "GET", "/user/\(MatrixClient.escape(userID))/account_data/\(Namespace.profile)")
      let name = profile?["displayname"]?.stringValue ?? user
      return (login, User(id: userID, displayName: name, role: data?["role"]?.stringValue.flatMap(Role.init)))
    } catch let error as MatrixError {
      if case .refused(_, "M_FORBIDDEN") = error.code {
        throw PsstError.permission("\(homeserver) refused the login of \(user): wrong user name or password")
      }
      throw error.psstError
    }
  }

  public static func login(_ store: Store, account: String) throws -> MatrixLogin? {
    try store.matrixLogin(account: account)
  }

  /// Keeps the login in the store (mode 0600) and marks the account as a Matrix account.
  public static func save(_ login: MatrixLogin, store: Store, account: String) throws {
    try store.saveMatrixLogin(login, account: account)
  }

  /// Ends the session on the server, then forgets the token; the device id stays for the next login.
  public static func logOut(_ store: Store, account: String) throws {
    guard var login = try self.login(store, account: account) else {
      throw PsstError.usage("\(account) is not a Matrix account")
    }
    if let token = login.accessToken {
      do {
        let client = try MatrixClient(homeserver: login.homeserver, accessToken: token)
        try client.call("POST", "/logout", body: .object([]))
      } catch let error as MatrixError where error.code != .loggedOut {
        throw error.psstError
      }
    }
    login.accessToken = nil
    try save(login, store: store, account: account)
  }
}
