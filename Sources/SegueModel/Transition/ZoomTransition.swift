import SegueSupport
import SegueScenario

/// The zoom transition's animation controller (iOS 18 `preferredTransition = .zoom(sourceViewProvider:)`;
/// docs/transitions.md, "The zoom transition"). A push grows the pushed screen from the source
/// element's frame to the whole container with the zoom's spring (`ZoomTransitionSpec.spring`), its
/// corner radius shrinking, the source hidden and the presenter dimmed and receding; a pop shrinks it back into the
/// source. The source provider is asked at the push and at the pop (logged); when it answers nil (the
/// element is not on the presenting screen) the zoomed screen fades and shrinks about the centre instead.
final class ZoomTransition: AnimatedTransitioning {
    let spec: ZoomTransitionSpec
    unowned let runtime: Runtime
    /// The stage of the running transition, once set up.
    private(set) var stage: ZoomStage?

    init(spec: ZoomTransitionSpec, runtime: Runtime) {
        self.spec = spec
        self.runtime = runtime
    }

    var name: String { "zoom" }
    var mainTiming: Timing { .physicalSpring(ZoomTransitionSpec.spring()) }

    /// The spring's settling duration (Core Animation's, docs/animation.md); unit: seconds.
    func transitionDuration(_ context: TransitionContext) -> Double { ZoomTransitionSpec.spring().settlingDuration }

    func animateTransition(_ context: TransitionContext) {
        let stage = self.stage(context)
        stage.animate(full: context.operation == .push, velocity: 0, group: context.group) { _ in
            stage.cleanUp()
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    /// Sets the transition up in `context`: asks the source provider (logged), puts the presenter, the
    /// dimming view and the zoomed screen into the container (bottom to top), hides the source and
    /// shows the start state (the source's size for a push, full size for a pop).
    func stage(_ context: TransitionContext) -> ZoomStage {
        let push = context.operation == .push
        let zoomedVC = context.viewController(forKey: push ? .to : .from)
        let presenter = context.viewController(forKey: push ? .from : .to)
        let source = provideSource(on: presenter)
        let bounds = context.bounds
        let sourceFrame = source.map { convertToContainer($0, in: presenter.view) }
            ?? Rect(x: bounds.width * 0.1, y: bounds.height * 0.1, width: bounds.width * 0.8, height: bounds.height * 0.8)
        let dimming = View(runtime: runtime, id: "dimming", frame: bounds, color: spec.dimmingColor)
        dimming.border = false
        let container = context.containerView
        container.addSubview(presenter.view)
        container.addSubview(dimming)
        container.addSubview(zoomedVC.view)
        source?.isHidden = true
        let stage = ZoomStage(runtime: runtime, zoomed: zoomedVC.view, dimming: dimming, source: source,
                              geometry: ZoomGeometry(full: bounds, source: sourceFrame), presenter: presenter.view, spec: spec)
        stage.show(full: !push)
        self.stage = stage
        return stage
    }

    /// `sourceViewProvider(context)`: the source element when it is on the presenting screen, logged
    /// either way.
    private func provideSource(on presenter: ViewController) -> View? {
        guard let v = presenter.view.descendant(spec.sourceElement) else {
            runtime.record(.zoomSourceView(element: spec.sourceElement, missingFrom: presenter.id))
            return nil
        }
        runtime.record(.zoomSourceView(element: spec.sourceElement, missingFrom: nil))
        return v
    }

    /// `view.convert(view.bounds, to: container)` for an element of `screen` (untransformed parents).
    private func convertToContainer(_ v: View, in screen: View) -> Rect {
        var frame = v.presentationFrame
        var parent = v.superview
        while let p = parent {
            frame.origin = Point(x: frame.minX + p.presentationFrame.minX, y: frame.minY + p.presentationFrame.minY)
            if p === screen { break }
            parent = p.superview
        }
        return frame
    }
}
