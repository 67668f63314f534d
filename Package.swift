// swift-tools-version:6.0
import PackageDescription

/// Every tool is a one-line executable over `PsstCommands`. The one list of them: it drives the
/// targets, `make install` and the docs (scripts/gen-docs --tools), and ToolsTests checks that
/// `Tools.names` (the multi-call binary's) says the same.
let tools = [
  "psst-account", "psst-chat", "psst-send", "psst-edit", "psst-unsend",
  "psst-read", "psst-queue", "psst-retry", "psst-import", "psst-watch", "psst-insights",
  "psst-summarize", "psst-profile", "psst-search", "psst-index", "psst-ai", "psst-calendar", "psst-contacts",
]

#if arch(x86_64)
let embedFlags = ["-Ounchecked", "-target-cpu", "haswell"]
#else
let embedFlags = ["-Ounchecked"]
#endif

let package = Package(
  name: "psst",
  products: (tools + ["psst", "PsstFuzzer"]).map { .executable(name: $0, targets: [$0]) },
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Olm and Megolm are built on its primitives (BoringSSL inside, so the static binary links).
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CSQLite", path: "Sources/CSQLite",
      providers: [.apt(["libsqlite3-dev"])]),
    // libcurl is opened with dlopen on first use (see ccurl.c): local-only runs never load it.
    .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
    .target(name: "PsstCore", dependencies: ["CSQLite"]),
    // HTTP over libcurl, shared by the Matrix transport and the AI provider.
    .target(name: "PsstHTTP", dependencies: ["PsstCore", "CCurl"]),
    // End-to-end encryption: Olm and Megolm as the Matrix spec defines them, on swift-crypto.
    .target(
      name: "PsstCrypto",
      dependencies: [
        "PsstCore", .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CryptoExtras", package: "swift-crypto"),
      ]),
    .target(name: "PsstMatrix", dependencies: ["PsstCore", "PsstHTTP", "PsstCrypto"]),
    // An OpenAI-compatible AI provider (OpenAI, Ollama, llama.cpp, vLLM): chat, tools, embeddings.
    .target(name: "PsstProvider", dependencies: ["PsstCore", "PsstHTTP"]),
    // The embedded AI engine: no dependencies, no network.
    .target(name: "PsstAI"),
    // Search: FTS5 with synonyms, sentence embeddings, rank fusion.
    .target(name: "PsstSearch", dependencies: ["PsstCore", "PsstEmbed"]),
    .target(name: "PsstLocalHub", dependencies: ["PsstCore", "CSQLite"]),
    // The assistant over the store: retrieval, routed and quoted answers, the provider's answers,
    // summaries and insights with their guards (cited ids, quoted DATA), and actions' targets.
    .target(name: "PsstAssistant", dependencies: ["PsstCore", "PsstAI", "PsstSearch", "PsstProvider"]),
    // The sentence-embedding model (all-MiniLM-L6-v2) in pure Swift. Its kernels are built optimised even
    // in debug (tests would otherwise take minutes), and with AVX2 + FMA (Haswell, x86-64-v3) on x86_64.
    .target(name: "PsstEmbed", dependencies: ["CPsstKernels"], swiftSettings: [.unsafeFlags(embedFlags)]),
    // Bulk embedding's 8-bit kernel (AVX-512 VNNI), chosen at run time by cpuid; elsewhere a stub.
    // Optimised in debug too, like PsstEmbed.
    .target(name: "CPsstKernels", cSettings: [.unsafeFlags(["-O2"])]),
    .target(
      name: "PsstCommands",
      dependencies: [
        "PsstCore", "PsstLocalHub", "PsstMatrix", "PsstAI", "PsstSearch", "PsstProvider", "PsstAssistant",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // One multi-call binary (psst-send → psst, ...) that `make install` links statically:
    // the Swift runtime then loads in a fraction of the time, once for all tools.
    .executableTarget(name: "psst", dependencies: ["PsstCommands"]),
    // The fuzz targets: a seeded generator of hostile inputs and, per parser, the invariants one
    // input must keep. The unit suites run them briefly (make test) or long (make fuzz).
    .target(
      name: "PsstFuzz", dependencies: ["PsstCore", "PsstSearch", "PsstAI", "PsstMatrix", "PsstProvider"],
      path: "Tests/PsstFuzz"),
    // The same targets under libFuzzer (make fuzz builds it with -sanitize=fuzzer); built
    // normally, it replays saved inputs: PsstFuzzer TARGET FILE...
    .executableTarget(name: "PsstFuzzer", dependencies: ["PsstFuzz"], path: "Tests/PsstFuzzer"),
    .testTarget(name: "PsstCoreTests", dependencies: ["PsstCore", "PsstLocalHub", "PsstFuzz"]),
    .testTarget(name: "PsstCryptoTests", dependencies: ["PsstCrypto", "PsstCore"]),
    .testTarget(
      name: "PsstMatrixTests", dependencies: ["PsstMatrix", "PsstCore", "PsstCrypto", "PsstHTTP", "PsstFuzz"]),
    // The test suites' fake OpenAI-compatible server driver (scripts/fake-openai), shared.
    .target(name: "PsstTestSupport", path: "Tests/PsstTestSupport"),
    .testTarget(
      name: "PsstProviderTests", dependencies: ["PsstProvider", "PsstCore", "PsstTestSupport", "PsstFuzz"]),
    .testTarget(name: "PsstAITests", dependencies: ["PsstAI", "PsstFuzz"]),
    .testTarget(name: "PsstSearchTests", dependencies: ["PsstSearch", "PsstCore", "PsstFuzz"]),
    .testTarget(name: "ToolTests", dependencies: ["PsstCore", "PsstTestSupport"]),
    .testTarget(
      name: "PsstAssistantTests",
      dependencies: ["PsstAssistant", "PsstCore", "PsstAI", "PsstProvider", "PsstTestSupport"]),
    .testTarget(name: "PsstCommandsTests", dependencies: ["PsstCommands", "PsstCore", "PsstAI", "PsstProvider"]),
    .testTarget(name: "PsstEmbedTests", dependencies: ["PsstEmbed", "PsstCore"], exclude: ["Fixtures"]),
  ] + tools.map { .executableTarget(name: $0, dependencies: ["PsstCommands"]) }
)
