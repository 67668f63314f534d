import Foundation
import Testing

@testable import PsstEmbed

@Suite struct IntegerKernelTests {
  private static func run(
    _ x: [Float], _ w: [Float], _ bias: [Float], rows: Int, kernel: IntegerKernel, activation: Activation = .none
  ) -> [Float] {
    let outputs = bias.count
    let inputs = w.count / outputs
    let weight = w.withUnsafeBufferPointer {
      IntegerMatrix($0.baseAddress!, outputs: outputs, inputs: inputs, kernel: kernel)
    }
    var y = [Float](repeating: .nan, count: rows * outputs)
    let scratch = UnsafeMutableRawPointer.allocate(
      byteCount: IntegerMatrix.scratchBytes(rows: rows, inputs: inputs), alignment: 64)
    defer { scratch.deallocate() }
    y.withUnsafeMutableBufferPointer { y in
      weight.multiply(x, rows: rows, bias: bias, activation: activation, into: y.baseAddress!, scratch: scratch)
    }
    return y
  }

  @Test(
    .enabled(if: IntegerKernel.vnniAvailable, "the CPU has no AVX-512 VNNI"),
    arguments: [(rows: 1, inputs: 16, outputs: 32), (13, 384, 384), (9, 1536, 64), (20, 384, 1536)])
  func bytesMatchTheFloatProductAndTheWordsWithinQuantisationNoise(rows: Int, inputs: Int, outputs: Int) {
    let x = KernelFixture.values(rows * inputs, scale: 2, seed: 1)
    let w = KernelFixture.values(outputs * inputs, scale: 0.1, seed: 2)
    let bias = KernelFixture.values(outputs, scale: 0.5, seed: 3)
    let bytes = Self.run(x, w, bias, rows: rows, kernel: .vnni)
    let words = Self.run(x, w, bias, rows: rows, kernel: .int16)
    let exact = KernelFixture.reference(x, w, bias, rows: rows, inputs: inputs)
    // 8 bits of each operand: every product is off by up to half a step of 2·2/255 and
    // 2·0.1/254, which summed over `inputs` stays near 1% of a typical output,
    // sqrt(inputs) · rms(x) · rms(w); the 16-bit kernel is 100 times closer.
    let typical = Float(inputs).squareRoot() * (2 / Float(3).squareRoot()) * (0.1 / Float(3).squareRoot())
    let fromExact = zip(bytes, exact).map { abs($0 - $1) }.max() ?? .nan
    let fromWords = zip(bytes, words).map { abs($0 - $1) }.max() ?? .nan
    #expect(fromExact < typical * 3e-2, "largest difference \(fromExact) for outputs of size \(typical)")
    #expect(fromWords < typical * 3e-2, "largest difference \(fromWords) from the 16-bit kernel")
  }

  @Test(.enabled(if: IntegerKernel.vnniAvailable, "the CPU has no AVX-512 VNNI"))
  func geluIsAppliedAfterTheBias() {
    let (rows, inputs, outputs) = (5, 32, 64)
    let x = KernelFixture.values(rows * inputs, scale: 1, seed: 4)
    let w = KernelFixture.values(outputs * inputs, scale: 0.5, seed: 5)
    let bias = KernelFixture.values(outputs, scale: 1, seed: 6)
    let plain = Self.run(x, w, bias, rows: rows, kernel: .vnni)
    let activated = Self.run(x, w, bias, rows: rows, kernel: .vnni, activation: .gelu)
    for (value, result) in zip(plain, activated) {
      let exact = Double(value) * 0.5 * (1 + erf(Double(value) / 2.0.squareRoot()))
      #expect(abs(Double(result) - exact) < 1e-5, "gelu(\(value)) = \(result), not \(exact)")
    }
  }

  @Test(.enabled(if: IntegerKernel.vnniAvailable, "the CPU has no AVX-512 VNNI"))
  func aRowGetsTheSameBitsWhateverItsNeighbours() {
    let (inputs, outputs) = (64, 96)
    let w = KernelFixture.values(outputs * inputs, scale: 1, seed: 9)
    let bias = KernelFixture.values(outputs, scale: 1, seed: 10)
    let row = KernelFixture.values(inputs, scale: 1, seed: 11)
    let alone = Self.run(row, w, bias, rows: 1, kernel: .vnni)
    // Tenth of eleven rows: in the second, partial tile of 8 rather than the first.
    let others = KernelFixture.values(10 * inputs, scale: 3, seed: 12)
    let batch = Self.run(
      Array(others.prefix(9 * inputs)) + row + others.suffix(inputs), w, bias, rows: 11, kernel: .vnni)
    #expect(Array(batch[9 * outputs..<10 * outputs]) == alone)
  }

  @Test(.enabled(if: IntegerKernel.vnniAvailable, "the CPU has no AVX-512 VNNI"))
  func aZeroRowGivesTheBiasAndAConstantRowIsExact() {
    let (inputs, outputs) = (32, 32)
    let bias = KernelFixture.values(outputs, scale: 1, seed: 7)
    let w = KernelFixture.values(outputs * inputs, scale: 1, seed: 8)
    #expect(Self.run([Float](repeating: 0, count: inputs), w, bias, rows: 1, kernel: .vnni) == bias)
    // A row of one positive value: every byte is 255 and the zero point 0, so only the
    // weights' rounding remains.
    let got = Self.run([Float](repeating: 0.5, count: inputs), w, bias, rows: 1, kernel: .vnni)
    let want = KernelFixture.reference([Float](repeating: 0.5, count: inputs), w, bias, rows: 1, inputs: inputs)
    #expect(zip(got, want).allSatisfy { abs($0 - $1) < 0.05 }, "\(got.prefix(4)) against \(want.prefix(4))")
  }

  @Test func theEightBitKernelIsChosenOnlyWhereItRunsAndNotAskedAway() {
    #expect(IntegerKernel.choose(asked: nil, vnni: true) == .vnni)
    #expect(IntegerKernel.choose(asked: "", vnni: true) == .vnni)
    #expect(IntegerKernel.choose(asked: "int16", vnni: true) == .int16)
    #expect(IntegerKernel.choose(asked: nil, vnni: false) == .int16)
    #expect(IntegerKernel.choose(asked: "vnni", vnni: false) == .int16)
    #if !arch(x86_64)
      #expect(!IntegerKernel.vnniAvailable)
    #endif
  }

  @Test func shapesTheEightBitKernelCannotTakeStayInSixteenBits() {
    let w = KernelFixture.values(20 * 24, scale: 1, seed: 13)
    let odd = w.withUnsafeBufferPointer { IntegerMatrix($0.baseAddress!, outputs: 20, inputs: 24, kernel: .vnni) }
    guard case .words = odd else {
      Issue.record("a 20 × 24 matrix took the 8-bit kernel")
      return
    }
    let w32 = KernelFixture.values(32 * 32, scale: 1, seed: 14)
    let asked = w32.withUnsafeBufferPointer { IntegerMatrix($0.baseAddress!, outputs: 32, inputs: 32, kernel: .int16) }
    guard case .words = asked else {
      Issue.record("the 16-bit kernel was asked for and not used")
      return
    }
  }
}
