import Testing
@testable import SegueCore
import SegueFiles

/// Preset expansions checked against the numbers of docs/scenarios.md and the seed articles.
struct PresetTests {
    func track(_ a: AnimatorSpec, _ role: Role) -> TrackSpec? { a.tracks.first { $0.target == .role(role) } }

    @Test func scaleSeed000() throws {
        // push: to view scales 0.1 → 1 above the from view; pop: from view 1 → 0.1 above the to view; 0.4 s.
        let push = Preset.scale.expand(for: .push)
        #expect(push.duration == 0.4)
        #expect(push.order == [.from, .to])
        #expect(track(push, .to)?.from.scale == 0.1 && track(push, .to)?.to.scale == 1)
        #expect(track(push, .from) == nil)
        let pop = Preset.scale.expand(for: .pop)
        #expect(pop.order == [.to, .from])
        #expect(track(pop, .from)?.from.scale == 1 && track(pop, .from)?.to.scale == 0.1)
        #expect(track(pop, .to) == nil)
    }

    @Test func springSlideUpSeed000() throws {
        // present: slides up from below with a spring (damping 0.6, velocity 0), 0.6 s; dismiss slides down.
        let present = Preset.springSlideUp.expand(for: .present)
        #expect(present.duration == 0.6)
        #expect(present.timing == .blockSpring(dampingRatio: 0.6, velocity: 0, duration: nil))
        #expect(track(present, .to)?.from.y == .fraction(1) && track(present, .to)?.to.y == .fraction(0))
        let dismiss = Preset.springSlideUp.expand(for: .dismiss)
        #expect(track(dismiss, .from)?.from.y == .fraction(0) && track(dismiss, .from)?.to.y == .fraction(1))
        #expect(dismiss.order == [.to, .from])
    }

    @Test func shrinkSeed000CustomInteraction() throws {
        // from view scale = |p − 1| while dragging: 1 at p = 0, 0 at p = 1, set directly; fixed 0.4 s completion.
        let pop = Preset.shrink.expand(for: .pop)
        let from = try #require(track(pop, .from))
        #expect(from.from.scale == 1 && from.to.scale == 0)
        for p in [0.0, 0.25, 0.5, 0.8, 1.0] {
            // Linear in p between from and to = |p − 1|.
            let s = from.from.scale! + (from.to.scale! - from.from.scale!) * p
            #expect(abs(s - abs(p - 1)) < 1e-12)
        }
        let i = try #require(Preset.shrink.defaultInteraction(for: .pop))
        #expect(i.driver == .direct)
        #expect(i.completion == .fixed(0.4))
        #expect(i.finish == .threshold(0.5))
        #expect(Preset.shrink.defaultInteraction(for: .push) == nil)
        #expect(Preset.fade.defaultInteraction(for: .pop) == nil)
    }

    @Test func crossDissolveSeed001() {
        let a = Preset.crossDissolve.expand(for: .tab)
        #expect(a.duration == 0.3)
        #expect(track(a, .to)?.from.alpha == 0 && track(a, .to)?.to.alpha == 1)
        #expect(track(a, .from)?.from.alpha == 1 && track(a, .from)?.to.alpha == 0)
    }

    @Test func alertSeed001() throws {
        // cover fades 0 → 0.6 while the modal slides up from the bottom with a spring (0.8, 1.0), 1.0 s.
        let a = Preset.alert.expand(for: .present)
        #expect(a.duration == 1.0)
        #expect(a.timing == .blockSpring(dampingRatio: 0.8, velocity: 1.0, duration: nil))
        #expect(a.coverColor == .black)
        #expect(a.order == [.from, .cover, .to])
        #expect(track(a, .cover)?.from.alpha == 0 && track(a, .cover)?.to.alpha == 0.6)
        #expect(track(a, .to)?.from.y == .fraction(1) && track(a, .to)?.to.y == .fraction(0))
        let d = Preset.alert.expand(for: .dismiss)
        #expect(d.order == [.to, .cover, .from])
        #expect(track(d, .cover)?.from.alpha == 0.6 && track(d, .cover)?.to.alpha == 0)
        #expect(track(d, .from)?.to.y == .fraction(1))
    }

    @Test func swingDropSeed002() throws {
        let a = Preset.swingDrop.expand(for: .dismiss)
        let from = try #require(track(a, .from))
        // Rotations −270°, 180°, 234°, 144° = M_PI × −1.5, 1.0, 1.3, 0.8 in the article.
        let expected: [(Double, Double, Double)] = [(0, 0.15, -1.5 * 180), (0.15, 0.10, 1.0 * 180), (0.25, 0.20, 1.3 * 180), (0.45, 0.20, 0.8 * 180)]
        #expect(from.keyframes.count == 5)
        for (k, e) in expected.enumerated() {
            #expect(abs(from.keyframes[k].start - e.0) < 1e-12)
            #expect(abs(from.keyframes[k].duration - e.1) < 1e-12)
            #expect(abs(from.keyframes[k].values.rotation! - e.2) < 1e-9)
        }
        // Then drops 180 pt while rotating to 54° (M_PI × 0.3), 0.65–1.0.
        let last = from.keyframes[4]
        #expect(last.start == 0.65 && abs(last.start + last.duration - 1) < 1e-12)
        #expect(last.values.y == .points(180))
        #expect(abs(last.values.rotation! - 0.3 * 180) < 1e-9)
        // About a corner: bottom-left.
        #expect(from.anchor == Anchor(x: 0, y: 1))
        #expect(from.keyframeCurve == .easeInOut)
        // The cover fades out over the same last stretch.
        let cover = try #require(track(a, .cover))
        #expect(cover.from.alpha == 0.6)
        #expect(cover.keyframes.count == 1)
        #expect(cover.keyframes[0].start == 0.65 && cover.keyframes[0].values.alpha == 0)
        #expect(a.order == [.to, .cover, .from])
        // Keyframes never overlap within a track.
        for (x, y) in zip(from.keyframes, from.keyframes.dropFirst()) { #expect(x.start + x.duration <= y.start + 1e-12) }
        // A pop gets no cover by default; present/push are refused by the loader.
        #expect(track(Preset.swingDrop.expand(for: .pop), .cover) == nil)
        #expect(!Preset.swingDrop.supports(.present) && Preset.swingDrop.supports(.dismiss))
    }

    @Test func parallaxSeed003() throws {
        // pop: to view starts at −width/3 and slides to 0 while the from view slides right by the full width; 0.4 s.
        let pop = Preset.parallax.expand(for: .pop)
        #expect(pop.duration == 0.4)
        guard case .fraction(let f)? = track(pop, .to)?.from.x else { Issue.record("no fraction"); return }
        #expect(abs(f * 390 - (-390.0 / 3)) < 0.05) // within 0.05 pt on a phone
        #expect(track(pop, .to)?.to.x == .fraction(0))
        #expect(track(pop, .from)?.from.x == .fraction(0) && track(pop, .from)?.to.x == .fraction(1))
        #expect(pop.order == [.to, .from])
        let push = Preset.parallax.expand(for: .push, options: { var o = PresetOptions(); o.offset = 0.3; return o }())
        #expect(track(push, .to)?.from.x == .fraction(1))
        #expect(track(push, .from)?.to.x == .fraction(-0.3))
    }

    @Test func fadeSeed004() {
        let push = Preset.fade.expand(for: .push)
        #expect(push.duration == 0.5)
        #expect(track(push, .to)?.from.alpha == 0 && track(push, .to)?.to.alpha == 1)
        let pop = Preset.fade.expand(for: .pop)
        #expect(track(pop, .from)?.from.alpha == 1 && track(pop, .from)?.to.alpha == 0)
        #expect(pop.order == [.to, .from])
    }

    @Test func matchedFlagsElements() {
        let push = Preset.matched.expand(for: .push)
        #expect(push.matchedElements)
        #expect(track(push, .to)?.from.alpha == 0 && track(push, .to)?.to.alpha == 1)
        #expect(Preset.matched.expand(for: .pop).matchedElements)
        #expect(!Preset.fade.expand(for: .push).matchedElements)
    }

    @Test(arguments: [(Edge.right, "x", 1.0), (.left, "x", -1.0), (.bottom, "y", 1.0), (.top, "y", -1.0)])
    func slideEdges(edge: Edge, axis: String, sign: Double) {
        var o = PresetOptions()
        o.edge = edge
        let push = Preset.slide.expand(for: .push, options: o)
        let to = track(push, .to)!, from = track(push, .from)!
        let start = axis == "x" ? to.from.x : to.from.y
        let out = axis == "x" ? from.to.x : from.to.y
        #expect(start == .fraction(sign))
        #expect(out == .fraction(-sign))
        let pop = Preset.slide.expand(for: .pop, options: o)
        let popFrom = track(pop, .from)!
        #expect((axis == "x" ? popFrom.to.x : popFrom.to.y) == .fraction(sign))
    }

    @Test func slidePresentDefaultsToTheBottomEdge() {
        let a = Preset.slide.expand(for: .present)
        #expect(track(a, .to)?.from.y == .fraction(1))
    }

    @Test func presetParametersFromAFile() throws {
        let text = """
        {"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "modal", "presenter": "a", "style": "custom"},
         "transitions": {
           "present": {"animator": {"preset": "alert", "dim": 0.4, "coverColor": "#fff", "damping": 0.5, "velocity": 2, "duration": 0.8}},
           "dismiss": {"animator": {"preset": "swingDrop", "drop": 90, "anchor": "bottomRight", "fadeCover": false, "duration": 2}}}}
        """
        let s = try ScenarioLoader.load(text: text, file: "x.json").scenario
        let p = try #require(s.transitions[.present]?.animator)
        #expect(p.duration == 0.8)
        #expect(p.timing == .blockSpring(dampingRatio: 0.5, velocity: 2, duration: nil))
        #expect(p.coverColor == .white)
        #expect(track(p, .cover)?.to.alpha == 0.4)
        let d = try #require(s.transitions[.dismiss]?.animator)
        #expect(d.duration == 2)
        #expect(track(d, .from)?.keyframes.last?.values.y == .points(90))
        #expect(track(d, .from)?.anchor == Anchor(x: 1, y: 1))
        #expect(track(d, .cover) == nil)
        #expect(d.order == [.to, .from])
    }

    @Test func explicitTracksOverrideThePreset() throws {
        let text = """
        {"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a"]},
         "transitions": {"push": {"animator": {"preset": "slide", "from": {"from": {"alpha": 1}, "to": {"alpha": 0.5}}}}}}
        """
        let a = try #require(try ScenarioLoader.load(text: text, file: "x.json").scenario.transitions[.push]?.animator)
        #expect(track(a, .from)?.to == TrackValues(alpha: 0.5))
        #expect(track(a, .to)?.from.x == .fraction(1))
        #expect(a.preset == "slide")
    }

    @Test func systemDefaults() throws {
        // Navigation: the to view slides in from the right (reported 0.35 s, curve 7 for 0.5 s)
        // while the from view moves to −(W − round(0.7 W)).
        let push = try #require(SystemTransitions.transition(for: .push))
        #expect(push.animator.duration == 0.35)
        #expect(push.animator.timing == .coreAnimationSpring(Spring(mass: 3, stiffness: 1000, damping: 500), duration: 0.5))
        #expect(push.animator.parallaxViews)
        #expect(track(push.animator, .to)?.from.x == .fraction(1))
        #expect(track(push.animator, .from)?.to.x?.resolve(in: 375) == -112)  // −(375 − round(262.5))
        let pop = try #require(SystemTransitions.transition(for: .pop))
        #expect(pop.interaction?.finish == .projection)
        #expect(pop.interaction?.gesture == .edgePan && pop.interaction?.edge == .left)
        #expect(track(pop.animator, .to)?.from.x?.resolve(in: 390) == -117)
        // coverVertical: from below, 0.4 s on curve 7 with a 0.4 s Core Animation duration.
        let present = try #require(SystemTransitions.transition(for: .present))
        #expect(present.animator.duration == 0.4)
        #expect(present.animator.timing == .coreAnimationSpring(Spring(mass: 3, stiffness: 1000, damping: 500), duration: 0.4))
        #expect(track(present.animator, .to)?.from.y == .fraction(1))
        #expect(SystemTransitions.transition(for: .tab) == nil)
    }

    @Test func everyPresetExpandsForEveryOperationItSupports() {
        for p in Preset.allCases {
            for op in Operation.allCases where p.supports(op) {
                let a = p.expand(for: op)
                #expect(!a.tracks.isEmpty, "\(p) \(op)")
                #expect(a.duration == p.defaultDuration)
                #expect(Set(a.order).isSuperset(of: [.from, .to]))
                #expect(a.order.contains(.cover) == a.tracks.contains { $0.target == .role(.cover) }, "\(p) \(op)")
            }
        }
    }
}

/// `segue check --explain`.
struct ExplainTests {
    @Test func explainsTheNormativeExample() throws {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/pop-parallax.json").scenario
        let text = explain(s)
        #expect(text.contains("pop: custom tracks, 0.4 s, curve easeInOut; z-order to < from"))
        // −0.3333 × 390 pt = −129.987 pt, shown to 0.1 pt.
        #expect(text.contains("x -0.3333 (-130 pt) → 0"))
        #expect(text.contains("x 0 → 1 (390 pt)"))
        #expect(text.contains("push: preset slide, 0.4 s"))
        #expect(text.contains("interaction: edge pan from the left edge; finish iff velocity > 0"))
    }

    @Test func explainsDefaultsAndKeyframes() throws {
        let d = try ScenarioLoader.load(path: TestPaths.scenarios + "/default-pop.json").scenario
        let t = explain(d)
        #expect(t.contains("pop: UIKit default, 0.35 s, curve 7: UISpringTimingParameters() = CASpringAnimation (mass 3, stiffness 1000, damping 500; ζ 4.564 computed critically damped, ω0 18.2574 rad/s), Core Animation duration 0.5 s"))
        #expect(t.contains("UIKit's projection: finish iff p + v̄·0.35 + ½·ā·0.35² > min(187.5 pt / width, 0.5)"))
        #expect(t.contains("projection threshold on this 390-pt width: 0.480769"))
        #expect(t.contains("from   x 0 → -117 pt"))
        #expect(t.contains("parallaxDimming  black, alpha 0 → 0.1"))
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/swing-drop.json").scenario
        let k = explain(s)
        #expect(k.contains("0.00–0.15  rotation -270°"))
        #expect(k.contains("0.65–1.00  y 180 pt, rotation 54°"))
        #expect(k.contains("anchor bottomLeft"))
    }
}
