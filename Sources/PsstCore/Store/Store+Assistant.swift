/// Conversations with the assistant (psst-ai), kept so follow-up questions have their context.
extension Store {
  public struct AssistantTurn: Sendable {
    public var question: String
    public var answer: String
    public var sources: [String]
    public var time: Int64
  }

  public struct AssistantConversation: Sendable {
    public var id: String
    public var title: String
    public var created: Int64
    public var updated: Int64
    public var turns: Int
  }

  /// Starts a conversation titled by its first question; returns its id.
  public func startConversation(account: String, title: String) throws -> String {
    let id = Identifier.ordered("conv-")
    let now = Clock.nowMillis()
    try database.run(
      "INSERT INTO ai_conversations(account, id, title, created_ms, updated_ms) VALUES(?, ?, ?, ?, ?)", account.sql,
      id.sql, String(title.prefix(80)).sql, now.sql, now.sql)
    return id
  }

  public func addTurn(account: String, conversation: String, question: String, answer: String, sources: [String])
    throws
  {
    let now = Clock.nowMillis()
    try database.write {
      let next =
        try database.first(
          "SELECT COALESCE(max(turn), 0) + 1 FROM ai_turns WHERE account = ? AND conversation = ?",
          [account.sql, conversation.sql]
        ) { $0.int(0) } ?? 1
      try database.run(
        """
        INSERT INTO ai_turns(account, conversation, turn, question, answer, sources, created_ms)
        VALUES(?, ?, ?, ?, ?, ?, ?)
        """, account.sql, conversation.sql, next.sql, question.sql, answer.sql,
        sources.joined(separator: " ").sql, now.sql)
      try database.run(
        "UPDATE ai_conversations SET updated_ms = ? WHERE account = ? AND id = ?", now.sql, account.sql,
        conversation.sql)
    }
  }

  public func turns(account: String, conversation: String) throws -> [AssistantTurn] {
    try database.query(
      """
      SELECT question, answer, sources, created_ms FROM ai_turns WHERE account = ? AND conversation = ?
      ORDER BY turn
      """, [account.sql, conversation.sql]
    ) {
      AssistantTurn(
        question: $0.string(0), answer: $0.string(1), sources: $0.string(2).split(separator: " ").map(String.init),
        time: $0.int(3))
    }
  }

  /// Every conversation of the account, most recently used first.
  public func conversations(account: String) throws -> [AssistantConversation] {
    try database.query(
      """
      SELECT c.id, c.title, c.created_ms, c.updated_ms,
        (SELECT count(*) FROM ai_turns t WHERE t.account = c.account AND t.conversation = c.id)
      FROM ai_conversations c WHERE c.account = ? ORDER BY c.updated_ms DESC, c.id DESC
      """, [account.sql]
    ) {
      AssistantConversation(
        id: $0.string(0), title: $0.string(1), created: $0.int(2), updated: $0.int(3), turns: Int($0.int(4)))
    }
  }

  /// Deletes a conversation and its turns; false when there was none.
  public func deleteConversation(account: String, id: String) throws -> Bool {
    try database.write {
      try database.run("DELETE FROM ai_turns WHERE account = ? AND conversation = ?", account.sql, id.sql)
      return try database.run("DELETE FROM ai_conversations WHERE account = ? AND id = ?", account.sql, id.sql) > 0
    }
  }
}
