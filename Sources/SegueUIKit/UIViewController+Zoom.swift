import SegueCore

/// iOS 18's zoom transition (docs/user-code.md, "The API: presentations, tabs and containment"):
/// a pushed controller's `preferredTransition = .zoom(…)` is the model's zoom; its source view
/// provider is asked with the controller below it in the stack.
extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition
    @available(iOS 18.0, *)
    open class Transition: NSObject {
        /// The zoom's options and source provider.
        var zoomOptions: ZoomOptions?
        var sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)?

        public required override init() {}

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
        /// — `sourceViewProvider` answers the view the zoom grows from (nil: the zoomed view fades
        /// and shrinks about the centre).
        public static func zoom(options: UIViewController.Transition.ZoomOptions? = nil,
                                sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?)
            -> Self {
            let transition = self.init()
            transition.zoomOptions = options
            transition.sourceViewProvider = sourceViewProvider
            return transition
        }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions
        open class ZoomOptions: NSObject {
            public override init() {}
            /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions/dimmingcolor
            /// — the dimming over the presenter at full size (its alpha is the dimming's opacity);
            /// nil: black at 0.2.
            open var dimmingColor: UIColor?
        }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
        open class ZoomSourceViewProviderContext: NSObject {
            /// The controller the zoom grows from (below the zoomed one in the stack).
            open internal(set) var sourceViewController: UIViewController
            /// The controller that zooms.
            open internal(set) var zoomedViewController: UIViewController

            init(source: UIViewController, zoomed: UIViewController) {
                sourceViewController = source
                zoomedViewController = zoomed
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition — a
    /// zoom (iOS 18) is the model's zoom when this controller is pushed and popped; nil: the
    /// navigation delegate's or UIKit's default.
    @available(iOS 18.0, *)
    public var preferredTransition: UIViewController.Transition? {
        get { ownPreferredTransition as? Transition }
        set { ownPreferredTransition = newValue }
    }
}

extension UINavigationController {
    /// The zoom `controller` prefers, its source provider asked now with the controller below it
    /// (the element the provider returns is the model's source; none: the centre fallback).
    public func preferredZoom(of controller: ViewController) -> ZoomTransitionSpec? {
        let user = UIViewController.facing(controller)
        guard let transition = user.ownPreferredTransition as? Transition, let provider = transition.sourceViewProvider else { return nil }
        let stack = modelNavigation.stack
        let below = stack.firstIndex { $0 === controller }.flatMap { $0 > 0 ? stack[$0 - 1] : nil }
        guard let source = below ?? (stack.contains { $0 === controller } ? nil : stack.last) else { return nil }
        let context = Transition.ZoomSourceViewProviderContext(source: UIViewController.facing(source), zoomed: user)
        let view = UIKitWorld.of(modelNavigation.view.runtime).perform("the zoom's sourceViewProvider") { provider(context) }
        let dimming = transition.zoomOptions?.dimmingColor
        return ZoomTransitionSpec(sourceElement: view?.modelView.id ?? "",
                                  dimmingColor: dimming?.rgb ?? ZoomTransitionSpec.defaultDimmingColor,
                                  dimmingAlpha: dimming.map { Double($0.alpha) } ?? ZoomTransitionSpec.defaultDimmingAlpha)
    }
}
