import Foundation
import SegueScenario
import SeguePlayback
import Testing

@testable import SegueUserCode

/// The inspector's rows of a user's Swift source (docs/user-code.md, "The inspector on your
/// code"): found in Examples/CardPop/CardPop.swift at places this test finds by searching the
/// text itself, never inside comments or strings, and stepped by rewriting exactly the literal.
struct SwiftLiteralRowsTests {
    static let cardPop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/CardPop/CardPop.swift")

    /// The byte offset of the `occurrence`-th (0-based) `needle` in `text`, plus `plus`.
    static func offset(of needle: String, in text: String, occurrence: Int = 0, plus: Int = 0) throws -> Int {
        let bytes = Array(text.utf8), pattern = Array(needle.utf8)
        let hits = (0...(bytes.count - pattern.count)).filter { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
        try #require(hits.count > occurrence, "\(needle) occurs \(hits.count) times")
        return hits[occurrence] + plus
    }

    /// Line and column (1-based, bytes) of `offset`, counted here from the text.
    static func place(_ offset: Int, in text: String) -> (Int, Int) {
        let before = Array(text.utf8)[..<offset]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
        return (line, offset - lineStart + 1)
    }

    static func rows(_ text: String) -> [SourceLiteral] {
        SwiftLiteralRows.find(in: SwiftSource(path: "CardPop.swift", text: text))
    }

    /// CardPop's tuning numbers, in text order: (the text around the literal, where the literal
    /// starts in it, the literal, the row's name, its unit).
    static let expected: [(needle: String, at: Int, occurrence: Int, literal: String, name: String, unit: String)] = [
        ("-> TimeInterval {\n        0.6\n", 26, 0, "0.6", "duration", "s"),
        ("delay: 0,", 7, 0, "0", "delay", "s"),
        ("usingSpringWithDamping: 0.75", 24, 0, "0.75", "damping", ""),
        ("initialSpringVelocity: 0", 23, 0, "0", "velocity", ""),
        ("-> TimeInterval {\n        0.35\n", 26, 0, "0.35", "duration", "s"),
        ("delay: 0,", 7, 1, "0", "delay", "s"),
        (".x > 600", 5, 0, "600", "velocity >", "pt/s"),
    ]

    @Test func cardPopsTuningNumbersAreRowsAtTheirPlaces() throws {
        let text = try String(contentsOf: Self.cardPop, encoding: .utf8)
        let rows = Self.rows(text)
        #expect(rows.count == Self.expected.count, "\(rows.map(\.placeName))")
        for (row, e) in zip(rows, Self.expected) {
            let start = try Self.offset(of: e.needle, in: text, occurrence: e.occurrence, plus: e.at)
            let (line, column) = Self.place(start, in: text)
            #expect(row.range == start..<(start + e.literal.utf8.count), "\(e.needle)")
            #expect((row.line, row.column) == (line, column), "\(e.needle)")
            #expect(row.text == e.literal && row.value == Double(e.literal))
            #expect(row.name == e.name && row.unit == e.unit, "\(row.name)")
            #expect(row.placeName == "CardPop.swift:\(line) \(e.name)")
        }
        // Not rows: a view's look (`scaleX: 0.92`, `alpha = 0.6`), arithmetic (`1.0 / 3.0`), the clamp's 0 and 1, the
        // comment's "600 pt/s".
        #expect(!rows.contains { ["0.92", "0.6"].contains($0.text) && $0.name != "duration" })
        #expect(!rows.contains { $0.text == "1.0" || $0.text == "3.0" || $0.text == "1" })
    }

    @Test func numbersInCommentsAndStringsAreNeverRows() {
        // Each line is a row in code; inside a comment or a string's text it is not.
        let code = [
            "UIView.animate(withDuration: 0.5) {}",
            "let a = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.7)",
            "if progress > 0.5 { finish() }",
        ]
        for line in code {
            #expect(!Self.rows(line).isEmpty, "\(line)")
            let hidden = [
                "// \(line)", "/* \(line) */", "/* a /* nested */ \(line) */", "let s = \"\(line.replacingOccurrences(of: "\"", with: ""))\"",
                "let s = #\"\(line)\"#", "let s = \"\"\"\n\(line)\n\"\"\"", "/// \(line)",
            ]
            for text in hidden { #expect(Self.rows(text).isEmpty, "\(text)") }
        }
        // The code of an interpolation is code.
        #expect(Self.rows("let s = \"\\(animator(duration: 0.25))\"").map(\.text) == ["0.25"])
    }

    @Test func eachPlaceNamesItsRow() {
        let text = """
            let popDuration = 0.3
            let damping: CGFloat = 0.7
            var transitionDuration: TimeInterval { return 0.25 }
            interaction.completionSpeed = 0.8
            let p = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 1.5, dy: 0))
            if velocity.x < -600 || translation.x > 120 { }
            func f(delay: TimeInterval = 0.1) {}
            let x = 0x10; let y = duration(0.5 * 2); let z: Double = 0.3; let s = 1...3
            UIView.animate(withDuration: 1.0 / 3.0) {}
            """
        let rows = Self.rows(text)
        let got = rows.map { "\($0.line):\($0.column) \($0.name)=\($0.text) \($0.unit)" }
        #expect(got == [
            "1:19 popDuration=0.3 s",
            "2:24 damping=0.7 ",
            "3:47 duration=0.25 s",
            "4:31 completionSpeed=0.8 ×",
            "5:48 damping=0.9 ",
            "5:83 velocity dx=1.5 ",
            "5:92 velocity dy=0 ",
            "6:17 velocity <=-600 pt/s",
            "6:41 translation >=120 pt",
            "7:30 delay=0.1 s",
        ])
        #expect(rows.first { $0.text == "-600" }?.value == -600)
    }

    @Test func aStepRewritesExactlyThatLiteral() throws {
        let text = try String(contentsOf: Self.cardPop, encoding: .utf8)
        let bytes = Array(text.utf8)
        let rows = Self.rows(text)
        // Up a coarse step each (docs/user-code.md's table): duration 0.05 s, delay 0.05 s, damping 0.05, a spring's
        // velocity 0.5, a speed threshold 50 pt/s.
        let after = ["0.65", "0.05", "0.8", "0.5", "0.4", "0.05", "650"]
        try #require(rows.count == after.count)
        for (k, row) in rows.enumerated() {
            let index = rows[..<k].count
            let step = SourceLiteralStep(literal: row, index: index, delta: row.step.coarse)
            let written = try step.apply(to: bytes, literals: rows).get()
            let start = try Self.offset(of: Self.expected[k].needle, in: text, occurrence: Self.expected[k].occurrence,
                                        plus: Self.expected[k].at)
            let end = start + Self.expected[k].literal.utf8.count
            #expect(written.bytes == Array(bytes[..<start]) + Array(after[k].utf8) + Array(bytes[end...]), "\(row.placeName)")
            #expect(written.report == "\(row.placeName) \(row.text) → \(after[k])")
        }
    }

    @Test func aStepKeepsTheLiteralsFormAndSign() throws {
        func stepped(_ line: String, by delta: Double) throws -> String {
            let rows = Self.rows(line)
            let row = try #require(rows.first)
            let written = SourceLiteralStep(literal: row, index: 0, delta: delta).apply(to: Array(line.utf8), literals: rows)
            switch written {
            case .success(let w): return String(decoding: w.bytes, as: UTF8.self)
            case .failure(let refusal): return "refused: " + refusal.message
            }
        }
        #expect(try stepped("let popDuration = 1.0", by: 1) == "let popDuration = 2.0")  // still a Double
        #expect(try stepped("animate(withDuration: 1, delay: 0)", by: 0.05) == "animate(withDuration: 1.05, delay: 0)")
        #expect(try stepped("if v.velocity < -600 {}", by: 50) == "if v.velocity < -550 {}")
        #expect(try stepped("if v.velocity < -50 {}", by: 100) == "if v.velocity < 0 {}")
        #expect(try stepped("animate(withDuration: 0.05)", by: -0.05) == "animate(withDuration: 0.0)")
        #expect(try stepped("animate(withDuration: 0.0)", by: -0.05).hasPrefix("refused: CardPop.swift:1 duration stays 0.0"))
    }

    @Test func aFileEditedSinceIsNotSteppedSomewhereElse() throws {
        let text = "func a() {\n    UIView.animate(withDuration: 0.3) {}\n}\n"
        let row = try #require(Self.rows(text).first)
        let edited = "// a new first line\n" + text
        let refused = SourceLiteralStep(literal: row, index: 0, delta: 0.05).apply(to: Array(edited.utf8), literals: Self.rows(edited))
        #expect(throws: TuneRefusal.self) { try refused.get() }
    }
}
