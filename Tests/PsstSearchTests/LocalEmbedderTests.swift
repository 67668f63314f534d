import Glibc
import PsstCore
import Testing

@testable import PsstSearch

@Suite("LocalEmbedder")
struct LocalEmbedderTests {
  @Test func aBrokenModelIsAnErrorAtTheFirstEmbedding() throws {
    var template = Array("/tmp/psst-model-XXXXXX".utf8CString)
    let directory = try #require(mkdtemp(&template).map { String(cString: $0) })
    defer {
      for file in ["model.safetensors", "vocab.txt"] { unlink(directory + "/" + file) }
      rmdir(directory)
    }
    for file in ["model.safetensors", "vocab.txt"] {
      let descriptor = open(directory + "/" + file, O_WRONLY | O_CREAT, 0o600)
      _ = "not a model".withCString { write(descriptor, $0, strlen($0)) }
      close(descriptor)
    }
    let embedder = LocalEmbedder.loading(directory)
    for _ in 0..<2 {
      #expect {
        _ = try embedder.embed(["knee"])
      } throws: { error in
        (error as? PsstError)?.message.hasPrefix("cannot load the embedding model in \(directory)") == true
      }
    }
  }
}
