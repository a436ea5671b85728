/// One line of `segue test`'s report: an expectation or a contract check, held or not.
public struct CheckResult: Sendable, Equatable {
    /// What was checked, e.g. `at 0.75 message.x = 195 (±0.5)`.
    public var description: String
    /// Why it failed (`expected 195 ± 0.5, got 201.3`); nil when it held.
    public var failure: String?

    public init(_ description: String, failure: String? = nil) {
        self.description = description
        self.failure = failure
    }

    public var passed: Bool { failure == nil }
}
