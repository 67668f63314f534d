import Foundation
import Testing

@testable import PsstEmbed

@Suite struct QuantizedLinearTests {
  private static func run(
    _ x: [Float], _ weight: QuantizedMatrix, _ bias: [Float], rows: Int, activation: Activation = .none
  ) -> [Float] {
    var y = [Float](repeating: .nan, count: rows * weight.outputs)
    let scratch = UnsafeMutableRawPointer.allocate(
      byteCount: quantizedScratchBytes(rows: rows, inputs: weight.inputs), alignment: 64)
    defer { scratch.deallocate() }
    y.withUnsafeMutableBufferPointer { y in
      quantizedLinear(
        x, rows: rows, weight: weight, bias: bias, activation: activation, into: y.baseAddress!, scratch: scratch)
    }
    return y
  }

  private static func matrix(_ w: [Float], outputs: Int, inputs: Int) -> QuantizedMatrix {
    w.withUnsafeBufferPointer { QuantizedMatrix($0.baseAddress!, outputs: outputs, inputs: inputs) }
  }

  @Test(arguments: [(rows: 1, inputs: 8, outputs: 1), (7, 24, 20), (13, 384, 384), (6, 1536, 48)])
  func matchesTheFloatProductWithinQuantisationNoise(rows: Int, inputs: Int, outputs: Int) {
    let x = KernelFixture.values(rows * inputs, scale: 2, seed: 1)
    let w = KernelFixture.values(outputs * inputs, scale: 0.1, seed: 2)
    let bias = KernelFixture.values(outputs, scale: 0.5, seed: 3)
    let got = Self.run(x, Self.matrix(w, outputs: outputs, inputs: inputs), bias, rows: rows)
    let want = KernelFixture.reference(x, w, bias, rows: rows, inputs: inputs)
    // Each product is off by at most half a step of each scale; summed, the error stays far below
    // the typical size of an output, sqrt(inputs) · rms(x) · rms(w).
    let typical = Float(inputs).squareRoot() * (2 / Float(3).squareRoot()) * (0.1 / Float(3).squareRoot())
    let worst = zip(got, want).map { abs($0 - $1) }.max() ?? .nan
    #expect(worst < typical * 2e-3, "largest difference \(worst) for outputs of size \(typical)")
  }

  @Test func geluIsAppliedAfterTheBias() {
    let (rows, inputs, outputs) = (5, 16, 18)
    let x = KernelFixture.values(rows * inputs, scale: 1, seed: 4)
    let w = KernelFixture.values(outputs * inputs, scale: 0.5, seed: 5)
    let bias = KernelFixture.values(outputs, scale: 1, seed: 6)
    let weight = Self.matrix(w, outputs: outputs, inputs: inputs)
    let plain = Self.run(x, weight, bias, rows: rows)
    let activated = Self.run(x, weight, bias, rows: rows, activation: .gelu)
    for (value, result) in zip(plain, activated) {
      let exact = Double(value) * 0.5 * (1 + erf(Double(value) / 2.0.squareRoot()))
      #expect(abs(Double(result) - exact) < 1e-5, "gelu(\(value)) = \(result), not \(exact)")
    }
  }

  @Test func theLargestProductsOfEverySignDoNotOverflow() {
    // Every activation and weight at its row's maximum, all of one sign, over the longest row the
    // model has: the sum reaches inputs · activationLimit · weightLimit, which must fit in Int32.
    let inputs = 1536
    let outputs = 16
    let w = [Float](repeating: -0.25, count: outputs * inputs)
    let weight = Self.matrix(w, outputs: outputs, inputs: inputs)
    #expect(Double(inputs) * Double(weight.activationLimit) * Double(QuantizedMatrix.weightLimit) <= Double(Int32.max))
    let x = [Float](repeating: 3, count: inputs) + [Float](repeating: -3, count: inputs)
    let got = Self.run(x, weight, [Float](repeating: 0, count: outputs), rows: 2)
    #expect(got.prefix(outputs).allSatisfy { abs($0 - -1152) < 0.01 }, "\(got.prefix(4))")
    #expect(got.suffix(outputs).allSatisfy { abs($0 - 1152) < 0.01 }, "\(got.suffix(4))")
  }

  @Test func aZeroRowGivesTheBias() {
    let (inputs, outputs) = (32, 16)
    let bias = KernelFixture.values(outputs, scale: 1, seed: 7)
    let weight = Self.matrix(
      KernelFixture.values(outputs * inputs, scale: 1, seed: 8), outputs: outputs, inputs: inputs)
    #expect(Self.run([Float](repeating: 0, count: inputs), weight, bias, rows: 1) == bias)
  }

  @Test func aRowGetsTheSameBitsWhateverItsNeighbours() {
    let (inputs, outputs) = (64, 40)
    let weight = Self.matrix(
      KernelFixture.values(outputs * inputs, scale: 1, seed: 9), outputs: outputs, inputs: inputs)
    let bias = KernelFixture.values(outputs, scale: 1, seed: 10)
    let row = KernelFixture.values(inputs, scale: 1, seed: 11)
    let alone = Self.run(row, weight, bias, rows: 1)
    // Fifth of six rows: in the second, partial tile rather than the first.
    let others = KernelFixture.values(5 * inputs, scale: 3, seed: 12)
    let batch = Self.run(Array(others.prefix(4 * inputs)) + row + others.suffix(inputs), weight, bias, rows: 6)
    #expect(Array(batch[4 * outputs..<5 * outputs]) == alone)
  }

  @Test func quantizeRowReachesTheLimitAndRoundsToTheNearestStep() {
    let row: [Float] = [0.5, -2, 1, 0.25, -0.0036, 0, 1.998, -1.5]
    var codes = [Int16](repeating: 0, count: row.count)
    let scale = row.withUnsafeBufferPointer { row in
      codes.withUnsafeMutableBufferPointer { codes in
        quantizeRow(row.baseAddress!, count: row.count, limit: 1000, into: codes.baseAddress!)
      }
    }
    #expect(scale == Float(2) / 1000)
    #expect(codes == [250, -1000, 500, 125, -2, 0, 999, -750])
    var zeros = [Int16](repeating: 7, count: 8)
    let zeroScale = [Float](repeating: 0, count: 8).withUnsafeBufferPointer { row in
      zeros.withUnsafeMutableBufferPointer {
        quantizeRow(row.baseAddress!, count: 8, limit: 1000, into: $0.baseAddress!)
      }
    }
    #expect(zeroScale == 0)
    #expect(zeros == [Int16](repeating: 0, count: 8))
  }
}
