import Foundation
import PsstCore
import Testing

@testable import PsstAssistant

/// The names that point at the account's people, and which of them a name means.
@Suite("PeopleNames")
struct NamesTests {
  @Test func aNameMeansTheFavouredPeopleItPointsAtElseEveryone() throws {
    let home = NSTemporaryDirectory() + "/psst-people-" + String(UInt32.random(in: 0...UInt32.max))
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let store = try Store.open(Environment(home: home), create: true)
    _ = try store.addAccount(id: "maya", displayName: "Maya Torres", role: .trainer)
    for (id, name) in [("sara", "Sara Lopez"), ("sara2", "Sara Voss"), ("tom", "Tom Hale")] {
      try store.upsertUser(account: "maya", User(id: id, displayName: name, role: .client))
    }
    let people = try PeopleNames(store, account: "maya")
    #expect(Set(people.ids(for: "Sara")) == ["sara", "sara2"])
    #expect(people.ids(for: "sara", favouring: ["sara2"]) == ["sara2"])
    #expect(Set(people.ids(for: "sara", favouring: ["tom"])) == ["sara", "sara2"], "no favoured one is named")
    #expect(Set(people.ids(for: "sara", favouring: [])) == ["sara", "sara2"])
    #expect(people.ids(for: "nobody", favouring: ["tom"]).isEmpty)
  }
}
