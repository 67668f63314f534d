import Testing

@testable import PsstCrypto

@Suite struct UnpaddedBase64Tests {
  @Test func encodesWithoutPaddingAndDecodesEitherForm() {
    #expect(UnpaddedBase64.encode(Array("f".utf8)) == "Zg")
    #expect(UnpaddedBase64.encode(Array("fo".utf8)) == "Zm8")
    #expect(UnpaddedBase64.encode(Array("foo".utf8)) == "Zm9v")
    #expect(UnpaddedBase64.decode("Zg") == Array("f".utf8))
    #expect(UnpaddedBase64.decode("Zg==") == Array("f".utf8))
    #expect(UnpaddedBase64.decode("") == [])
  }

  @Test func refusesWhatIsNotBase64() {
    #expect(UnpaddedBase64.decode("Z") == nil)
    #expect(UnpaddedBase64.decode("Zm9v!") == nil)
    #expect(UnpaddedBase64.decode("Zm 9v") == nil)
  }
}
