import Testing

@testable import SegueUserCode

/// `SourceRewrite` on hand-written sources, each expected output written out by hand.
struct SourceRewriteTests {
    /// The rewrite without its `#sourceLocation` line.
    private func body(_ source: String) -> String {
        let rewritten = SourceRewrite.rewrite(source, originalPath: "Drop.swift")
        let lines = rewritten.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == "#sourceLocation(file: \"Drop.swift\", line: 1)")
        return lines.count > 1 ? String(lines[1]) : ""
    }

    @Test func objcAttributesBecomeSpaces() {
        #expect(body("@objc func handlePan(_ g: AnyObject) {}") == "      func handlePan(_ g: AnyObject) {}")
        #expect(body("  @objc(handle:) func h(_ g: Int) {}") == "                 func h(_ g: Int) {}")
        #expect(body("@objcMembers class A {}") == "             class A {}")
        #expect(body("@MainActor @objc dynamic var x = 1") == "@MainActor       dynamic var x = 1")
        #expect(body("@objective let y = 2") == "@objective let y = 2")
    }

    @Test func selectorBecomesACallOfTheSameLength() {
        #expect(body("g.addTarget(self, action: #selector(handlePan(_:)))") == "g.addTarget(self, action: __sel__(  handlePan(_:)))")
        #expect(body("let a = #selector(A.b), c = #selector(d)") == "let a = __sel__(  A.b), c = __sel__(  d)")
        #expect(body("#selectorish(x)") == "#selectorish(x)")
    }

    @Test(arguments: [
        "let s = \"@objc #selector(x)\"",
        "let e = \"a \\\" @objc \\\" b\"",
        "// @objc func f() #selector(f)",
        "/* outer /* @objc */ still comment #selector(f) */",
        "let r = #\"raw \"@objc\" #selector(f)\"#",
        "let rr = ##\"a \"# @objc \"##",
        "let m = \"\"\"\n  @objc \" #selector(f)\n  \"\"\"",
        "let mr = #\"\"\"\n  \"\"\" @objc\n  \"\"\"#",
    ])
    func stringsAndCommentsAreLeftAlone(source: String) {
        #expect(body(source) == source)
    }

    @Test func codeAfterStringsAndCommentsAndInsideInterpolationsIsRewritten() {
        #expect(body("/* a /* b */ c */ @objc func f() {}") == "/* a /* b */ c */       func f() {}")
        #expect(body("let s = \"x\"; @objc func f() {}") == "let s = \"x\";       func f() {}")
        #expect(body("let s = \"\\(#selector(f)) @objc\"") == "let s = \"\\(__sel__(  f)) @objc\"")
        #expect(body("let s = #\"\\(x) \\#(#selector(f))\"#") == "let s = #\"\\(x) \\#(__sel__(  f))\"#")
        #expect(body("let s = \"\\(g(\"@objc\")) @objc\"; @objc var v = 0") == "let s = \"\\(g(\"@objc\")) @objc\";       var v = 0")
        #expect(body("let s = \"unterminated\n@objc func f() {}") == "let s = \"unterminated\n      func f() {}")
    }

    @Test func everyLineKeepsItsLength() {
        let source = "import UIKit\n\nfinal class Drop: NSObject {\n    @objc func pan(_ g: UIPanGestureRecognizer) {}\n"
            + "    func install(_ v: UIView) {\n        v.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan)))\n"
            + "    }\n}\n"
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        let rewritten = SourceRewrite.rewrite(source, originalPath: "Drop.swift").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rewritten.count == original.count + 1)
        for (before, after) in zip(original, rewritten.dropFirst()) {
            #expect(before.utf8.count == after.utf8.count, "\(after)")
        }
    }

    @Test func thePathIsAStringLiteral() {
        let rewritten = SourceRewrite.rewrite("", originalPath: "My \"odd\"\\dir/Drop.swift")
        #expect(rewritten == "#sourceLocation(file: \"My \\\"odd\\\"\\\\dir/Drop.swift\", line: 1)\n")
        #expect(SourceRewrite.sourceLocationLine("a\nb\u{85}.swift") == "#sourceLocation(file: \"a\\nb\\u{85}.swift\", line: 1)")
    }
}
