import SegueCore
import SegueFiles
import SegueRender
import SegueJSON
import SeguePixels

/// The second variant of a comparison (`--compare B`, `--compare-set KEY=VALUE`; docs/cli.md,
/// "Comparing two variants"): `--compare` alone is another scenario, `--compare-set` alone the
/// first one with those changes (after its own `--set`), both together B with the changes.
/// Both variants get the same events. A recorded comparison (a session with `compare` in its
/// header) brings its own B, embedded as it was played.
public struct Comparison {
    /// The second scenario, validated.
    var scenario: Scenario
    /// B's document after the changes (what a recording embeds).
    var json: JSONNode
    /// Where B came from: B's path or built-in name as given, else A's.
    var source: String
    /// The `KEY=VALUE` changes B was loaded with from `source` (A's `--set` too for
    /// `--compare-set` alone); a hot reload of B applies them again. Empty for a recorded B.
    var overrides: [String] = []
    /// What the first variant is called on its label: A's argument, or a session's `source`.
    var firstLabel: String
    /// What differs, as the labels say it: B's name as given, the `KEY=VALUE` list, or both.
    var label: String
    /// Whether it came from a recorded session (its players see the recorded terminal).
    var isRecorded = false
    /// B's image files (watched for hot reload), as paths on disk.
    var imagePaths: [String] = []
    /// B's scenario file as read (empty for a recorded B).
    var path = ""

    /// The files B was read from: its scenario and images.
    var readPaths: [String] { [path].filter { !$0.isEmpty } + imagePaths }

    /// The labels of the two halves, A's and B's.
    var labels: (String, String) { (firstLabel, label) }

    /// What a recording's header says of B.
    var recorded: SessionComparison { SessionComparison(label: label, source: source, scenario: json) }

    /// The comparison `--compare other` and `--compare-set changes` ask for, or the one `input`
    /// (a recorded session) holds, or nil for none.
    /// - Parameters:
    ///   - other: `--compare`: B's scenario file or built-in name; nil: A changed by `changes`.
    ///   - changes: `--compare-set`, `KEY=VALUE` each.
    ///   - input: the first variant, as loaded from `argument`.
    ///   - argument: the first variant's SCENARIO|SESSION argument.
    ///   - overrides: the first variant's `--set` values (`KEY=VALUE`).
    ///   - device: `--device`, applied to both.
    ///   - images: the library the second variant's images go into (the first's, so that one library draws both); default a new one.
    /// - Throws: a usage error for `--compare` or `--compare-set` with a session (it says what it compares).
    static func load(compare other: String?, changes: [String], input: LoadedInput, argument: String, overrides: [String],
                     device: String?, images: ImageLibrary? = nil) throws -> Comparison? {
        if input.sessionEvents != nil {
            guard other == nil && changes.isEmpty else {
                throw CLIError.usage("--compare and --compare-set take a scenario, not a session (a recorded comparison replays its own)")
            }
            return input.sessionComparison
        }
        guard other != nil || !changes.isEmpty else { return nil }
        if let other, FileSystem.isRegularFile(other), InputLoading.isSession(other) {
            throw CLIError.usage("--compare \(Sanitize.text(other)): is a session; --compare takes a scenario "
                                 + "(to see a session against a scenario, give the session's scenario, or record the comparison with play)")
        }
        let changed = (other == nil ? overrides : []) + changes
        let loaded = try InputLoading.load(other ?? argument, overrides: changed, device: device, allowSession: false, images: images,
                                            players: input.players)
        let label = ([other].compactMap { $0 } + (changes.isEmpty ? [] : [changes.joined(separator: ", ")])).joined(separator: " + ")
        return Comparison(scenario: loaded.scenario, json: loaded.json, source: other ?? argument, overrides: changed,
                          firstLabel: argument, label: label, imagePaths: loaded.imagePaths, path: loaded.path)
    }
}
