/// A count with its noun, singular for exactly one: `1 transition`, `0 transitions`,
/// `2 transitions` — for every message that counts something.
public enum Plural {
    /// `count` followed by `noun` (exactly 1) or `plural` (any other count; default: `noun` + "s").
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
