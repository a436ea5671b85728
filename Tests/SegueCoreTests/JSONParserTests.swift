import Foundation
import Testing
@testable import SegueCore
import SegueJSON

struct JSONParserTests {
    func parse(_ s: String) throws(DiagnosticsError) -> JSONNode { try JSONParser.parse(s, file: "t.json") }

    func firstError(_ s: String) -> Diagnostic? {
        do { _ = try parse(s); return nil } catch { return error.diagnostics.first }
    }

    @Test func valuesAndPositions() throws {
        let text = "{\n  \"a\": [1, -2.5e1, true, null],\n  \"é\": \"x\"\n}"
        let root = try parse(text)
        let members = try #require(root.objectValue)
        #expect(members.map(\.key) == ["a", "é"])
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        let a = try #require(root["a"]?.arrayValue)
        #expect(a[0].numberValue == 1)
        #expect(a[1].numberValue == -25)
        #expect(a[1].position == SourcePosition(line: 2, column: 12))
        #expect(a[2].boolValue == true)
        #expect(a[3].value == .null)
        // Columns count Unicode scalars: "é" is one column, so its value starts at column 8.
        #expect(members[1].keyPosition == SourcePosition(line: 3, column: 3))
        #expect(root["é"]?.position == SourcePosition(line: 3, column: 8))
        #expect(root["é"]?.stringValue == "x")
    }

    @Test func columnsAfterMultibyteCharacters() throws {
        // "日本" is two scalars (six bytes); the number after it is at column 1 + 6 ("[\"日本\", ").
        let root = try parse("[\"日本\", 7]")
        #expect(root.arrayValue?[1].position.column == 8)
    }

    @Test func escapesDecodeAndMapBack() throws {
        let root = try parse(#"["a\tb\u00e9\ud83d\ude00c"]"#)
        let s = try #require(root.arrayValue?[0])
        #expect(s.stringValue == "a\tbé😀c")
        // Opening quote at column 2; scalars: a(3) \t(4) b(6) é(7) 😀(13) c(25), closing quote 26.
        #expect(s.position(ofScalar: 0).column == 3)
        #expect(s.position(ofScalar: 1).column == 4)
        #expect(s.position(ofScalar: 2).column == 6)
        #expect(s.position(ofScalar: 3).column == 7)
        #expect(s.position(ofScalar: 4).column == 13)
        #expect(s.position(ofScalar: 5).column == 25)
        #expect(s.position(ofScalar: 6).column == 26)
        // Without escapes, scalar i is at quote + 1 + i.
        let plain = try parse(#"  "hello""#)
        #expect(plain.position(ofScalar: 4).column == 3 + 1 + 4)
    }

    @Test func numbersKeepTheirText() throws {
        let root = try parse("[-0.3333, 1E+2, 0]")
        let a = try #require(root.arrayValue)
        #expect(a.map { $0.numberValue } == [-0.3333, 100, 0])
        #expect(JSONWriter.compact(root) == "[-0.3333,1E+2,0]")
        #expect(a[2].intValue == 0)
        #expect(a[1].intValue == nil)
    }

    @Test func writerRoundTripsStructureAndStrings() throws {
        let text = "{ \"b\" : [ 1 , {\"q\\\"\": \"line\\nbreak\\u0007\"} ], \"a\": false }"
        let root = try parse(text)
        let compact = JSONWriter.compact(root)
        #expect(!compact.contains("\n"))
        #expect(!compact.contains(" : "))
        let again = try parse(compact)
        #expect(JSONWriter.compact(again) == compact)
        #expect(again["b"]?.arrayValue?[1]["q\""]?.stringValue == "line\nbreak\u{7}")
        #expect(again.objectValue?.map(\.key) == ["b", "a"])
    }

    @Test(arguments: [
        ("", 1, 1, "empty input"),
        ("{\"a\": 1,}", 1, 9, "trailing comma before '}'"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("{\"a\": tru}", 1, 7, "invalid literal"),
        ("{\"a\": truex}", 1, 7, "invalid literal"),
        ("[01]", 1, 2, "leading zeros"),
        ("[1.]", 1, 2, "expected a digit after '.'"),
        ("[-]", 1, 2, "expected a digit after '-'"),
        ("[1e]", 1, 2, "exponent"),
        ("[NaN]", 1, 2, "expected a value"),
        ("[Infinity]", 1, 2, "expected a value"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key 'a' (first at line 1, column 2)"),
        ("[1] [2]", 1, 5, "after the end of the JSON value"),
        ("\"abc", 1, 5, "unterminated string"),
        ("\"\\x\"", 1, 2, "invalid escape"),
        ("\"\\u12\"", 1, 2, "four hex digits"),
        ("\"\\udc00\"", 1, 2, "lone surrogate"),
        ("[1e400]", 1, 2, "not finite"),
        ("[-1e400]", 1, 2, "not finite"),
        ("[1e-100000]", 1, 2, "absurd exponent"),
        ("{\n\n   @}", 3, 4, "expected a key in double quotes"),
    ])
    func syntaxErrors(text: String, line: Int, column: Int, message: String) {
        let d = firstError(text)
        #expect(d?.line == line && d?.column == column, "\(text): \(String(describing: d))")
        #expect(d?.message.contains(message) == true, "\(text): \(String(describing: d))")
    }

    @Test func errorKeyPathNamesTheEnclosingValue() {
        let d = firstError("{\"screens\": [{\"id\": \"a\"}, {\"id\": 01}]}")
        #expect(d?.keyPath == "screens[1].id")
        #expect(d?.description == "segue: t.json:1:34: screens[1].id: invalid number: leading zeros are not allowed")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), file: "bom.json")
        #expect(root.arrayValue?.count == 1)
    }

    // MARK: - Hostile inputs: refused quickly, never a crash.

    func timed(_ body: () -> Void) -> Double {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    @Test func deepNestingIsRefusedAtTheLimit() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        var d: Diagnostic?
        let seconds = timed { d = firstError(deep) }
        #expect(d?.message.contains("nesting deeper than 64") == true)
        #expect(d?.column == 65) // the 65th bracket
        #expect(seconds < 1)
        // Exactly 64 levels are fine.
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(firstError(ok) == nil)
        let objects = String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        #expect(firstError(objects)?.message.contains("nesting deeper") == true)
    }

    @Test(arguments: [
        ([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D] as [UInt8], 3, "invalid UTF-8"),    // bad continuation byte
        ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 3, "invalid UTF-8"),       // encoded surrogate
        ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 3, "invalid UTF-8"),             // overlong
        ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 3, "invalid UTF-8"), // above U+10FFFF
        ([0x5B, 0x22, 0xE2, 0x82], 3, "truncated"),                             // cut sequence at EOF
        ([0x5B, 0x31, 0x00, 0x5D], 3, "NUL byte"),
        ([0xFF], 1, "invalid UTF-8"),
    ])
    func badBytes(bytes: [UInt8], column: Int, message: String) {
        do {
            _ = try JSONParser.parse(bytes, file: "b.json")
            Issue.record("accepted invalid bytes \(bytes)")
        } catch {
            let d = error.diagnostics.first
            #expect(d?.line == 1 && d?.column == column, "\(String(describing: d))")
            #expect(d?.message.contains(message) == true, "\(String(describing: d))")
        }
    }

    @Test func oversizedInputIsRefusedBeforeParsing() {
        let big = [UInt8](repeating: 0x20, count: 2 << 20) + [0x31]
        var d: Diagnostic?
        let seconds = timed {
            do throws(DiagnosticsError) { _ = try JSONParser.parse(big, file: "big.json") } catch { d = error.diagnostics.first }
        }
        #expect(d?.message.contains("more than the limit of 1 MiB") == true)
        #expect(seconds < 1)
    }

    @Test func largeValidInputParsesInReasonableTime() throws {
        // Just under 1 MiB of numbers on one line: positions are tracked incrementally.
        let item = "123456,"
        let count = (1 << 20 - 16) / item.count
        let text = "[" + String(repeating: item, count: count) + "0]"
        var root: JSONNode?
        let seconds = timed { root = try? parse(text) }
        #expect(root?.arrayValue?.count == count + 1)
        #expect(root?.arrayValue?.last?.position.column == 2 + count * item.count)
        #expect(seconds < 10)
    }
}
