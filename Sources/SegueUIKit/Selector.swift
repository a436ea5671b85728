/// https://developer.apple.com/documentation/objectivec/selector — on Linux there is no
/// Objective-C runtime: a selector is the method itself. Before compiling, `#selector(m)` is
/// rewritten to `__sel__(m)` (docs/user-code.md, "What is rewritten"), which keeps the method
/// reference, so that a gesture recognizer can call its action.
public struct Selector: @unchecked Sendable {
    /// Calls the method with its target and sender; nil for `Selector("name")`, which names a
    /// method segue cannot find by its name.
    let invoke: (@MainActor (_ target: AnyObject?, _ sender: AnyObject) -> Void)?
    /// The name given to `Selector(_:)`, for messages.
    let name: String?

    /// `Selector("handlePan:")`: Linux cannot look a method up by its name, so such a selector
    /// is never called; a gesture recognizer given one reports it (use `#selector`).
    public init(_ name: String) {
        self.name = name
        invoke = nil
    }

    init(invoke: @escaping @MainActor (_ target: AnyObject?, _ sender: AnyObject) -> Void) {
        name = nil
        self.invoke = invoke
    }
}

/// `#selector(handlePan(_:))` rewritten: the method bound to its object, taking the sender.
@MainActor public func __sel__<Sender: AnyObject>(_ method: @escaping @MainActor (Sender) -> Void) -> Selector {
    Selector { _, sender in if let sender = sender as? Sender { method(sender) } }
}

/// `#selector(refresh)` rewritten: the method bound to its object, taking nothing.
@MainActor public func __sel__(_ method: @escaping @MainActor () -> Void) -> Selector {
    Selector { _, _ in method() }
}

/// `#selector(Handler.handlePan(_:))` rewritten: the method of a type, called on the target.
@MainActor public func __sel__<Target: AnyObject, Sender: AnyObject>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void) -> Selector {
    Selector { target, sender in
        if let target = target as? Target, let sender = sender as? Sender { method(target)(sender) }
    }
}
