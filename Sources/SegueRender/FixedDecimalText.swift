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
        let n = UInt64(scaled)
        let unit = UInt64(scale)
        let whole = n / unit
        var text = (value < 0 && n != 0 ? "-" : "") + String(whole)
        if d > 0 {
            let fraction = String(n % unit)
            text += "." + String(repeating: "0", count: d - fraction.count) + fraction
        }
        return text
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
