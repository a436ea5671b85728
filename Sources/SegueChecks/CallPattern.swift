import SegueCore

/// A call a test file's `log` expectation names (docs/testing-transitions.md): a call's name
/// and the text it starts with (`"update("` matches `update(0.42)`, `"inbox.viewDidAppear(true)"`
/// only that callback of `inbox`). Read once when the test file loads; a name no call in the log
/// has is refused there.
public struct CallPattern: Sendable, Equatable, CustomStringConvertible {
    /// The call's name (`UIKitCall.name`): `update`, `viewDidAppear`, `gesture`.
    public let name: String
    /// The text as written.
    public let text: String

    /// The pattern `text` names, or nil when its name is no call's (`UIKitCall.names`).
    public init?(_ text: String) {
        let name = UIKitCall.name(of: text)
        guard UIKitCall.names.contains(name) else { return nil }
        (self.name, self.text) = (name, text)
    }

    /// Whether `call` is this call: the same name, and its text starts with the pattern's.
    public func matches(_ call: UIKitCall) -> Bool { call.name == name && call.text.hasPrefix(text) }

    public var description: String { text }
}
