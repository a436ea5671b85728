import SegueModel

/// Every input the `Player` gave its `SimulatedApp` since the model was last built, in order,
/// with its instant: what lets the player rebuild the model as it was at an earlier model time
/// exactly — a step back (`,`) and the onion skin's ghosts are recomputed from the scenario and
/// these inputs, never approximated (docs/terminal.md, "Time both ways").
///
/// Model time never runs back between two builds of the model, so the inputs are in model-time
/// order and "the inputs up to model time m" is a prefix.
public struct ModelHistory: Sendable {
    /// One call into the app.
    public enum Input: Sendable {
        case intent(Intent, Instant)
        case pointer(SimulatedApp.Pointer, Instant)
        case advance(Instant)

        /// When the call happened, on both clocks.
        public var instant: Instant {
            switch self {
            case .intent(_, let i), .pointer(_, let i), .advance(let i): i
            }
        }
    }

    /// The inputs, oldest first.
    public private(set) var inputs: [Input] = []

    public init() {}

    /// Appends `input` (its model time is never before the last one's).
    public mutating func append(_ input: Input) { inputs.append(input) }

    /// Keeps the first `count` inputs.
    public mutating func keepFirst(_ count: Int) { inputs.removeLast(max(0, inputs.count - count)) }

    /// How many inputs happened at or before model time `m` (unit: seconds; within 1e-12).
    public func count(upToModel m: Double) -> Int {
        var lo = 0, hi = inputs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if inputs[mid].instant.model <= m + 1e-12 { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Feeds the first `count` inputs to `app`, a model freshly built from the scenario.
    public func replay(_ count: Int, into app: SimulatedApp) { replay(0..<count, into: app) }

    /// Feeds the inputs at `range` (indices, oldest first) to `app`, a model that has had the
    /// ones before it.
    public func replay(_ range: Range<Int>, into app: SimulatedApp) {
        for input in inputs[range.clamped(to: 0..<inputs.count)] {
            switch input {
            case .intent(let intent, let instant): app.handle(intent, at: instant)
            case .pointer(let pointer, let instant): app.handle(pointer, at: instant)
            case .advance(let instant): app.advance(to: instant)
            }
        }
    }

    /// The real time (seconds) at which the model reached model time `m`, as the app itself
    /// takes it between two inputs (`SimulatedApp.advance(to:)`: model time runs evenly with
    /// real time between them): interpolated between the last input at or before `m` and the
    /// next; after the last input, real time moves on as model time does; before any, `m`.
    public func realTime(atModel m: Double) -> Double {
        let n = count(upToModel: m)
        guard n > 0 else { return max(0, m) }
        let last = inputs[n - 1].instant
        guard n < inputs.count else { return last.real + max(0, m - last.model) }
        let next = inputs[n].instant
        guard next.model > last.model else { return last.real }
        return last.real + (next.real - last.real) * (m - last.model) / (next.model - last.model)
    }
}
