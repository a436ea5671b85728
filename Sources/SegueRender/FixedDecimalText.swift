/// Deterministic fixed-point number text (no locale, no Foundation): the same value always
/// gives the same characters, which the exports and the side panel rely on.
public enum FixedDecimalText {
    /// `value` with exactly `decimals` digits after the point (0…9; default none), rounded half
    /// away from zero: `string(0.5, decimals: 6)` is `0.500000`, `string(-1.25, decimals: 1)` is
    /// `-1.3`. Negative zero prints without a sign; NaN prints `nan`, infinities `inf`/`-inf`;
    /// magnitudes of 1e15 and more fall back to Swift's shortest description.
    public static func string(_ value: Double, decimals: Int = 0) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let d = min(max(decimals, 0), 9)
        var scale = 1.0
        for _ in 0..<d { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 1e15 * scale, scaled < 9e18 else { return "\(value)" }
        var n = UInt64(scaled)
        let negative = value < 0 && n != 0
        // The digits, least significant first, written right to left into a small buffer (at
        // most 19 digits, the point and the sign): this runs for every number the panel shows.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buf in
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

    /// `value` with at most `maxDecimals` digits after the point (default 2) and no trailing
    /// zeros: `compact(0.25)` is `0.25`, `compact(0.5)` is `0.5`, `compact(2)` is `2`.
    public static func compact(_ value: Double, maxDecimals: Int = 2) -> String {
        var text = string(value, decimals: maxDecimals)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
