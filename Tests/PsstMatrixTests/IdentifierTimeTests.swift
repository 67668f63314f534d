import PsstCore
import Testing

@Suite("Identifier.time")
struct IdentifierTimeTests {
  @Test("the creation time of an ordered id can be read back")
  func readsBack() {
    let now: Int64 = 1_795_000_000_123
    let id = Identifier.ordered("m", now: now)
    #expect(Identifier.time(of: id, prefixLength: 1) == now)
  }

  @Test("ids not made by `ordered` have no time")
  func foreignIds() {
    #expect(Identifier.time(of: "$event:server", prefixLength: 1) == nil)
    #expect(Identifier.time(of: "m12", prefixLength: 1) == nil)
  }
}
