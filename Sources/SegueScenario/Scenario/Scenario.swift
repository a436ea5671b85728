import SegueJSON
import SegueSupport

/// A validated scenario (docs/scenarios.md): what the loader produces from a `Scenarios/*.json` file
/// and what the model runs. Every value here has already been checked; presets have been
/// expanded into tracks.
public struct Scenario: Sendable, Equatable {
    /// Format version; always 1.
    public var version: Int = 1
    /// Short name, used on the command line (`pop-parallax`).
    public var name: String
    /// One-line title shown in the panel and the gallery.
    public var title: String
    /// A sentence naming the seed behaviour.
    public var description: String
    public var device: Device
    public var screens: [ScreenSpec]
    public var container: ContainerSpec
    /// Transitions per operation; an operation with no entry uses UIKit's default (docs/transitions.md).
    public var transitions: [Operation: TransitionSpec]
    /// The demo event script, parsed (empty when the scenario has none).
    public var demo: [TimedEvent]
    /// The demo script as written, for display.
    public var demoSource: String?
    /// The terminal's key-repeat delay, for every keyboard gesture of the scenario (what
    /// `--repeat-delay` sets; it wins over an interaction's own `repeatDelay`); unit: seconds;
    /// > 0; nil = each interaction's (default 0.7).
    public var repeatDelay: Double?
    /// A `custom` modal's presentation controller; nil (the default) = none (docs/scenarios.md).
    public var presentationController: PresentationControllerSpec?
    /// A `pageSheet` modal's sheet configuration; nil outside a page sheet.
    public var sheet: SheetSpec?
    /// The system chrome: status, navigation and tab bars (docs/chrome.md); default each bar's default.
    public var chrome = ChromeSpec()
    /// The iOS version whose UIKit the scenario follows where it matters (`IOSVersion`); default 18.
    public var ios = IOSVersion.default
    /// Whether the modal's style is UIKit's `.automatic` (no `style` written): a sheet with one
    /// large detent, `ios.automaticModalStyleName` in the log; default false.
    public var modalStyleIsAutomatic = false
    /// The scenario's own Swift code (`swift`: sources, set-up function, language mode); nil (the default) = none.
    public var swift: SwiftCodeSpec?

    public init(name: String, title: String, description: String = "", device: Device = .phone,
                screens: [ScreenSpec], container: ContainerSpec, transitions: [Operation: TransitionSpec] = [:],
                demo: [TimedEvent] = [], demoSource: String? = nil) {
        self.name = name
        self.title = title
        self.description = description
        self.device = device
        self.screens = screens
        self.container = container
        self.transitions = transitions
        self.demo = demo
        self.demoSource = demoSource
    }

    public func screen(_ id: String) -> ScreenSpec? { screens.first { $0.id == id } }

    /// The key-repeat timing a keyboard gesture driving `interaction` uses: the scenario's
    /// `repeatDelay` when set, else the interaction's, and the interaction's idle release.
    public func keyRepeat(for interaction: InteractionSpec) -> KeyRepeat {
        KeyRepeat(repeatDelay: repeatDelay ?? interaction.repeatDelay, idleRelease: interaction.idleRelease)
    }
}

/// The device: a container of fixed logical size (docs/scenarios.md).
public struct Device: Sendable, Equatable {
    /// `phone`, `phone-landscape`, `tablet`, `fill`, or nil for a custom size.
    public var name: String?
    /// Logical size; unit: points. For `fill` this is a placeholder: the container takes the
    /// whole drawing area at 10×20 pt a cell, decided by the renderer.
    public var size: Size

    public init(name: String?, size: Size) { self.name = name; self.size = size }

    public static let phone = Device(name: "phone", size: Size(width: 390, height: 844))
    public static let phoneLandscape = Device(name: "phone-landscape", size: Size(width: 844, height: 390))
    public static let tablet = Device(name: "tablet", size: Size(width: 820, height: 1180))
    public static let fill = Device(name: "fill", size: Size(width: 800, height: 800))
    public static let named: [Device] = [.phone, .phoneLandscape, .tablet, .fill]
    public var isFill: Bool { name == "fill" }
}

/// A length: a fraction of a reference extent (the container's or screen's width or height),
/// or points (written `"120pt"` in files).
public enum Length: Sendable, Equatable, Hashable {
    case fraction(Double)
    case points(Double)
    /// A fraction of the extent rounded to whole points, halves toward +∞: ⌊f × extent + 0.5⌋.
    /// UIKit's parallax moves the covered view to −(W − round(0.7 W)), which is this with
    /// f = −0.3 (−117 pt on a 390-pt phone, −253 on the 844-pt landscape phone). Not read from
    /// scenario files.
    case roundedFraction(Double)
    /// The length in points, given the reference extent in points.
    public func resolve(in extent: Double) -> Double {
        switch self {
        case .fraction(let f): f * extent
        case .points(let p): p
        case .roundedFraction(let f): (f * extent + 0.5).rounded(.down)
        }
    }
}

/// A screen (a view controller's root view).
public struct ScreenSpec: Sendable, Equatable {
    public var id: String
    public var title: String
    public var color: RGB
    public var content: [String]
    public var elements: [ElementSpec]
    /// The screen's frame when it is presented in a `custom` modal (an alert-sized card):
    /// x, y, width, height as fractions of the container or points. nil (the default) = the
    /// whole container; screens in every other place fill the container.
    public var frame: [Length]?
    /// The screen's collection when it is a UICollectionViewController; nil (the default) = none.
    public var collection: CollectionSpec?
    /// `preferredTransition = .zoom(…)`: how this screen is pushed and popped; nil (the default) = the
    /// scenario's push and pop (docs/transitions.md, "The zoom transition").
    public var preferredTransition: ZoomTransitionSpec?
    /// The screen's `image`, drawn under its title and content; nil (the default) = none.
    public var image: ImageReference?
    /// The screen's `UIViewController` subclass in the `swift` sources (`class`, a plain Swift identifier); nil (the default) = none.
    public var className: String?
    /// Where the `class` value is written (line and column, 1-based); nil when `className` is nil.
    public var classPosition: SourcePosition?
    public init(id: String, title: String, color: RGB, content: [String] = [], elements: [ElementSpec] = [],
                frame: [Length]? = nil, collection: CollectionSpec? = nil, preferredTransition: ZoomTransitionSpec? = nil) {
        self.id = id
        self.title = title
        self.color = color
        self.content = content
        self.elements = elements
        self.frame = frame
        self.collection = collection
        self.preferredTransition = preferredTransition
    }
}

/// An element of a screen: a subview with its own frame (fractions of the screen or points).
public struct ElementSpec: Sendable, Equatable {
    public var id: String
    /// x, y, width, height; fractions of the screen's width (x, width) and height (y, height), or points.
    public var frame: [Length]
    public var color: RGB
    public var title: String?
    /// Pairs this element with an element of another screen that has the same key.
    public var match: String?
    /// The element's `image`; nil (the default) = none.
    public var image: ImageReference?
    public init(id: String, frame: [Length], color: RGB, title: String? = nil, match: String? = nil) {
        self.id = id
        self.frame = frame
        self.color = color
        self.title = title
        self.match = match
    }
}

/// The container of the scenario's screens.
public enum ContainerSpec: Sendable, Equatable {
    /// A navigation stack, bottom first.
    case navigation(stack: [String])
    /// A presenter; `presented` is on screen at the start when given.
    case modal(presenter: String, style: ModalStyle, presented: String?)
    /// Tab roots and the selected index (0-based).
    case tabs(tabs: [String], selected: Int)
    /// An iOS 5/6 containment parent (docs/transitions.md, "Containment"): the child screens the
    /// digits switch between, the one shown at the start (0-based), and the arguments of its
    /// `transition(from:to:duration:options:animations:completion:)` call.
    case containment(children: [String], selected: Int, transition: ChildTransitionSpec)
}

/// An operation a container performs with a transition. `transition` is a containment parent's
/// switch between two children (`transition(from:to:duration:options:animations:completion:)`).
public enum Operation: String, Sendable, Equatable, Hashable, CaseIterable {
    case push, pop, present, dismiss, tab, transition
}

/// The role of a view in a transition.
public enum Role: String, Sendable, Equatable, Hashable, CaseIterable { case from, to, cover }

/// What a track animates: a role's view, or an element of a screen (`screenId.elementId`).
public enum TrackTarget: Sendable, Equatable, Hashable {
    case role(Role)
    /// An element: the screen may be given as a role name (`from.thumb`) or a screen id.
    case element(screen: String, element: String)
}

/// Values a track sets; nil = unchanged (as laid out).
public struct TrackValues: Sendable, Equatable, Hashable {
    /// Horizontal offset from the laid-out position; fraction of the container width, or points.
    public var x: Length?
    /// Vertical offset from the laid-out position; fraction of the container height, or points.
    public var y: Length?
    /// Uniform scale; unitless.
    public var scale: Double?
    /// Rotation; unit: degrees, clockwise.
    public var rotation: Double?
    /// Opacity 0…1.
    public var alpha: Double?
    /// Colour (cover views).
    public var color: RGB?
    public init(x: Length? = nil, y: Length? = nil, scale: Double? = nil, rotation: Double? = nil, alpha: Double? = nil, color: RGB? = nil) {
        self.x = x
        self.y = y
        self.scale = scale
        self.rotation = rotation
        self.alpha = alpha
        self.color = color
    }
    public var isEmpty: Bool { x == nil && y == nil && scale == nil && rotation == nil && alpha == nil && color == nil }
}

/// A keyframe of a track (docs/animation.md): relative start and duration, fractions of the animation.
public struct KeyframeSpec: Sendable, Equatable, Hashable {
    public var start: Double
    public var duration: Double
    public var values: TrackValues
    public init(start: Double, duration: Double, values: TrackValues) {
        self.start = start
        self.duration = duration
        self.values = values
    }
}

/// Keyframe calculation modes (docs/animation.md).
public enum CalculationMode: String, Sendable, Equatable, Hashable, CaseIterable { case linear, discrete, cubic }

/// One animated target of an animator.
public struct TrackSpec: Sendable, Equatable {
    public var target: TrackTarget
    /// Values at the start of the transition (applied before it begins).
    public var from: TrackValues
    /// Values at the end (ignored when `keyframes` is not empty).
    public var to: TrackValues
    public var keyframes: [KeyframeSpec]
    /// Overall curve of a keyframe animation (default easeInOut).
    public var keyframeCurve: TimingCurve
    public var calculationMode: CalculationMode
    /// Anchor for scale and rotation.
    public var anchor: Anchor
    public init(target: TrackTarget, from: TrackValues = TrackValues(), to: TrackValues = TrackValues(),
                keyframes: [KeyframeSpec] = [], keyframeCurve: TimingCurve = .easeInOut,
                calculationMode: CalculationMode = .linear, anchor: Anchor = .center) {
        self.target = target
        self.from = from
        self.to = to
        self.keyframes = keyframes
        self.keyframeCurve = keyframeCurve
        self.calculationMode = calculationMode
        self.anchor = anchor
    }
}

/// An animation controller, declaratively (docs/scenarios.md).
public struct AnimatorSpec: Sendable, Equatable {
    /// The preset it was expanded from, if any (for `check --explain` and the panel).
    public var preset: String?
    /// `transitionDuration`; unit: seconds; > 0.
    public var duration: Double
    /// Delay before the animations start; unit: seconds; ≥ 0; default 0.
    public var delay: Double
    public var timing: Timing
    /// The timing when the transition starts interactively, if it differs from `timing`: the
    /// system pop runs linearly under the finger (its views follow the translation exactly)
    /// and eases only after release, through the completion curve. nil = `timing`. Not read
    /// from scenario files.
    public var interactiveTiming: Timing?
    /// Z-order of the roles in the container, bottom first (default `["from", "to"]`).
    public var order: [Role]
    public var tracks: [TrackSpec]
    /// `matched` preset: matched elements fly as snapshots (expanded when the transition starts).
    public var matchedElements: Bool
    /// Colour of the cover view, when a cover track exists (default black).
    public var coverColor: RGB
    /// Tab switches only: the tracks describe a switch to a tab with a higher index; for a
    /// switch to a lower index the animator mirrors them horizontally (every `x` value and
    /// `rotation` is negated), as an animator that reads the direction from the tab order
    /// would. Default true; ignored for other operations.
    public var mirrorsBackward: Bool
    /// Who runs the tracks: UIView block animations (the default) or a UIViewPropertyAnimator.
    public var driver: AnimatorDriver = .blockAnimation
    /// The property animator's timing (`driver` propertyAnimator only); nil: made from `timing`.
    public var timingParameters: TimingParameters?
    /// Whether the animation controller implements `interruptibleAnimator(using:)`: the whole
    /// transition runs on one property animator, which a gesture can catch (docs/transitions.md,
    /// "Interruptible transitions"). Requires `driver` propertyAnimator; default false.
    public var interruptible = false
    /// UIKit's navigation parallax extras (`NavigationParallax`): the dimming view over the
    /// covered view and the edge shadow of the moving one. Only the system push and pop set it;
    /// not read from scenario files. Default false.
    public var parallaxViews = false
    public init(preset: String? = nil, duration: Double = 0.35, delay: Double = 0, timing: Timing = .default,
                order: [Role] = [.from, .to], tracks: [TrackSpec] = [], matchedElements: Bool = false,
                coverColor: RGB = .black, mirrorsBackward: Bool = true) {
        self.preset = preset
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.order = order
        self.tracks = tracks
        self.matchedElements = matchedElements
        self.coverColor = coverColor
        self.mirrorsBackward = mirrorsBackward
    }
}

/// The gesture that drives an interaction.
public enum GestureKind: String, Sendable, Equatable, CaseIterable { case edgePan, pinch }

/// The screen edge a pan starts from.
public enum Edge: String, Sendable, Equatable, CaseIterable { case left, right, top, bottom }

/// How the rest of the transition plays after release.
public enum CompletionMode: Sendable, Equatable {
    /// UIKit: the remaining time, (1 − p)·D / speed forward or p·D / speed back.
    case remaining
    /// A custom controller's own animation of fixed duration; unit: seconds.
    case fixed(Double)
}

/// How the gesture's percent drives the views.
public enum InteractionDriver: String, Sendable, Equatable, CaseIterable {
    /// UIPercentDrivenInteractiveTransition: scrub the animator's animations at offset p·D.
    case percentDriven
    /// A custom interaction controller that sets the tracks' values directly, linearly in p
    /// (seed 000's `shrink`: scale = |p − 1|).
    case direct
}

/// An interaction controller (docs/scenarios.md).
public struct InteractionSpec: Sendable, Equatable {
    public var gesture: GestureKind
    public var edge: Edge
    public var finish: FinishRule
    /// completionSpeed; unitless; a value ≤ 0 reads back as 1.0; default 1.
    public var completionSpeed: Double
    public var completionCurve: TimingCurve
    public var completion: CompletionMode
    public var driver: InteractionDriver
    /// Distance for percent = 1; unit: points; nil = the container width (height for vertical edges).
    public var distance: Double?
    /// Arrow key step; unit: points; nil = container width / 20.
    public var step: Double?
    /// Movement before the gesture begins; unit: points; default 15.
    public var hysteresis: Double
    /// Seconds after a press that is not a key repeat before the keyboard's finger lifts on its
    /// own; > 0; default 0.7 (`KeyRepeat`).
    public var repeatDelay: Double
    /// Interruptible transitions: the timing parameters the property animator continues with at
    /// a release, the finger's velocity going into a spring's initialVelocity (normalised by the
    /// remaining distance); default `UISpringTimingParameters(dampingRatio: 1)`.
    public var release: TimingParameters = .spring(SpringTimingParameters(dampingRatio: 1))
    /// Interruptible transitions: whether a transition the gesture starts begins in its
    /// interactive phase (true, the default) or animating, to be caught by the gesture's first
    /// move (false).
    public var wantsInteractiveStart = true
    /// Seconds after a repeated press before the keyboard's finger is seen to lift (the key went
    /// up; the lift is dated to the end of the last glide), when fixed; (0, 60]; default nil:
    /// 2.5 × the measured repeat interval, within 0.08…0.25 s (`KeyRepeat`).
    public var idleRelease: Double?
    public init(gesture: GestureKind = .edgePan, edge: Edge = .left, finish: FinishRule = .threshold(0.5),
                completionSpeed: Double = 1, completionCurve: TimingCurve = .easeInOut, completion: CompletionMode = .remaining,
                driver: InteractionDriver = .percentDriven, distance: Double? = nil, step: Double? = nil,
                hysteresis: Double = 15, repeatDelay: Double = KeyRepeat.defaultRepeatDelay,
                idleRelease: Double? = nil) {
        self.gesture = gesture
        self.edge = edge
        self.finish = finish
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
        self.completion = completion
        self.driver = driver
        self.distance = distance
        self.step = step
        self.hysteresis = hysteresis
        self.repeatDelay = repeatDelay
        self.idleRelease = idleRelease
    }

    /// The key-repeat timing of this interaction's keyboard gestures.
    public var keyRepeat: KeyRepeat { KeyRepeat(repeatDelay: repeatDelay, idleRelease: idleRelease) }
}

/// The animator and optional interaction for one operation, plus alongside animations the
/// transition coordinator runs with it (seed 002).
public struct TransitionSpec: Sendable, Equatable {
    public var animator: AnimatorSpec
    public var interaction: InteractionSpec?
    /// Tracks added through `animate(alongsideTransition:)`: share the duration and curve, scrubbed with it.
    public var alongside: [TrackSpec]
    /// Whether the interaction-end handler restores the alongside values when cancelled.
    public var restoreOnCancel: Bool
    public init(animator: AnimatorSpec, interaction: InteractionSpec? = nil, alongside: [TrackSpec] = [], restoreOnCancel: Bool = true) {
        self.animator = animator
        self.interaction = interaction
        self.alongside = alongside
        self.restoreOnCancel = restoreOnCancel
    }
}
