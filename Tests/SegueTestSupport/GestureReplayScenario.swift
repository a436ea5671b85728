/// The scenario of the gesture-replay tests (an inspector step or `g` replays the last gesture;
/// docs/terminal.md, "The inspector"), shared by the in-process and the command-line tests: a
/// navigation of `a` under `b` whose pop is an edge pan (linear, 0.5 s, from view x 0 → 1, to
/// view −0.3 → 0) that finishes past 0.2 at completionSpeed 1 along a linear curve.
public enum GestureReplayScenario {
    public static let text = """
        {"segue": 1, "name": "replay", "title": "Replay",
         "screens": [{"id": "a", "title": "A", "color": "#123456"}, {"id": "b", "title": "B", "color": "#654321"}],
         "container": {"kind": "navigation", "stack": ["a", "b"]},
         "transitions": {"pop": {
           "animator": {"duration": 0.5, "curve": "linear",
                        "to": {"from": {"x": -0.3}, "to": {"x": 0}}, "from": {"from": {"x": 0}, "to": {"x": 1}}},
           "interaction": {"gesture": "edgePan", "edge": "left", "completionSpeed": 1, "completionCurve": "linear",
                           "finish": {"rule": "threshold", "threshold": 0.2}}}}}
        """
}
