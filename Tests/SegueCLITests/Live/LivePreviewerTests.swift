import Foundation
import Testing

/// End-to-end tests of the interactive previewer (`segue`, `segue play`, `segue replay`) in a
/// real terminal: the built binary in tmux, driven with keys, mouse reports, resizes and
/// signals, read back with `capture-pane`. One tmux server per test, always killed; the suites
/// nested in this one (in the files beside it) run one test at a time.
@Suite(.serialized, .enabled(if: SeguePane.available, "tmux or the segue binary is missing"))
struct LivePreviewerTests {
    /// The pane's modes while the previewer runs, and once it has given the terminal back
    /// (`mouse_sgr_flag`: SGR mouse coordinates, mode 1006).
    static let modes = "alt=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag} sgr=#{mouse_sgr_flag}"
    static let running = "alt=1 cursor=0 mouse=1 sgr=1"
    static let restored = "alt=0 cursor=1 mouse=0 sgr=0"

    /// Logical width of the `phone` device (docs/scenarios.md: 390×844 points).
    static let phoneWidth = 390.0
    /// Edge-pan hysteresis (docs/gestures.md: 15 pt), and the default step, container width / 20.
    static let hysteresis = 15.0
    /// tmux types a burst of presses: a key repeating, which lifts (in motion) 0.08 s after the
    /// burst. Tests that look at the finger down, then lift it, keep it down this way (the real
    /// key repeat is `XtermKeyRepeat`').
    static let fingerStaysDown = ["--set", "transitions.pop.interaction.idleRelease=60"]
    static var step: Double { phoneWidth / 20 }
}

/// A built-in scenario's JSON, read from `Scenarios/` (for titles, so the tests don't copy them).
struct ScenarioFile {
    let name: String
    let text: String
    let json: [String: Any]

    init(_ name: String) throws {
        self.name = name
        text = try String(contentsOfFile: "\(repositoryRoot)/Scenarios/\(name).json", encoding: .utf8)
        json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    var title: String { json["title"] as? String ?? "" }

    /// The title of the screen with `id`.
    func screenTitle(_ id: String) throws -> String {
        let screens = try #require(json["screens"] as? [[String: Any]])
        let screen = try #require(screens.first { $0["id"] as? String == id })
        return try #require(screen["title"] as? String)
    }

    /// How a screen's title shows in its title bar on the device: `─ Title ─` (with the bars
    /// off: `chromeOff`).
    func titleBar(_ id: String) throws -> String { "─ \(try screenTitle(id)) ─" }

    /// Every bar off (docs/chrome.md): the top screen's title is in its top border line, on the
    /// frame's second row, where the tests that follow a transition by its titles look.
    static let chromeOff = ["--set", #"chrome={"statusBar": false, "navigationBar": false, "tabBar": false}"#]
}

/// Where the device frame is drawn for a terminal size, from the headless twin (`segue render
/// --at 0`), which lays frames out with the same compositor as the live previewer.
struct DeviceLayout {
    /// Columns of the frame's left and right corners (`╭`, `╮`) and rows of its top and bottom;
    /// 0-based cells.
    var left: Int, right: Int, top: Int, bottom: Int
    /// The first row of the headless frame (the frame's top edge and the panel's title).
    var firstRow: String

    /// The leftmost cell of the device's screen (just inside the frame).
    var screenLeft: Int { left + 1 }
    var middleRow: Int { (top + bottom) / 2 }

    static func of(_ scenario: String, cols: Int, rows: Int, extra: [String] = []) throws -> DeviceLayout {
        let r = try runSegue(["render", scenario, "--at", "0", "--format", "text", "--size", "\(cols)x\(rows)"] + extra)
        try #require(r.status == 0, "\(r.stderr)")
        let lines = SeguePane.rows(of: r.stdout)
        let top = try #require(lines.firstIndex { $0.contains("╭") })
        let bottom = try #require(lines.firstIndex { $0.contains("╰") })
        let chars = Array(lines[top])
        let left = try #require(chars.firstIndex(of: "╭"))
        let right = try #require(chars.firstIndex(of: "╮"))
        return DeviceLayout(left: left, right: right, top: top, bottom: bottom, firstRow: lines[0])
    }

    /// The device part of each row (columns 0 through the right corner).
    func deviceColumns(_ rows: [String]) -> [String] {
        rows.map { String(Array($0).prefix(right + 1)) }
    }
}

/// The last frame of `segue render … --format text`: the `rows` lines after the last `--- t=`
/// header, trailing spaces trimmed.
func lastTextFrame(_ output: String, rows: Int) throws -> [String] {
    let lines = SeguePane.rows(of: output)
    let header = try #require(lines.lastIndex { $0.hasPrefix("--- t=") })
    let frame = Array(lines[(header + 1)...].prefix(rows))
    return frame + Array(repeating: "", count: max(0, rows - frame.count))  // blank last rows end up trimmed
}

/// Number of times `needle` occurs in the rows.
func occurrences(_ needle: String, in rows: [String]) -> Int {
    rows.reduce(0) { $0 + $1.components(separatedBy: needle).count - 1 }
}

/// Row `i` of a capture, or "" when the capture has fewer rows.
func row(_ rows: [String], _ i: Int) -> String { rows.indices.contains(i) ? rows[i] : "" }
