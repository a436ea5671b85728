import Foundation
import Testing
@testable import SegueRender
import SegueCore

struct AsciicastEncoderTests {
    @Test func header() {
        let e = AsciicastEncoder(width: 120, height: 40, title: "pop-parallax", timestamp: 1_700_000_000)
        #expect(e.header() == "{\"version\": 2, \"width\": 120, \"height\": 40, \"timestamp\": 1700000000, \"title\": \"pop-parallax\", \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}}\n")
        let noTime = AsciicastEncoder(width: 80, height: 24, title: "x")
        #expect(!noTime.header().contains("timestamp"))
    }

    @Test func hostileTitleIsSanitisedAndEscaped() throws {
        let e = AsciicastEncoder(width: 10, height: 2, title: "a\"\\\u{1B}]0;t\u{07}é")
        #expect(e.header().contains("\"title\": \"a\\\"\\\\\u{FFFD}]0;t\u{FFFD}é\""))
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(e.header().utf8)) as? [String: Any])
        #expect(obj["title"] as? String == "a\"\\\u{FFFD}]0;t\u{FFFD}é")
        #expect(obj["version"] as? Int == 2)
    }

    /// Issue 9: zero-width characters were dropped from frames but kept in the cast header's
    /// title; separators and noncharacters went into it as they were.
    @Test func titleFollowsTheSameRuleAsFrames() throws {
        let title = "a\u{200B}b\u{FEFF}c\u{FFF9}d\u{FFFA}e\u{FFFB}\u{AD}\u{200D}f\u{E0041}\u{2028}" + String(Unicode.Scalar(0xFFFE)!) + "\u{202E}"
        let e = AsciicastEncoder(width: 10, height: 2, title: title)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(e.header().utf8)) as? [String: Any])
        #expect(obj["title"] as? String == "abcdef\u{FFFD}\u{FFFD}\u{FFFD}")
        var grid = CellGrid(width: 20, height: 1)
        grid.put(title, x: 0, y: 0)
        #expect(grid.text.trimmingCharacters(in: .whitespaces) == obj["title"] as? String)
    }

    @Test func events() throws {
        let a = CellGrid(lines: ["ab", "cd"])
        var b = a
        b[1, 1] = Cell("X")
        let cast = AsciicastEncoder.encode([(0, a), (0.25, a), (0.5, b), (0.4, a)], title: "t")
        let lines = cast.split(separator: "\n").map(String.init)
        // The header, then: frame 0 (full), frame 0.25 unchanged (no event), 0.5, and 0.4 clamped to 0.5,
        // then the end (below).
        try #require(lines.count == 5)
        #expect(lines[1].hasPrefix("[0.000000, \"o\", \"\\u001b[?25l\\u001b[0m\\u001b[H\\u001b[2J"))
        #expect(lines[2] == "[0.500000, \"o\", \"\\u001b[2;2HX\"]")
        #expect(lines[3] == "[0.500000, \"o\", \"\\u001b[2;2Hd\"]")
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect(event.count == 3 && event[1] as? String == "o" && event[0] is Double)
        }
    }

    /// The last event puts the terminal back: pen reset, cursor shown again (it was hidden by the
    /// first event) and moved below the picture, at the time of the last frame — so a player
    /// still ends showing exactly the last frame. Regression: the cursor stayed hidden.
    @Test func lastEventShowsTheCursor() throws {
        let a = CellGrid(lines: ["ab", "cd"])
        var b = a
        b[0, 0] = Cell("Z")
        let lines = AsciicastEncoder.encode([(0, a), (0.75, b)], title: "t").split(separator: "\n").map(String.init)
        try #require(lines.count == 4)
        #expect(lines[3] == "[0.750000, \"o\", \"\\u001b[0m\\u001b[?25h\\u001b[3;1H\"]")
        let event = try #require(try JSONSerialization.jsonObject(with: Data(lines[3].utf8)) as? [Any])
        #expect(event[2] as? String == "\u{1B}[0m\u{1B}[?25h\u{1B}[3;1H")
        // Streaming: `end()` gives the same line, once; nothing before the first frame.
        var encoder = AsciicastEncoder(width: 2, height: 2, title: "t")
        #expect(encoder.end() == "")
        _ = encoder.event(a, at: 0)
        _ = encoder.event(b, at: 0.75)
        #expect(encoder.end() == lines[3] + "\n")
        #expect(encoder.end() == "")
    }

    @Test func deterministic() {
        let frames = (0..<5).map { i -> (t: Double, grid: CellGrid) in
            var g = CellGrid(width: 20, height: 3)
            g.put("frame \(i)", x: i, y: 1, fg: RGB(r: 200, g: UInt8(i * 40), b: 9))
            return (Double(i) / 60, g)
        }
        #expect(AsciicastEncoder.encode(frames, title: "d", timestamp: 5) == AsciicastEncoder.encode(frames, title: "d", timestamp: 5))
    }
}
