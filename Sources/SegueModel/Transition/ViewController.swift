/// A screen's view controller: its root view and the appearance callbacks, which it records in
/// the event log (`message.viewWillDisappear(true)`).
public final class ViewController {
    unowned let runtime: Runtime
    /// The screen id from the scenario.
    public let id: String
    /// The screen's title (the navigation bar's item); a host may rename it.
    public var title: String
    public let view: View
    /// What the controller believes about itself, from the callbacks it has received.
    public enum Appearance: String, Sendable { case disappeared, appearing, appeared, disappearing }
    public private(set) var appearance: Appearance = .disappeared
    /// Every callback received, oldest first (for tests and the panel).
    public private(set) var callbacks: [String] = []
    /// The object that faces this controller in a host's API (SegueUIKit's `UIViewController`);
    /// nil for a scenario's own model. The model never reads it.
    public var host: AnyObject?
    /// Told of every appearance callback after it is recorded, with its `animated`: how a host
    /// forwards them to its own controller (SegueUIKit's `viewWillAppear(_:)` overrides); nil
    /// (the default) for a scenario's own model.
    public var appearanceObserver: ((_ callback: UIKitCall.AppearanceCallback, _ animated: Bool) -> Void)?

    init(runtime: Runtime, id: String, title: String, view: View) {
        self.runtime = runtime
        self.id = id
        self.title = title
        self.view = view
    }

    private func callback(_ callback: UIKitCall.AppearanceCallback, _ animated: Bool, _ state: Appearance) {
        appearance = state
        callbacks.append(callback.rawValue)
        runtime.record(.appearance(viewController: id, callback, animated: animated))
        appearanceObserver?(callback, animated)
    }

    public func viewWillAppear(_ animated: Bool) { callback(.viewWillAppear, animated, .appearing) }
    public func viewDidAppear(_ animated: Bool) { callback(.viewDidAppear, animated, .appeared) }
    public func viewWillDisappear(_ animated: Bool) { callback(.viewWillDisappear, animated, .disappearing) }
    public func viewDidDisappear(_ animated: Bool) { callback(.viewDidDisappear, animated, .disappeared) }
}
