@testable import SegueCore

/// Whether two numbers agree to within `tol` (absolute).
func nearly(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

/// Whether two gesture update lists agree, numbers to within `tol` (velocities to `tol` × 1000).
func nearly(_ a: [GestureUpdate], _ b: [GestureUpdate], _ tol: Double = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        switch (x, y) {
        case let (.began(p1), .began(p2)):
            if !nearly(p1, p2, tol) { return false }
        case let (.changed(p1, t1, v1), .changed(p2, t2, v2)):
            if !nearly(p1, p2, tol) || !nearly(t1, t2, tol) || !nearly(v1, v2, tol * 1000) { return false }
        case let (.ended(p1, v1), .ended(p2, v2)):
            if !nearly(p1, p2, tol) || !nearly(v1, v2, tol * 1000) { return false }
        case (.cancelled, .cancelled), (.failed, .failed):
            break
        default:
            return false
        }
    }
    return true
}

/// The phone container (390×844 pt): step 19.5 pt, distance 390 pt.
let phoneContainer = Size(width: 390, height: 844)

/// The gesture inputs by the keys that stand for them in `KeyMaps.previewer` (→ is `.right`,
/// Enter and Space both lift, Escape cancels, `-` pinches in), so tests read as key sequences.
extension GestureInput {
    static let right = GestureInput.arrow(.right), left = GestureInput.arrow(.left)
    static let up = GestureInput.arrow(.up), down = GestureInput.arrow(.down)
    static let enter = GestureInput.lift, space = GestureInput.lift, escape = GestureInput.cancel
    static let minus = GestureInput.pinch(inward: true), plus = GestureInput.pinch(inward: false)
}

/// A gesture the keyboard drives, for the drivers below.
protocol KeyDrivenGesture: InteractiveGesture {
    /// When the keyboard finger's last lift in motion was dated (`KeyboardFinger.liftDate`).
    var liftDate: Double? { get }
}
extension EdgePanGesture: KeyDrivenGesture {
    var liftDate: Double? { finger.liftDate }
}
extension PinchGesture: KeyDrivenGesture {
    var liftDate: Double? { finger.liftDate }
}
extension ZoomDismissPan: KeyDrivenGesture {
    var liftDate: Double? { if case .keyboard(let f) = finger { f.liftDate } else { nil } }
}

/// One update with the real time it happened at (for a lift, when it was detected).
struct TimedUpdate {
    var t: Double
    var update: GestureUpdate
    /// For an `ended` update: when the finger's lift was dated (`KeyboardFinger.liftDate`: the
    /// end of the last glide of a lift in motion), nil for a lift at the instant it happened.
    var liftDate: Double? = nil
}

extension KeyDrivenGesture {
    /// Plays `keys` (times in seconds, in order) and then lets time run to `end`, advancing from
    /// deadline to deadline as a caller would, so every update is stamped with its own time.
    mutating func play(_ keys: [(Double, GestureInput)], until end: Double, canBegin: () -> Bool = { true }) -> [TimedUpdate] {
        var out: [TimedUpdate] = []
        var i = 0
        var now = 0.0
        while true {
            let nextKey = i < keys.count ? keys[i].0 : nil
            let candidates = [deadline, nextKey, end].compactMap { $0 }.filter { $0 >= now }
            guard let t = candidates.min(), t <= end else { break }
            now = t
            if let k = nextKey, k <= t {
                out += handle(keys[i].1, at: k, canBegin: canBegin).map { TimedUpdate(t: k, update: $0, liftDate: liftDate) }
                i += 1
            } else {
                out += advance(to: t, canBegin: canBegin).map { TimedUpdate(t: t, update: $0, liftDate: liftDate) }
                if t == end && deadline.map({ $0 > end }) ?? true && i >= keys.count { break }
            }
        }
        return out
    }

    /// Presses `key` `count` times `interval` seconds apart from `t0`, then lets time run to
    /// `end` (default: 0.2 s after the last press, so the finger has reached its target).
    mutating func hold(_ key: GestureInput, _ count: Int, from t0: Double, every interval: Double = 0.033,
                       until end: Double? = nil, canBegin: () -> Bool = { true }) -> [TimedUpdate] {
        let keys = (0..<count).map { (t0 + Double($0) * interval, key) }
        return play(keys, until: end ?? (t0 + Double(count - 1) * interval + 0.2), canBegin: canBegin)
    }
}

/// Presses of one key at `times`.
func presses(_ key: GestureInput, at times: [Double]) -> [(Double, GestureInput)] { times.map { ($0, key) } }

/// `count` times from `t0`, `interval` apart.
func times(from t0: Double, count: Int, every interval: Double) -> [Double] {
    (0..<count).map { t0 + Double($0) * interval }
}

/// The updates of one kind, by their names (`began`, `changed`, `ended`, `cancelled`, `failed`).
func kinds(_ updates: [TimedUpdate]) -> [String] {
    updates.map { "\($0.update)".prefix { $0 != "(" }.description }
}
