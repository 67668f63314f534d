import Testing

@testable import PsstSearch

@Suite("Synonyms")
struct SynonymsTests {
  func related(_ word: String) -> Set<String> {
    Set(Synonyms.related(to: word).map { $0.joined(separator: " ") })
  }

  @Test("a word finds its group, phrases as their words, never itself")
  func aWordFindsItsGroup() {
    #expect(related("meeting").contains("catch up"))
    #expect(Synonyms.related(to: "meeting").contains(["catch", "up"]))
    #expect(!related("meeting").contains("meeting"))
    #expect(related("hurt").isSuperset(of: ["pain", "injury", "sprain"]))
  }

  @Test("a kind finds the things of it, which do not find each other: 'sport' finds netball, netball no football")
  func aKindFindsItsThings() {
    #expect(related("sport").isSuperset(of: ["netball", "tennis"]))
    #expect(related("instruments").contains("piano"))
    #expect(!related("netball").contains("football"))
    #expect(!related("piano").contains("guitar"))
  }

  @Test("a theft is told as a break-in, or by what went missing")
  func aTheftIsABreakIn() {
    #expect(related("stolen").isSuperset(of: ["nicked", "break in", "burgled"]))
  }

  @Test("endings are read off before the lexicon is looked up: 'meetings', 'hurting'")
  func endingsMeetTheirWord() {
    #expect(related("meetings").contains("call"))
    #expect(related("hurting").contains("pain"))
  }

  @Test("an engagement is told as a proposal: 'Imran proposed!!! 💍' for 'when did she get engaged'")
  func anEngagementIsAProposal() {
    #expect(related("engaged").contains("proposed"))
    #expect(related("proposed").contains("engagement"))
  }

  @Test("flying is told as a flight: 'I change my flight' for 'when did she fly'")
  func flyingIsAFlight() {
    #expect(related("fly").isSuperset(of: ["flight", "airport", "airline"]))
    #expect(related("flights").contains("flew"))
  }

  @Test("a grandchild is a granddaughter or grandson; a grandparent a gran or grandad")
  func grandchildrenAndGrandparents() {
    #expect(related("grandchildren").isSuperset(of: ["granddaughter", "grandson"]))
    #expect(related("granddaughter").contains("grandkids"))
    #expect(related("grandmother").isSuperset(of: ["gran", "nan"]))
  }

  @Test func aWordOutsideTheLexiconRelatesToNothing() {
    #expect(Synonyms.related(to: "spreadsheet").isEmpty)
  }
}
