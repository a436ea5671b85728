import Foundation
import Testing
@testable import SegueRender

struct JSONTextTests {
    @Test func escapes() {
        #expect(JSONText.quoted("a\"b\\c\u{1B}[0m\n\u{7F}") == "\"a\\\"b\\\\c\\u001b[0m\\u000a\\u007f\"")
        #expect(JSONText.quoted("é漢字😀") == "\"é漢字😀\"")
        #expect(JSONText.quoted("\u{2028}") == "\"\\u2028\"")
    }

    /// Every ASCII scalar and some others survive a round trip through Foundation's JSON parser.
    @Test func roundTrip() throws {
        var s = String.UnicodeScalarView()
        for v in 0..<0x80 { s.append(Unicode.Scalar(UInt8(v))) }
        for v: UInt32 in [0x80, 0x9B, 0xA0, 0x2028, 0x2029, 0x202E, 0xFFFD, 0x1F600] { s.append(Unicode.Scalar(v)!) }
        let text = String(s)
        let data = Data(("[" + JSONText.quoted(text) + "]").utf8)
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
        #expect(parsed == [text])
    }
}
