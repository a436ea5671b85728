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
/// While a push or pop moves the labels, each is shifted by its label's offset from its resting x,
/// and each is one text run with a blank cell either side, so two labels that would touch or
/// overlap never mix: the more opaque one shows whole (`endRun`).
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
            drawLabelRun(laid, start: start, width: width, row: row, clip: col0..<col1, paint)
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

    /// One label's text as a bold run from column `start`, with a blank cell either side inside
    /// `clip` (the bar's columns).
    private mutating func drawLabelRun(_ laid: [LaidChar], start: Int, width: Int, row: Int, clip: Range<Int>, _ p: Paint) {
        let fg = Packed.contrast(p.color)
        beginRun()
        if clip.contains(start - 1) { addToRun(glyphs.space, start - 1, row, fg, [.bold], p) }
        addText(laid, x: start, y: row, clipX0: clip.lowerBound, clipX1: clip.upperBound, fg: fg, attributes: [.bold], p)
        if clip.contains(start + width) { addToRun(glyphs.space, start + width, row, fg, [.bold], p) }
        endRun(p)
    }
}
