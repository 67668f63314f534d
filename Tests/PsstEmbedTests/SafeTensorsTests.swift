import Foundation
import Testing

@testable import PsstEmbed

@Suite struct SafeTensorsTests {
  /// A safetensors file of the given header JSON and data bytes.
  func write(_ header: String, data: [UInt8] = [], to path: String) throws {
    var bytes = withUnsafeBytes(of: UInt64(header.utf8.count).littleEndian) { Array($0) }
    bytes += Array(header.utf8) + data
    try writeFile(path, Data(bytes))
  }

  func expectBadModelFile(
    _ path: String, containing fragment: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try SafeTensors(path: path)
      Issue.record("\(path) loaded", sourceLocation: sourceLocation)
    } catch {
      guard case .badModelFile(let failing, let reason) = error.code else {
        Issue.record("\(error.code)", sourceLocation: sourceLocation)
        return
      }
      #expect(failing == path, sourceLocation: sourceLocation)
      #expect(reason.contains(fragment), "\(reason)", sourceLocation: sourceLocation)
      #expect(!error.message.contains("\n"), sourceLocation: sourceLocation)
    }
  }

  @Test func tensorsAreReadInPlace() throws {
    let temporary = try TemporaryDirectory()
    let path = temporary.path + "/small.safetensors"
    let values: [Float] = [1, -2, 0.5, 3, 4, 5]
    let data = values.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian) { Array($0) } }
    try write(
      #"{"__metadata__":{"format":"pt"},"w":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]}}"#, data: data,
      to: path)
    let file = try SafeTensors(path: path)
    #expect(Array(try file.floats("w", shape: [2, 3])) == values)
    #expect(throws: EmbedError.self) { try file.floats("w", shape: [3, 2]) }
    #expect(throws: EmbedError.self) { try file.floats("missing", shape: [2, 3]) }
  }

  @Test func aMissingModelDirectoryIsMissingFileNotACrash() throws {
    do {
      _ = try SentenceEncoder(directory: "/nonexistent/psst-model")
      Issue.record("loaded a model from nowhere")
    } catch {
      #expect(error.code == .missingFile(path: "/nonexistent/psst-model/model.safetensors"))
      #expect(error.message.contains("scripts/fetch-model"))
    }
  }

  @Test func damagedFilesAreBadModelFiles() throws {
    let temporary = try TemporaryDirectory()
    let path = temporary.path + "/model.safetensors"
    try writeFile(path, Data())
    expectBadModelFile(path, containing: "too short")
    try writeFile(path, Data([0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, 0x7B]))
    expectBadModelFile(path, containing: "does not fit")
    try write("{\"w\": [1, 2", to: path)
    expectBadModelFile(path, containing: "not valid JSON")
    try write(String(repeating: "[", count: 10_000), to: path)
    expectBadModelFile(path, containing: "nested too deeply")
    try write(#"{"w":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}}"#, data: [0, 0, 0, 0], to: path)
    expectBadModelFile(path, containing: "outside the file")
    try write(#"{"w":{"dtype":"F32","shape":[4],"data_offsets":[0,8]}}"#, data: Array(repeating: 0, count: 8), to: path)
    expectBadModelFile(path, containing: "holds 8 bytes")
    try write(#"{"w":{"dtype":"F32","shape":"big","data_offsets":[0,8]}}"#, to: path)
    expectBadModelFile(path, containing: "lacks dtype")
  }

  @Test func aTruncatedOrForeignModelFailsToLoad() throws {
    let directory = try TestModel.requireDirectory()
    let temporary = try TemporaryDirectory()
    let real = try Data(contentsOf: URL(fileURLWithPath: directory + "/model.safetensors"))
    try FileManager.default.copyItem(atPath: directory + "/vocab.txt", toPath: temporary.path + "/vocab.txt")
    let path = temporary.path + "/model.safetensors"
    for cut in [4, 100, 11_000, real.count / 2, real.count - 1] {
      try writeFile(path, real.prefix(cut))
      #expect(throws: EmbedError.self, "cut at \(cut)") { try SentenceEncoder(directory: temporary.path) }
    }
    // A well-formed safetensors file that is not this model.
    try write(#"{"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}"#, data: [0, 0, 0, 0], to: path)
    do {
      _ = try SentenceEncoder(directory: temporary.path)
      Issue.record("loaded a foreign model")
    } catch {
      #expect(error.message.contains("word_embeddings"), "\(error.message)")
    }
  }

  @Test func jsonParserReadsWhatHeadersHold() throws {
    let text = #"{"a": [1, -2.5e1, true, false, null], "b\u00e9\"": {"c": "x\ny"}, "d": {}}"#
    var bytes = Array(text.utf8)
    let value = try bytes.withUnsafeMutableBytes { buffer in
      var parser = JSONParser(UnsafeRawBufferPointer(buffer))
      return try parser.parseDocument()
    }
    let expected = JSONValue.object([
      ("a", .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
      ("bé\"", .object([("c", .string("x\ny"))])), ("d", .object([])),
    ])
    #expect(value == expected)
    for bad in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"\u{1}\"", "1 2", "{\"a\":1,}"] {
      var bytes = Array(bad.utf8)
      #expect(throws: JSONError.self, "\(bad.debugDescription)") {
        try bytes.withUnsafeMutableBytes { buffer in
          var parser = JSONParser(UnsafeRawBufferPointer(buffer))
          return try parser.parseDocument()
        }
      }
    }
  }
}
