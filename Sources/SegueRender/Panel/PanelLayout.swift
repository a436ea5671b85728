/// Which rows of the side panel each part gets, as row offsets from the panel's top.
///
/// Parts, top to bottom: title, status (operation · phase, speed, paused), percent bar, plot
/// caption and plot, gesture (two rows), event log, key hints (always the bottom row). Rows are
/// handed out in this order of importance, each part only if it fits whole:
/// title 1, status 1, bar 1, hints 1, gesture 2, plot 3 (caption + 2 plot rows), log 1; then one
/// blank gap row before each of plot, gesture and log (in that order, for the parts present);
/// then up to 4 more plot rows (6 at most); the log takes every row left. Examples: height 40
/// gives title 0, status 1, bar 2, caption 4, plot 5..<11, gesture 12..<14, log 15..<39,
/// hints 39; height 1 gives the title only. With `animator` (an interruptible transition runs),
/// two rows for the property animator come right under the gesture, taken after the log's
/// first row and before the gaps (height 40: animator 14..<16, log 17..<39). With
/// `wrappedOutcome` (what a release does is wider than the panel), the gesture gets a third row
/// for the rest of it, taken after the animator's and before the gaps (height 40: gesture
/// 12..<15, log 16..<39).
public struct PanelLayout: Sendable, Equatable {
    /// Row of the scenario title; nil when the panel has no rows.
    public var title: Int?
    /// Row of the status line.
    public var status: Int?
    /// Row of the percent bar.
    public var bar: Int?
    /// Row of the plot caption (timing name, playhead time and value).
    public var plotCaption: Int?
    /// Rows of the plot itself (empty when there is no room).
    public var plot: Range<Int>
    /// Rows of the gesture (translation and velocity, then the release outcome on one row, or
    /// two when it is wrapped).
    public var gesture: Range<Int>
    /// Rows of the property animator (state and fraction, then the release velocity); empty
    /// when there is none or no room.
    public var animator: Range<Int>
    /// Rows of the event log tail.
    public var log: Range<Int>
    /// Row of the key hints (the bottom row).
    public var hints: Int?

    /// Most plot rows the panel uses.
    public static let maximumPlotRows = 6

    /// The layout for a panel `height` rows tall (any value; ≤ 0 gives an empty layout);
    /// `animator` (default false): whether the property animator's rows are wanted;
    /// `wrappedOutcome` (default false): whether the release outcome wants a second row.
    public init(height: Int, animator: Bool = false, wrappedOutcome: Bool = false) {
        let h = max(0, height)
        var left = h
        func take(_ n: Int) -> Bool {
            guard left >= n else { return false }
            left -= n
            return true
        }
        let hasTitle = take(1), hasStatus = take(1), hasBar = take(1), hasHints = take(1)
        let hasGesture = take(2)
        let hasPlot = take(3)
        let hasLog = take(1)
        let hasAnimator = animator && hasGesture && take(2)
        let gestureRows = wrappedOutcome && hasGesture && take(1) ? 3 : 2
        let gapPlot = hasPlot && take(1)
        let gapGesture = hasGesture && take(1)
        let gapLog = hasLog && take(1)
        var plotRows = hasPlot ? 2 : 0
        if hasPlot {
            let more = min(left, Self.maximumPlotRows - plotRows)
            plotRows += more
            left -= more
        }
        var logRows = hasLog ? 1 : 0
        if hasLog {
            logRows += left
            left = 0
        }

        var row = 0
        func next(_ present: Bool, _ n: Int = 1) -> Range<Int> {
            guard present else { return row..<row }
            defer { row += n }
            return row..<(row + n)
        }
        title = hasTitle ? next(true).lowerBound : nil
        status = hasStatus ? next(true).lowerBound : nil
        bar = hasBar ? next(true).lowerBound : nil
        if gapPlot { row += 1 }
        plotCaption = hasPlot ? next(true).lowerBound : nil
        plot = next(hasPlot, plotRows)
        if gapGesture { row += 1 }
        gesture = next(hasGesture, gestureRows)
        self.animator = next(hasAnimator, 2)
        if gapLog { row += 1 }
        log = next(hasLog, logRows)
        hints = hasHints ? h - 1 : nil
    }
}
