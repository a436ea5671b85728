import SegueCore
import SegueRender

/// The second variant of a comparison (`--compare B`, `--compare-set KEY=VALUE`; docs/cli.md,
/// "Comparing two variants"): `--compare` alone is another scenario, `--compare-set` alone the
/// first one with those changes (after its own `--set`), both together B with the changes.
/// Both variants get the same events.
struct Comparison {
    /// The second scenario, validated.
    var scenario: Scenario
    /// What differs, as the labels say it: B's name as given, the `KEY=VALUE` list, or both.
    var label: String

    /// The comparison `invocation` asks for, or nil when it asks for none.
    /// - Parameters:
    ///   - argument: the first variant's SCENARIO|SESSION argument.
    ///   - overrides: the first variant's `--set` values (`KEY=VALUE`).
    ///   - device: `--device`, applied to both.
    ///   - images: the library the second variant's images go into (the first's, so that one library draws both); default a new one.
    static func load(_ invocation: Invocation, argument: String, overrides: [String], device: String?,
                     images: ImageLibrary? = nil) throws -> Comparison? {
        let other = invocation.string("compare")
        let changes = invocation.keyValues("compare-set").map { "\($0.key)=\($0.value)" }
        guard other != nil || !changes.isEmpty else { return nil }
        let loaded = try InputLoading.load(other ?? argument, overrides: (other == nil ? overrides : []) + changes, device: device,
                                           allowSession: other == nil, images: images)
        let label = ([other].compactMap { $0 } + (changes.isEmpty ? [] : [changes.joined(separator: ", ")])).joined(separator: " + ")
        return Comparison(scenario: loaded.scenario, label: label)
    }
}
