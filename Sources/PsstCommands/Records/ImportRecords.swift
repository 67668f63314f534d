import PsstCore

/// `import`: what psst-import added to the store, and which chats it carried on to the hub.
struct ImportReport {
  var account: String
  var counts: HistoryImporter.Counts
  var link: LinkReport

  var record: JSON {
    .object([
      ("type", "import"), ("account", .string(account)), ("users", .number(Double(counts.users))),
      ("chats", .number(Double(counts.chats))), ("messages", .number(Double(counts.messages))),
      ("skipped", .number(Double(counts.skipped))), ("linked", .number(Double(link.linked.count))),
      ("link_queued", .number(Double(link.queued.count))), ("link_refused", .number(Double(link.refused.count))),
    ])
  }

  var text: String {
    "imported \(counts.messages) messages (\(counts.skipped) already present), \(counts.chats) chats, "
      + "\(counts.users) users into \(account)"
  }
}
