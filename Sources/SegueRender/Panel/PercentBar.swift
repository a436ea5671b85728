/// The panel's percent bar: `[██████▉      ]  53%` (ASCII `[#######      ]  53%`).
public enum PercentBar {
    /// Left-partial blocks for 1…7 eighths of a cell.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The label: the percentage rounded to a whole number, right-aligned in 4 cells
    /// (`  0%`, ` 53%`, `100%`); `  --` when there is no transition.
    public static func label(_ percent: Double?) -> String {
        guard let p = clamped(percent) else { return "  --" }
        let text = String(Int((p * 100).rounded())) + "%"
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }

    /// The fill inside the brackets, `inner` cells wide. The filled length is `percent × inner`
    /// cells rounded to the nearest eighth of a cell (ASCII: to the nearest whole cell), drawn
    /// as full blocks plus one partial block; the rest is spaces. Empty when there is no
    /// transition.
    public static func fill(_ percent: Double?, inner: Int, ascii: Bool) -> String {
        let n = max(0, inner)
        guard let p = clamped(percent), n > 0 else { return String(repeating: " ", count: n) }
        if ascii {
            let cells = min(n, Int((p * Double(n)).rounded()))
            return String(repeating: "#", count: cells) + String(repeating: " ", count: n - cells)
        }
        let total = min(n * 8, Int((p * Double(n) * 8).rounded()))
        let full = total / 8, part = total % 8
        var s = String(repeating: "█", count: full)
        if part > 0 { s.append(eighths[part - 1]) }
        return s + String(repeating: " ", count: n - full - (part > 0 ? 1 : 0))
    }

    /// `fill` as glyph codes, one per cell (exactly `inner` of them).
    static func fillCodes(_ percent: Double?, inner: Int, ascii: Bool) -> [UInt32] {
        let n = max(0, inner)
        var codes = [UInt32](repeating: 0x20, count: n)
        guard let p = clamped(percent), n > 0 else { return codes }
        if ascii {
            let cells = min(n, Int((p * Double(n)).rounded()))
            for k in 0..<cells { codes[k] = 0x23 }  // #
            return codes
        }
        let total = min(n * 8, Int((p * Double(n) * 8).rounded()))
        let full = total / 8, part = total % 8
        for k in 0..<full { codes[k] = 0x2588 }  // █
        if part > 0 { codes[full] = 0x2590 - UInt32(part) }  // ▏ (1/8) U+258F … ▉ (7/8) U+2589
        return codes
    }

    /// Cells inside the brackets for a bar `width` cells wide: width − 7 (two brackets, a space
    /// and the 4-cell label); below 1 the bar shows the label only.
    public static func innerWidth(forWidth width: Int) -> Int { width - 7 }

    static func clamped(_ percent: Double?) -> Double? {
        guard let p = percent, p.isFinite else { return nil }
        return min(max(p, 0), 1)
    }
}
