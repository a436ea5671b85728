import SegueCore

/// `segue sweep`'s terminal picture (docs/cli.md): percent across, velocity down, one cell
/// (two columns wide) per release, finish and cancel in two colours — or, without colour, two
/// characters — with the velocity labels on the left, the percent axis on top and below, a
/// legend with the rule, and the boundary marked: a `|` wherever the outcome changes between
/// two neighbouring cells of a row, a `--` line under the cells whose outcome changes in the
/// next row.
public enum SweepHeatMap {
    /// The characters used without colour, and under the colours.
    public static let finishMark = "##", cancelMark = ".."

    /// The lines of the map.
    /// - Parameters:
    ///   - cells: every release, percent-major (`percents.count × velocities.count` of them).
    ///   - percents, velocities: the grid's axes, ascending.
    ///   - rule: the finish rule, for the legend.
    ///   - color: ANSI colours (green finish, red cancel) when true; marks alone otherwise.
    ///   - unit: the velocity unit's symbol (`pt/s`).
    public static func lines(_ cells: [ReleaseSweep.Cell], percents: [Double], velocities: [Double], rule: FinishRule,
                             color: Bool, unit: String) -> [String] {
        let labels = velocities.map { DecimalText.compact($0, decimals: 3) }
        let width = max(labels.map(\.count).max() ?? 1, 1)
        let pad = String(repeating: " ", count: width + 1)
        var out = ["finish/cancel by release percent (across) and velocity in \(unit) (down)"]
        out.append(pad + axis(percents))
        for (vi, v) in labels.enumerated() {
            var row = String(repeating: " ", count: width - v.count) + v + " "  // labels right-aligned
            var previous: Bool?
            for pi in percents.indices {
                let finishes = cells[pi * velocities.count + vi].finishes
                row += previous.map { $0 != finishes ? "|" : " " } ?? ""
                row += paint(finishes, color: color)
                previous = finishes
            }
            out.append(row)
            if vi + 1 < velocities.count, let line = boundary(cells, between: vi, and: vi + 1, percents: percents.count, velocities: velocities.count) {
                out.append(pad + line)
            }
        }
        out.append(pad + axis(percents))
        out.append("legend: \(paint(true, color: color)) finish  \(paint(false, color: color)) cancel  | and -- the boundary; rule: \(describe(rule, unit: unit))")
        return out
    }

    /// A line of `--` under each cell whose outcome differs in the next row, or nil when none does.
    static func boundary(_ cells: [ReleaseSweep.Cell], between a: Int, and b: Int, percents: Int, velocities: Int) -> String? {
        var line = ""
        var any = false
        for pi in 0..<percents {
            let flips = cells[pi * velocities + a].finishes != cells[pi * velocities + b].finishes
            any = any || flips
            line += (pi > 0 ? " " : "") + (flips ? "--" : "  ")
        }
        return any ? line.replacingTrailingSpaces() : nil
    }

    static func paint(_ finishes: Bool, color: Bool) -> String {
        let mark = finishes ? finishMark : cancelMark
        guard color else { return mark }
        return (finishes ? "\u{1B}[30;42m" : "\u{1B}[30;41m") + mark + "\u{1B}[0m"
    }

    /// The percent axis: the first percent at the first cell, the last one ending under the
    /// last cell, and the middle one at its cell when there is room (3 columns per cell, the
    /// boundary column included; labels keep a space between them).
    static func axis(_ percents: [Double]) -> String {
        let width = percents.count * 3 - 1
        var line = [Character](repeating: " ", count: width)
        func put(_ i: Int, rightAligned: Bool = false) {
            let text = Array(DecimalText.compact(percents[i], decimals: 3))
            let start = rightAligned ? width - text.count : i * 3
            guard start >= 0, start + text.count <= width,
                  line[max(0, start - 1)..<min(width, start + text.count + 1)].allSatisfy({ $0 == " " }) else { return }
            for (k, c) in text.enumerated() { line[start + k] = c }
        }
        put(0)
        if percents.count > 1 { put(percents.count - 1, rightAligned: true) }
        if percents.count > 2 { put(percents.count / 2) }
        return String(line).replacingTrailingSpaces()
    }

    /// The rule in words, as scenarios name it.
    static func describe(_ rule: FinishRule, unit: String) -> String {
        switch rule {
        case .threshold(let t): "threshold (finish iff percent > \(DecimalText.compact(t)))"
        case .velocity: "velocity (finish iff velocity > 0)"
        case .thresholdOrVelocity(let t): "thresholdOrVelocity (finish iff percent > \(DecimalText.compact(t)) or velocity > 0)"
        case let .pinch(t, v): "pinch (cancel iff velocity < \(DecimalText.compact(v)) \(unit) and percent ≤ \(DecimalText.compact(t)))"
        case .projection: "UIKit's projection (finish iff percent + velocity/width × 0.35 s > min(187.5 pt / width, 0.5); a steady finger)"
        }
    }
}

extension String {
    /// The string without spaces at its end.
    func replacingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
