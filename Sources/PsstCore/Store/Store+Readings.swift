/// The AI engine's readings of messages (PsstAI's `MessageReading`, encoded), kept by message.
extension Store {
  /// A reading kept for a message: the key it was read with and its bytes.
  public struct KeptReading: Sendable {
    public var key: Int64
    public var bytes: [UInt8]

    public init(key: Int64, bytes: [UInt8]) {
      self.key = key
      self.bytes = bytes
    }
  }

  /// The readings of engine version `engine` kept for the account's messages, by message id;
  /// `expected` is about how many there are (the account's messages), so the table is sized once.
  public func messageReadings(account: String, engine: Int, expected: Int = 0) throws -> [String: KeptReading] {
    var readings: [String: KeptReading] = [:]
    readings.reserveCapacity(expected)
    try database.forEach(
      """
      SELECT m.id, r.key, r.reading FROM message_readings r JOIN messages m ON m.seq = r.seq
      WHERE m.account = ? AND r.engine = ?
      """, [account.sql, Int64(engine).sql]
    ) { readings[$0.string(0)] = KeptReading(key: $0.int(1), bytes: $0.blob(2)) }
    return readings
  }

  /// Keeps the readings of the account's messages given by id (replacing any older ones), in
  /// one transaction. It waits at most `lockWaitMillis` for another writer: the readings can
  /// be worked out again, a command need not wait for them.
  public func keepMessageReadings(
    account: String, engine: Int, _ readings: [(id: String, reading: KeptReading)], lockWaitMillis: Int32
  ) throws {
    guard !readings.isEmpty else { return }
    try database.waitingAtMost(milliseconds: lockWaitMillis) {
      try database.write {
        // One statement for every row: a cold digest keeps 100,000, and finding the cached
        // statement by its SQL again cost about a sixth of writing a row.
        let insert = try database.prepare(
          """
          INSERT OR REPLACE INTO message_readings(seq, engine, key, reading)
          SELECT seq, ?, ?, ? FROM messages WHERE account = ? AND id = ?
          """)
        for (id, reading) in readings {
          try insert.bind([Int64(engine).sql, reading.key.sql, .blob(reading.bytes), account.sql, id.sql])
          while try insert.step() {}
        }
      }
    }
  }
}
