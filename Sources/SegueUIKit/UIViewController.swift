import SegueCore

/// https://developer.apple.com/documentation/uikit/uiviewcontroller — faces one of the model's
/// screens. A screen's controller is a plain `UIViewController`, or the subclass its `class` names,
/// made with `init(nibName: nil, bundle: nil)` and then bound to the screen: its view is the
/// screen's (colour, title, content) and `viewDidLoad` runs once, at the binding
/// (docs/user-code.md, "The API").
@preconcurrency @MainActor open class UIViewController: NSObject {
    /// The model's controller this one faces; nil until the screen is bound.
    public private(set) var modelController: ViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Storyboards and nibs are not part of segue's model: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Binds this controller to the model's screen `controller` and runs `viewDidLoad`; from then
    /// on the screen's appearance callbacks reach this controller's overrides, with UIKit's `animated`.
    public func bind(to controller: ViewController) {
        modelController = controller
        controller.host = self
        let world = UIKitWorld.of(controller.view.runtime)
        controller.appearanceObserver = { [unowned self] callback, animated in
            world.perform("an appearance callback") { MainActor.assumeIsolated { self.appearance(callback, animated: animated) } }
        }
        world.perform("viewDidLoad") { viewDidLoad() }
    }

    /// Calls the override of `callback`.
    func appearance(_ callback: UIKitCall.AppearanceCallback, animated: Bool) {
        switch callback {
        case .viewWillAppear: viewWillAppear(animated)
        case .viewDidAppear: viewDidAppear(animated)
        case .viewWillDisappear: viewWillDisappear(animated)
        case .viewDidDisappear: viewDidDisappear(animated)
        }
    }

    /// The controller facing `controller`: the bound one, or a plain one bound now.
    public static func facing(_ controller: ViewController) -> UIViewController {
        if let bound = controller.host as? UIViewController { return bound }
        let plain = UIViewController(nibName: nil, bundle: nil)
        plain.bind(to: controller)
        return plain
    }

    /// The screen's view. A controller not yet bound to a screen has none: a trap naming why.
    /// Read-only here: a screen's view is the scenario's (segue has no `loadView`), so code that
    /// replaces it does not compile rather than being silently ignored.
    open var view: UIView! {
        guard let modelController else {
            UIKitWorld.notModelled("a view controller's view is its screen's, there from viewDidLoad on")
        }
        return UIView.facing(modelController.view)
    }

    open var isViewLoaded: Bool { modelController != nil }

    /// The screen's title.
    /// The screen's title; setting it renames the screen (the navigation bar shows the new one).
    open var title: String? {
        get { modelController?.title }
        set { if let newValue { modelController?.title = newValue } }
    }

    // MARK: Presentations, containment and the zoom (docs/user-code.md, "The API: presentations, tabs and containment")

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle —
    /// kept as set; the model presents with the scenario's `container.style`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate —
    /// weak, as UIKit's: keep a strong reference to it. Asked inside `present` and `dismiss`.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation —
    /// true: the sheet's drag and the dismissal gesture do not dismiss it; default false.
    open var isModalInPresentation = false
    /// The presentation controller the transitioning delegate returned for this controller's
    /// presentation, or its sheet's; nil otherwise.
    var ownPresentationController: UIPresentationController?
    /// `present`'s and `dismiss`'s completion handlers, run when the transition ends.
    var pendingCompletion: (() -> Void)?
    /// The `preferredTransition` set (a zoom); nil: the push's default.
    var ownPreferredTransition: AnyObject?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    /// — presents one of a modal scenario's screens' controllers; its transitioning delegate is
    /// asked inside this call; `completion` runs once the presentation completed.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentInModel(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    /// — dismisses the controller on top (the one this controller presented, or this one); the
    /// delegate is asked inside this call; `completion` runs once the dismissal completed.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissInModel(animated: flag, completion: completion)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) — a
    /// child of the containment parent about to leave (`parent` nil) is logged as the model's.
    open func willMove(toParent parent: UIViewController?) { containmentWillMove(toParent: parent) }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) — a
    /// child of the containment parent that arrived is logged as the model's.
    open func didMove(toParent parent: UIViewController?) { containmentDidMove(toParent: parent) }

    // MARK: Life cycle (the model calls these; a subclass overrides them)

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
}
