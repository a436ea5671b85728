import Foundation
import Testing

/// `segue export SCENARIO [--target uikit|swiftui] [-o FILE] [--set KEY.PATH=VALUE]…` (docs/cli.md).
struct ExportCommandTests {
    /// The export goes to stdout, names the scenario's types and the command in its header.
    @Test func writesTheExportToStandardOutput() throws {
        let r = try runSegue(["export", "pop-parallax"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(r.lines.first == "// pop-parallax: Pan to pop, with parallax")
        #expect(r.lines.contains("// Written by `segue export pop-parallax`; the values are the scenario's."))
        #expect(r.stdout.contains("final class PopParallaxPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {"))
    }

    /// `--set` goes in before the export, and the header's command repeats it (quoted for a shell).
    @Test func setValuesAreExportedAndNamed() throws {
        let r = try runSegue(["export", "pop-parallax", "--set", "transitions.pop.animator.duration=0.45"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("-> TimeInterval {\n        0.45\n    }"))
        #expect(r.lines.contains("// Written by `segue export pop-parallax --set transitions.pop.animator.duration=0.45`; the values are the scenario's."))
    }

    /// `-o FILE` writes the same bytes to the file and nothing to stdout.
    @Test func writesTheExportToAFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Fade.swift").path
        let r = try runSegue(["export", "fade", "-o", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
        let expected = try runSegue(["export", "fade"]).stdout
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
    }

    /// An `-o` path that cannot be written exits 1 with one line, and leaves nothing behind (the
    /// file is written to a temporary beside it and renamed; here there is no "beside").
    @Test func anUnwritableOutputExitsOneAndLeavesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = dir.appendingPathComponent("plain").path
        #expect(FileManager.default.createFile(atPath: plain, contents: Data("x".utf8)))
        let path = plain + "/Fade.swift"
        let r = try runSegue(["export", "fade", "-o", path])
        #expect(r.status == 1)
        #expect(r.errorLines == ["segue: export: \(path): cannot write: Not a directory"])
        #expect(r.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["plain"])
        #expect(try String(contentsOfFile: plain, encoding: .utf8) == "x")
    }

    /// Bad input: exit 2 with one line in the house style.
    @Test(arguments: [
        (["export", "no-such-scenario"], "segue: no-such-scenario: not a file, and not a built-in scenario"),
        (["export", "fade", "--target", "objc"], "segue: export: --target needs one of uikit, swiftui, got 'objc'"),
        (["export", "fade", "--set", "transitions.push.animator.duration=-1"], "segue: "),
    ])
    func badInputExitsTwoWithOneLine(args: [String], prefix: String) throws {
        let r = try runSegue(args)
        #expect(r.status == 2)
        #expect(r.errorLines.count == 1, "\(r.errorLines)")
        #expect(r.errorLines.first?.hasPrefix(prefix) == true, "\(r.errorLines)")
        #expect(r.stdout.isEmpty)
    }

    /// A session's embedded scenario is exported as recorded (the same code as the scenario's own).
    @Test func aSessionExportsItsScenario() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let session = try Self.fadeSession(in: dir, lines: "{\"t\":1,\"end\":true}\n").path
        let fromSession = try runSegue(["export", session])
        #expect(fromSession.status == 0, "\(fromSession.stderr)")
        let body = { (s: String) in s.split(separator: "\n").drop { !$0.hasPrefix("import ") }.joined(separator: "\n") }
        #expect(body(fromSession.stdout) == body(try runSegue(["export", "fade"]).stdout))
        #expect(try runSegue(["export", session, "--set", "transitions.push.animator.duration=1"]).status == 2)
    }

    /// A session's `tune` lines are applied before the export, as `replay`, `render` and
    /// `timeline` apply them (issue 28): before, the export left them out and said 0.5 s.
    @Test func aSessionExportsItsTunedScenario() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (session, scenario) = try Self.fadeSession(in: dir, lines:
            "{\"t\":0.5,\"tune\":\"transitions.push.animator.duration\",\"value\":0.75}\n"
            + "{\"t\":0.6,\"tune\":\"transitions.push.animator.duration\",\"value\":0.8}\n{\"t\":1,\"end\":true}\n")
        #expect(scenario.contains("\"duration\": 0.5"))
        let r = try runSegue(["export", session])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("push (preset fade): 0.8 s"), "\(r.stdout.prefix(600))")
        #expect(!r.stdout.contains("push (preset fade): 0.5 s"), "\(r.stdout.prefix(600))")
    }

    /// Writes `dir`/fade.segue: a session header embedding the built-in fade, then `lines`.
    /// Returns its path and the embedded scenario's text.
    static func fadeSession(in dir: URL, lines: String) throws -> (path: String, scenario: String) {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let scenario = try String(contentsOfFile: repositoryRoot + "/Scenarios/fade.json", encoding: .utf8)
        let session = dir.appendingPathComponent("fade.segue").path
        let text = "{\"segue_session\":1,\"created\":\"2026-11-30T00:00:00Z\",\"size\":[120,40],\"source\":\"x\",\"scenario\":"
            + scenario.replacingOccurrences(of: "\n", with: " ") + "}\n" + lines
        try text.write(toFile: session, atomically: true, encoding: .utf8)
        return (session, scenario)
    }
}
