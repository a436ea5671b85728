import Foundation
import SegueCore
import SegueExport
import SegueFiles
import SegueTestSupport
import Testing

/// `segue export --target swiftui` (docs/export.md, "SwiftUI"): every built-in's export type-checks
/// against the SwiftUI interface (Interfaces/SwiftUI.swift) and equals its golden; a wrong label
/// or type in an export fails the check; the numbers in the export are the scenario's, the
/// converted springs' computed here from the closed forms of docs/animation.md.
@Suite struct SwiftUIExportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every built-in scenario (the Scenarios/ folder).
    static let builtins = ExportTestSupport.builtinNames

    static func load(_ name: String) throws -> Scenario { try ExportTestSupport.load(name) }

    static func export(_ name: String) throws -> String {
        SwiftExport.source(for: try load(name), target: .swiftui)
    }

    static func swiftUIModule() throws -> URL {
        let interface = root.appendingPathComponent("Tests/SegueExportTests/Interfaces/SwiftUI.swift")
        return try SwiftTypeCheck.module(named: "SwiftUI", interface: interface)
    }

    static func typecheck(_ source: String, _ name: String) throws -> SwiftTypeCheck.Outcome {
        try SwiftTypeCheck.typecheck(source, fileName: "\(name).swift", moduleDirectories: [swiftUIModule()], mode: .swift6)
    }

    /// All built-ins, one file each, in one swiftc call per language mode (the stand-in's View is
    /// main-actor isolated, as SwiftUI's is).
    @Test(arguments: SwiftTypeCheck.Mode.allCases)
    func theExportsTypeCheckAgainstSwiftUI(mode: SwiftTypeCheck.Mode) throws {
        var files: [(name: String, source: String)] = []
        for name in Self.builtins {
            let source = try Self.export(name)
            #expect(source.hasPrefix("// \(name): ") && (source.hasSuffix("}\n") || source.hasSuffix("import SwiftUI\n")))
            files.append(("\(name).swift", source))
        }
        let outcome = try SwiftTypeCheck.typecheck(files, moduleDirectories: [Self.swiftUIModule()], mode: mode)
        #expect(outcome.succeeded, "\(mode): \(outcome.diagnostics)")
    }

    @Test(arguments: builtins)
    func theExportEqualsItsGolden(name: String) throws {
        SwiftUIGolden.expect(try Self.export(name), named: name)
    }

    /// One label and one type changed in real exports: each must fail, while the export as
    /// generated passes (so the failure is the change's).
    @Test(arguments: [
        ("modal-spring", ".move(edge: .bottom)", ".move(side: .bottom)"),
        ("modal-spring", "dampingFraction: 0.6", "dampingFraction: \"0.6\""),
        ("tabs-slide", ".easeInOut(duration: 0.35)", ".easeInOut(seconds: 0.35)"),
        ("pinch-pop", ".easeInOut(duration: 0.4)", ".easeInOut(duration: Edge.top)"),
    ])
    func aBrokenExportFailsTheCheck(name: String, original: String, broken: String) throws {
        let source = try Self.export(name)
        try #require(source.contains(original), "\(name) export has no \(original)")
        #expect(try Self.typecheck(source, name).succeeded)
        let outcome = try Self.typecheck(source.replacingOccurrences(of: original, with: broken), name)
        #expect(!outcome.succeeded, "\(broken) type-checked")
    }

    // MARK: - Values

    /// A scenario whose pop uses `timing` over `duration` seconds.
    static func pop(_ timing: Timing, duration: Double = 0.3, delay: Double = 0) -> Scenario {
        let screens = [ScreenSpec(id: "a", title: "A", color: .black), ScreenSpec(id: "b", title: "B", color: .black)]
        let animator = AnimatorSpec(duration: duration, delay: delay, timing: timing, order: [.to, .from],
                                    tracks: [TrackSpec(target: .role(.from), from: TrackValues(x: .fraction(0)), to: TrackValues(x: .fraction(1)))])
        return Scenario(name: "value-check", title: "Values", screens: screens, container: .navigation(stack: ["a", "b"]),
                        transitions: [.pop: TransitionSpec(animator: animator)])
    }

    @Test(arguments: [
        (Timing.curve(.bezier(CubicBezier(x1: 0.17, y1: 0.67, x2: 0.83, y2: 0.67))), ".timingCurve(0.17, 0.67, 0.83, 0.67, duration: 0.3)"),
        (.curve(.systemDefault), ".timingCurve(0.25, 0.1, 0.25, 1, duration: 0.3)"),
        (.curve(.easeOut), ".easeOut(duration: 0.3)"),
        (.curve(.linear), ".linear(duration: 0.3)"),
        (.physicalSpring(Spring(mass: 2, stiffness: 300, damping: 20)), ".interpolatingSpring(mass: 2, stiffness: 300, damping: 20)"),
        (.physicalSpring(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0.5)),
         ".interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0.5)"),
        (.perceptualSpring(bounce: 0.3, duration: 0.5), ".spring(duration: 0.5, bounce: 0.3)"),
        (.perceptualSpring(bounce: -0.2, duration: nil), ".spring(duration: 0.3, bounce: -0.2)"),
    ])
    func timingsAreWrittenWithTheScenariosNumbers(timing: Timing, expected: String) {
        let source = SwiftExport.source(for: Self.pop(timing), target: .swiftui)
        #expect(source.contains("static var valueCheckPop: Animation { \(expected) }")
            || source.contains("static var valueCheckPop: Animation {\n        \(expected)\n    }"), "\(source)")
    }

    @Test func aDelayIsAppended() {
        let source = SwiftExport.source(for: Self.pop(.curve(.easeIn), duration: 0.25, delay: 0.1), target: .swiftui)
        #expect(source.contains("{ .easeIn(duration: 0.25).delay(0.1) }"), "\(source)")
    }

    /// The number after `label: ` in the code of `source` (its comments left out).
    static func number(after label: String, in source: String) -> Double? {
        let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        guard let r = code.range(of: label + ": ") else { return nil }
        return Double(code[r.upperBound...].prefix { "0123456789.-".contains($0) })
    }

    /// UIKit's block spring with no velocity: ω0·d depends only on ζ (docs/animation.md check
    /// values 11.033455 for ζ 0.6, 8.994297 for ζ 0.8), response = 2π/ω0, dampingFraction = ζ.
    @Test(arguments: [(0.6, 0.6, 11.033455), (0.5, 0.8, 8.994297), (1.2, 1.0, 9.233413)])
    func aBlockSpringBecomesResponseAndDampingFraction(duration: Double, dampingRatio: Double, omegaTimesDuration: Double) throws {
        let source = SwiftExport.source(for: Self.pop(.blockSpring(dampingRatio: dampingRatio, velocity: 0, duration: nil),
                                                      duration: duration), target: .swiftui)
        let response = try #require(Self.number(after: "response", in: source), "\(source)")
        let fraction = try #require(Self.number(after: "dampingFraction", in: source))
        #expect(abs(response - 2 * Double.pi * duration / omegaTimesDuration) < 1.5e-6)
        #expect(fraction == dampingRatio)
    }

    /// With a velocity, the physical form: k = ω0², c = 2ζω0, v kept; ω0 = 5.8155 for
    /// (d 1, ζ 0.5, v 3), the check value of docs/animation.md.
    @Test func aBlockSpringWithVelocityBecomesAnInterpolatingSpring() throws {
        let source = SwiftExport.source(for: Self.pop(.blockSpring(dampingRatio: 0.5, velocity: 3, duration: nil), duration: 1),
                                        target: .swiftui)
        let w0 = 5.8155
        let k = try #require(Self.number(after: "stiffness", in: source), "\(source)")
        let c = try #require(Self.number(after: "damping", in: source))
        #expect(abs(k - w0 * w0) / (w0 * w0) < 2e-5)
        #expect(abs(c - 2 * 0.5 * w0) / w0 < 2e-5)
        #expect(Self.number(after: "initialVelocity", in: source) == 3)
        #expect(Self.number(after: "mass", in: source) == 1)
    }

    /// The block spring is cut at its duration, where it is still 1 − p = −0.000539 off (ζ 0.6,
    /// docs/animation.md), and the envelope is 0.001 there: the settling spring differs by between the two.
    @Test func theConvertedSpringSaysHowCloseItGets() throws {
        let source = try Self.export("modal-spring")
        let r = try #require(source.range(of: "max |Δ| = "), "\(source)")
        let delta = try #require(Double(source[r.upperBound...].prefix { "0123456789.".contains($0) }))
        #expect(delta >= 0.0005 && delta <= 0.001, "\(delta)")
        #expect(source.contains("--as swiftui"))
    }

    @Test(arguments: [
        ("alert", "the cover view (#000000, alpha 0 → 0.6)"),
        ("pop-percent-driven", "the finish rule: finish iff percent > 0.5"),
        ("pop-parallax", "pop: the motion (to x -0.3333 → 0, from x 0 → 1)"),
        ("pop-shrink", "the custom interaction controller driven by an edge pan"),
        ("pinch-pop", "cancel iff the velocity < 5 and percent ≤ 0.3"),
        ("swing-drop", "5 keyframes on removal"),
        ("image-transition", "matchedGeometryEffect"),
        ("interruptible", "interruptibleAnimator(using:)"),
        ("alongside", "from.titleBar alpha 1 → 0"),
        ("layout-to-layout", "layout-to-layout"),
        ("default-pop", "push: NavigationStack's own push"),
    ])
    func whatSwiftUICannotExpressIsNamed(name: String, phrase: String) throws {
        let source = try Self.export(name)
        let header = source.components(separatedBy: "import SwiftUI")[0]
            .split(separator: "\n").map { $0.hasPrefix("//   ") ? " " + $0.dropFirst(5) : "\n" + $0 }.joined()
        #expect(header.contains(phrase), "\(header)")
    }

    @Test(arguments: [
        ("modal-spring", "static var modalSpringPresented: AnyTransition { .move(edge: .bottom) }"),
        ("tabs-slide", "static var tabsSlideTabForward: AnyTransition { .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)) }"),
        ("tabs-slide", "static var tabsSlideTabBackward: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }"),
        ("cross-dissolve", "static var crossDissolveChild: AnyTransition { .opacity }"),
        // The alert is 0.26 of the container high, so it rises by the container's height, read at run time.
        ("alert", "static func alertPresented(in size: CGSize) -> AnyTransition { .offset(y: size.height) }"),
    ])
    func transitionsAreBuiltFromTheTracks(name: String, line: String) throws {
        let source = try Self.export(name).replacingOccurrences(of: "{\n        ", with: "{ ")
            .replacingOccurrences(of: "\n    }", with: " }")
        #expect(source.contains(line), "\(source)")
    }
}
