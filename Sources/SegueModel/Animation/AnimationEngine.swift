import SegueScenario

/// One `animate(...)` call: its animations and its completion.
final class AnimationBlock {
    var pending = 0
    var finished = true
    var completion: ((Bool) -> Void)?
    var fired = false
    init(completion: ((Bool) -> Void)?) { self.completion = completion }
}

/// A running animation of one property of one view.
final class PropertyAnimation {
    enum Kind {
        case basic(from: Double, to: Double)
        case keyframes(KeyframeSequence)
    }
    let view: Int
    let property: AnimatableProperty
    let kind: Kind
    /// Start: absolute model time, or the group offset at creation for grouped animations.
    let begin: Double
    let delay: Double
    let evaluator: TimingEvaluator
    weak var group: AnimationGroup?
    let block: AnimationBlock
    /// The property animator that decides this animation's progress, if any (its clock is
    /// then the animator's, not the engine's: docs/animation.md, "Property animators").
    weak var driver: ProgressDriver?

    init(view: Int, property: AnimatableProperty, kind: Kind, begin: Double, delay: Double,
         evaluator: TimingEvaluator, group: AnimationGroup?, block: AnimationBlock) {
        self.view = view
        self.property = property
        self.kind = kind
        self.begin = begin
        self.delay = delay
        self.evaluator = evaluator
        self.group = group
        self.block = block
    }

    /// Seconds from the animation's start (after its delay) to its end.
    var activeDuration: Double { evaluator.duration }

    /// Absolute end time (ungrouped animations only).
    var endTime: Double { begin + delay + activeDuration }

    func value(at t: Double) -> Double {
        if let driver, case let .basic(from, to) = kind { return from + (to - from) * driver.progress(of: self, at: t) }
        let clock = group?.offset(at: t) ?? t
        let elapsed = clock - begin - delay
        switch kind {
        case let .basic(from, to):
            return from + (to - from) * evaluator.progress(elapsed: elapsed)
        case let .keyframes(sequence):
            let d = activeDuration
            let f = d > 0 ? min(max(elapsed / d, 0), 1) : 1
            return sequence.value(atFraction: f)
        }
    }
}

/// The animation engine (docs/animation.md): UIView-style block animations of view properties, with
/// time passed in. A property set inside `animate` animates from its presentation value to the
/// new model value; a new animation of a property already animating starts from the current
/// presentation value and replaces the old one (whose block then completes with `false`).
public final class AnimationEngine {
    /// Model time, and where deferred completions are scheduled.
    private let clock: ModelClock

    struct Key: Hashable {
        let view: Int
        let property: AnimatableProperty
    }

    struct OpenBlock {
        var animated: Bool
        var duration: Double
        var delay: Double
        var timing: Timing
        var group: AnimationGroup?
        var block: AnimationBlock?
        var keyframes: KeyframeContext?
        var driver: ProgressDriver?
    }

    final class KeyframeContext {
        var currentStart = 0.0
        var currentDuration = 1.0
        var keyframes: [Key: (base: Double, frames: [KeyframeSequence.Keyframe], view: View)] = [:]
        var order: [Key] = []
        let mode: CalculationMode
        let curve: TimingCurve
        init(mode: CalculationMode, curve: TimingCurve) { self.mode = mode; self.curve = curve }
    }

    var open: [OpenBlock] = []
    var running: [Key: PropertyAnimation] = [:]
    private var groups: [AnimationGroup] = []
    private var immediateCompletions: [AnimationBlock] = []
    /// Active property animators, kept alive while active as UIKit keeps them.
    var drivers: [ProgressDriver] = []

    init(clock: ModelClock) { self.clock = clock }

    /// Whether any animation is in progress at `t` (paused groups count as not moving).
    public func isAnimating(at t: Double) -> Bool {
        if running.values.contains(where: { $0.group == nil && $0.driver == nil && $0.endTime > t }) { return true }
        if drivers.contains(where: { $0.isMoving }) { return true }
        return groups.contains { if case .paused = $0.state { false } else { $0.endTime != nil } }
    }

    /// Whether a property set now animates: inside an animation block (a keyframe animation
    /// too), not in `performWithoutAnimation`.
    public var isInsideAnimationBlock: Bool { open.last?.animated ?? false }

    // MARK: Blocks

    /// Animates every property `changes` sets, over `duration` seconds (≥ 0) after `delay`
    /// seconds (≥ 0, default 0), with `timing` (default easeInOut). Animations join `group`
    /// when given (their clock is then the group's offset). `completion` runs once, with
    /// `true` unless one of the animations was replaced by a newer one.
    public func animate(duration: Double, delay: Double = 0, timing: Timing = .default, group: AnimationGroup? = nil,
                        changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let block = AnimationBlock(completion: completion)
        open.append(OpenBlock(animated: true, duration: duration, delay: delay, timing: timing, group: group, block: block))
        changes()
        open.removeLast()
        register(block, group: group)
    }

    /// Applies `changes` at once, even inside an animation block.
    public func performWithoutAnimation(_ changes: () -> Void) {
        open.append(OpenBlock(animated: false, duration: 0, delay: 0, timing: .default, group: nil, block: nil))
        changes()
        open.removeLast()
    }

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: inside
    /// `changes`, call `addKeyframe(relativeStart:relativeDuration:changes:)`. `curve` is the
    /// overall curve applied to time before the keyframe lookup (default easeInOut).
    public func animateKeyframes(duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
                                 mode: CalculationMode = .linear, group: AnimationGroup? = nil,
                                 changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let block = AnimationBlock(completion: completion)
        let context = KeyframeContext(mode: mode, curve: curve)
        open.append(OpenBlock(animated: true, duration: duration, delay: delay, timing: .curve(.linear), group: group,
                              block: block, keyframes: context))
        changes()
        open.removeLast()
        for key in context.order {
            guard let entry = context.keyframes[key] else { continue }
            let sequence = KeyframeSequence(base: entry.base, keyframes: entry.frames, mode: mode, curve: curve)
            start(PropertyAnimation(view: key.view, property: key.property, kind: .keyframes(sequence),
                                    begin: clock(group), delay: delay,
                                    evaluator: Timing.curve(.linear).evaluator(nominalDuration: duration),
                                    group: group, block: block), key: key, block: block)
        }
        register(block, group: group)
    }

    /// Adds a keyframe inside `animateKeyframes`: the properties `changes` sets reach their
    /// new values over [relativeStart, relativeStart + relativeDuration] (fractions of the whole).
    public func addKeyframe(relativeStart: Double, relativeDuration: Double, changes: () -> Void) {
        guard let context = open.last?.keyframes else {
            changes()
            return
        }
        context.currentStart = relativeStart
        context.currentDuration = relativeDuration
        changes()
    }

    private func clock(_ group: AnimationGroup?) -> Double {
        group?.offset(at: clock.now) ?? clock.now
    }

    private func register(_ block: AnimationBlock, group: AnimationGroup?) {
        if let group {
            group.blocks.append(block)
        } else if block.pending == 0 {
            immediateCompletions.append(block)
            clock.schedule(at: clock.now) { [weak self] in self?.flushImmediate() }
        }
    }

    private func flushImmediate() {
        let blocks = immediateCompletions
        immediateCompletions.removeAll()
        for b in blocks { fire(b) }
    }

    // MARK: Property changes

    /// Called by `View.set` before the model value changes.
    func willSet(_ view: View, _ p: AnimatableProperty, from presentation: Double, to newValue: Double, oldModel: Double) {
        let key = Key(view: view.handle, property: p)
        guard let top = open.last, top.animated, let block = top.block else {
            // Immediate: a running animation of this property is removed (UIKit would keep
            // animating the presentation layer; here a direct set wins, which is what a
            // performWithoutAnimation inside a transition expects).
            if let old = running.removeValue(forKey: key) { detach(old, finished: false) }
            return
        }
        if let context = top.keyframes {
            if context.keyframes[key] == nil {
                context.keyframes[key] = (presentation, [], view)
                context.order.append(key)
            }
            context.keyframes[key]!.frames.append(
                KeyframeSequence.Keyframe(start: context.currentStart, duration: context.currentDuration, value: newValue))
            return
        }
        if presentation == newValue && running[key] == nil { return }
        if let driver = top.driver {
            let animation = PropertyAnimation(view: view.handle, property: p, kind: .basic(from: presentation, to: newValue),
                                              begin: 0, delay: 0, evaluator: top.timing.evaluator(nominalDuration: 0),
                                              group: nil, block: block)
            animation.driver = driver
            start(animation, key: key, block: block)
            driver.adopt(animation, view: view, property: p, from: presentation, to: newValue)
            return
        }
        let animation = PropertyAnimation(view: view.handle, property: p, kind: .basic(from: presentation, to: newValue),
                                          begin: clock(top.group), delay: top.delay,
                                          evaluator: top.timing.evaluator(nominalDuration: top.duration),
                                          group: top.group, block: block)
        start(animation, key: key, block: block)
    }

    private func start(_ animation: PropertyAnimation, key: Key, block: AnimationBlock) {
        if let old = running[key] { detach(old, finished: false) }
        running[key] = animation
        block.pending += 1
        if let group = animation.group {
            group.animations.append(animation)
            group.endOffset = max(group.endOffset, animation.begin + animation.delay + animation.activeDuration)
            if !groups.contains(where: { $0 === group }) { groups.append(group) }
        }
    }

    /// The block loses one animation; fires its completion when none is left.
    private func detach(_ animation: PropertyAnimation, finished: Bool) {
        let block = animation.block
        block.pending -= 1
        if !finished { block.finished = false }
        if let group = animation.group {
            group.animations.removeAll { $0 === animation }
            return  // grouped blocks complete with their group
        }
        if block.pending == 0 {
            immediateCompletions.append(block)
            clock.schedule(at: clock.now) { [weak self] in self?.flushImmediate() }
        }
    }

    private func fire(_ block: AnimationBlock) {
        guard !block.fired else { return }
        block.fired = true
        // Fires once: let go of the closure, which may hold the context and the runtime.
        let completion = block.completion
        block.completion = nil
        completion?(block.finished)
    }

    /// Presentation value of a property at `t`.
    func presentationValue(of view: Int, _ p: AnimatableProperty, model: Double, at t: Double) -> Double {
        guard let a = running[Key(view: view, property: p)] else { return model }
        return a.value(at: t)
    }

    // MARK: Groups

    /// Creates a scrubbable group for a transition of `duration` seconds, running from `now`
    /// or paused at offset 0 (`paused`).
    public func makeGroup(duration: Double, paused: Bool) -> AnimationGroup {
        let g = AnimationGroup(duration: duration, state: paused ? .paused(offset: 0) : .running(start: clock.now))
        groups.append(g)
        return g
    }

    // MARK: Time

    /// The earliest time an animation or group ends (possibly already past: then it is due).
    var nextEventTime: Double? {
        var best: Double?
        for a in running.values where a.group == nil && a.driver == nil {
            best = min(best ?? a.endTime, a.endTime)
        }
        for g in groups {
            if let e = g.endTime { best = min(best ?? e, e) }
        }
        return best
    }

    /// Ends every animation and group whose end time is ≤ t, firing completions in order.
    func fireDueEvents(at t: Double) {
        let due = running.filter { $0.value.group == nil && $0.value.driver == nil && $0.value.endTime <= t }
            .sorted { ($0.value.endTime, $0.key.view, $0.key.property.rawValue) < ($1.value.endTime, $1.key.view, $1.key.property.rawValue) }
        for (key, animation) in due {
            running.removeValue(forKey: key)
            animation.block.pending -= 1
            if animation.block.pending == 0 { fire(animation.block) }
        }
        for g in groups where (g.endTime.map { $0 <= t } ?? false) {
            endGroup(g)
        }
        groups.removeAll { $0.state == .done }
    }

    private func endGroup(_ g: AnimationGroup) {
        let forward = !g.reversed
        g.markDone()
        for a in g.animations {
            let key = Key(view: a.view, property: a.property)
            if running[key] === a { running.removeValue(forKey: key) }
        }
        g.animations.removeAll()
        g.onEnd?(forward)
        for b in g.blocks { fire(b) }
    }
}
