/// The vertical pan that drags a page sheet (docs/gestures.md, "Sheets"): the edge pan's
/// keyboard finger turned vertical — ↑ moves it `step` points up, ↓ back down, gliding frame
/// by frame (`KeyboardFinger`) and lifting on its own as the edge pan's does (`KeyRepeat`) —
/// or the mouse, pressed anywhere on the sheet and dragged. Positions are points *up* from
/// where the finger went down (so velocities are positive upward); there is no hysteresis: the
/// sheet follows from the first frame. Enter or Space lift the keyboard's finger; Escape cancels.
public struct SheetPan: InteractiveGesture {
    /// What moves the finger.
    public enum Source: Sendable, Equatable {
        case keyboard(KeyboardFinger)
        case mouse(TouchTracker)
    }

    /// The container size; unit: points.
    public let containerSize: Size
    /// The finger's driver and state.
    public private(set) var source: Source
    /// The latest time the caller advanced to; unit: seconds.
    private var seen = -Double.infinity

    /// The keyboard's sheet pan: `step` points a press (nil or ≤ 0: the container height / 20),
    /// lifting as `keyRepeat` says (default 0.7 s / measured).
    public init(keyboardIn containerSize: Size, step: Double? = nil, keyRepeat: KeyRepeat = KeyRepeat()) {
        self.containerSize = containerSize
        let stepSize = step.flatMap { $0 > 0 ? $0 : nil } ?? containerSize.height / 20
        let tracker = TouchTracker(hysteresis: 0, distance: containerSize.height)
        source = .keyboard(KeyboardFinger(step: Vector(dx: stepSize), stepRange: -1000...1000, keyRepeat: keyRepeat, tracker: tracker))
    }

    /// The mouse's sheet pan, in a container of `containerSize` points.
    public init(mouseIn containerSize: Size) {
        self.containerSize = containerSize
        source = .mouse(TouchTracker(hysteresis: 0, distance: containerSize.height))
    }

    public var tracker: TouchTracker {
        switch source {
        case .keyboard(let f): f.tracker
        case .mouse(let t): t
        }
    }

    public var isKeyboard: Bool { if case .keyboard = source { true } else { false } }

    /// The keyboard finger's prediction (a lift in motion while the key repeats); the mouse's estimate.
    public func releaseVelocity(at t: Double) -> Double {
        switch source {
        case .keyboard(let f): f.releaseVelocity(at: t).along
        case .mouse(let m): m.estimator.releaseVelocity(at: t)
        }
    }

    public var liftsWithKeys: Bool { isKeyboard }

    public var kind: GestureInfo.Kind { .sheetPan(byMouse: !isKeyboard) }

    /// The keyboard finger's next frame, stale velocity or lift; the mouse's stale velocity.
    public var deadline: Double? {
        switch source {
        case .keyboard(let f): return f.deadline
        case .mouse(let t):
            guard t.isTouching, t.state.isRecognized, t.velocity != 0, let stale = t.estimator.staleTime, stale > seen else { return nil }
            return stale
        }
    }

    /// Whether `handle(_:at:)` acts on `key` now: ↑ and ↓ always (they put the finger down),
    /// Enter, Space and Escape while the keyboard's finger is down.
    public func consumes(_ key: Key) -> Bool {
        guard isKeyboard else { return key == .escape && tracker.isTouching }
        switch key {
        case .up, .down: return true
        case .enter, .space, .escape: return tracker.isTouching
        default: return false
        }
    }

    /// A key at time `t` (seconds): ↑ / ↓ move the keyboard's finger, Enter / Space lift it,
    /// Escape cancels. First shows what fell due by `t`.
    public mutating func handle(_ key: Key, at t: Double) -> [GestureUpdate] {
        var updates = advance(to: t, canBegin: { true })
        switch (source, key) {
        case (.keyboard(var f), .up), (.keyboard(var f), .down):
            _ = f.press(dx: key == .up ? 1 : -1, at: t, startsTouch: true)
            source = .keyboard(f)
        case (_, .enter), (_, .space):
            if isKeyboard { updates += release(at: t) }
        case (_, .escape):
            updates += cancel(at: t)
        default:
            break
        }
        return updates
    }

    /// A mouse report of `kind` at `point` (container points) at time `t` (seconds); a press
    /// puts the finger down there (the caller checks it is on the sheet).
    public mutating func handle(_ kind: MouseEvent.Kind, at point: Point, t: Double) -> [GestureUpdate] {
        seen = max(seen, t)
        guard case .mouse(var tracker) = source else { return [] }
        defer { source = .mouse(tracker) }
        switch kind {
        case .press:
            let updates = tracker.lift(at: t)
            tracker.touchDown(at: -point.y, t: t)
            return updates
        case .drag:
            return tracker.move(to: -point.y, at: t, canBegin: { true })
        case .release:
            return tracker.lift(at: t)
        }
    }

    /// Fires what fell due by `t`. `canBegin` is not asked: no transition begins with a sheet
    /// pan, so it always begins (the sheet is draggable whenever the pan could start).
    public mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        seen = max(seen, t)
        guard case .keyboard(var f) = source else { return [] }
        defer { source = .keyboard(f) }
        return f.advance(to: t, canBegin: { true })
    }

    public mutating func release(at t: Double) -> [GestureUpdate] {
        switch source {
        case .keyboard(var f):
            defer { source = .keyboard(f) }
            return f.lift(at: t)
        case .mouse(var m):
            defer { source = .mouse(m) }
            return m.lift(at: t)
        }
    }

    public mutating func cancel(at t: Double) -> [GestureUpdate] {
        switch source {
        case .keyboard(var f):
            defer { source = .keyboard(f) }
            return f.cancel(at: t)
        case .mouse(var m):
            defer { source = .mouse(m) }
            return m.cancel(at: t)
        }
    }
}
