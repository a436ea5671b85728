import Foundation
import Testing

/// `--compare` and `--compare-set` on `timeline` and `render` (docs/cli.md, "Comparing two
/// variants"): both variants get the same events; each one's numbers are those of a run of it
/// alone, and without a comparison the CSV is the one it always was.
struct CompareCommandTests {
    /// A pan from the left edge and a lift: the events both variants get.
    static let pan = "0.1 p; 1.0 right*12@0.03; 1.5 enter"

    static func timeline(_ args: [String]) throws -> [String] {
        // A fixed end: a comparison runs until both variants settle, a run alone until it does.
        let r = try runSegue(["timeline"] + args + ["--events", pan, "--fps", "20", "--until", "3"])
        #expect(r.status == 0, "\(r.stderr)")
        return r.lines
    }

    /// A's rows are `timeline A`'s and B's rows `timeline B`'s, each run alone with the same
    /// events, in the order A then B within a frame.
    @Test(arguments: [
        (["pop-parallax", "--compare", "pop-percent-driven"], ["pop-parallax"], ["pop-percent-driven"]),
        (["pop-parallax", "--compare-set", "transitions.pop.animator.duration=1.2"], ["pop-parallax"],
         ["pop-parallax", "--set", "transitions.pop.animator.duration=1.2"]),
        (["pop-parallax", "--compare", "pop-shrink", "--compare-set", "transitions.pop.animator.duration=0.9"], ["pop-parallax"],
         ["pop-shrink", "--set", "transitions.pop.animator.duration=0.9"]),
    ] as [([String], [String], [String])])
    func variantRowsAreThoseOfEachAlone(compare: [String], a: [String], b: [String]) throws {
        let both = try Self.timeline(compare)
        let aloneA = try Self.timeline(a), aloneB = try Self.timeline(b)
        #expect(both.first == "variant," + (aloneA.first ?? ""))
        let rowsA = both.dropFirst().filter { $0.hasPrefix("A,") }.map { String($0.dropFirst(2)) }
        let rowsB = both.dropFirst().filter { $0.hasPrefix("B,") }.map { String($0.dropFirst(2)) }
        #expect(rowsA == Array(aloneA.dropFirst()))
        #expect(rowsB == Array(aloneB.dropFirst()))
        #expect(rowsA != rowsB, "the variants should differ")
        // Within each frame A's rows come before B's.
        let variants = both.dropFirst().map { $0.prefix(2) }
        var lastT = "", sawB = false
        for line in both.dropFirst() {
            let t = line.split(separator: ",")[1]
            if t != lastT { lastT = String(t); sawB = false }
            if line.hasPrefix("B,") { sawB = true } else { #expect(!sawB, "an A row after a B row at t = \(t)") }
        }
        #expect(variants.allSatisfy { $0 == "A," || $0 == "B," })
    }

    /// Without a comparison there is no variant column: the header is the documented one.
    @Test func noVariantColumnWithoutCompare() throws {
        let lines = try Self.timeline(["pop-parallax"])
        #expect(lines.first == "t,phase,percent,view,x,y,width,height,scale,rotation,alpha")
        #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("A,") && !$0.hasPrefix("B,") })
    }

    /// `render` draws the labels on the top row and each variant below it in half the
    /// terminal, exactly as rendering it alone at that size draws it.
    @Test func renderDrawsBothDevices() throws {
        let common = ["--events", Self.pan, "--at", "1.2", "--no-hud"]
        let r = try runSegue(["render", "pop-parallax", "--compare", "pop-shrink", "--size", "101x31"] + common)
        #expect(r.status == 0, "\(r.stderr)")
        let a = try runSegue(["render", "pop-parallax", "--size", "50x30"] + common).lines
        let b = try runSegue(["render", "pop-shrink", "--size", "50x30"] + common).lines
        let lines = r.lines
        try #require(lines.count == 31)
        #expect(lines[0].contains("A: pop-parallax"))
        #expect(lines[0].contains("B: pop-shrink"))
        // Text frames end their lines without trailing spaces.
        func trimmed<S: StringProtocol>(_ s: S) -> String { String(s.reversed().drop { $0 == " " }.reversed()) }
        for row in 0..<30 {
            let line = Array(lines[row + 1])
            #expect(trimmed(String(line.prefix(50))) == trimmed(a[row]), "left half, row \(row)")
            #expect(line[50] == "│")
            #expect(trimmed(String(line.dropFirst(51))) == trimmed(b[row]), "right half, row \(row)")
        }
        #expect(a != b, "the variants should look different at 1.3 s")
    }

    /// A B file that is not JSON: its own file:line:col, one line, exit 2.
    @Test func brokenBFileSaysWhere() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("b.json").path
        try "{\n  \"title\": ,\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        for command in ["timeline", "render", "play"] {
            let r = try runSegue([command, "pop-parallax", "--compare", path])
            #expect(r.status == 2, "\(command)")
            #expect(r.errorLines.count == 1, "\(command): \(r.stderr)")
            #expect(r.stderr.hasPrefix("segue: \(path):2:"), "\(command): \(r.stderr)")
        }
    }

    /// A B that does not load, or a key path that does not exist: one line, exit 2.
    @Test(arguments: [
        (["--compare", "no-such-scenario"], "no-such-scenario: not a file"),
        (["--compare-set", "transitions.nope=1"], "transitions.nope: unknown key 'nope'"),
    ] as [([String], String)])
    func badComparisonIsUsage(args: [String], message: String) throws {
        for command in ["timeline", "render"] {
            let r = try runSegue([command, "pop-parallax"] + args)
            #expect(r.status == 2)
            #expect(r.errorLines.count == 1)
            #expect(r.stderr.contains(message), "\(r.stderr)")
        }
    }
}
