import SegueCore
import SegueRender

/// A mode's keys as a command's `--help` says them, from the mode's key map (`KeyMaps`), so that
/// the help text lists exactly the keys the mode binds (docs/cli.md, "Keys").
public enum KeyHelp {
    /// One indented line per row: the keys as shown, padded to one column, then what they do.
    public static func table<Meaning>(_ map: KeyMap<Meaning>) -> String {
        let width = map.bindings.map { DisplayWidth.of($0.shown) }.max() ?? 0
        return map.bindings.map { b in
            "  " + b.shown + String(repeating: " ", count: width - DisplayWidth.of(b.shown) + 2) + b.label
        }.joined(separator: "\n")
    }

    /// The rows in one sentence: `space pause / resume, . one frame forward while paused, …`.
    public static func sentence<Meaning>(_ map: KeyMap<Meaning>) -> String {
        map.bindings.map { "\($0.shown) \($0.label)" }.joined(separator: ", ")
    }
}
