import SegueSupport
import SegueScenario

/// The vertical pan that drags a page sheet (docs/gestures.md, "Sheets"): the edge pan's
/// keyboard finger turned vertical — ↑ moves it `step` points up, ↓ back down, gliding frame
/// by frame (`KeyboardFinger`) and lifting on its own as the edge pan's does (`KeyRepeat`) —
/// or the mouse's finger (`MouseFinger`), pressed anywhere on the sheet and dragged. Positions are points *up* from
/// where the finger went down (so velocities are positive upward); there is no hysteresis: the
/// sheet follows from the first frame. Enter or Space lift the keyboard's finger; Escape cancels.
public struct SheetPan: InteractiveGesture {
    /// The container size; unit: points.
    public let containerSize: Size
    /// The finger: the keyboard's (↑ ↓) or the mouse's (seen as how far up it is).
    public private(set) var finger: Finger

    /// The keyboard's sheet pan: `step` points a press (nil or ≤ 0: the container height / 20),
    /// lifting as `keyRepeat` says (default 0.7 s / measured).
    public init(keyboardIn containerSize: Size, step: Double? = nil, keyRepeat: KeyRepeat = KeyRepeat()) {
        self.containerSize = containerSize
        let stepSize = step.flatMap { $0 > 0 ? $0 : nil } ?? containerSize.height / 20
        let tracker = TouchTracker(hysteresis: 0, distance: containerSize.height)
        finger = .keyboard(KeyboardFinger(step: Vector(dx: stepSize), stepRange: -1000...1000, keyRepeat: keyRepeat, tracker: tracker))
    }

    /// The mouse's sheet pan, in a container of `containerSize` points.
    public init(mouseIn containerSize: Size) {
        self.containerSize = containerSize
        finger = .mouse(MouseFinger(measure: .up, tracker: TouchTracker(hysteresis: 0, distance: containerSize.height)))
    }

    public var tracker: TouchTracker { finger.tracker }

    public var isKeyboard: Bool { finger.isKeyboard }

    /// The keyboard finger's prediction (a lift in motion while the key repeats); the mouse's estimate.
    public func releaseVelocity(at t: Double) -> Double { finger.releaseVelocity(at: t).along }

    public var liftsWithKeys: Bool { isKeyboard }

    public var kind: GestureInfo.Kind { .sheetPan(byMouse: !isKeyboard) }

    /// The keyboard finger's next frame, stale velocity or lift; the mouse's stale velocity.
    public var deadline: Double? { finger.deadline }

    /// Whether `handle` acts on `input` now: the keyboard's ↑ and ↓ always (they put the finger
    /// down), its lift while its finger is down; the mouse's reports; the cancel while a finger is down.
    public func consumes(_ input: GestureInput) -> Bool {
        switch input {
        case .arrow(.up), .arrow(.down): isKeyboard
        case .lift: isKeyboard && tracker.isTouching
        case .cancel: tracker.isTouching
        case .mouse: !isKeyboard
        default: false
        }
    }

    /// Handles `input` at time `t` (seconds), after what fell due by `t`: ↑ / ↓ move the keyboard's
    /// finger, the lift lifts it, the cancel cancels; a mouse press puts the mouse's finger down at
    /// its point (the caller checks it is on the sheet), drags move it, the release lifts it.
    /// `canBegin` is not asked: no transition begins with a sheet pan.
    public mutating func handle(_ input: GestureInput, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        if case .mouse(let kind, let point) = input { return finger.mouse(kind, at: point, t: t, canBegin: { true }) }
        var updates = advance(to: t, canBegin: { true })
        switch (finger, input) {
        case (.keyboard(var f), .arrow(let arrow)) where arrow == .up || arrow == .down:
            _ = f.press(dx: arrow == .up ? 1 : -1, at: t, startsTouch: true)
            finger = .keyboard(f)
        case (_, .lift):
            if isKeyboard { updates += release(at: t) }
        case (_, .cancel):
            updates += cancel(at: t)
        default:
            break
        }
        return updates
    }

    /// Fires what fell due by `t`. `canBegin` is not asked: no transition begins with a sheet
    /// pan, so it always begins (the sheet is draggable whenever the pan could start).
    public mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        finger.advance(to: t, canBegin: { true })
    }

    public mutating func release(at t: Double) -> [GestureUpdate] { finger.lift(at: t) }

    public mutating func cancel(at t: Double) -> [GestureUpdate] { finger.cancel(at: t) }
}
