import Foundation
import Testing
@testable import SegueCore
import SegueFiles

struct BuiltinScenarioTests {
    static let names: [String] = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.scenarios))?
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted() ?? []

    @Test(arguments: names)
    func loads(name: String) throws {
        let path = TestPaths.scenarios + "/\(name).json"
        let s = try ScenarioLoader.load(path: path).scenario
        #expect(s.name == name, "the name inside matches the file name")
        #expect(!s.title.isEmpty)
        // A seed behaviour's row, or a later API's (docs/scenarios.md: `interruptible`, iOS 10 and
        // later; `sheet`, iOS 15 and later; `zoom`, iOS 18 and later).
        #expect(s.description.range(of: #"^(Seed 00[0-4]|iOS 1[058] and later): "#, options: .regularExpression) != nil, "\(s.description)")
        #expect(!s.demo.isEmpty, "every built-in has a demo")
        #expect(s.screens.count >= 2)
        // The demo round-trips through the script formatter.
        #expect(try EventScript.parse(EventScript.format(s.demo)) == s.demo)
        // Explaining never fails and mentions every operation of the container.
        #expect(!explain(s).isEmpty)
    }

    @Test func oneScenarioPerSpecRowAndEveryContainerKind() throws {
        #expect(Self.names.count >= 15)
        var kinds = Set<String>()
        var seeds = [String: Int]()
        for name in Self.names {
            let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/\(name).json").scenario
            switch s.container {
            case .navigation: kinds.insert("navigation")
            case .modal(_, let style, _): kinds.insert("modal " + style.rawValue)
            case .tabs: kinds.insert("tabs")
            case .containment: kinds.insert("containment")
            }
            seeds[String(s.description.prefix(8)), default: 0] += 1
        }
        #expect(kinds == ["navigation", "modal fullScreen", "modal custom", "modal pageSheet", "tabs", "containment"])
        // docs/scenarios.md: five rows from seed 000, two from 001, five from 002, two from 003, one from 004.
        #expect(seeds["Seed 000"]! >= 5 && seeds["Seed 001"]! >= 2 && seeds["Seed 002"]! >= 5)
        #expect(seeds["Seed 003"]! >= 2 && seeds["Seed 004"]! >= 1)
    }

    @Test func specRowsHaveTheirNumbers() throws {
        func load(_ n: String) throws -> Scenario { try ScenarioLoader.load(path: TestPaths.scenarios + "/\(n).json").scenario }
        #expect(try load("scale-push-pop").transitions[.push]?.animator.preset == "scale")
        #expect(try load("pop-percent-driven").transitions[.pop]?.interaction?.finish == .threshold(0.5))
        let shrink = try #require(try load("pop-shrink").transitions[.pop]?.interaction)
        #expect(shrink.driver == .direct && shrink.completion == .fixed(0.4))
        // Seed 001: containment, transition(from:to:duration: 0.3, options: .transitionCrossDissolve).
        let dissolve = try load("cross-dissolve")
        #expect(dissolve.container == .containment(children: ["map", "list"], selected: 0, transition: ChildTransitionSpec(
            duration: 0.3, options: ViewAnimationOptions(transition: .transitionCrossDissolve, curve: .easeInOut))))
        #expect(dissolve.transitions.isEmpty)
        let alert = try #require(try load("alert").transitions[.present]?.animator)
        #expect(alert.timing == .blockSpring(dampingRatio: 0.8, velocity: 1.0, duration: nil) && alert.duration == 1.0)
        #expect(try load("pinch-pop").transitions[.pop]?.interaction?.finish == .pinch(threshold: 0.3, velocity: 5))
        #expect(try load("pinch-pop").transitions[.pop]?.interaction?.gesture == .pinch)
        #expect(try load("fade").transitions[.pop]?.interaction?.finish == .thresholdOrVelocity(0.5))
        #expect(try load("fade").transitions[.push]?.animator.duration == 0.5)
        #expect(try load("image-transition").transitions[.push]?.animator.matchedElements == true)
        #expect(try load("layout-to-layout").screen("list")?.collection?.useLayoutToLayoutNavigationTransitions == true)
        #expect(try load("default-pop").transitions.isEmpty)
        #expect(try load("modal-spring").transitions[.present]?.animator.timing == .blockSpring(dampingRatio: 0.6, velocity: 0, duration: nil))
        #expect(try load("tabs-slide").transitions[.tab]?.animator.mirrorsBackward == true)
    }

    // MARK: - Locator

    @Test func candidateOrder() {
        let c = BuiltinScenarios.candidateDirectories(environment: "/env/sc", executablePath: "/opt/segue/.build/debug/segue",
                                                      currentDirectory: "/home/u")
        #expect(c == ["/env/sc", "/opt/segue/.build/debug/Scenarios", "/opt/segue/.build/Scenarios", "/opt/segue/Scenarios",
                      "/opt/Scenarios", "/Scenarios", "/opt/segue/.build/share/segue/Scenarios", "/home/u/Scenarios"])
        let noEnv = BuiltinScenarios.candidateDirectories(environment: nil, executablePath: nil, currentDirectory: "/w")
        #expect(noEnv == ["/w/Scenarios"])
    }

    @Test func locateFindsTheFirstExistingDirectory() {
        let dirs: Set<String> = ["/usr/share/segue/Scenarios", "/home/u/Scenarios"]
        let found = BuiltinScenarios.locate(environment: nil, executablePath: "/usr/bin/segue", currentDirectory: "/home/u",
                                            isDirectory: { dirs.contains($0) })
        #expect(found == "/usr/share/segue/Scenarios")
        // Walking up from the executable finds the repository's folder from .build/debug.
        let repo = BuiltinScenarios.locate(environment: nil, executablePath: TestPaths.root + "/.build/debug/segue",
                                           currentDirectory: "/", isDirectory: FileSystem.isDirectory)
        #expect(repo == TestPaths.scenarios)
    }

    @Test func locateFromThisProcess() {
        // The test binary lives under .build/; walking up from it finds the package's folder.
        if getenv(BuiltinScenarios.environmentVariable) == nil {
            #expect(BuiltinScenarios.locate() == TestPaths.scenarios)
        }
    }

    /// Core's resolver sees the disk only through its arguments: the same answers as the real
    /// file system gives below, from two closures and no file.
    @Test func resolveWithoutTheFileSystem() throws {
        let files: Set<String> = ["/sc/pop-parallax.json", "/sc/fade.json", "notes/a.json"]
        let kinds = ["notes/pipe.json": "a FIFO (named pipe)", "drafts": "a directory"]
        var asked: [String] = []
        func resolve(_ argument: String, _ directory: String?) throws(FileError) -> String {
            try BuiltinScenarios.resolve(argument, directory: directory, isFile: { files.contains($0) }, kindOf: { kinds[$0] },
                                         scenarioNames: { asked.append($0); return ["pop-parallax", "fade"] })
        }
        #expect(try resolve("pop-parallax", "/sc") == "/sc/pop-parallax.json")
        #expect(try resolve("notes/a.json", nil) == "notes/a.json")
        #expect(asked.isEmpty, "the names are listed only for the hint")
        #expect(throws: FileError(path: "notes/b.json", message: "no such file")) { try resolve("notes/b.json", "/sc") }
        #expect(throws: FileError(path: "fade", message: "not a file, and the built-in scenarios were not found (set SEGUE_SCENARIOS)")) {
            try resolve("fade", nil)
        }
        #expect(throws: FileError(path: "pop-paralax", message: "not a file, and not a built-in scenario (did you mean 'pop-parallax'?)")) {
            try resolve("pop-paralax", "/sc")
        }
        #expect(asked == ["/sc"])
        #expect(throws: FileError.notRegular("notes/pipe.json", "a FIFO (named pipe)")) { try resolve("notes/pipe.json", "/sc") }
        #expect(throws: FileError(path: "drafts", message: "is a directory, not a regular file, and not a built-in scenario; expected one of: fade, pop-parallax",
                                  isNotRegularFile: true)) {
            try resolve("drafts", "/sc")
        }
    }

    /// A list entry comes from the file's bytes: title and description when it parses, an
    /// "unreadable" line naming the path when it does not or could not be read.
    @Test func entryFromBytes() {
        let good = BuiltinScenarios.entry(fileName: "x.json", path: "/sc/x.json",
                                          bytes: Array(#"{"title": "Ex", "description": "Seed 001: d"}"#.utf8))
        #expect(good == BuiltinScenario(name: "x", title: "Ex", description: "Seed 001: d", path: "/sc/x.json"))
        let untitled = BuiltinScenarios.entry(fileName: "y.json", path: "/sc/y.json", bytes: Array("{}".utf8))
        #expect(untitled == BuiltinScenario(name: "y", title: "y", description: "", path: "/sc/y.json"))
        let unreadable = BuiltinScenario(name: "z", title: "z", description: "(unreadable: run segue check /sc/z.json)", path: "/sc/z.json")
        #expect(BuiltinScenarios.entry(fileName: "z.json", path: "/sc/z.json", bytes: nil) == unreadable)
        #expect(BuiltinScenarios.entry(fileName: "z.json", path: "/sc/z.json", bytes: Array("{\"title\":".utf8)) == unreadable)
    }

    @Test func listAndResolve() throws {
        let list = BuiltinScenarios.list(in: TestPaths.scenarios)
        #expect(list.map(\.name) == Self.names)
        let pp = try #require(list.first { $0.name == "pop-parallax" })
        #expect(pp.title == "Pan to pop, with parallax")
        #expect(pp.description.hasPrefix("Seed 003"))
        #expect(try BuiltinScenarios.resolve("pop-parallax", directory: TestPaths.scenarios) == TestPaths.scenarios + "/pop-parallax.json")
        let direct = TestPaths.scenarios + "/fade.json"
        #expect(try BuiltinScenarios.resolve(direct, directory: nil) == direct)
        #expect(throws: FileError.self) { try BuiltinScenarios.resolve("no/such.json", directory: TestPaths.scenarios) }
        do {
            _ = try BuiltinScenarios.resolve("pop-paralax", directory: TestPaths.scenarios)
            Issue.record("resolved a misspelt name")
        } catch {
            #expect(error.description == "segue: pop-paralax: not a file, and not a built-in scenario (did you mean 'pop-parallax'?)")
        }
    }
}
