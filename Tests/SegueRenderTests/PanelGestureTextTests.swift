import Testing
@testable import SegueRender
import SegueCore

/// The panel's words for the gesture facts of the Scene (docs/panel-and-exports.md): the
/// strings are the ones docs/gestures.md and the scenario goldens show.
struct PanelGestureTextTests {
    static func info(_ outcome: ReleaseOutcome, kind: GestureInfo.Kind = .edgePan(.left)) -> GestureInfo {
        GestureInfo(kind: kind, state: .changed, translation: 0, velocity: 0, releaseOutcome: outcome)
    }

    @Test(arguments: [
        (ReleaseOutcome.idle, GestureInfo.Kind.edgePan(.left), "idle (→ from the left edge)"),
        (.idle, .edgePan(.bottom), "idle (↑ from the bottom edge)"),
        (.idle, .mousePan(.bottom), "idle (drag from the bottom edge)"),
        (.idle, .pinch, "idle (- pinches in, + out)"),
        (.wouldFail(movement: 10, hysteresis: 15), .edgePan(.right), "release → fail (moved 10 pt < 15 pt)"),
        (.wouldFail(movement: 0.05, hysteresis: 0.1), .pinch, "release → fail (moved 0.05 scale < 0.1 scale)"),
        (.wouldRelease(FinishVerdict(rule: .velocity, percent: 0.32, velocity: 19.5 / 0.033)), .edgePan(.left),
         "release → finish (velocity 591 pt/s > 0)"),
        (.wouldRelease(FinishVerdict(rule: .thresholdOrVelocity(0.5), percent: 141.0 / 390, velocity: 0)), .mousePan(.left),
         "release → cancel (percent 0.36 ≤ 0.5, velocity 0 pt/s)"),
        (.wouldRelease(FinishVerdict(rule: .pinch(threshold: 0.3, velocity: 5), percent: 0.25, velocity: 0, unit: .scale)), .pinch,
         "release → cancel (velocity 0 scale/s < 5, percent 0.25 ≤ 0.3)"),
        (.released(FinishVerdict(rule: .thresholdOrVelocity(0.5), percent: 277.5 / 390, velocity: 0)), .edgePan(.left),
         "released → finish (percent 0.71 > 0.5)"),
        (.released(FinishVerdict(rule: .threshold(0.5), percent: 0.26, velocity: 900)), .edgePan(.left),
         "released → cancel (percent 0.26 ≤ 0.5)"),
        (.cancelled, .edgePan(.left), "cancelled → cancel"),
        (.failedTooShort(movement: 12, hysteresis: 15), .edgePan(.left), "failed (moved 12 pt < 15 pt): no transition"),
        (.cancelledBeforeBegin, .pinch, "failed (cancelled before it began): no transition"),
        (.refused(nil), .edgePan(.left), "no transition: the container allows none now"),
        (.sheet(SheetVerdict(detent: "medium", top: 422)), .sheetPan(byMouse: false), "sheet medium, top 422 pt (↑ ↓ drag the sheet)"),
        (.sheet(SheetVerdict(detent: "medium", top: 610, transition: .dismiss)), .sheetPan(byMouse: false),
         "sheet medium, top 610 pt (dismissing)"),
        (.sheet(SheetVerdict(detent: "medium", top: 700, transition: .present)), .sheetPan(byMouse: false),
         "sheet medium, top 700 pt (presenting)"),
        (.sheet(SheetVerdict(detent: "medium", top: 300, projectedTop: 549.7, release: .detent("medium"))), .sheetPan(byMouse: true),
         "release → medium (projected 549.7 pt)"),
        (.sheet(SheetVerdict(detent: "small", top: 650, projectedTop: 849.6, release: .attemptToDismiss(returnsTo: "small"))),
         .sheetPan(byMouse: false), "release → small (dismiss refused: isModalInPresentation) (projected 849.6 pt)"),
        (.sheet(SheetVerdict(detent: "medium", top: 700, release: .dismiss, released: true)), .sheetPan(byMouse: false),
         "released → dismiss"),
    ])
    func outcome(outcome: ReleaseOutcome, kind: GestureInfo.Kind, words: String) {
        #expect(PanelGestureText.outcome(Self.info(outcome, kind: kind)) == words)
    }

    /// Regression ("no transition: the container refused" read like a bug): the refusal says
    /// what is missing.
    @Test(arguments: [
        (InteractionRefusal.atRoot(screen: "inbox"), "no transition: inbox is the root"),
        (.atRoot(screen: nil), "no transition: the root is the root"),
        (.noInteraction(.pop), "no transition: pop has no interaction"),
        (.drivenByOtherGesture(.pop, gesture: .pinch), "no transition: pop is driven by a pinch (- +)"),
        (.drivenByOtherGesture(.dismiss, gesture: .edgePan), "no transition: dismiss is driven by an edge pan"),
        (.transitionRunning(.pop), "no transition: a pop is running"),
        (.transitionRunning(.push), "no transition: a push is running"),
        (.tabsSwitchBySelection, "no transition: tabs switch with 1-9"),
        (.childrenSwitchWithDigits, "no transition: children switch with 1-9"),
        (.transitionRunning(.transition), "no transition: a transition is running"),
        (.nothingPresented, "no transition: nothing is presented"),
        (.nothingInteractive, "no transition: nothing here is interactive"),
        (.cannotBeginNow(.pop), "no transition: the pop cannot begin now"),
        (.cannotBeginNow(.dismiss), "no transition: the dismissal cannot begin now"),
    ])
    func refusal(reason: InteractionRefusal, words: String) {
        #expect(PanelGestureText.outcome(Self.info(.refused(reason))) == words)
    }

    /// The summary names a mouse pan `pan` as it does an edge pan, and states the recognizer state.
    @Test(arguments: [
        (GestureInfo.Kind.edgePan(.left), GestureState.changed, "pan  +182 pt  640 pt/s  changed"),
        (.mousePan(.bottom), .began, "pan  +182 pt  640 pt/s  began"),
        (.edgePan(.right), .ended, "pan  +182 pt  640 pt/s  ended"),
    ])
    func summary(kind: GestureInfo.Kind, state: GestureState, words: String) {
        let g = GestureInfo(kind: kind, state: state, translation: 182, velocity: 640, releaseOutcome: .idle)
        #expect(PanelGestureText.summary(g).map(\.0).joined() == words)
    }
}
