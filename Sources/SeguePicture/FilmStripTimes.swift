import SegueCore

/// The times of a film strip's frames given as percents of the run's first transition
/// (`segue render --format png --percent P,…`; docs/cli.md): the run is stepped every
/// `step` seconds, and P's time is the first step at which the first transition's percent
/// (time offset / duration, as the panel shows it) is at least P. This holds for interactive
/// runs too, where the percent follows the finger and may go back: the first time counts.
/// A transition that completes without a step at P (it ends between two steps) gives P its
/// end, the first step after it; one that is cancelled before reaching P is an error. The
/// default strip (`Span.evenTimes`) takes five times evenly spaced over the first transition,
/// which any transition has, cancelled or not.
public enum FilmStripTimes {
    /// The step of the search; unit: seconds.
    public static let step = 0.001
    /// The strip's frames when neither --at nor --percent is given; unit: percent.
    public static let defaultPercents: [Double] = [0, 25, 50, 75, 100]

    /// Why percents have no times.
    public enum Failure: Error, Sendable, Equatable {
        /// No transition starts in the run.
        case noTransition
        /// The first transition (`operation`) was cancelled at most at `highest` percent, below `percent`.
        case neverReaches(percent: Double, highest: Double, operation: String)

        /// One line for the user.
        public var message: String {
            switch self {
            case .noTransition:
                "--percent: no transition starts in this run (give --events, or --at T for times)"
            case let .neverReaches(p, highest, op):
                "--percent \(DecimalText.compact(p)): the first transition (\(op)) is cancelled at "
                    + "\(DecimalText.fixed(highest, decimals: 1)) % and never reaches it"
            }
        }
    }

    /// The times (seconds, multiples of `step`) at which the first transition of `player`'s run
    /// through `events` first reaches each of `percents` (0…100), in their order.
    /// - Parameter until: the run's end (seconds), nil for `HeadlessRun.maximumDuration`.
    public static func times(for percents: [Double], player: Player, events: [TimedEvent],
                             until: Double? = nil) throws(Failure) -> [Double] {
        var found = [Double?](repeating: nil, count: percents.count)
        let span = scan(player, events: events, until: until) { t, p in
            guard let p else {  // the end: what is left gets it, unless the transition was cancelled
                for i in found.indices where found[i] == nil { found[i] = t }
                return false
            }
            for (i, want) in percents.enumerated() where found[i] == nil && p * 100 >= want - 1e-9 { found[i] = t }
            return found.contains { $0 == nil }
        }
        guard let span else { throw .noTransition }
        return try found.enumerated().map { (i, t) throws(Failure) in
            guard let t, !(span.cancelled && percents[i] > span.highest + 1e-9) else {
                throw .neverReaches(percent: percents[i], highest: span.highest, operation: span.operation)
            }
            return t
        }
    }

    /// The first transition of a run: its start and end (seconds), how far it got, whether it was cancelled.
    public struct Span: Sendable, Equatable {
        public var start: Double, end: Double
        /// The highest percent seen, 0…100.
        public var highest: Double
        public var cancelled: Bool
        /// The operation, as the panel names it (`pop`).
        public var operation: String

        /// `count` (≥ 2) times evenly spaced from the start to the end (the default strip: for
        /// an animated transition, whose percent grows with time, 0, 25, 50, 75 and 100 %).
        public func evenTimes(_ count: Int) -> [Double] {
            (0..<count).map { $0 == count - 1 && count > 1 ? end : start + (end - start) * Double($0) / Double(max(count - 1, 1)) }
        }
    }

    /// The first transition of `player`'s run through `events`, nil when none starts before `until`.
    public static func firstTransition(player: Player, events: [TimedEvent], until: Double? = nil) -> Span? {
        scan(player, events: events, until: until) { _, _ in true }
    }

    /// Steps the run every `step` s until its first transition ends, calling `visit(t, percent)`
    /// (percent 0…1) at each step while it runs and `visit(t, nil)` once at the first step after
    /// it; `visit` returns whether to go on. Returns the transition's span (its end the time of
    /// the last step taken when `visit` stopped early), nil when none starts.
    private static func scan(_ player: Player, events: [TimedEvent], until: Double?,
                             visit: (Double, Double?) -> Bool) -> Span? {
        var span: Span?
        var lastPhase = Phase.idle
        let end = until ?? HeadlessRun.maximumDuration
        var next = 0, k = 0
        while Double(k) * step <= end + 1e-9 {
            let t = Double(k) * step
            k += 1
            while next < events.count, events[next].t <= t + 1e-12 { player.handle(events[next]); next += 1 }
            player.advance(to: t)
            let panel = player.scene().panel
            if panel.phase != .idle, let p = panel.percent {
                if span == nil { span = Span(start: t, end: t, highest: 0, cancelled: false, operation: panel.operation.map { "\($0)" } ?? "") }
                span?.end = t
                if let seen = span?.highest, p * 100 > seen { span?.highest = p * 100 }
                lastPhase = panel.phase
                if !visit(t, p) { break }
            } else if span != nil {
                span?.end = t
                span?.cancelled = lastPhase == .cancelling
                _ = visit(t, nil)
                break
            }
        }
        return span
    }
}
