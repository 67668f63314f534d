import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// psst-watch --assist over Matrix: maya's watcher long-polls the test Synapse while bob, on a
/// machine of his own, writes from his psst; the suggestion follows his message within 3 s.
@Suite("Matrix assist")
struct MatrixAssistTests {
  @Test func aSchedulingMessageOverMatrixGetsASuggestionAndASocialMentionNone() throws {
    let synapse = try Synapse.require()
    let maya = try synapse.person("maya", role: "trainer")
    let bob = try synapse.person("bob")
    let chat = try #require(try maya.createChat([bob.id]).id)
    let bobChat = try #require(
      bob.waitForChat { $0.strings("members")?.contains(maya.id) == true }?.id, "bob never saw the chat")
    let watch = maya.startWatch(["--assist"])
    defer { watch.stopIfRunning() }
    let hello = try bob.sent(chat: bobChat, "hi maya")
    let ready = watch.waitForRecords(timeout: 30) { $0.contains { $0.string("text") == "hi maya" } }
    #expect(ready.contains { $0.string("text") == "hi maya" }, "the watcher never started: \(ready) \(hello)")

    _ = try bob.sent(chat: bobChat, "see you at the party at 8!")
    let sentAt = Date()
    _ = try bob.sent(chat: bobChat, "Could we book a call next week? Not mornings, after 6pm is best for me.")
    let records = watch.waitForRecords(timeout: 30) { $0.contains { $0.type == "suggestion" } }
    let took = Date().timeIntervalSince(sentAt)
    let suggestion = try #require(records.first { $0.type == "suggestion" }, "\(records)")
    #expect(took < 3, "the suggestion took \(took) s")
    let asked = try #require(records.first { $0.string("text")?.hasPrefix("Could we book") == true })
    #expect(suggestion.string("message_id") == asked.id && asked.id?.hasPrefix("$") == true, "\(suggestion)")
    #expect(suggestion.string("chat") == chat)
    #expect(Set(suggestion.strings("participants") ?? []) == [maya.account, bob.id], "\(suggestion)")
    let times = suggestion.objects("times") ?? []
    #expect((3...5).contains(times.count), "\(suggestion)")
    #expect(times.allSatisfy { ($0.string("start") ?? "").dropFirst(11).prefix(2) >= "18" }, "\(times)")
    #expect(records.filter { $0.type == "suggestion" }.count == 1, "the party got one too: \(records)")
  }
}
