import Foundation
import Testing

/// `segue new NAME` (docs/cli.md, "`segue new`"): the starting scenario `check` accepts and
/// `timeline` runs, the copy of a built-in, the refusals.
struct NewCommandTests {
    /// A new empty folder for one test.
    static func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    static func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    /// The `completeTransition(…)` calls of a timeline run, in order (true = completed).
    static func completions(_ args: [String], run: ([String]) throws -> SegueResult = { try runSegue($0) }) throws -> [Bool] {
        let log = NSTemporaryDirectory() + "segue-new-\(UUID().uuidString).jsonl"
        defer { unlink(log) }
        let r = try run(["timeline"] + args + ["-o", "/dev/null", "--log", log])
        try #require(r.status == 0, "\(r.stderr)")
        return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").compactMap { line in
            line.contains("\"completeTransition(true)\"") ? true : line.contains("\"completeTransition(false)\"") ? false : nil
        }
    }

    /// The fraction of the 390-pt phone width an edge pan of `presses` arrow presses has moved:
    /// each press moves the finger a twentieth of the width, and the first 15 pt are the pan's
    /// hysteresis (docs/gestures.md; UIKit's screen-edge pan removes it from the translation).
    static func panFraction(presses: Int) -> Double { (Double(presses) * 390 / 20 - 15) / 390 }

    @Test func writesACommentedScenarioThatCheckAccepts() throws {
        let dir = try Self.folder()
        let r = try runSegue(["new", dir + "/my-pop"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["wrote \(dir)/my-pop.json", "next: segue play \(dir)/my-pop.json"])
        let check = try runSegue(["check", dir + "/my-pop.json"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.lines == ["\(dir)/my-pop.json: ok (scenario 'my-pop', 2 screens, 2 transitions)"])
        // Every key of the scenario, its transitions and their animators and interaction has
        // a comment, "//KEY", beside it in the same object.
        let root = try Self.json(dir + "/my-pop.json")
        let transitions = try #require(root["transitions"] as? [String: Any])
        let push = try #require(transitions["push"] as? [String: Any]), pop = try #require(transitions["pop"] as? [String: Any])
        let objects: [(String, [String: Any]?)] = [
            ("root", root), ("transitions", transitions), ("push", push), ("pop", pop),
            ("push.animator", push["animator"] as? [String: Any]), ("pop.animator", pop["animator"] as? [String: Any]),
            ("pop.interaction", pop["interaction"] as? [String: Any]),
        ]
        for (name, object) in objects {
            let o = try #require(object, "\(name)")
            for key in o.keys where !key.hasPrefix("//") {
                #expect(o["//" + key] is String, "\(name).\(key) has no comment")
            }
        }
    }

    /// The demo drags the pop 10 presses (short of the threshold rule's 0.5: it cancels) and then
    /// 14 (past it: it finishes), after a push that completes.
    @Test func theStartingScenarioRunsItsDemo() throws {
        let dir = try Self.folder()
        #expect(try runSegue(["new", dir + "/my-pop"]).status == 0)
        let threshold = 0.5
        let expected = [true, Self.panFraction(presses: 10) > threshold, Self.panFraction(presses: 14) > threshold]
        #expect(expected == [true, false, true])
        #expect(try Self.completions([dir + "/my-pop.json"]) == expected)
    }

    @Test(arguments: ["pop-parallax", "alert", "sheet"])
    func fromCopiesABuiltInWithItsTimeline(builtin: String) throws {
        let dir = try Self.folder()
        let r = try runSegue(["new", dir + "/copy", "--from", builtin])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["wrote \(dir)/copy.json", "next: segue play \(dir)/copy.json"])
        #expect(try Self.json(dir + "/copy.json")["name"] as? String == "copy")
        // The file as its author laid it out, but for the name.
        let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let text = try String(contentsOf: scenarios.appendingPathComponent(builtin + ".json"), encoding: .utf8)
        #expect(try String(contentsOfFile: dir + "/copy.json", encoding: .utf8)
                == text.replacingOccurrences(of: "\"name\": \"\(builtin)\"", with: "\"name\": \"copy\""))
        let original = try runSegue(["timeline", builtin]), copy = try runSegue(["timeline", dir + "/copy.json"])
        #expect(original.status == 0 && copy.status == 0, "\(copy.stderr)")
        #expect(copy.lines.count > 10 && copy.stdout == original.stdout)
    }

    @Test func fromCopiesTheImagesBesideTheCopy() throws {
        let dir = try Self.folder()
        let r = try runSegue(["new", dir + "/shots", "--from", "zoom-images"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["wrote \(dir)/shots.json", "wrote \(dir)/Images/library.png", "wrote \(dir)/Images/dunes.jpg",
                            "next: segue play \(dir)/shots.json"])
        let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        for image in ["library.png", "dunes.jpg"] {
            #expect(FileManager.default.contentsEqual(atPath: dir + "/Images/" + image,
                                                      andPath: scenarios.appendingPathComponent("Images/" + image).path))
        }
        let original = try runSegue(["render", "zoom-images", "--at", "1.2"])
        let copy = try runSegue(["render", dir + "/shots.json", "--at", "1.2"])
        #expect(copy.status == 0, "\(copy.stderr)")
        #expect(copy.stdout == original.stdout, "the copy draws the same images")
    }

    @Test func anExistingFileIsRefusedAndNothingIsWritten() throws {
        let dir = try Self.folder()
        try "mine".write(toFile: dir + "/MyPop.swift", atomically: true, encoding: .utf8)
        let r = try runSegue(["new", dir + "/my-pop", "--swift"])
        #expect(r.status == 2)
        #expect(r.errorLines == ["segue: new: \(dir)/MyPop.swift: already exists (add --force to overwrite it)"])
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/my-pop.json"), "nothing is written when one file is refused")
        #expect(try String(contentsOfFile: dir + "/MyPop.swift", encoding: .utf8) == "mine")
        let forced = try runSegue(["new", dir + "/my-pop", "--swift", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.lines == ["wrote \(dir)/my-pop.json", "wrote \(dir)/MyPop.swift", "next: segue play \(dir)/my-pop.json"])
        #expect(try String(contentsOfFile: dir + "/MyPop.swift", encoding: .utf8).contains("final class MyPopInteraction"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aNameWithJSONAndFoldersIsThePath() throws {
        let dir = try Self.folder()
        let r = try runSegue(["new", dir + "/Transitions/card_pop2.json", "--swift"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["wrote \(dir)/Transitions/card_pop2.json", "wrote \(dir)/Transitions/CardPop2.swift",
                            "next: segue play \(dir)/Transitions/card_pop2.json"])
        let swift = try #require(try Self.json(dir + "/Transitions/card_pop2.json")["swift"] as? [String: Any])
        #expect(swift["sources"] as? [String] == ["CardPop2.swift"])
        #expect(swift["setUp"] as? String == "setUpCardPop2")
    }

    @Test(arguments: [
        (["new", ""], "segue: new: '': an empty NAME names no file (give a name such as my-pop)"),
        (["new", "2pop"], "segue: new: 2pop: a scenario's name is a letter, then letters, digits, - or _ (at most 64), got '2pop'"),
        (["new", "my pop.json"], "segue: new: my pop.json: a scenario's name is a letter, then letters, digits, - or _ (at most 64), got 'my pop'"),
        (["new", "x", "--from", "pop-paralax"], "segue: new: --from pop-paralax: not a built-in scenario (did you mean 'pop-parallax'?)"),
        (["new", "x", "--from", "wobble"], "segue: new: --from wobble: not a built-in scenario (segue list shows them)"),
        (["new", "x", "--from", "fade", "--swift"], "segue: new: --swift writes its own starting scenario and does not go with --from"),
    ])
    func aBadNameIsOneLine(args: [String], line: String) throws {
        let r = try runSegue(args)
        #expect(r.status == 2)
        #expect(r.errorLines == [line])
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "x.json"))
    }
}
