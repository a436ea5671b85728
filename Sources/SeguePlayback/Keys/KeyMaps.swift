import SegueScenario
import SegueModel

/// Every mode's key map: the one place a key is bound (docs/cli.md, "Keys"). To add a key, add
/// a row here and handle its intent where the mode acts on intents (`Player` and `SimulatedApp` for
/// the previewer, the live loop for a replay, the gallery).
public enum KeyMaps {
    /// The previewer's keys, in the order the help overlay lists them.
    public static let previewer = KeyMap<Intent>([
        KeyBinding(Arrow.allCases.map { ($0.key, Intent.pan($0)) }, "→ ←", "edge pan: move the finger (hold to scrub)"),
        KeyBinding([(Key.enter, Intent.lift), (.space, .liftOrPause)], "⏎ / space", "lift the finger (release the gesture)"),
        KeyBinding([.escape], "esc", "cancel the gesture (the transition cancels)", .cancelGesture),
        KeyBinding([(Key.plus, Intent.pinch(inward: false)), (.minus, .pinch(inward: true))], "+ -", "pinch out / in"),
        KeyBinding([], "mouse drag", "edge pan from the left edge, where reported", Intent.pan(.right)),
        KeyBinding([.char("p")], "p", "push / present the next screen", .forward),
        KeyBinding([.char("b")], "b", "pop / dismiss without a gesture", .back),
        KeyBinding((1...9).map { (Key.char(Character(String($0))), Intent.selectTab($0)) }, "1-9", "select a tab / a child"),
        KeyBinding([(Key.pageUp, Intent.scrollLog(.up)), (.pageDown, .scrollLog(.down))], "PgUp PgDn",
                   "scroll the call log in the panel"),
        KeyBinding([.space], "space", "pause / resume (no gesture active)", .liftOrPause),
        KeyBinding([.char(".")], ".", "step one frame while paused", .stepFrame),
        KeyBinding([.char(",")], ",", "step one frame back while paused", .stepFrameBack),
        KeyBinding([.char("o")], "o", "onion skin: where moving views were (0.3 s)", .toggleOnionSkin),
        KeyBinding([.char("s")], "s", "speed 1× → 0.5× → 0.25× → 0.1×", .cycleSpeed),
        KeyBinding([.char("r")], "r", "restart the scenario", .restart),
        KeyBinding([.char("g")], "g", "replay the last gesture (its presses) from the start", .replayLastStart),
        KeyBinding([(Key.char("n"), Intent.nextScenario), (.char("N"), .previousScenario)], "n N", "next / previous scenario"),
        KeyBinding([.char("t")], "t", "inspector: tune the transition's numbers (keys below)", .openInspector),
        KeyBinding([.char("?")], "?", "this help (→ ← turn its pages, any other key closes it)", .showHelp),
        KeyBinding([.char("q")], "q", "quit", .quit),
    ])

    /// While the inspector is open (`t`), these keys come first; the others keep their
    /// previewer meaning (↑/↓ select here, so they do not move a pan).
    public static let inspector = KeyMap<InspectorIntent>([
        KeyBinding([(Key.up, InspectorIntent.select(previous: true)), (.down, .select(previous: false))], "↑ ↓",
                   "inspector: select a parameter (not the pan)"),
        KeyBinding([(Key.char("["), InspectorIntent.step(up: false, fine: false)), (.char("]"), .step(up: true, fine: false))],
                   "[ ]", "inspector: step the value down / up (a named curve: to bezier)"),
        KeyBinding([(Key.char("{"), InspectorIntent.step(up: false, fine: true)), (.char("}"), .step(up: true, fine: true))],
                   "{ }", "inspector: fine step down / up"),
        KeyBinding([.char("u")], "u", "inspector: undo the last change", .undo),
        KeyBinding([.char("w")], "w", "inspector: write the changes into the scenario file", .write),
        KeyBinding([.char("e")], "e", "inspector: write the Swift export (UIKit) of the tuned scenario", .export),
        KeyBinding([.char("t")], "t", "inspector: close", .close),
    ])

    /// The keys while a recording replays (`segue replay`); other keys do nothing.
    public static let replay = KeyMap<ReplayIntent>([
        KeyBinding([.space], "space", "pause / resume", .togglePause),
        KeyBinding([.char(".")], ".", "one frame forward while paused", .stepFrame),
        KeyBinding([.char(",")], ",", "one frame back while paused", .stepFrameBack),
        KeyBinding([(Key.char("["), ReplayIntent.scrub(forward: false)), (.char("]"), .scrub(forward: true))], "[ ]",
                   "0.1 s back / forward"),
        KeyBinding([.char("o")], "o", "onion skin", .toggleOnionSkin),
        KeyBinding([.char("s")], "s", "speed 1× → 0.5× → 0.25× → 0.1× → 2× → 4×", .cycleSpeed),
        KeyBinding([.char("?")], "?", "this help (→ ← turn its pages, any other key closes it)", .showHelp),
        KeyBinding([.char("q")], "q", "quit", .quit),
    ])

    /// The gallery's keys, in the order its help overlay lists them.
    public static let gallery = KeyMap<GalleryIntent>([
        KeyBinding([(Key.up, GalleryIntent.choose(previous: true)), (.down, .choose(previous: false))], "↑ ↓", "choose a scenario"),
        KeyBinding([.enter, .right, .space], "⏎ → space", "open it (its demo plays until a key is pressed)", .open),
        KeyBinding([(Key.char("n"), GalleryIntent.openNext), (.char("N"), .openPrevious)], "n N", "open the next / previous scenario"),
        KeyBinding([.char("?")], "?", "this help (→ ← turn its pages, any other key closes it)", .showHelp),
        KeyBinding([.char("q"), .escape], "q esc", "quit (q in a scenario comes back here)", .quit),
    ])

    /// While the help overlay is shown, in the previewer, a replay or the gallery: → / PgDn and ← / PgUp
    /// turn its pages (when it has more than one); any other key closes it and does nothing
    /// else, q too.
    public static let helpOverlay = KeyMap<HelpOverlayIntent>([
        KeyBinding([(Key.right, HelpOverlayIntent.page(forward: true)), (.pageDown, .page(forward: true)),
                    (.left, .page(forward: false)), (.pageUp, .page(forward: false))], "→ ←",
                   "this help: next / previous page (PgDn / PgUp too)"),
    ], otherKeys: .close)
}
