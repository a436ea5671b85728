import Foundation
import SegueCore
import SegueExport
import Testing

/// What the code cannot express is named in the header, never dropped silently, and the file
/// still type-checks without it.
@Suite struct UIKitExportNotesTests {
    /// The header's list of notes: the `// - ` lines before `import UIKit`.
    static func notes(_ source: String) -> [String] {
        source.split(separator: "\n").prefix { !$0.hasPrefix("import ") }.filter { $0.hasPrefix("// - ") }.map { String($0.dropFirst(5)) }
    }

    /// A push with an interaction (a gesture that would have to choose the screen to push) is
    /// named, no interaction controller is written for it, and the rest still compiles.
    @Test func anInteractivePushIsNamed() throws {
        var scenario = try ExportTestSupport.load("pop-parallax")
        scenario.transitions[.push]!.interaction = InteractionSpec(gesture: .edgePan, edge: .right, finish: .threshold(0.5))
        let source = SwiftExport.source(for: scenario)
        #expect(Self.notes(source).contains { $0.hasPrefix("push: its interaction") }, "\(Self.notes(source))")
        #expect(!source.contains("PopParallaxPushInteractionController"))
        let outcome = try ExportTestSupport.typecheck(source, fileName: "InteractivePush.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }

    /// A track on a screen that is neither from nor to is named and left out.
    @Test func aTrackOnAnotherScreenIsNamed() throws {
        var scenario = try ExportTestSupport.load("alongside")
        let target = TrackTarget.element(screen: "mailboxes", element: "titleBar")
        scenario.transitions[.pop]!.animator.tracks.append(TrackSpec(target: target, from: TrackValues(alpha: 0), to: TrackValues(alpha: 1)))
        let source = SwiftExport.source(for: scenario)
        #expect(Self.notes(source).contains("pop: the track on mailboxes.titleBar (a screen that is neither from nor to)"))
        let outcome = try ExportTestSupport.typecheck(source, fileName: "OtherScreen.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }

    /// A plain track turning by more than 180° (no keyframes to split it into) takes the short way
    /// under a CGAffineTransform animation, and the header says so.
    @Test func aLongPlainTurnIsNamed() throws {
        var scenario = try ExportTestSupport.load("pop-parallax")
        scenario.transitions[.pop]!.animator.tracks.append(TrackSpec(target: .role(.to), from: TrackValues(rotation: 0), to: TrackValues(rotation: -270)))
        let notes = Self.notes(SwiftExport.source(for: scenario))
        #expect(notes.contains { $0.hasPrefix("pop: the turn from 0° to -270° of the to view takes the short way") }, "\(notes)")
    }

    /// A scenario UIKit expresses whole says so.
    @Test func aCompleteExportSaysSo() throws {
        let source = try ExportTestSupport.export("pop-parallax")
        #expect(Self.notes(source).isEmpty)
        #expect(source.contains("// Every part of the scenario is expressed below.\n"))
    }

    /// The header names the scenario, its title and the command that wrote it.
    @Test func theHeaderNamesScenarioAndCommand() throws {
        let scenario = try ExportTestSupport.load("fade")
        let source = SwiftExport.source(for: scenario, command: "segue export fade --set x=1")
        #expect(source.hasPrefix("// fade: \(scenario.title)\n// Written by `segue export fade --set x=1`;"))
    }

    /// A title with terminal controls (ESC, the C1 CSI, a bidi override) cannot reach the file or
    /// the terminal it is printed on: each becomes a space in the header comment.
    @Test func controlsInTheTitleBecomeSpaces() throws {
        var scenario = try ExportTestSupport.load("fade")
        scenario.title = "Fade\u{1B}[31m red\u{9B}2J\u{202E}txt"
        let header = SwiftExport.source(for: scenario).split(separator: "\n")[0]
        #expect(header == "// fade: Fade [31m red 2J txt")
    }
}
