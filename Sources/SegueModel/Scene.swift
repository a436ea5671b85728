import SegueSupport
import SegueScenario

/// What the model looks like at one instant: the presentation value of every view in the
/// container, bottom to top, plus the facts the side panel shows. A `Scene` is a plain value;
/// the renderer turns it into cells, the timeline exporter into CSV rows.
public struct Scene: Sendable, Equatable {
    /// The container's size; unit: points.
    public var containerSize: Size
    /// The views in the container, bottom to top.
    public var views: [SceneView]
    /// Facts for the side panel.
    public var panel: PanelInfo
    /// The system chrome (status, navigation and tab bars; docs/chrome.md), bottom to top: drawn
    /// after the views, above them; frames relative to the container. Default none.
    public var chrome: [SceneView]

    public init(containerSize: Size, views: [SceneView], panel: PanelInfo, chrome: [SceneView] = []) {
        self.containerSize = containerSize
        self.views = views
        self.panel = panel
        self.chrome = chrome
    }
}

/// One view's presentation state.
public struct SceneView: Sendable, Equatable {
    /// The screen id, `cover` for a cover view, `screen.element` for an element or its snapshot.
    public var id: String
    /// Frame before the transform; unit: points; relative to the parent (the container for top-level views).
    public var frame: Rect
    /// Transform about `anchor`.
    public var transform: Transform2D
    /// Anchor in unit coordinates of the bounds; default centre.
    public var anchor: Anchor
    /// Opacity of this view alone, 0…1 (the renderer multiplies by the parents').
    public var alpha: Double
    /// Fill colour.
    public var color: RGB
    /// Whether a border is drawn around the view.
    public var border: Bool
    /// Title drawn at the top of the view (text from a file: the renderer sanitises it).
    public var title: String?
    /// Content lines drawn inside the view.
    public var content: [String]
    /// Subviews, bottom to top, with frames relative to this view.
    public var subviews: [SceneView]
    /// Whether this view is a snapshot (drawn the same; the timeline may say so).
    public var isSnapshot: Bool
    /// `layer.cornerRadius`; unit: points; ≥ 0; default 0 (the renderer rounds the border's corners
    /// when it is > 0).
    public var cornerRadius: Double
    /// The safe area's top inset (the bars over the view; docs/chrome.md): the title and the
    /// content are drawn from this far below the view's top; unit: points; ≥ 0; default 0
    /// (the title in the top border line).
    public var safeAreaTop = 0.0
    /// Whether the view paints its colour; false for a label (a bar's title, UIKit's clear
    /// `backgroundColor`): only its text is drawn, in the colour that contrasts with `color`.
    /// Default true.
    public var fillsBackground = true
    /// The image drawn inside the frame under the title and content; default none.
    public var image: ImageReference?

    public init(id: String, frame: Rect, transform: Transform2D = .identity, anchor: Anchor = .center,
                alpha: Double = 1, color: RGB, border: Bool = true, title: String? = nil,
                content: [String] = [], subviews: [SceneView] = [], isSnapshot: Bool = false, cornerRadius: Double = 0,
                image: ImageReference? = nil) {
        self.id = id
        self.frame = frame
        self.transform = transform
        self.anchor = anchor
        self.alpha = alpha
        self.color = color
        self.border = border
        self.title = title
        self.content = content
        self.subviews = subviews
        self.isSnapshot = isSnapshot
        self.cornerRadius = cornerRadius
        self.image = image
    }
}

/// The phase of the container's transition (docs/panel-and-exports.md).
public enum Phase: String, Sendable, Equatable, CaseIterable {
    case idle, animating, interactive, finishing, cancelling
}

/// One line of the UIKit-style event log.
public struct LogEntry: Sendable, Equatable {
    /// Model time of the call; unit: seconds from the session start.
    public var t: Double
    /// The call, typed; `text` spells it as UIKit would, e.g. `update(0.42)`.
    public var call: UIKitCall
    public init(t: Double, call: UIKitCall) {
        self.t = t
        self.call = call
    }
    /// The call as UIKit would spell it, e.g. `update(0.42)` or `completeTransition(true)`.
    public var text: String { call.text }
    /// A warning (e.g. a second `completeTransition`) rather than a normal call.
    public var isWarning: Bool { call.isWarning }
}

/// What the side panel shows about the gesture: facts only, the renderer words them
/// (docs/panel-and-exports.md).
public struct GestureInfo: Sendable, Equatable {
    /// Which gesture, and how it is given.
    public enum Kind: Sendable, Equatable {
        /// A screen-edge pan from `edge`, moved with the arrow keys.
        case edgePan(Edge)
        /// A pan dragged with the mouse from `edge`.
        case mousePan(Edge)
        /// A pinch, with `-` (in) and `+` (out).
        case pinch
        /// A page sheet's vertical pan: ↑ ↓ (`byMouse` false) or a mouse drag on the sheet.
        case sheetPan(byMouse: Bool)
        /// The zoom transition's dismissal pan, anywhere in the zoomed view: the arrow keys
        /// (`keyboard`) or a mouse drag.
        case zoomPan(keyboard: Bool)

        /// The unit translation and velocity are in: points for a pan, scale for a pinch.
        public var unit: GestureUnit { self == .pinch ? .scale : .points }
    }

    /// The gesture; default an edge pan from the left edge.
    public var kind: Kind
    /// The recognizer state.
    public var state: GestureState
    /// Translation along the gesture's axis; unit: points (pinch: scale change).
    public var translation: Double
    /// Reported velocity; unit: points per second (pinch: scale per second).
    public var velocity: Double
    /// What releasing now would do or, once the touch is over, what happened.
    public var releaseOutcome: ReleaseOutcome
    /// Whether a finger is down (Escape then cancels); default false.
    public var isTouching: Bool

    public init(kind: Kind = .edgePan(.left), state: GestureState, translation: Double, velocity: Double,
                releaseOutcome: ReleaseOutcome, isTouching: Bool = false) {
        self.kind = kind
        self.state = state
        self.translation = translation
        self.velocity = velocity
        self.releaseOutcome = releaseOutcome
        self.isTouching = isTouching
    }

    /// Whether Enter and Space lift this finger: true for the keyboard's gestures, false for a
    /// mouse drag (the button lifts it; Space pauses meanwhile).
    public var liftsWithKeys: Bool {
        switch kind {
        case .mousePan, .zoomPan(keyboard: false), .sheetPan(byMouse: true): false
        default: true
        }
    }
}

/// What the scenario lets the keys do now (docs/gestures.md), for the panel's key hints: facts only,
/// the renderer words them. The default offers nothing.
public struct Controls: Sendable, Equatable {
    /// The edge an edge pan starts from (its inward arrow moves the finger), while an edge pan
    /// can begin or drives the running transition; nil otherwise. Default nil.
    public var panEdge: Edge?
    /// Whether `+`/`-` pinch can begin or drives the running transition now; default false.
    public var pinch: Bool
    /// Whether the zoom dismissal pan (every arrow) can begin or drives the running transition now;
    /// default false. While it is true `panEdge` is nil: the arrows are the zoom's.
    public var zoomPan = false
    /// How many tabs the digits select (`1` = the first); 0 outside a tab container; default 0.
    public var tabCount: Int
    /// How many children of a containment parent the digits switch between (`1` = the first);
    /// 0 outside a containment parent; default 0.
    public var childCount: Int
    /// What `p` does now (`push` or `present` the next screen); nil when there is no next screen.
    public var forward: Operation?
    /// What `b` does now (`pop` or `dismiss`); nil when there is nothing to go back from.
    public var back: Operation?

    public init(panEdge: Edge? = nil, pinch: Bool = false, tabCount: Int = 0, childCount: Int = 0,
                forward: Operation? = nil, back: Operation? = nil) {
        self.panEdge = panEdge
        self.pinch = pinch
        self.tabCount = tabCount
        self.childCount = childCount
        self.forward = forward
        self.back = back
    }
}

/// Facts for the side panel at one instant.
public struct PanelInfo: Sendable, Equatable {
    public var title: String
    public var phase: Phase
    /// The transition's progress, 0…1, reaching 1 when its last animation ends (a spring's
    /// settling included; docs/panel-and-exports.md); nil when idle.
    public var percent: Double?
    /// The timing the curve plot shows, nil when idle: the animator's main animation, or — for a
    /// custom (direct) interaction controller — its linear mapping while interactive and its
    /// completion animation after release.
    public var timing: TimingEvaluator?
    /// Seconds into `timing` (the playhead); nil when idle.
    public var timingOffset: Double?
    /// The operation running (the panel words it, e.g. `pop`); nil when idle.
    public var operation: Operation?
    public var gesture: GestureInfo?
    /// The whole log so far; the panel shows its tail.
    public var log: [LogEntry]
    /// What the keys can do now, for the key hints; default nothing.
    public var controls: Controls
    /// The property animator of a running interruptible transition; nil otherwise (default).
    public var propertyAnimator: PropertyAnimatorInfo?
    /// The inspector's rows while it is open (`t`), shown instead of the log; nil otherwise.
    public var inspector: InspectorInfo?

    public init(title: String, phase: Phase = .idle, percent: Double? = nil, timing: TimingEvaluator? = nil,
                timingOffset: Double? = nil, operation: Operation? = nil, gesture: GestureInfo? = nil, log: [LogEntry] = [],
                controls: Controls = Controls()) {
        self.title = title
        self.phase = phase
        self.percent = percent
        self.timing = timing
        self.timingOffset = timingOffset
        self.operation = operation
        self.gesture = gesture
        self.log = log
        self.controls = controls
    }
}
