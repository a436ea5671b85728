/// https://developer.apple.com/documentation/uikit/uigesturerecognizer — for now only what a
/// navigation controller's `interactivePopGestureRecognizer` needs (docs/user-code.md, "The API:
/// navigation and transitions"); recognizers of the user's own come with gestures.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    /// Whether the recognizer may recognize; default true.
    open var isEnabled: Bool {
        get { enabled }
        set {
            enabled = newValue
            enabledChanged?(newValue)
        }
    }
    private var enabled = true
    /// Told when `isEnabled` changes (the system pop's recognizer turns the model's pop off).
    var enabledChanged: ((Bool) -> Void)?

    /// The recognizer's state; `.possible` while nothing is recognized.
    open internal(set) var state: State = .possible

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    override init() { super.init() }
}
