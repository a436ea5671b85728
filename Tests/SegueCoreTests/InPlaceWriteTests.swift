import Testing
@testable import SegueCore
import SegueJSON

/// `w` writes in place: the new file is the old one with exactly the changed literals replaced
/// (expected texts are spliced here by finding the literals in the fixture as text, not through
/// the parser), and a parameter the file does not spell is inserted by the documented rule.
struct InPlaceWriteTests {
    /// Unusual spacing, tabs, a key order no writer would choose, CRLF line ends, and a non-ASCII
    /// title before the numbers (columns count scalars, offsets bytes).
    static let fixture = "{ \"transitions\" :{\r\n\t\"pop\":  {   \"interaction\" : {\"completionSpeed\":1.0 },\r\n"
        + "\t  \"animator\":{\r\n\t      \"curve\" : [ 0.25 ,0.1,  0.25,1 ],\r\n\t      \"duration\"   :  0.40\r\n\t}}},\r\n"
        + "  \"title\": \"Zürich — déjà vu\", \"segue\":1 }\r\n"

    /// The fixture with `old` (which occurs once) replaced by `new`.
    static func replacing(_ text: String, _ old: String, with new: String) throws -> String {
        let parts = text.components(separatedBy: old)
        try #require(parts.count == 2, "'\(old)' occurs once in the fixture")
        return parts[0] + new + parts[1]
    }

    @Test func twoChangedLiteralsAndNothingElse() throws {
        let changes = [Tune(keyPath: "transitions.pop.animator.duration", value: 0.45),
                       Tune(keyPath: "transitions.pop.animator.curve[1]", value: 0.15)]
        let result = try InPlaceWrite.apply(changes, to: Array(Self.fixture.utf8), file: "f.json")
        var expected = try Self.replacing(Self.fixture, ":  0.40", with: ":  0.45")
        expected = try Self.replacing(expected, ",0.1,", with: ",0.15,")
        #expect(String(decoding: result.bytes, as: UTF8.self) == expected)
        #expect(result.rewritten == 2 && result.inserted == 0)
    }

    /// A change to the value the file already says (1.0 written as 1) leaves the bytes alone.
    @Test func anUnchangedValueKeepsItsSpelling() throws {
        let result = try InPlaceWrite.apply([Tune(keyPath: "transitions.pop.interaction.completionSpeed", value: 1)],
                                            to: Array(Self.fixture.utf8), file: "f.json")
        #expect(result.bytes == Array(Self.fixture.utf8))
    }

    /// A missing key goes first into its object: on its own line with the first member's
    /// indentation and the file's CRLF when that member has a line of its own…
    @Test func aMissingKeyOnItsOwnLine() throws {
        let result = try InPlaceWrite.apply([Tune(keyPath: "transitions.pop.animator.delay", value: 0.1)],
                                            to: Array(Self.fixture.utf8), file: "f.json")
        let expected = try Self.replacing(Self.fixture, "\t      \"curve\"", with: "\t      \"delay\": 0.1,\r\n\t      \"curve\"")
        #expect(String(decoding: result.bytes, as: UTF8.self) == expected)
        #expect(result.inserted == 1)
    }

    /// …inline before the first member when it shares the line with `{`, and with the missing
    /// objects spelled inline.
    @Test func aMissingKeyInline() throws {
        let result = try InPlaceWrite.apply([Tune(keyPath: "transitions.pop.interaction.hysteresis", value: 20),
                                             Tune(keyPath: "transitions.push.animator.duration", value: 0.3)],
                                            to: Array(Self.fixture.utf8), file: "f.json")
        var expected = try Self.replacing(Self.fixture, "{\"completionSpeed\"", with: "{\"hysteresis\": 20, \"completionSpeed\"")
        expected = try Self.replacing(expected, "{\r\n\t\"pop\"", with: "{\r\n\t\"push\": {\"animator\": {\"duration\": 0.3}},\r\n\t\"pop\"")
        #expect(String(decoding: result.bytes, as: UTF8.self) == expected)
        // And the result still loads as JSON with the values.
        let root = try JSONParser.parse(result.bytes, file: "f.json")
        #expect(Tuning.number(at: "transitions.push.animator.duration", in: root)?.numberValue == 0.3)
    }

    /// Byte offsets of positions past multi-byte scalars and a BOM (the parser counts columns
    /// in scalars and gives the BOM no column).
    @Test func offsetsAfterMultibyteTextAndABOM() throws {
        let text = "\u{FEFF}{\"t\": \"é€😀\", \"d\": 2}"
        let bytes = Array(text.utf8)
        let result = try InPlaceWrite.apply([Tune(keyPath: "d", value: 3)], to: bytes, file: "f.json")
        #expect(String(decoding: result.bytes, as: UTF8.self) == "\u{FEFF}{\"t\": \"é€😀\", \"d\": 3}")
    }
}
