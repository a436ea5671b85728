import SegueScenario
import SegueModel

/// One press of a gesture as the player gave it to the model: a key's intent (an arrow, `-`/`+`,
/// Enter or Space lifting, Escape) or a mouse report in container points.
enum GesturePress: Sendable, Equatable {
    case intent(Intent)
    case pointer(SimulatedApp.Pointer)

    /// Whether it can put a finger down (an arrow, `-`/`+`, a mouse press): a new gesture when none is down.
    var isPress: Bool {
        switch self {
        case .intent(.pan), .intent(.pinch), .pointer(.press): true
        default: false
        }
    }
}

/// A gesture's presses, each at its session time from the gesture's first press (unit:
/// seconds): what an inspector step and `g` replay (docs/terminal.md, "The inspector").
final class GestureTake {
    private(set) var presses: [(offset: Double, press: GesturePress)] = []
    /// The session time of the first press; unit: seconds.
    let start: Double

    init(start: Double) { self.start = start }

    func append(_ press: GesturePress, at s: Double) { presses.append((s - start, press)) }
}

/// Replaying the last gesture (docs/terminal.md, "The inspector"): the player keeps the presses
/// of the last gesture — from a press (an arrow, `-`/`+`, a mouse press) while the model is idle
/// and no finger is down, until the next such press — and, unless `p`, `b` or a digit started a
/// transition since, an inspector step or `g` gives the same presses again at the same
/// intervals after the model restarted, so a change of completionSpeed or completionCurve shows
/// in the release it acts on. Session time drives the replay, so it is the same at every frame
/// rate and in a recording's replay.
extension Player {
    /// Gives a gesture's press to the model at session time `s`, keeping it in the gesture being
    /// made; `onlyIfUsed`: keep it only when the model used it (Space lifts, else pauses).
    /// Returns whether the model used it.
    @discardableResult
    func give(_ press: GesturePress, at s: Double, onlyIfUsed: Bool = false) -> Bool {
        let wasIdle = app.phase == .idle
        let startsTake = press.isPress && wasIdle && !(app.scene().panel.gesture?.isTouching ?? false)
        let used: Bool
        switch press {
        case .intent(let intent): used = apply(.intent(intent, Instant(model: modelTime(at: s), real: s)))
        case .pointer(let pointer): used = apply(.pointer(pointer, Instant(model: modelTime(at: s), real: s)))
        }
        if used || !onlyIfUsed {
            if startsTake || gestureTake == nil { gestureTake = GestureTake(start: s) }
            gestureTake?.append(press, at: s)
        }
        if case .intent(let intent) = press { noteStart(intent, wasIdle: wasIdle) } else { noteStart(.pan(.right), wasIdle: wasIdle) }
        return used
    }

    /// The model again from the initial state (with the scenario as tuned), then the last
    /// transition's start again: the presses of the gesture that started it, at their intervals
    /// from now, or the `p`, `b` or digit that did; nothing when none was started yet.
    func replayLastStart() {
        resetModel()
        let now = sessionTime
        if stepReplaysGestures, let take = gestureTake {
            pendingPresses = take.presses.map { (now + $0.offset, $0.press) }
            advance(to: now)
        } else if let start = lastStart {
            apply(.intent(start, Instant(model: modelTime(at: now), real: now)))
        }
    }
}
