/// Numbers as text without Foundation or a locale (docs/architecture.md, "Targets and their
/// rules"): the exact decimal value of a `Double`, rounded at a given number of decimals, so
/// timeline CSVs, messages and panel words are the same bytes on every machine. Half to even
/// (the default) is what C's `printf("%.*f")` prints; the panel rounds half away from zero, as
/// people do (a finger 82.5 pt in reads `+83 pt`). Negative zero prints as zero.
public enum DecimalText {
    /// Which way an exact half goes.
    public enum Rounding: Sendable {
        /// 0.125 → 0.12, 2.5 → 2: `printf`, the exports.
        case halfToEven
        /// 0.125 → 0.13, 2.5 → 3: the panel.
        case halfAwayFromZero
    }

    /// `v` with exactly `decimals` digits after the point (0…17; 0 prints no point), e.g.
    /// `fixed(0.0078125, decimals: 6)` → `"0.007812"`. Not finite: `nan`, `inf`, `-inf`.
    public static func fixed(_ v: Double, decimals: Int, rounding: Rounding = .halfToEven) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
        let d = min(max(decimals, 0), 17)
        if let n = scaledAndRounded(v.magnitude, decimals: d, rounding: rounding) {
            return write(n, decimals: d, negative: v < 0 && n != 0)
        }
        var digits = ExactDecimal(magnitude: v.magnitude)
        digits.round(toDecimals: d, rounding: rounding)
        let text = digits.text(decimals: d)
        let isZero = !text.contains { $0 != "0" && $0 != "." }
        return v < 0 && !isZero ? "-" + text : text
    }

    /// round-half-even(`v` · 10^`d`) for `v` ≥ 0, exactly, when it fits in 64 bits (every value
    /// the panel and the exports print): `v` = m · 2^e, so `v` · 10^d = m · 10^d · 2^e, with
    /// m · 10^d < 2^110 held in 128 bits. nil: the caller takes the slow exact path.
    private static func scaledAndRounded(_ v: Double, decimals d: Int, rounding: Rounding) -> UInt64? {
        guard v != 0 else { return 0 }
        let m = UInt128(v.significandBitPattern | (v.isNormal ? 1 << 52 : 0))
        let e = Int(v.exponentBitPattern) - (v.isNormal ? 1075 : 1074)
        var p: UInt128 = m
        for _ in 0..<d { p *= 10 }
        let n: UInt128
        if e >= 0 {
            guard e <= 17 else { return nil }
            n = p << e
        } else {
            let k = -e
            guard k < 120 else { return 0 }
            let q = p >> k
            let r = p - (q << k)
            let half: UInt128 = 1 << (k - 1)
            let tieGoesUp = rounding == .halfAwayFromZero || q & 1 == 1
            n = q + (r > half || (r == half && tieGoesUp) ? 1 : 0)
        }
        return n <= UInt128(UInt64.max) ? UInt64(n) : nil
    }

    /// `n` / 10^`d` written with `d` decimals, right to left into a small buffer (this runs for
    /// every number the panel shows).
    private static func write(_ value: UInt64, decimals d: Int, negative: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buf in
            var n = value
            var i = buf.count
            var k = 0
            repeat {
                if k == d && d > 0 {
                    i -= 1
                    buf[i] = 0x2E  // .
                }
                i -= 1
                buf[i] = 0x30 + UInt8(n % 10)
                n /= 10
                k += 1
            } while n > 0 || k <= d
            if negative {
                i -= 1
                buf[i] = 0x2D  // -
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buf[i...]), as: UTF8.self)
        }
    }

    /// `v` with at most `decimals` decimals (0…17, default 6), trailing zeros and a bare point removed:
    /// `0.5`, `640`, `-0.25`, never `-0`. From 10^15 in magnitude (`exponentFrom`) in exponent
    /// form with seven significant digits, as C's `%g` writes it: `1e+308`, `-1.797693e+308`,
    /// not 309 digits (issue 28); JSON, Swift and `Double(_:)` read it back.
    public static func compact(_ v: Double, decimals: Int = 6, rounding: Rounding = .halfToEven) -> String {
        if v.isFinite, v.magnitude >= exponentFrom { return scientific(v) }
        var s = fixed(v, decimals: decimals, rounding: rounding)
        guard v.isFinite, s.contains(".") else { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// A plain finite decimal as the command line's options take it (`12`, `-0.5`, `.5`, `1e-3`,
    /// `1e+308`); nil for `nan`, `inf`, hex (`0x10`) and anything out of a double's range. The one
    /// reader of numbers for every option (docs/cli.md, "Numbers").
    public static func decimal(_ text: some StringProtocol) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || "+-.eE".utf8.contains($0) }),
              let x = Double(String(text)), x.isFinite else { return nil }
        return x
    }

    /// The magnitude from which `compact` writes an exponent: 10^15, above every value a scenario
    /// spells in range, below where a double's integer digits stop being exact (2^53).
    public static let exponentFrom = 1e15

    /// `v` (finite, not zero) as `d.dddddde±EE`: seven significant digits rounded half to
    /// even, trailing zeros and a bare point removed, at least two exponent digits (`%g`'s form).
    static func scientific(_ v: Double) -> String {
        let exact = ExactDecimal(magnitude: v.magnitude)
        var exponent = exact.digits.count - exact.scale - 1
        var kept = Array(exact.digits.prefix(7))
        if exact.digits.count > 7 {
            let first = exact.digits[7]
            let rest = exact.digits[8...].contains { $0 != 0 }
            if first > 5 || (first == 5 && (rest || kept[6] % 2 == 1)) {
                var i = 6
                while i >= 0 && kept[i] == 9 { kept[i] = 0; i -= 1 }
                if i >= 0 { kept[i] += 1 } else { kept.insert(1, at: 0); kept.removeLast(); exponent += 1 }
            }
        }
        while kept.count > 1 && kept.last == 0 { kept.removeLast() }
        var text = v < 0 ? "-" : ""
        text += String(kept[0])
        if kept.count > 1 { text += "." + kept.dropFirst().map(String.init).joined() }
        let e = String(exponent.magnitude)
        return text + (exponent < 0 ? "e-" : "e+") + (e.count < 2 ? "0" + e : e)
    }

    /// `value` in upper-case hexadecimal, at least `width` digits (zero-padded): `hex(0x1F, width: 4)` → `001F`.
    public static func hex(_ value: some BinaryInteger, width: Int, uppercase: Bool = true) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// A non-negative `Double`'s exact value as decimal digits: the integer `digits` (most
/// significant first) over 10^`scale`. Every binary fraction has a finite decimal expansion:
/// m · 2^−k = m · 5^k / 10^k.
private struct ExactDecimal {
    /// Decimal digits 0…9, most significant first; no leading zeros (empty for zero).
    var digits: [UInt8]
    /// How many of `digits` are after the point.
    var scale: Int

    init(magnitude v: Double) {
        guard v != 0 else { digits = []; scale = 0; return }
        var mantissa = v.significandBitPattern | (v.isNormal ? 1 << 52 : 0)
        var exponent = Int(v.exponentBitPattern) - (v.isNormal ? 1075 : 1074)
        while mantissa & 1 == 0 { mantissa >>= 1; exponent += 1 }
        var number = BigDecimalDigits(mantissa)
        if exponent >= 0 {
            number.multiply(byPowerOf: 2, exponent)
            scale = 0
        } else {
            number.multiply(byPowerOf: 5, -exponent)
            scale = -exponent
        }
        digits = number.decimalDigits()
    }

    /// Rounds to `d` decimals (exact: every digit of the value is known).
    mutating func round(toDecimals d: Int, rounding: DecimalText.Rounding) {
        guard scale > d else { return }
        let keep = digits.count - (scale - d)
        guard keep >= 0 else { digits = []; scale = d; return }
        let first = keep < digits.count ? digits[keep] : 0
        let rest = digits[(keep + 1)...].contains { $0 != 0 }
        let previousIsOdd = keep > 0 && digits[keep - 1] % 2 == 1
        let roundsUp = first > 5 || (first == 5 && (rest || previousIsOdd || rounding == .halfAwayFromZero))
        digits.removeLast(digits.count - keep)
        scale = d
        guard roundsUp else { return }
        var i = digits.count - 1
        while i >= 0, digits[i] == 9 { digits[i] = 0; i -= 1 }
        if i >= 0 { digits[i] += 1 } else { digits.insert(1, at: 0) }
    }

    /// The digits with the point placed for `d` decimals (`scale` ≤ `d` after `round`).
    func text(decimals d: Int) -> String {
        var all = digits + [UInt8](repeating: 0, count: d - scale)
        if all.count <= d { all = [UInt8](repeating: 0, count: d + 1 - all.count) + all }
        var s = String(all[..<(all.count - d)].map { Character(Unicode.Scalar($0 + 48)) })
        if d > 0 { s += "." + String(all[(all.count - d)...].map { Character(Unicode.Scalar($0 + 48)) }) }
        return s
    }
}

/// A non-negative integer of any size in base 10⁹ limbs (least significant first): just enough
/// arithmetic for `ExactDecimal`.
private struct BigDecimalDigits {
    private static let base: UInt64 = 1_000_000_000
    private var limbs: [UInt64]

    init(_ value: UInt64) {
        limbs = []
        var v = value
        repeat { limbs.append(v % Self.base); v /= Self.base } while v > 0
    }

    /// Multiplies by `factor`^`count` (factor 2 or 5), in steps that keep every product in 64 bits.
    mutating func multiply(byPowerOf factor: UInt64, _ count: Int) {
        let stepCount = factor == 2 ? 29 : 12
        var remaining = count
        while remaining > 0 {
            let n = min(remaining, stepCount)
            var m: UInt64 = 1
            for _ in 0..<n { m *= factor }
            multiply(by: m)
            remaining -= n
        }
    }

    private mutating func multiply(by m: UInt64) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = limbs[i] * m + carry
            limbs[i] = product % Self.base
            carry = product / Self.base
        }
        while carry > 0 { limbs.append(carry % Self.base); carry /= Self.base }
    }

    /// The decimal digits, most significant first, without leading zeros.
    func decimalDigits() -> [UInt8] {
        var out: [UInt8] = []
        for (i, limb) in limbs.enumerated().reversed() {
            var chunk = [UInt8](repeating: 0, count: 9)
            var v = limb
            for j in stride(from: 8, through: 0, by: -1) { chunk[j] = UInt8(v % 10); v /= 10 }
            out += i == limbs.count - 1 ? Array(chunk.drop { $0 == 0 }) : chunk
        }
        return out
    }
}
