import Foundation
import Testing

/// A recorded session in which the code was hot-reloaded replays as it was played, through the
/// real `segue-swift` (docs/user-code.md, "Hot reload"; docs/scenarios.md, "Sessions"): its
/// timeline is the first version's before the `swiftSources` event and, from the event's time
/// on, the timeline of the second version run from the start with the same events — the
/// independent expectation, since a reload builds the model again by the new code and gives it
/// every input so far.
@Suite(.serialized) struct SwiftReloadHostTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/CardPop")

    /// The pop's revealed screen starts at half size in the second version (0.92 in the first).
    static func versions() throws -> (String, String) {
        let first = try String(contentsOf: example.appendingPathComponent("CardPop.swift"), encoding: .utf8)
        let scale = "toView.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)"
        try #require(first.components(separatedBy: scale).count == 2)
        return (first, first.replacingOccurrences(of: scale, with: "toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)"))
    }

    static func quoted(_ text: String) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self)
            .dropFirst().dropLast().description
    }

    /// A session of card-pop with `source` in its header and `events` (JSON lines); its path.
    static func session(source: String, events: [String]) throws -> String {
        let scenario = try String(contentsOf: example.appendingPathComponent("card-pop.json"), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let header = #"{"segue_session":2,"created":"2026-12-02T00:00:00Z","size":[120,40],"swiftSources":{"CardPop.swift":"#
            + (try quoted(source)) + #"},"source":"card-pop.json","scenario":"# + scenario + "}"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-reload-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("card-pop.segue")
        try ([header] + events).map { $0 + "\n" }.joined().write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }

    /// The timeline's rows (after its column line) split at session time `t`.
    static func timeline(_ session: String, splitAt t: Double) throws -> (before: [String], after: [String]) {
        let r = try SwiftHostTests.run(["timeline", session])
        try #require(r.status == 0, "\(r.stderr)")
        let rows = r.lines.dropFirst()
        func time(_ row: String) -> Double { Double(row.prefix { $0 != "," }) ?? -1 }
        return (rows.filter { time($0) < t - 1e-9 }, rows.filter { time($0) >= t - 1e-9 })
    }

    @Test func aRecordedReloadReplaysAsTheNewVersionFromItsTimeOn() throws {
        let (first, second) = try Self.versions()
        // Push at 0.3 s; from 1.5 s a finger drags from the left edge (the pop), the code saved at 1.7 s mid-drag.
        let push = [#"{"t":0.3,"key":"p"}"#]
        let drag = (0..<5).map { #"{"t":\#(1.5 + 0.05 * Double($0)),"key":"right"}"# }
        let rest = [#"{"t":1.75,"key":"right"}"#, #"{"t":2.0,"key":"enter"}"#, #"{"t":3.0,"end":true}"#]
        let reload = #"{"t":1.7,"swiftSources":{"CardPop.swift":"# + (try Self.quoted(second)) + "}}"
        let reloaded = try Self.timeline(try Self.session(source: first, events: push + drag + [reload] + rest), splitAt: 1.7)
        let firstOnly = try Self.timeline(try Self.session(source: first, events: push + drag + rest), splitAt: 1.7)
        let secondOnly = try Self.timeline(try Self.session(source: second, events: push + drag + rest), splitAt: 1.7)
        #expect(!reloaded.after.isEmpty && reloaded.before.count == firstOnly.before.count)
        #expect(reloaded.before == firstOnly.before, "before the reload: the first version")
        #expect(reloaded.after == secondOnly.after, "from the reload on: the second version, as if it had run from the start")
        #expect(firstOnly.after != secondOnly.after, "the versions differ after the reload")
    }

    @Test func aRecordedVersionThatNoLongerCompilesRefusesTheSession() throws {
        let (first, _) = try Self.versions()
        let broken = "import UIKit\n\nfunc setUpCardPop(_ navigationController: UINavigationController) {\n    undefinedThing()\n}\n"
        let reload = #"{"t":1.0,"swiftSources":{"CardPop.swift":"# + (try Self.quoted(broken)) + "}}"
        let session = try Self.session(source: first, events: [reload, #"{"t":2.0,"end":true}"#])
        let r = try SwiftHostTests.run(["timeline", session])
        #expect(r.status == 2)
        #expect(r.stderr.contains("CardPop.swift:4:5: swift: cannot find 'undefinedThing' in scope"), "\(r.stderr)")
    }
}
