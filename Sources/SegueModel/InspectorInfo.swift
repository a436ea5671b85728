import SegueScenario

/// What the panel shows while the inspector is open (`t`; docs/terminal.md, "The inspector").
public struct InspectorInfo: Sendable, Equatable {
    /// The operation whose transition the rows belong to (running, else the one `b`/a pan or
    /// `p` would start now); nil when there is none.
    public var operation: Operation?
    public var rows: [TunableParameter]
    /// The selected row, 0-based; 0 when there are no rows.
    public var selected: Int
    /// A refusal (`… must be ≥ 0.01 and ≤ 60 seconds`), the result of `w`/`e`, or nil.
    public var message: String?
    /// How many changes are in effect (what `w` writes and `u` undoes).
    public var changeCount: Int
    public init(operation: Operation?, rows: [TunableParameter], selected: Int, message: String?, changeCount: Int) {
        self.operation = operation
        self.rows = rows
        self.selected = selected
        self.message = message
        self.changeCount = changeCount
    }
}
