import Testing
@testable import SegueCore

/// Issue 9: which characters may reach a terminal (docs/scenarios.md, "Text"), and the loader
/// refusing the unsafe ones in on-screen text at their own position.
struct TextSafetyTests {
    /// Every scalar, checked against Unicode's own properties: noncharacters and Bidi_Control
    /// are unsafe, every other format character (Cf) is invisible, and so is the tag block.
    @Test func classesMatchUnicodeProperties() {
        var noncharacters = 0
        for v in UInt32(0)...0x10FFFF {
            guard let u = Unicode.Scalar(v) else { continue }  // surrogates
            let p = u.properties
            let kind = TextSafety.kind(of: u)
            if p.isNoncharacterCodePoint {
                noncharacters += 1
                #expect(kind == .unsafe(.noncharacter), "U+\(String(v, radix: 16))")
            } else if p.isBidiControl {
                #expect(kind == .unsafe(.bidirectionalControl), "U+\(String(v, radix: 16))")
            } else if v < 0x20 || (0x7F...0x9F).contains(v) {
                #expect(kind == .unsafe(.controlCharacter), "U+\(String(v, radix: 16))")
            } else if v == 0x2028 || v == 0x2029 {
                #expect(kind == .unsafe(v == 0x2028 ? .lineSeparator : .paragraphSeparator))
            } else if p.generalCategory == .format || (0xE0000...0xE007F).contains(v) {
                #expect(kind == .invisible, "U+\(String(v, radix: 16))")
            } else if kind != .plain {
                Issue.record("U+\(String(v, radix: 16)) is \(kind), expected plain")
            }
        }
        #expect(noncharacters == 66)  // U+FDD0–U+FDEF and two at the end of each of the 17 planes
    }

    /// The characters the red team named, one by one.
    @Test(arguments: [
        (0x2028, "line separator"), (0x2029, "paragraph separator"), (0x202A, "bidirectional control"),
        (0x202E, "bidirectional control"), (0x2066, "bidirectional control"), (0x2069, "bidirectional control"),
        (0xFFFE, "noncharacter"), (0xFFFF, "noncharacter"), (0x10FFFF, "noncharacter"), (0xFDD0, "noncharacter"),
        (0x1B, "control character"), (0x9B, "control character"),
    ] as [(UInt32, String)])
    func unsafeCharacters(value: UInt32, name: String) {
        guard case .unsafe(let c) = TextSafety.kind(of: Unicode.Scalar(value)!) else {
            Issue.record("U+\(String(value, radix: 16)) is not unsafe")
            return
        }
        #expect(c.name == name)
    }

    @Test(arguments: [0xAD, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB, 0xE0000, 0xE0001, 0xE0041, 0xE007F] as [UInt32])
    func invisibleCharacters(value: UInt32) {
        #expect(TextSafety.kind(of: Unicode.Scalar(value)!) == .invisible)
    }

    @Test(arguments: [0x41, 0xA0, 0xE9, 0x301, 0x4E2D, 0xFE0F, 0xFFFD, 0xFDCF, 0xFDF0, 0x1F600, 0xE0100] as [UInt32])
    func plainCharacters(value: UInt32) {
        #expect(TextSafety.kind(of: Unicode.Scalar(value)!) == .plain)
    }

    static func scenario(title: String) -> String {
        #"{"screens": [{"id": "a", "title": "\#(title)"}], "container": {"kind": "navigation", "stack": ["a"]}}"#
    }

    /// Unsafe characters in on-screen text are refused at their own column, written raw or as
    /// an escape (the column of the escape's backslash).
    @Test(arguments: [
        ("ab\u{2028}cd", 2, "line separator U+2028"), (#"ab\u2029cd"#, 2, "paragraph separator U+2029"),
        ("x\u{202E}gnp.exe", 1, "bidirectional control U+202E"), (#"x\u2066y\u2069"#, 1, "bidirectional control U+2066"),
        ("\u{200F}", 0, "bidirectional control U+200F"), (#"In\uFFFEbox"#, 2, "noncharacter U+FFFE"),
        (#"\uDBFF\uDFFF"#, 0, "noncharacter U+10FFFF"), ("Inbox" + String(Unicode.Scalar(0xFDD0)!), 5, "noncharacter U+FDD0"),
    ] as [(String, Int, String)])
    func loaderRefusesUnsafeText(title: String, offset: Int, message: String) {
        let text = Self.scenario(title: title)
        // Column of the title's opening quote + 1 + the offset of the bad character in the
        // source text (escapes before it are the same length as the scalar here: none).
        let quote = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex,
                                                 to: text.range(of: "\"title\": \"")!.upperBound.samePosition(in: text.unicodeScalars)!)
        do {
            _ = try ScenarioLoader.load(text: text, file: "t.json")
            Issue.record("accepted \(title)")
        } catch {
            let d = error.diagnostics.first
            #expect(d?.keyPath == "screens[0].title")
            #expect(d?.column == quote + 1 + offset, "\(error)")
            #expect(d?.message.hasPrefix(message + " in text") == true, "\(error)")
        }
    }

    /// Invisible characters are accepted (they are dropped when drawn), as is ordinary text in
    /// any script.
    @Test(arguments: ["a\u{200B}b", "soft\u{AD}hyphen", "e\u{200D}f", "flag\u{E0067}\u{E007F}", #"\uFEFFx"#, "Ünïcödé 中文 😀"])
    func loaderAcceptsInvisibleAndPlainText(title: String) throws {
        _ = try ScenarioLoader.load(text: Self.scenario(title: title), file: "t.json")
    }

    /// CR, LF and CRLF each end a line for positions, mixed in one file.
    @Test(arguments: ["\n", "\r", "\r\n"])
    func scenarioPositionsCountEveryLineEnding(separator: String) {
        let lines = ["{", #"  "screens": [{"id": "a"}],"#, #"  "container": {"kind": "navigation", "stack": ["a"]},"#, #"  "title": 3"#, "}"]
        do {
            _ = try ScenarioLoader.load(text: lines.joined(separator: separator), file: "t.json")
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.map { "\($0.line):\($0.column)" } == ["4:12"], "\(error)")
        }
    }

    /// A raw CR inside a string is a line break, reported as one.
    @Test func rawCarriageReturnInAStringIsALineBreak() {
        do {
            _ = try ScenarioLoader.load(text: "{\"title\": \"a\rb\"}", file: "t.json")
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.first?.message.contains("raw line break") == true, "\(error)")
            #expect(error.diagnostics.first.map { "\($0.line):\($0.column)" } == "1:13")
        }
    }

    /// Event scripts count lines the same way.
    @Test(arguments: ["\n", "\r", "\r\n"])
    func eventScriptLinesCountEveryLineEnding(separator: String) {
        do {
            _ = try EventScript.parse(["0.5 p", "0.7 b", "0.9 entr"].joined(separator: separator))
            Issue.record("accepted")
        } catch {
            #expect("\(error.line):\(error.column)" == "3:5", "\(error)")
        }
    }
}
