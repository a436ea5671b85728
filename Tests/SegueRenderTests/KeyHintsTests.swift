import SegueCore
import Testing
@testable import SegueRender

/// The key hints say what the keys do now, from the scenario's controls and whether a finger is
/// down. Regression: every scenario showed `←→ pan ⏎ release`, also pinch, tab and modal ones,
/// and Space was always `pause` although it releases while a finger is down.
struct KeyHintsTests {
    /// The whole line (wide enough for every hint).
    static func line(_ controls: Controls, touching: Bool = false, mouse: Bool = false, paused: Bool = false, ascii: Bool = false) -> String {
        let hints = KeyHints.hints(KeyHints.Context(controls: controls, touching: touching, liftsWithKeys: !mouse, paused: paused))
        return KeyHints.fitting(hints, width: 200, ascii: ascii).map { $0.key + " " + $0.label }.joined(separator: " ")
    }

    @Test(arguments: [
        // pop-parallax: the left-edge pan, b pops, no screen after the top.
        (Controls(panEdge: .left, back: .pop), "→ pan b back ␣ pause s speed ? help q quit"),
        // A pan from the top edge moves down, from the right edge left, from the bottom up.
        (Controls(panEdge: .top, back: .dismiss), "↓ pan b dismiss ␣ pause s speed ? help q quit"),
        (Controls(panEdge: .right), "← pan ␣ pause s speed ? help q quit"),
        (Controls(panEdge: .bottom), "↑ pan ␣ pause s speed ? help q quit"),
        // pinch-pop: no pan at all.
        (Controls(pinch: true, back: .pop), "-/+ pinch b back ␣ pause s speed ? help q quit"),
        // tabs-slide: three tabs, nothing to push or pop.
        (Controls(tabCount: 3), "1-3 tabs ␣ pause s speed ? help q quit"),
        (Controls(tabCount: 12), "1-9 tabs ␣ pause s speed ? help q quit"),
        // cross-dissolve: the digits switch a containment parent's children.
        (Controls(childCount: 2), "1-2 children ␣ pause s speed ? help q quit"),
        (Controls(childCount: 1), "1 child ␣ pause s speed ? help q quit"),
        // alert before the presentation; scale-push-pop at its root.
        (Controls(forward: .present), "p present ␣ pause s speed ? help q quit"),
        (Controls(forward: .push), "p push ␣ pause s speed ? help q quit"),
        (Controls(), "␣ pause s speed ? help q quit"),
        // zoom with the photo open: every arrow pans it (the zoom dismissal).
        ({ var c = Controls(back: .pop); c.zoomPan = true; return c }(), "←→↑↓ pan b back ␣ pause s speed ? help q quit"),
    ] as [(Controls, String)])
    func hintsFollowTheControls(_ controls: Controls, _ expected: String) {
        #expect(Self.line(controls) == expected)
    }

    /// Space releases while a finger is down and pauses (or resumes) otherwise; Enter and Esc
    /// are offered only while a finger is down.
    @Test func spaceSaysWhatItDoesNow() {
        let pan = Controls(panEdge: .left, back: .pop)
        #expect(Self.line(pan, touching: true) == "→ pan ⏎/␣ release esc cancel b back s speed ? help q quit")
        // A mouse drag ends with the button: Enter does nothing and Space still pauses.
        #expect(Self.line(pan, touching: true, mouse: true) == "→ pan esc cancel b back ␣ pause s speed ? help q quit")
        #expect(Self.line(pan, paused: true) == "→ pan b back ␣ resume s speed ? help q quit")
        #expect(Self.line(pan, touching: true, ascii: true) == "-> pan enter/spc release esc cancel b back s speed ? help q quit")
        #expect(Self.line(pan, ascii: true) == "-> pan b back spc pause s speed ? help q quit")
    }

    /// Short lines lose the least important hints first; `q quit` stays longest.
    @Test func shortLinesKeepTheImportantHints() {
        let hints = KeyHints.hints(KeyHints.Context(controls: Controls(pinch: true, back: .pop), touching: false, paused: false))
        func fit(_ width: Int) -> String {
            KeyHints.fitting(hints, width: width, ascii: false).map { $0.key + " " + $0.label }.joined(separator: " ")
        }
        // Full: "-/+ pinch b back ␣ pause s speed ? help q quit" = 46 cells.
        #expect(fit(46) == "-/+ pinch b back ␣ pause s speed ? help q quit")
        #expect(fit(45) == "-/+ pinch b back ␣ pause ? help q quit")      // s speed goes (38)
        #expect(fit(37) == "-/+ pinch b back ? help q quit")              // then ␣ pause (30)
        #expect(fit(29) == "-/+ pinch ? help q quit")                     // then b back (23)
        #expect(fit(22) == "? help q quit")
        #expect(fit(6) == "q quit")
        #expect(fit(5) == "")
    }

    /// A replay hints the replay's keys (docs/terminal.md), whatever the scenario offers: none
    /// of the previewer's gestures, pushes or pops, which a replay ignores (issue 32, item 6).
    @Test func aReplayHintsItsOwnKeys() {
        for paused in [false, true] {
            let context = KeyHints.Context(controls: Controls(panEdge: .left, forward: .push, back: .pop), touching: true,
                                           paused: paused, replaying: true)
            let line = KeyHints.fitting(KeyHints.hints(context), width: 200, ascii: false).map { $0.key + " " + $0.label }
            #expect(line.joined(separator: " ")
                    == "␣ \(paused ? "resume" : "pause") . , step [ ] scrub s speed o onion ? help q quit")
        }
    }
}
