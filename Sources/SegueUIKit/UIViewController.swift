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
    open var view: UIView! {
        get {
            guard let modelController else {
                fatalError("segue: a view controller's view is its screen's, there from viewDidLoad on")
            }
            return UIView.facing(modelController.view)
        }
        set {}
    }

    open var isViewLoaded: Bool { modelController != nil }

    /// The screen's title.
    open var title: String? {
        get { modelController?.title }
        set {}
    }

    // MARK: Life cycle (the model calls these; a subclass overrides them)

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
}
