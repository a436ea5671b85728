import SegueSupport

/// The words of a finish verdict, shared by the event log (`gesture ended: …`, Core's) and the
/// side panel, and their numbers (no Foundation, no locale): rounded to a number of decimals,
/// trailing zeros dropped, never `-0`.
public enum GestureText {
    /// A verdict in words: `finish (velocity 640 pt/s > 0)`,
    /// `cancel (percent 0.32 ≤ 0.5, velocity 0 pt/s)` — the outcome, then its conditions.
    public static func decision(_ verdict: FinishVerdict) -> String {
        let conditions = verdict.conditions.map { condition($0, unit: verdict.unit) }
        return (verdict.finishes ? "finish" : "cancel") + " (" + conditions.joined(separator: ", ") + ")"
    }

    /// One condition: `percent 0.32 ≤ 0.5`, `velocity 640 pt/s > 0`, or `velocity 0 pt/s` when
    /// it has no relation. The value gets more decimals when it would otherwise print equal to
    /// its limit.
    static func condition(_ c: FinishCondition, unit: GestureUnit) -> String {
        let stated = switch c.quantity {
        case .percent: "percent \(percent(c.value, against: c.limit))"
        case .velocity: "velocity \(velocity(c.value, against: c.limit)) \(unit.velocitySymbol)"
        case .projection: "projected \(number(c.value, decimals: 3, distinctFrom: c.limit))"
        }
        guard let relation = c.relation else { return stated }
        let symbol = switch relation {
        case .greater: ">"
        case .atMost: "≤"
        case .less: "<"
        case .atLeast: "≥"
        }
        return stated + " " + symbol + " " + limit(c.limit)
    }

    /// `x` rounded (half away from zero, as the panel does) to at most `decimals` decimals: `0.5`, `640`, `-0.25`.
    static func number(_ x: Double, decimals: Int) -> String { DecimalText.compact(x, decimals: decimals, rounding: .halfAwayFromZero) }

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
    public static func amount(_ x: Double, _ unit: GestureUnit) -> String {
        number(x, decimals: unit == .points ? 1 : 2)
    }
}
