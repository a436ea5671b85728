import Foundation
import SegueCore
import Testing

/// `DecimalText` against the C library's `printf("%.*f")` (through Foundation's
/// `String(format:)`), the independent reference: every output of segue that prints numbers
/// was printed that way before Core stopped importing Foundation, so the two must agree byte
/// for byte (docs/architecture.md).
struct DecimalTextTests {
    static func printf(_ v: Double, _ d: Int) -> String {
        let s = String(format: "%.\(d)f", v)
        // printf keeps the sign of a negative number that rounds to zero; DecimalText does not.
        if s.hasPrefix("-"), !s.dropFirst().contains(where: { $0 != "0" && $0 != "." }) { return String(s.dropFirst()) }
        return s
    }

    /// Exact ties of the binary value, where "round half up" and "half to even" differ:
    /// 1/128 = 0.0078125 → 0.007812; 0.125 → 0.12; 2.5 → 2; 0.375 → 0.38.
    @Test(arguments: [(0.0078125, 6, "0.007812"), (0.125, 2, "0.12"), (2.5, 0, "2"), (3.5, 0, "4"), (0.375, 2, "0.38"),
                      (-0.125, 2, "-0.12"), (1e-7, 6, "0.000000"), (-1e-9, 6, "0.000000"), (0, 3, "0.000"), (-0.0, 1, "0.0"),
                      (123456789.5, 0, "123456790"), (0.1, 17, "0.10000000000000001"), (1e22, 1, "10000000000000000000000.0")])
    func tiesRoundHalfToEven(v: Double, d: Int, expected: String) {
        #expect(DecimalText.fixed(v, decimals: d) == expected)
        #expect(DecimalText.fixed(v, decimals: d) == Self.printf(v, d))
    }

    /// From 10^15 up, `compact` writes C's `%.7g` (`1e+308`, not 309 digits; issue 28); below, it
    /// is unchanged (`%.6f` with trailing zeros removed), which goldens and logs rely on.
    @Test(arguments: [1e308, -1e308, Double.greatestFiniteMagnitude, 1e15, 9.9999996e15, 1.5e300,
                      123_456_789_012_345_680, 9.9999995e20, 2.5e17, -4e99])
    func hugeMagnitudesAreWrittenWithAnExponent(v: Double) {
        #expect(DecimalText.compact(v) == String(format: "%.7g", v))
        #expect(DecimalText.compact(v).count <= 14)
    }

    @Test(arguments: [999_999_999_999_999.0, 123456.5, 0.1, -2.25, 640])
    func ordinaryMagnitudesKeepTheirDigits(v: Double) {
        var expected = Self.printf(v, 6)
        while expected.hasSuffix("0") && expected.contains(".") { expected.removeLast() }
        if expected.hasSuffix(".") { expected.removeLast() }
        #expect(DecimalText.compact(v) == expected)
    }

    @Test func agreesWithPrintfOnManyValues() {
        var rng = SplitMix64(seed: 0x5e9e)
        var checked = 0
        for _ in 0..<20_000 {
            let bits = rng.next()
            let v: Double
            switch bits % 4 {
            case 0: v = Double(bitPattern: rng.next())                       // any double
            case 1: v = (Double(rng.next() % 2_000_001) - 1_000_000) / 1024   // dyadic: exact ties at low decimals
            case 2: v = (Double(rng.next() % 10_000_000) / 1e6) - 5           // typical panel / CSV values
            default: v = Double(rng.next() % 1000) * pow(2, -Double(rng.next() % 60))
            }
            guard v.isFinite, abs(v) < 1e300 else { continue }
            let d = Int(rng.next() % 10)
            #expect(DecimalText.fixed(v, decimals: d) == Self.printf(v, d), "\(v) at \(d) decimals")
            checked += 1
        }
        #expect(checked > 15_000)
    }

    @Test func extremes() {
        for v in [Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, 1e22, 9007199254740992, 123456.000244140625] {
            #expect(DecimalText.fixed(v, decimals: 3) == Self.printf(v, 3))
            #expect(DecimalText.fixed(-v, decimals: 0) == Self.printf(-v, 0))
        }
        #expect(DecimalText.fixed(.nan, decimals: 2) == "nan")
        #expect(DecimalText.fixed(-.infinity, decimals: 2) == "-inf")
    }

    /// Half away from zero (the panel), against glibc's exact expansion (`%.60f` prints every
    /// digit of a dyadic value with at most 60 binary places) rounded by hand on the string.
    @Test func halfAwayFromZeroAgreesWithTheExactExpansion() {
        var rng = SplitMix64(seed: 0xa11ce)
        for _ in 0..<5_000 {
            let v = (Double(rng.next() % 4_000_001) - 2_000_000) / Double(1 << (rng.next() % 12))
            let d = Int(rng.next() % 4)
            let exact = String(format: "%.60f", abs(v))
            #expect(DecimalText.fixed(v, decimals: d, rounding: .halfAwayFromZero) == Self.roundHalfUp(exact, d, negative: v < 0),
                    "\(v) at \(d) decimals")
        }
        #expect(DecimalText.fixed(82.5, decimals: 0, rounding: .halfAwayFromZero) == "83")
        #expect(DecimalText.fixed(82.5, decimals: 0) == "82")
        #expect(DecimalText.fixed(-0.125, decimals: 2, rounding: .halfAwayFromZero) == "-0.13")
    }

    /// Rounds a non-negative decimal string half up at `d` decimals, digit by digit.
    static func roundHalfUp(_ text: String, _ d: Int, negative: Bool) -> String {
        let parts = text.split(separator: ".")
        var digits = Array(parts[0] + parts[1].prefix(d)).map { Int(String($0))! }
        if parts[1].dropFirst(d).first.map({ $0 >= "5" }) ?? false {
            var i = digits.count - 1
            while i >= 0, digits[i] == 9 { digits[i] = 0; i -= 1 }
            if i >= 0 { digits[i] += 1 } else { digits.insert(1, at: 0) }
        }
        let whole = digits.count - d
        var out = digits[..<whole].map(String.init).joined()
        if d > 0 { out += "." + digits[whole...].map(String.init).joined() }
        return negative && digits.contains(where: { $0 != 0 }) ? "-" + out : out
    }

    @Test(arguments: [(0.5, "0.5"), (640, "640"), (-0.25, "-0.25"), (-1e-9, "0"), (1.0000004, "1"), (1.0000006, "1.000001"), (12.30, "12.3")])
    func compactDropsTrailingZeros(v: Double, expected: String) {
        #expect(DecimalText.compact(v) == expected)
    }

    @Test func hexIsZeroPadded() {
        #expect(DecimalText.hex(0x1F, width: 4) == "001F")
        #expect(DecimalText.hex(UInt8(0xab), width: 2, uppercase: false) == "ab")
        #expect(DecimalText.hex(0x12345, width: 4) == "12345")
    }
}
