/// Number formatting for the gesture and finish-rule explanations (no Foundation, no locale):
/// rounded to a number of decimals, trailing zeros dropped, never `-0`.
enum GestureText {
    /// `x` rounded to at most `decimals` (0…9) decimals: `0.5`, `640`, `-0.25`.
    static func number(_ x: Double, decimals: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        let d = min(max(decimals, 0), 9)
        var scale: Double = 1
        for _ in 0..<d { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9e15 else { return x < 0 ? "-\(abs(x).rounded())" : "\(x.rounded())" }
        let n = UInt64(scaled)
        let p = UInt64(scale)
        var text = String(n / p)
        var frac = d > 0 ? String(n % p) : ""
        if d > 0 {
            frac = String(repeating: "0", count: d - frac.count) + frac
            while frac.hasSuffix("0") { frac.removeLast() }
        }
        if !frac.isEmpty { text += "." + frac }
        return (x < 0 && n != 0) ? "-" + text : text
    }

    /// `x` with `decimals` decimals, or more (up to 6) when that would print it equal to
    /// `reference` although it differs: so `0.501 > 0.5` never reads `0.5 > 0.5`.
    static func number(_ x: Double, decimals: Int, distinctFrom reference: Double) -> String {
        var d = decimals
        var s = number(x, decimals: d)
        while x != reference, d < 6, s == number(reference, decimals: d) {
            d += 1
            s = number(x, decimals: d)
        }
        return s
    }

    /// A percent (fraction 0…1): two decimals.
    static func percent(_ p: Double, against threshold: Double) -> String {
        number(p, decimals: 2, distinctFrom: threshold)
    }

    /// A velocity: whole numbers from 100 up, one decimal from 10, else two.
    static func velocity(_ v: Double, against reference: Double) -> String {
        let a = abs(v)
        return number(v, decimals: a >= 100 ? 0 : (a >= 10 ? 1 : 2), distinctFrom: reference)
    }

    /// A threshold or limit as written: up to 6 decimals.
    static func limit(_ x: Double) -> String { number(x, decimals: 6) }

    /// A translation or movement: points with one decimal, scale with two.
    static func amount(_ x: Double, _ unit: GestureUnit) -> String {
        number(x, decimals: unit == .points ? 1 : 2)
    }
}
