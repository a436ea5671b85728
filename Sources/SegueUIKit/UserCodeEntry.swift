/// What a compiled user library hands the host (docs/user-code.md, "Loading"): the host
/// compiles a generated file with the user's sources that declares one type conforming to this
/// protocol and a C entry point returning it, so that it need not know Swift's mangled names.
@preconcurrency @MainActor public protocol UserCodeEntry: AnyObject {
    /// Calls the scenario's `setUp` function with the container's controller.
    func setUp(_ container: UIViewController)
    /// A new controller of the class a screen's `class` names (`init(nibName: nil, bundle: nil)`);
    /// nil for a name the generated file does not know.
    func makeController(className: String) -> UIViewController?
}
