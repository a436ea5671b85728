import Foundation
import SegueTestSupport
import Testing

/// A fresh temporary folder for one test's files.
func makeTemporaryFolder(_ label: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.path
}

/// `segue test` end to end: the project's own Tests/Transitions, a failing file, invalid files,
/// JUnit output (docs/testing-transitions.md).
struct TestCommandTests {
    static let transitions = repositoryRoot + "/Tests/Transitions"

    @Test func theProjectsTransitionTestsAllHold() throws {
        let r = try runSegue(["test", Self.transitions], timeout: 120)
        #expect(r.status == 0, "\(r.lines.filter { $0.hasPrefix("not ok") }) \(r.stderr)")
        #expect(r.lines.last?.hasSuffix(" passed, 0 failed") == true)
        #expect(!r.lines.contains { $0.hasPrefix("not ok") })
        // Every contract check ran for every file: at least one per file.
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.transitions).filter { $0.hasSuffix(".test.json") }
        for f in files { #expect(r.lines.contains { $0.contains("\(f): appearance calls balanced") }, "\(f)") }
    }

    @Test func everyBuiltinScenarioHasATestFile() throws {
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Scenarios").filter { $0.hasSuffix(".json") }
        #expect(scenarios.count >= 17)
        for s in scenarios {
            let name = String(s.dropLast(5))
            #expect(FileManager.default.fileExists(atPath: Self.transitions + "/\(name).test.json"), "no test file for \(name)")
        }
    }

    /// pop-parallax's demo releases at p = 219/390 and finishes: message.x there is
    /// 390 × easeInOut(219/390) ≈ 235.98, so 195 is wrong and the line says what it got.
    @Test func aFailingExpectationExitsOneWithItsNotOkLine() throws {
        let dir = try makeTemporaryFolder("test-fail")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let expected = 390 * easeInOutReference(219.0 / 390)
        try """
        {"scenario": "pop-parallax", "expect": [
          {"at": "finish", "view": "message", "x": 195, "tolerance": 0.5},
          {"outcome": "cancelled"},
          {"at": "finish", "view": "message", "x": \(expected), "tolerance": 0.001}]}
        """.write(toFile: dir + "/pop.test.json", atomically: true, encoding: .utf8)
        let r = try runSegue(["test", dir])
        #expect(r.status == 1)
        let file = dir + "/pop.test.json"
        #expect(r.lines.first?.hasPrefix("not ok 1 - \(file): at finish of transition 1 message.x = 195 (±0.5)") == true)
        #expect(r.lines.first?.hasSuffix("expected 195 ± 0.5, got 235.983068") == true, "\(r.lines.first ?? "")")
        #expect(r.lines.contains("not ok 2 - \(file): transition 1 (pop) cancelled: expected cancelled, got finished"))
        #expect(r.lines.contains { $0.hasPrefix("ok 3 - \(file): at finish of transition 1 message.x = 235.98") })
        #expect(r.lines.last?.hasSuffix(" passed, 2 failed") == true)
    }

    @Test(arguments: [
        ("{\"scenario\": \"pop-parallax\", \"expect\": [{\"outcom\": \"finished\"}]}", ":1:41: expect[0]: an expectation names 'at' and 'view', 'outcome', 'log' or 'curve' (did you mean 'outcome'?)"),
        ("{\"scenario\": \"pop-parallax\", \"expct\": []}", ":1:30: expct: unknown key (did you mean 'expect'?)"),
        ("{\"scenario\": \"pop-parallax\", \"expect\": [{\"at\": 1, \"view\": \"message\", \"alfa\": 1}]}",
         ":1:70: expect[0].alfa: unknown key (did you mean 'alpha'?)"),
        ("{\"scenario\": \"pop-parallax\", \"expect\": [{\"at\": \"finsh\", \"view\": \"message\", \"x\": 1}]}",
         ":1:48: expect[0].at: expected seconds or one of end, finish, cancel, got 'finsh' (did you mean 'finish'?)"),
        ("{\"scenario\": \"pop-parallx\", \"expect\": [{\"outcome\": \"finished\"}]}", ":1:14: scenario: not a file, and not a built-in scenario (did you mean 'pop-parallax'?)"),
        ("{\"scenario\": \"pop-parallax\", \"expect\": [{\"at\": 1, \"view\": \"mesage\", \"x\": 1}]}",
         ":1:41: expect[0].view: no view 'mesage' in the scenario (did you mean 'message'?)"),
        // A log expectation names calls; a name no call has is refused at its string.
        ("{\"scenario\": \"pop-parallax\", \"expect\": [{\"log\": [\"update(\", \"completeTransitoin(true)\"]}]}",
         ":1:61: expect[0].log[1]: no call named 'completeTransitoin' is logged (did you mean 'completeTransition'?)"),
        ("{\"scenario\": \"pop-parallax\", \"events\": \"0.5 rigth\", \"expect\": [{\"outcome\": \"finished\"}]}", ":1:45: events: unknown key 'rigth' (did you mean 'right'?)"),
    ])
    func invalidTestFilesExitTwoWithTheirPosition(text: String, message: String) throws {
        let dir = try makeTemporaryFolder("test-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/bad.test.json"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try runSegue(["test", file])
        #expect(r.status == 2)
        #expect(r.errorLines.contains { $0.hasPrefix("segue: \(file)\(message)") }, "\(r.stderr)")
        #expect(r.lines.last == "0 passed, 0 failed, 1 invalid test file")
    }

    /// An invalid file shows in the JUnit report as an error of its own suite (the others still run).
    @Test func junitReportsAnInvalidFileAsAnError() throws {
        let dir = try makeTemporaryFolder("test-junit-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{\"scenario\": \"pop-parallax\", \"expect\": [{\"outcome\": \"finished\"}]}".write(toFile: dir + "/a.test.json", atomically: true, encoding: .utf8)
        try "{\"scenario\": \"pop-parallax\", \"expect\": [{\"outcom\": 1}]}".write(toFile: dir + "/b.test.json", atomically: true, encoding: .utf8)
        let r = try runSegue(["test", dir, "--junit", dir + "/out.xml"])
        #expect(r.status == 2)
        let text = try String(contentsOfFile: dir + "/out.xml", encoding: .utf8)
        #expect(text.contains("errors=\"1\""))
        #expect(text.contains("<testcase classname=\"\(dir)/b.test.json\" name=\"a valid test file\">"))
        #expect(text.contains("<error message=\"invalid test file\">segue: \(dir)/b.test.json:1:41: expect[0]: "))
        #expect(text.contains("<testsuite name=\"\(dir)/a.test.json\" tests=\"5\" failures=\"0\""))
    }

    @Test func aMissingFileOrAnEmptyFolderIsUsage() throws {
        let dir = try makeTemporaryFolder("test-empty")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let none = try runSegue(["test", dir + "/none.test.json"])
        #expect(none.status == 2)
        #expect(none.errorLines == ["segue: test: \(dir)/none.test.json: no such file or directory"])
        let empty = try runSegue(["test", dir])
        #expect(empty.status == 2)
        #expect(empty.errorLines == ["segue: test: \(dir): no *.test.json files in this directory"])
    }

    @Test func junitHasOneSuitePerFileAndOneCasePerCheck() throws {
        let dir = try makeTemporaryFolder("test-junit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{\"scenario\": \"pop-parallax\", \"expect\": [{\"outcome\": \"cancelled\"}, {\"log\": [\"finish()\"]}]}"
            .write(toFile: dir + "/a.test.json", atomically: true, encoding: .utf8)
        try "{\"scenario\": \"tabs-slide\", \"expect\": [{\"at\": \"end\", \"view\": \"music\", \"x\": 0}]}"
            .write(toFile: dir + "/b.test.json", atomically: true, encoding: .utf8)
        let xml = dir + "/out.xml"
        let r = try runSegue(["test", dir, "--junit", xml])
        #expect(r.status == 1)
        let text = try String(contentsOfFile: xml, encoding: .utf8)
        let cases = text.components(separatedBy: "<testcase ").count - 1
        #expect(cases == r.lines.count - 1)  // every line but the summary
        #expect(text.components(separatedBy: "<testsuite ").count - 1 == 2)
        #expect(text.contains("<testsuite name=\"\(dir)/a.test.json\""))
        #expect(text.contains("<failure message=\"expected cancelled, got finished\">"))
        #expect(text.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(!text.contains("<error "))
        // Well-formed XML (Python's parser, when python3 is there).
        if let parsed = ToolRunner.run(["python3", "-c", "import sys, xml.dom.minidom as m; m.parse(sys.argv[1])", xml]) {
            #expect(parsed.status == 0, "\(parsed.stderr)")
        }
    }
}

/// The JUnit file is sanitised as the TAP lines are (issue 28): a test file named with a
/// right-to-left override, a zero-width space, a C1 control (NEL) and a line separator shows
/// none of them raw in the XML — each unsafe one as U+FFFD, the invisible one dropped — and
/// the XML names the file as the TAP line does.
struct JUnitSanitisingTests {
    @Test func junitTextAndAttributesAreSanitisedLikeTheTAPLines() throws {
        let dir = try makeTemporaryFolder("test-junit-text")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/a\u{202E}b\u{200B}c\u{85}d\u{2028}e.test.json"
        try "{\"scenario\": \"pop-parallax\", \"expect\": [{\"outcome\": \"cancelled\"}]}".write(toFile: file, atomically: true, encoding: .utf8)
        let xml = dir + "/out.xml"
        let r = try runSegue(["test", file, "--junit", xml])
        #expect(r.status == 1, "\(r.stderr)")
        let shown = dir + "/a\u{FFFD}bc\u{FFFD}d\u{FFFD}e.test.json"
        #expect(r.lines.first == "not ok 1 - \(shown): transition 1 (pop) cancelled: expected cancelled, got finished", "\(r.lines)")
        let text = try String(contentsOfFile: xml, encoding: .utf8)
        for raw: Unicode.Scalar in ["\u{202E}", "\u{200B}", "\u{85}", "\u{2028}"] {
            #expect(!text.unicodeScalars.contains(raw), "U+\(String(raw.value, radix: 16, uppercase: true)) is in the XML raw")
        }
        #expect(text.contains("<testsuite name=\"\(shown)\""), "\(text)")
        #expect(text.contains("<testcase classname=\"\(shown)\""), "\(text)")
    }
}

/// A test file's own scenario next to it, its `set`, and a bad `set` reported at the test file.
struct TestFileScenarioTests {
    /// completionSpeed 2 halves the finish: (1 − 219/390) × 0.4 / 2 = 0.0877 s after the release
    /// at 0.9, so the pop is still finishing at 0.98 and over at 0.99 (at speed 1: until 1.075).
    @Test func aScenarioNextToTheTestFileWithSetOverrides() throws {
        let dir = try makeTemporaryFolder("test-local")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Scenarios/pop-parallax.json", toPath: dir + "/mine.json")
        try """
        {"scenario": "mine.json", "set": {"transitions.pop.interaction.completionSpeed": 2},
         "expect": [{"at": 0.98, "view": "message", "phase": "finishing"}, {"at": 0.99, "view": "inbox", "phase": "idle"}]}
        """.write(toFile: dir + "/s.test.json", atomically: true, encoding: .utf8)
        let r = try runSegue(["test", dir + "/s.test.json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        try """
        {"scenario": "mine.json",
         "set": {"transitions.pop.animator.duration": -1},
         "expect": [{"outcome": "finished"}]}
        """.write(toFile: dir + "/s.test.json", atomically: true, encoding: .utf8)
        let bad = try runSegue(["test", dir + "/s.test.json"])
        #expect(bad.status == 2)
        #expect(bad.errorLines.first?.hasPrefix("segue: \(dir)/s.test.json:2:9: set.transitions.pop.animator.duration: ") == true, "\(bad.stderr)")
    }

    /// Regression: a restart (`r`) gives the model a new call log; the recorder took a suffix of
    /// negative length of it and crashed. The push it cut off is "ended by a restart", the new
    /// model's calls start afresh, and times stay session time: at half speed (`s` at 0.1) a
    /// 0.4 s push started at 0.4 is half-way (scale 0.1 + 0.9 × 0.5) at 0.8.
    @Test func restartsAndSlowMotionKeepSessionTime() throws {
        let dir = try makeTemporaryFolder("test-restart")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
        {"scenario": "scale-push-pop", "events": "0.4 p; 0.6 r; 1.0 p",
         "expect": [{"outcome": "finished", "transition": 2}, {"at": 1.2, "view": "album", "scale": 0.55, "tolerance": 0.0001}]}
        """.write(toFile: dir + "/r.test.json", atomically: true, encoding: .utf8)
        let r = try runSegue(["test", dir + "/r.test.json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.lines.contains("ok 3 - \(dir)/r.test.json: transition 1 (push albums → album): ended by a restart (r) at 0.6 s, before it completed"))
        // A push in the same frame as the restart is the new model's, and is seen.
        try """
        {"scenario": "scale-push-pop", "events": "0.4 p; 0.6 r; 0.6 p",
         "expect": [{"outcome": "finished", "transition": 2}, {"at": 0.8, "view": "album", "scale": 0.55, "tolerance": 0.0001}]}
        """.write(toFile: dir + "/r.test.json", atomically: true, encoding: .utf8)
        let same = try runSegue(["test", dir + "/r.test.json"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        try """
        {"scenario": "scale-push-pop", "events": "0.1 s; 0.4 p",
         "expect": [{"at": 0.8, "view": "album", "scale": 0.55, "tolerance": 0.0001}, {"at": 1.19, "view": "album", "phase": "animating"}]}
        """.write(toFile: dir + "/s.test.json", atomically: true, encoding: .utf8)
        let slow = try runSegue(["test", dir + "/s.test.json"])
        #expect(slow.status == 0, "\(slow.stdout)\(slow.stderr)")
    }

    /// A 0.01 s push from 0.405 s completes at 0.415, between the frames at 0.4 and 0.4167: its
    /// timing is taken at its completion (it was "no timing" when only frames looked).
    @Test func aTransitionShorterThanAFrameStillHasItsCurve() throws {
        let dir = try makeTemporaryFolder("test-short")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
        {"scenario": "scale-push-pop", "set": {"transitions.push.animator.duration": 0.01}, "events": "0.405 p",
         "expect": [{"curve": {"maxOvershoot": 0, "settlesWithin": 0.01}}]}
        """.write(toFile: dir + "/short.test.json", atomically: true, encoding: .utf8)
        let r = try runSegue(["test", dir + "/short.test.json"])
        #expect(r.status == 0, "\(r.stdout)")
    }
}
