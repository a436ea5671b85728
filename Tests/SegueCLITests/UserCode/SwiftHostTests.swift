import Foundation
import Testing
import SegueTestSupport

/// The static `segue` hands a scenario with Swift sources to `segue-swift`, which compiles and
/// loads the code; its problems are one line each at the user's or the scenario's place
/// (docs/user-code.md, "The host" and "Loading"). The expected lines are written out here.
@Suite(.serialized) struct SwiftHostTests {
    /// A navigation scenario naming `Drop.swift` and `setUp`, optionally with a class on screen 2.
    static func scenario(setUp: String = "setUpDrop", detailClass: String? = nil) -> String {
        let cls = detailClass.map { #", "class": "\#($0)""# } ?? ""
        return """
        {
          "segue": 1, "name": "drop", "title": "Drop",
          "screens": [
            {"id": "list", "title": "List", "color": "#3366cc"},
            {"id": "detail", "title": "Detail", "color": "#cc6633"\(cls)}
          ],
          "container": {"kind": "navigation", "stack": ["list"]},
          "swift": {"sources": ["Drop.swift"], "setUp": "\(setUp)"}
        }
        """
    }

    /// Writes `Drop.swift` and `drop.json` into a new folder; returns the scenario's path.
    static func write(source: String, scenario: String = scenario()) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try source.write(to: dir.appendingPathComponent("Drop.swift"), atomically: true, encoding: .utf8)
        try scenario.write(to: dir.appendingPathComponent("drop.json"), atomically: true, encoding: .utf8)
        return dir.appendingPathComponent("drop.json").path
    }

    /// One compiled-code cache for the suite, so each source compiles once.
    static let cache: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-swift-cache-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }()

    static func run(_ args: [String], env: [String: String] = [:]) throws -> SegueResult {
        try runSegue(args, env: ["XDG_CACHE_HOME": cache].merging(env) { $1 }, timeout: 60)
    }

    static let working = """
    import UIKit

    func setUpDrop(_ navigationController: UINavigationController) {
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        navigationController.view.addSubview(badge)
    }
    """

    @Test func checkRunsTheCodeThroughTheHost() throws {
        let path = try Self.write(source: Self.working)
        let r = try Self.run(["check", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == ["\(path): ok (scenario 'drop', 2 screens, 0 transitions)"])
    }

    @Test func aCompileErrorIsOneLineAtTheUsersPlace() throws {
        let source = "import UIKit\n\nfunc setUpDrop(_ navigationController: UINavigationController) {\n    undefinedThing()\n}\n"
        let path = try Self.write(source: source)
        let r = try Self.run(["check", path])
        let drop = (path as NSString).deletingLastPathComponent + "/Drop.swift"
        #expect(r.status == 2)
        #expect(r.errorLines == ["segue: \(drop):4:5: swift: cannot find 'undefinedThing' in scope"])
    }

    /// An animation option UIKit has and the model cannot honour is a compile error at its place
    /// that says so (SegueUIKit declares it unavailable), never an option silently ignored.
    @Test func anUnmodelledAnimationOptionIsACompileErrorSayingSo() throws {
        let source = """
            import UIKit

            func setUpDrop(_ navigationController: UINavigationController) {
                let view = navigationController.view!
                UIView.transition(with: view, duration: 0.3, options: [.transitionFlipFromLeft], animations: nil)
            }

            """
        let path = try Self.write(source: source)
        let r = try Self.run(["check", path])
        let drop = (path as NSString).deletingLastPathComponent + "/Drop.swift"
        #expect(r.status == 2)
        #expect(r.errorLines == ["segue: \(drop):5:61: swift: 'transitionFlipFromLeft' is unavailable: segue draws views in 2D: "
                                 + "flip transitions are not modelled (transitionCrossDissolve is)"])
    }

    /// A call the model cannot honour stops the code with one line naming the scenario, what is
    /// not modelled and where the code was (exit 1: it happens at run time).
    @Test func aCallTheModelCannotHonourIsOneLineSayingWhereTheCodeWas() throws {
        let source = """
            import UIKit

            func setUpDrop(_ navigationController: UINavigationController) {
                navigationController.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: true)
            }

            """
        let path = try Self.write(source: source)
        let r = try Self.run(["timeline", path])
        #expect(r.status == 1)
        #expect(r.errorLines == ["segue: \(path): swift: pushViewController: only the scenario's screens' controllers can be shown "
                                 + "(a controller the code makes is not yet modelled) (in setUp)"])
    }

    @Test func aMissingSetUpIsReportedAtTheScenariosKey() throws {
        let path = try Self.write(source: Self.working, scenario: Self.scenario(setUp: "setUpNothing"))
        let r = try Self.run(["timeline", path])
        #expect(r.status == 2)
        // "setUp": "setUpNothing" is on line 8; its string starts at column 49.
        #expect(r.errorLines == ["segue: \(path):8:49: swift.setUp: no function named setUpNothing in the sources"])
    }

    @Test func aSetUpOfTheWrongTypeSaysWhatItMustTake() throws {
        let source = "import UIKit\n\nfunc setUpDrop(_ view: UIView) {}\n"
        let path = try Self.write(source: source)
        let r = try Self.run(["timeline", path])
        #expect(r.status == 2)
        #expect(r.errorLines.count == 1)
        #expect(r.errorLines.first?.hasPrefix(
            "segue: \(path):8:49: swift.setUp: setUpDrop must be a function taking a UINavigationController (this scenario's container)") == true)
    }

    @Test func aScreenClassThatIsNoViewControllerIsReportedAtItsKey() throws {
        let source = Self.working + "\nfinal class DetailView {}\n"
        let path = try Self.write(source: source, scenario: Self.scenario(detailClass: "DetailView"))
        let r = try Self.run(["timeline", path])
        #expect(r.status == 2)
        // The class value of screen 2 is on line 5; its string starts at column 70.
        #expect(r.errorLines == ["segue: \(path):5:70: screens[1].class: DetailView must be a UIViewController subclass "
                                 + "(segue makes it with init(nibName: nil, bundle: nil))"])
    }

    @Test func aMissingSourceIsReportedAtItsScenarioPlace() throws {
        let path = try Self.write(source: Self.working)
        let dir = (path as NSString).deletingLastPathComponent
        try FileManager.default.removeItem(atPath: dir + "/Drop.swift")
        let r = try Self.run(["check", path])
        #expect(r.status == 2)
        #expect(r.errorLines.count == 1)
        #expect(r.errorLines.first?.hasPrefix("segue: \(path):8:25: swift.sources[0]: \(dir)/Drop.swift: ") == true)
    }

    @Test func aTrapInTheCodeIsOneLineNamingItsFileAndLine() throws {
        let source = "import UIKit\n\nfunc setUpDrop(_ navigationController: UINavigationController) {\n    let missing: UIView? = nil\n    navigationController.view.addSubview(missing!)\n}\n"
        let path = try Self.write(source: source)
        let r = try Self.run(["timeline", path])
        #expect(r.status == 1)
        #expect(r.errorLines == ["segue: Drop.swift:5: swift: the code crashed: Unexpectedly found nil while unwrapping an Optional value"])
    }

    /// The rewrite (`@objc` blanked, `#selector` renamed, a `#sourceLocation` line added) keeps
    /// the lines: a `fatalError` far down a file with all three, after a multi-line string and a
    /// block comment, is reported at the line the file has it on (counted here from the text).
    @Test func aFatalErrorDownAMultiLineFileIsAtItsOwnLine() throws {
        let source = """
            import UIKit

            /* A block comment
               over two lines. */
            @MainActor final class Dropper: NSObject {
                let note = \"\"\"
                    a string
                    over lines
                    \"\"\"
                @objc func tapped(_ tap: UIPanGestureRecognizer) {}

                @objc(dropWithView:)
                func drop(_ view: UIView) {
                    let tap = UIPanGestureRecognizer(target: self, action: #selector(tapped(_:)))
                    view.addGestureRecognizer(tap)
                    do {
                        fatalError("no card to drop")  // the trap
                    }
                }
            }

            @MainActor func setUpDrop(_ navigationController: UINavigationController) {
                Dropper().drop(navigationController.view)
            }
            """
        let line = source.components(separatedBy: "\n").firstIndex { $0.contains("// the trap") }.map { $0 + 1 }
        try #require(line == 17)
        let path = try Self.write(source: source)
        let r = try Self.run(["timeline", path])
        #expect(r.status == 1)
        #expect(r.errorLines == ["segue: Drop.swift:17: swift: the code crashed: no card to drop"])
    }

    @Test func withoutTheHostSegueSaysToRunMake() throws {
        let path = try Self.write(source: Self.working)
        let r = try Self.run(["timeline", path], env: ["SEGUE_SWIFT_HOST": "/nonexistent/segue-swift"])
        #expect(r.status == 2)
        #expect(r.errorLines == ["segue: \(path): swift: this scenario runs Swift sources, which need segue-swift beside segue (run make)"])
    }

    @Test func exportRefusesAScenarioWhoseTransitionsAreSwift() throws {
        let path = try Self.write(source: Self.working)
        let r = try Self.run(["export", path])
        #expect(r.status == 2)
        #expect(r.errorLines == ["segue: \(path): swift: export writes a scenario's JSON transitions as Swift; this scenario's transitions are its own Swift sources already"])
    }
}

/// A recorded session embeds the scenario's Swift sources, so it replays the code as it was
/// recorded, whatever the files say later (docs/user-code.md, "Sessions").
@Suite struct SwiftSessionTests {
    @Test func aSessionReplaysItsEmbeddedSourcesWithoutTheFiles() throws {
        let scenario = SwiftHostTests.scenario().replacingOccurrences(of: "\n", with: " ")
        let sourceJSON = try String(decoding: JSONSerialization.data(withJSONObject: [SwiftHostTests.working],
                                                                     options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast()
        let header = #"{"segue_session":2,"created":"2026-12-02T00:00:00Z","size":[120,40],"swiftSources":{"Drop.swift":"#
            + sourceJSON + #"},"source":"drop.json","scenario":"# + scenario + "}"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let session = dir.appendingPathComponent("drop.segue")
        try (header + "\n" + #"{"t":0.5,"end":true}"# + "\n").write(to: session, atomically: true, encoding: .utf8)
        // No Drop.swift beside the session: only the embedded text can run.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Drop.swift").path))
        let r = try SwiftHostTests.run(["timeline", session.path])
        #expect(r.status == 0, "\(r.stderr)")
        // The badge setUp adds: a 30 × 40 view at (10, 20) in the container (view1, the code's first view).
        #expect(r.lines.contains("0.0000,idle,,view1,10.000,20.000,30.000,40.000,1.000000,0.000,1.000000"), "\(r.stdout.prefix(600))")
    }
}

/// A library must come from the compiler that built the host: a swiftc whose modules do not match
/// (here a stand-in for another toolchain that answers as swiftc does when it meets segue's
/// modules) is one line saying to run make.
@Suite struct SwiftToolchainTests {
    @Test func anotherCompilerIsOneLineSayingToRunMake() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-toolchain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let fake = dir.appendingPathComponent("swiftc")
        let script = """
        #!/bin/sh
        if [ "$1" = "--version" ]; then echo "Swift version 9.9 (another toolchain)"; exit 0; fi
        echo "Drop.swift:1:8: error: module compiled with Swift 6.3.1 cannot be imported by the Swift 9.9 compiler" >&2
        exit 1
        """
        // Written by another process (`install`): a file this process held open for writing
        // could be inherited by a child another test forks meanwhile, and running it would fail
        // with "Text file busy" (ETXTBSY) until that child execs.
        let text = dir.appendingPathComponent("swiftc.txt")
        try script.write(to: text, atomically: true, encoding: .utf8)
        try #require(ToolRunner.run(["install", "-m", "755", text.path, fake.path])?.status == 0)
        let path = try SwiftHostTests.write(source: SwiftHostTests.working)
        let r = try SwiftHostTests.run(["check", path], env: ["SEGUE_SWIFTC": fake.path])
        #expect(r.status == 2)
        #expect(r.errorLines == ["segue: \(path): swift: \(fake.path) is not the Swift that built segue-swift: run make"])
    }
}
