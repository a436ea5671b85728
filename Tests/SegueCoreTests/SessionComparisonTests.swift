import Testing
@testable import SegueCore
import SegueJSON

/// Session format version 2 (docs/scenarios.md, "Sessions"): a recorded comparison's header
/// embeds B in full; a version-1 file still reads, its keys that meant nothing then dropped.
/// The header texts are written out here by hand, so the reader is checked against the
/// documented layout, not against the writer.
struct SessionComparisonTests {
    static let a = #"{"screens":[{"id":"a"},{"id":"b"}],"container":{"kind":"navigation","stack":["a"]}}"#
    static let b = #"{"title":"B","screens":[{"id":"a"},{"id":"b"}],"container":{"kind":"navigation","stack":["a"]}}"#

    static func header(version: Int, compare: String? = nil) -> String {
        #"{"segue_session":\#(version),"created":"2026-11-30T05:13:02Z","size":[80,24],"source":"a.json","scenario":\#(a)"#
            + (compare.map { #","compare":\#($0)"# } ?? "") + "}"
    }

    static func parse(_ lines: [String]) throws(DiagnosticsError) -> Session {
        try SessionFile.parse(bytes: Array((lines.joined(separator: "\n") + "\n").utf8), file: "s.segue")
    }

    /// B's label, source and document come back as written; B is validated (its title read).
    @Test func comparisonHeaderReadsBack() throws {
        let compare = #"{"label":"b.json + x=1","source":"b.json","scenario":\#(Self.b)}"#
        let s = try Self.parse([Self.header(version: 2, compare: compare), #"{"t":1,"end":true}"#])
        let c = try #require(s.header.comparison)
        #expect(c.label == "b.json + x=1" && c.source == "b.json")
        #expect(JSONWriter.compact(c.scenario) == Self.b)
        #expect(s.comparedScenario?.title == "B")
        #expect(s.scenario.title != "B")
    }

    /// The writer's line is the documented layout, and reads back to the same header.
    @Test func writtenComparisonHeaderRoundTrips() throws {
        let b = try JSONParser.parse(Self.b, file: "b")
        let header = SessionHeader(created: "2026-11-30T05:13:02Z", cols: 80, rows: 24, source: "a.json",
                                   scenario: try JSONParser.parse(Self.a, file: "a"),
                                   comparison: SessionComparison(label: "b.json", source: "b.json", scenario: b))
        #expect(header.line == Self.header(version: 3, compare: #"{"label":"b.json","source":"b.json","scenario":\#(Self.b)}"#))
        let s = try Self.parse([header.line])
        #expect(s.header.comparison?.label == "b.json" && s.comparedScenario?.title == "B")
    }

    /// Regression: `play --no-hud --record` wrote `"panel":false`, a key the reader refuses
    /// (it reads `hud`), so such a recording could not be replayed.
    @Test func noPanelHeaderReadsBack() throws {
        let header = SessionHeader(created: "2026-11-30T05:13:02Z", cols: 80, rows: 24, source: "a.json",
                                   scenario: try JSONParser.parse(Self.a, file: "a"), showsPanel: false)
        #expect(header.line.contains(#""hud":false"#))
        #expect(try Self.parse([header.line]).header.showsPanel == false)
    }

    /// Problems in `compare` refuse the file at their place in line 1.
    @Test(arguments: [
        (1, #"{"label":"b","source":"b","scenario":\#(b)}"#, "compare", "needs session format version 2"),
        (2, #"{"label":"b","source":"b"}"#, "compare", "missing required key 'scenario'"),
        (2, #"{"label":1,"source":"b","scenario":\#(b)}"#, "compare.label", "expected a string"),
        (2, #"{"label":"b","source":"b","scenario":\#(b),"lable":"x"}"#, "compare.lable", "unknown key 'lable'"),
        (2, ##"{"label":"b","source":"b","scenario":{"screens":[{"id":"a","color":"#12"}],"container":{"kind":"navigation","stack":["a"]}}}"##,
         "compare.scenario.screens[0].color", "colour"),
    ])
    func badComparisonIsRefused(version: Int, compare: String, keyPath: String, message: String) throws {
        let line = Self.header(version: version, compare: compare)
        do throws(DiagnosticsError) {
            _ = try Self.parse([line])
            Issue.record("accepted \(line)")
        } catch {
            let d = try #require(error.diagnostics.first)
            #expect(d.line == 1 && d.keyPath == keyPath && d.message.contains(message), "\(d)")
            // The column points at the problem inside the `compare` member, not at the line's start.
            #expect(d.column > line.utf8.count - compare.utf8.count - 2, "\(d)")
        }
    }

    /// A version-1 file drops the keys new since (`KeyMaps.newSinceSessionVersion1`) and keeps
    /// the rest; a version-2 file drops only `g` (new in version 3); a version-3 file keeps every key.
    @Test func versionOneDropsTheKeysNewSince() throws {
        let keys = ["p", "t", "o", ",", ".", "[", "]", "{", "}", "u", "w", "e", "g", "b", "q"]
        let events = keys.enumerated().map { #"{"t":\#($0.offset),"key":"\#($0.element)"}"# }
        let v1 = try Self.parse([Self.header(version: 1)] + events)
        let v2 = try Self.parse([Self.header(version: 2)] + events)
        let v3 = try Self.parse([Self.header(version: 3)] + events)
        func names(_ s: Session) -> [String] { s.events.compactMap { if case .key(let k) = $0.event { k.name } else { nil } } }
        #expect(names(v1) == ["p", ".", "b", "q"])
        #expect(names(v2) == keys.filter { $0 != "g" })
        #expect(names(v3) == keys)
        #expect(v1.warnings.isEmpty && v1.skippedLineCount == 0 && v2.warnings.isEmpty, "dropping is not a bad line")
    }

    /// In a version-2 file a `g` with the help overlay shown closed it, as any key did then and
    /// does now: it is kept there; a page key keeps the overlay open, then and now.
    @Test func versionTwoKeepsAGThatClosedTheHelpOverlay() throws {
        let keys = ["?", "right", "g", "g", "b"]
        let events = keys.enumerated().map { #"{"t":\#($0.offset),"key":"\#($0.element)"}"# }
        let v2 = try Self.parse([Self.header(version: 2)] + events)
        #expect(v2.events.compactMap { if case .key(let k) = $0.event { k.name } else { nil } } == ["?", "right", "g", "b"])
    }

    /// Version 1's help overlay closed on any key; today → ← PgUp PgDn turn its pages. So in a
    /// version-1 file the key after `?` is read as Escape (it closes the overlay and does
    /// nothing else), even when it is one of the dropped keys, and the replayed player shows
    /// the overlay exactly where the recording did: open after `?`, closed after the next key.
    /// (Regression: → kept a version-1 replay's overlay open, and a dropped `t` left it open.)
    @Test func versionOneClosesTheHelpOverlayOnTheNextKey() throws {
        let keys = ["?", "right", "b", "?", "t", "o", "?", "?", "pagedown"]
        let events = keys.enumerated().map { #"{"t":\#($0.offset),"key":"\#($0.element)"}"# }
        let v1 = try Self.parse([Self.header(version: 1)] + events)
        let read = v1.events.compactMap { if case .key(let k) = $0.event { k.name } else { nil } }
        #expect(read == ["?", "escape", "b", "?", "escape", "?", "escape", "pagedown"])

        func overlayAfterRight(version: Int) throws -> Bool {
            let s = try Self.parse([Self.header(version: version), #"{"t":0.1,"key":"?"}"#, #"{"t":0.2,"key":"right"}"#])
            let player = Player(scenario: s.scenario, terminalSize: (80, 24))
            for e in s.events { player.handle(e) }
            return player.showingHelp
        }
        #expect(try overlayAfterRight(version: 1) == false, "version 1: the arrow closed the overlay")
        #expect(try overlayAfterRight(version: 2) == true, "version 2: the arrow turns the page")
    }
}
