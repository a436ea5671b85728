/// The numbers a value may take: an optional lower and upper end, each inclusive or not. One
/// type for the scenario loader's range checks and the command-line options' (docs/scenarios.md,
/// docs/cli.md).
public struct NumberRange: Sendable, Equatable {
    /// The lower end, or nil for none.
    public var lower: Double?
    /// Whether `lower` itself is allowed; default true.
    public var lowerInclusive: Bool
    /// The upper end, or nil for none.
    public var upper: Double?
    /// Whether `upper` itself is allowed; default true.
    public var upperInclusive: Bool

    /// - Parameters:
    ///   - lower: the lower end, or nil (default) for none.
    ///   - lowerInclusive: whether `lower` is allowed; default true.
    ///   - upper: the upper end, or nil (default) for none.
    ///   - upperInclusive: whether `upper` is allowed; default true.
    public init(lower: Double? = nil, lowerInclusive: Bool = true, upper: Double? = nil, upperInclusive: Bool = true) {
        self.lower = lower
        self.lowerInclusive = lowerInclusive
        self.upper = upper
        self.upperInclusive = upperInclusive
    }

    /// [lo, hi]
    public static func closed(_ lo: Double, _ hi: Double) -> NumberRange { NumberRange(lower: lo, upper: hi) }
    /// (lo, hi]
    public static func openClosed(_ lo: Double, _ hi: Double) -> NumberRange {
        NumberRange(lower: lo, lowerInclusive: false, upper: hi)
    }
    /// x > lower (and ≤ upper when given).
    public static func above(_ lower: Double, atMost upper: Double? = nil) -> NumberRange {
        NumberRange(lower: lower, lowerInclusive: false, upper: upper)
    }

    /// Whether `x` lies in the range (NaN never does).
    public func contains(_ x: Double) -> Bool {
        if let lower, lowerInclusive ? !(x >= lower) : !(x > lower) { return false }
        if let upper, upperInclusive ? !(x <= upper) : !(x < upper) { return false }
        return true
    }

    /// The command line's wording: `" > 0 and ≤ 600"`, `" ≥ 0"`, or `""` without ends.
    public var phrase: String {
        var parts: [String] = []
        if let lower { parts.append((lowerInclusive ? "≥ " : "> ") + DecimalText.compact(lower)) }
        if let upper { parts.append((upperInclusive ? "≤ " : "< ") + DecimalText.compact(upper)) }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " and ")
    }

    /// The scenario loader's wording: `in [0.01, 60]` when both ends are given and inclusive,
    /// else as `phrase` without its leading space (`> 0 and ≤ 60`).
    public var text: String {
        if let lower, let upper, lowerInclusive, upperInclusive { return "in [\(DecimalText.compact(lower)), \(DecimalText.compact(upper))]" }
        return String(phrase.dropFirst())
    }
}
