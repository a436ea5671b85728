/// One of a scenario's Swift sources, as the user wrote it.
public struct SwiftSource: Sendable, Hashable {
    /// The path as the user's diagnostics should name it (relative to where segue runs, or
    /// absolute); `#sourceLocation` puts it in swiftc's messages.
    public var path: String
    /// The file's text, unchanged.
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
