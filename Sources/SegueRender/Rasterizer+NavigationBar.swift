import SegueCore

/// The ids the chrome gives the navigation bar and its labels (docs/chrome.md).
enum NavigationBarLabels {
    static let barID = "navigationBar"
    static let titlePrefix = "navigationBar.title."
    static let backPrefix = "navigationBar.back."
}

/// The navigation bar's labels in cells (docs/chrome.md, "A narrow bar"): each item's texts
/// come from `NavigationBarFit` for the bar's width in cells — the title centred, the back button
/// shortened, then the title truncated — so that at rest a title never runs into its back button.
/// While a push or pop moves the labels, each is shifted by its label's offset from its resting x
/// and drawn as one text run. Two labels of different items that overlap or touch (no blank cell
/// between them), or of one item that overlap, never mix: the more opaque one shows whole (the
/// later one on a tie), the other not at all. The labels of one item that do not overlap both
/// show, whatever their alpha.
extension Rasterizer {
    /// Draws `labels` (the bar's subviews) on the bar's first wholly covered row; `m` is the bar's
    /// transform to container points, `alpha` its effective opacity.
    mutating func drawNavigationBarLabels(_ labels: [SceneView], bar: SceneView, _ m: Affine, alpha: Double) {
        let s = toSamples.concatenating(m)
        guard s.isAxisAligned, s.a > 0 else { return }
        let (x0, y0) = s.apply(0, 0), (x1, y1) = s.apply(bar.frame.width, bar.frame.height)
        let col0 = ceilDiv(Self.sampleIndex(x0), Canvas.samplesAcross), col1 = floorDiv(Self.sampleIndex(x1), Canvas.samplesAcross)
        let row = ceilDiv(Self.sampleIndex(y0), Canvas.samplesDown)
        guard col1 > col0, floorDiv(Self.sampleIndex(y1), Canvas.samplesDown) > row else { return }
        let cellWidth = Double(Canvas.samplesAcross) / s.a  // points per cell
        let backStart = Int((NavigationBarTransition.backX / cellWidth).rounded())
        let restingTitleX = NavigationBarTransition.titleX(barWidth: bar.frame.width)
        let fitted = fit(labels, barCells: col1 - col0, backStart: backStart)
        var shown: [ShownLabel] = []
        for label in labels {
            let a = alpha * (label.alpha.isFinite ? min(max(label.alpha, 0), 1) : 0)
            guard a > 0 else { continue }
            let isTitle = label.id.hasPrefix(NavigationBarLabels.titlePrefix)
            let screen = Self.screen(of: label.id)
            let paint = nextPaint(label, alpha: a)
            guard let item = fitted[screen], let text = isTitle ? item.title : item.back, !text.isEmpty else { continue }
            let laid = layText(text)
            let width = laid.reduce(0) { $0 + $1.width }
            let start: Int
            if isTitle {
                let offset = Int(((label.frame.minX - restingTitleX) / cellWidth).rounded())
                start = col0 + offset + NavigationBarFit.titleStart(titleWidth: width, barCells: col1 - col0)
            } else {
                start = col0 + backStart + Int(((label.frame.minX - NavigationBarTransition.backX) / cellWidth).rounded())
            }
            let placed = ShownLabel(item: screen, cells: start..<(start + width), alpha: a, run: 0)
            let rivals = shown.filter { $0.collides(with: placed) }
            guard rivals.allSatisfy({ a >= $0.alpha }) else { continue }
            for rival in rivals { canvas.removeRun(rival.run, row: row) }
            shown.removeAll { rival in rivals.contains { $0.run == rival.run } }
            shown.append(ShownLabel(item: screen, cells: placed.cells, alpha: a,
                                    run: drawLabelRun(laid, start: start, row: row, clip: col0..<col1, paint)))
        }
    }

    /// The fitted texts of each item on the bar, by screen id.
    private func fit(_ labels: [SceneView], barCells: Int, backStart: Int) -> [String: NavigationBarFit.Fitted] {
        var out: [String: NavigationBarFit.Fitted] = [:]
        let backs = Dictionary(labels.filter { $0.id.hasPrefix(NavigationBarLabels.backPrefix) }.map { (Self.screen(of: $0.id), $0.title ?? "") },
                               uniquingKeysWith: { a, _ in a })
        for label in labels where label.id.hasPrefix(NavigationBarLabels.titlePrefix) {
            let screen = Self.screen(of: label.id)
            out[screen] = NavigationBarFit.fit(title: Sanitize.text(label.title ?? ""), back: backs[screen].map(Sanitize.text),
                                               barCells: barCells, backStart: backStart) { min(DisplayWidth.of($0), 2) }
        }
        return out
    }

    /// The screen id a label's id names (`navigationBar.title.<screen>`, `navigationBar.back.<screen>`).
    private static func screen(of id: String) -> String {
        for prefix in [NavigationBarLabels.titlePrefix, NavigationBarLabels.backPrefix] where id.hasPrefix(prefix) {
            return String(id.dropFirst(prefix.count))
        }
        return id
    }

    /// One label's text as a bold run from column `start`, inside `clip` (the bar's columns);
    /// returns the run's number.
    private mutating func drawLabelRun(_ laid: [LaidChar], start: Int, row: Int, clip: Range<Int>, _ p: Paint) -> Int32 {
        beginRun()
        addText(laid, x: start, y: row, clipX0: clip.lowerBound, clipX1: clip.upperBound, fg: Packed.contrast(p.color),
                attributes: [.bold], p)
        endRun(p)
        return runID
    }
}

/// A bar label drawn this frame: its item (screen id), its columns, its opacity and its run.
private struct ShownLabel {
    var item: String
    var cells: Range<Int>
    var alpha: Double
    var run: Int32

    /// Whether `other` may not show beside this one: overlapping columns, or — for labels of
    /// different items — columns that touch (no blank cell between).
    func collides(with other: ShownLabel) -> Bool {
        let reach = item == other.item ? 0 : 1
        return other.cells.lowerBound < cells.upperBound + reach && cells.lowerBound < other.cells.upperBound + reach
    }
}
