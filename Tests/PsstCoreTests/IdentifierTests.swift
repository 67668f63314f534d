import PsstCore
import Testing

@Suite("Identifier")
struct IdentifierTests {
  static let alphabet = Set("0123456789abcdefghjkmnpqrstvwxyz")

  @Test(arguments: [0, 1, 8, 12, 13, 16, 30])
  func makeGivesThePrefixAndLengthRandomCharactersOfTheAlphabet(length: Int) {
    let id = Identifier.make("m-", length: length)
    #expect(id.hasPrefix("m-"))
    #expect(id.count == length + 2)
    #expect(id.dropFirst(2).allSatisfy(Self.alphabet.contains))
  }

  @Test func everyPositionTakesEveryCharacter() {
    // 12 characters come from one draw of 64 bits: the ones after the first draw and at its
    // end must be as random as the first.
    let ids = (0..<3_000).map { _ in Array(Identifier.make("", length: 16)) }
    for position in [0, 5, 11, 12, 15] {
      #expect(Set(ids.map { $0[position] }) == Self.alphabet, "position \(position)")
    }
    #expect(Set(ids.map { String($0) }).count == ids.count)
  }

  @Test func orderedIdsSortByTimeAndReadItBack() {
    let earlier = Identifier.ordered("m", now: 1_700_000_000_000)
    let later = Identifier.ordered("m", now: 1_700_000_000_001)
    #expect(earlier < later)
    #expect(Identifier.time(of: later, prefixLength: 1) == 1_700_000_000_001)
    #expect(later.count == 1 + 9 + 8)
  }
}
