import Testing
@testable import SegueRender

struct FixedDecimalTextTests {
    @Test(arguments: [
        (0.5, 6, "0.500000"), (1.25, 1, "1.3"), (-1.25, 1, "-1.3"), (0.0, 3, "0.000"), (-0.0001, 3, "0.000"),
        (12.0, 0, "12"), (1.4000000000000001, 3, "1.400"), (0.30000000000000004, 3, "0.300"), (2.9999999, 3, "3.000"),
        (1234.5678, 2, "1234.57"), (.nan, 2, "nan"), (.infinity, 2, "inf"), (-.infinity, 0, "-inf"),
    ])
    func fixed(value: Double, decimals: Int, expected: String) {
        #expect(FixedDecimalText.string(value, decimals: decimals) == expected)
    }

    @Test(arguments: [(0.25, "0.25"), (0.5, "0.5"), (2.0, "2"), (0.1, "0.1"), (-0.001, "0"), (1.005, "1")])
    func compact(value: Double, expected: String) {
        #expect(FixedDecimalText.compact(value) == expected)
    }

    /// The fast digit writer against plain integer arithmetic on the same rounded value (whole
    /// part, then the fraction zero-padded), over seeded random values of every magnitude the
    /// fixed-point path takes, both signs, 0…9 decimals.
    @Test func digitWriterMatchesIntegerArithmetic() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        for _ in 0..<20_000 {
            let d = Int(next() % 10)
            let magnitude = Double(next() % 16) - 4          // 1e-4 … 1e11
            let mantissa = Double(next() % 1_000_000) / 100_000
            let value = (next() % 2 == 0 ? 1.0 : -1.0) * mantissa * pow10(magnitude)
            var scale = 1.0
            for _ in 0..<d { scale *= 10 }
            let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
            guard scaled < 9e18 else { continue }   // beyond the fixed-point path (Swift's description)
            let n = UInt64(scaled)
            let unit = UInt64(scale)
            var expected = (value < 0 && n != 0 ? "-" : "") + String(n / unit)
            if d > 0 {
                let fraction = String(n % unit)
                expected += "." + String(repeating: "0", count: d - fraction.count) + fraction
            }
            let got = FixedDecimalText.string(value, decimals: d)
            if got != expected {
                Issue.record("\(value) with \(d) decimals: \(got), expected \(expected)")
                return
            }
        }
    }

    private func pow10(_ e: Double) -> Double {
        var r = 1.0
        if e >= 0 { for _ in 0..<Int(e) { r *= 10 } } else { for _ in 0..<Int(-e) { r /= 10 } }
        return r
    }
}
