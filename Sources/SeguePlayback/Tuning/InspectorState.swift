/// The inspector's own state in the `Player` (docs/terminal.md, "The inspector").
public struct InspectorState: Sendable, Equatable {
    /// Whether it is open (`t`).
    public var isOpen = false
    /// The selected row, 0-based (clamped to the rows when shown).
    public var selected = 0
    /// What the panel says under the rows: a refused change with its range, where `w`/`e` wrote.
    public var message: String?
    public init() {}
}
