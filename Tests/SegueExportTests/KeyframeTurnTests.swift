import Foundation
import SegueCore
import SegueExport
import Testing

/// A keyframe turning by half a turn or more (docs/export.md, "Animators"): a CGAffineTransform has
/// no turns and Core Animation goes from one keyframe's matrix to the next the short way, so the
/// export splits the turn into keyframes of less than 180° each, on the motion the scenario defines.
@Suite struct KeyframeTurnTests {
    /// One `addKeyframe` block: relative start, relative duration, and the angle in degrees each
    /// view's transform gets in it (0 for a transform without a rotation).
    struct Block: Equatable { var start: Double, duration: Double, angles: [String: Double] }

    /// The `addKeyframe` blocks of each `animateKeyframes` call of `source`, parsed from the literals.
    static func animations(_ source: String) -> [[Block]] {
        source.components(separatedBy: "UIView.animateKeyframes(").dropFirst().map { call in
            call.components(separatedBy: "} completion:")[0].components(separatedBy: "UIView.addKeyframe(").dropFirst().map { block in
                var angles: [String: Double] = [:]
                for line in block.split(separator: "\n") where line.contains(".transform = ") {
                    let view = String(line.components(separatedBy: ".transform = ")[0].trimmingCharacters(in: .whitespaces))
                    angles[view] = line.range(of: " * .pi / 180").map { r in
                        Double(String(line[..<r.lowerBound].reversed().prefix { $0.isNumber || $0 == "." || $0 == "-" }.reversed()))!
                    } ?? 0
                }
                return Block(start: number(after: "withRelativeStartTime: ", in: block),
                             duration: number(after: "relativeDuration: ", in: block), angles: angles)
            }
        }
    }

    static func blocks(_ source: String) -> [Block] { animations(source).flatMap { $0 } }

    static func number(after label: String, in text: String) -> Double {
        let rest = text.components(separatedBy: label)[1]
        return Double(String(rest.prefix { $0.isNumber || $0 == "." }))!
    }

    /// swing-drop's dismissal with one track on the from view: 0° → 300° over [0, 0.5], → 330°
    /// over [0.5, 0.5], in `mode`.
    /// The view the test's track moves.
    static let v = "fromView"

    static func export(_ mode: CalculationMode) throws -> String {
        var scenario = try ExportTestSupport.load("swing-drop")
        let keyframes = [KeyframeSpec(start: 0, duration: 0.5, values: TrackValues(rotation: 300)),
                         KeyframeSpec(start: 0.5, duration: 0.5, values: TrackValues(rotation: 330))]
        scenario.transitions[.dismiss]!.animator.tracks = [TrackSpec(target: .role(.from), keyframes: keyframes, calculationMode: mode)]
        return SwiftExport.source(for: scenario)
    }

    /// Every written keyframe of every built-in turns by less than 180° from the one before it.
    @Test(arguments: ExportTestSupport.builtinNames)
    func noWrittenKeyframeTurnsHalfATurn(name: String) throws {
        for animation in Self.animations(try ExportTestSupport.export(name)) {
            var reached: [String: Double] = [:]  // every built-in's keyframe tracks start upright
            for b in animation {
                for (view, a) in b.angles {
                    let angle = reached[view] ?? 0
                    #expect(abs(a - angle) < 180, "\(name): \(view) turns from \(angle)° to \(a)° in one keyframe")
                    reached[view] = a
                }
            }
        }
    }

    /// Linear mode: the 300° keyframe becomes two of 150°, halfway in time — where the straight
    /// segment 0 → 300 is at 150° (300 × 0.25 / 0.5).
    @Test func aLinearTurnIsSplitOnItsSegment() throws {
        let source = try Self.export(.linear)
        #expect(Self.blocks(source) == [Block(start: 0, duration: 0.25, angles: [Self.v: 150]), Block(start: 0.25, duration: 0.25, angles: [Self.v: 300]),
                                        Block(start: 0.5, duration: 0.5, angles: [Self.v: 330])], "\(Self.blocks(source))")
        #expect(!source.contains("cubic curve"))
    }

    /// Cubic mode: the added keyframe is where the scenario's Catmull-Rom spline is halfway through
    /// the first keyframe. Knots 0, 0.5, 1 with values 0, 300, 330; tangents (value per unit of
    /// time) 300 / (2 × 0.5) = 300, (330 − 0) / 1 = 330, (330 − 300) / (2 × 0.5) = 30. The Hermite
    /// basis at u = ½ is (½, ⅛, ½, −⅛), over h = 0.5: 0 + ⅛ · 0.5 · 300 + ½ · 300 − ⅛ · 0.5 · 330
    /// = 148.125. The header names the residual: UIKit's spline through three knots is not the
    /// scenario's through two.
    @Test func aCubicTurnIsSplitOnItsSpline() throws {
        let source = try Self.export(.cubic)
        #expect(Self.blocks(source) == [Block(start: 0, duration: 0.25, angles: [Self.v: 148.125]), Block(start: 0.25, duration: 0.25, angles: [Self.v: 300]),
                                        Block(start: 0.5, duration: 0.5, angles: [Self.v: 330])], "\(Self.blocks(source))")
        #expect(UIKitExportNotesTests.notes(source).contains { $0.hasPrefix("dismiss: the exact cubic curve of the turns of the from view") },
                "\(UIKitExportNotesTests.notes(source))")
    }

    /// Discrete mode jumps at each keyframe's end without turning through anything: split, the
    /// view would show 150° halfway, which the scenario never does.
    @Test func aDiscreteTurnIsNotSplit() throws {
        let source = try Self.export(.discrete)
        #expect(Self.blocks(source) == [Block(start: 0, duration: 0.5, angles: [Self.v: 300]), Block(start: 0.5, duration: 0.5, angles: [Self.v: 330])],
                "\(Self.blocks(source))")
    }
}
