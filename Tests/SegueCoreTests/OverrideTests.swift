import Testing
@testable import SegueCore
import SegueFiles
import SegueJSON

struct OverrideTests {
    let path = TestPaths.scenarios + "/pop-parallax.json"

    @Test func setsNumbersStringsAndArrays() throws {
        let s = try ScenarioLoader.load(path: path, overrides: [
            "transitions.pop.animator.duration=1.2",
            "screens[1].color=#00ff00",
            "screens.0.title=\"Mail\"",
            "transitions.pop.animator.curve=[0.42,0,1,1]",
            "transitions.pop.interaction.finish.rule=threshold",
            "device=tablet",
        ]).scenario
        #expect(s.transitions[.pop]?.animator.duration == 1.2)
        #expect(s.screens[1].color == RGB(r: 0, g: 255, b: 0))
        #expect(s.screens[0].title == "Mail")
        #expect(s.transitions[.pop]?.animator.timing == .curve(.easeIn))
        #expect(s.transitions[.pop]?.interaction?.finish == .threshold(0.5))
        #expect(s.device == .tablet)
    }

    @Test func createdObjectsAreValidated() {
        do {
            _ = try ScenarioLoader.load(path: path, overrides: ["transitions.push.interaction.completionSpeed=2"])
            Issue.record("an interactive push was accepted")
        } catch {
            let d = (error as? DiagnosticsError)?.diagnostics.first
            #expect(d?.file == "--set")
            #expect(d?.keyPath == "transitions.push.interaction")
        }
        let s = try? ScenarioLoader.load(path: path, overrides: ["transitions.push.animator.delay=0.1"]).scenario
        #expect(s?.transitions[.push]?.animator.delay == 0.1)
    }

    @Test func theEmbeddedTreeCarriesTheOverride() throws {
        let loaded = try ScenarioLoader.load(path: path, overrides: ["transitions.pop.animator.duration=0.8"])
        let again = try ScenarioLoader.scenario(from: JSONParser.parse(JSONWriter.compact(loaded.json), file: "s"), file: "s")
        #expect(again.transitions[.pop]?.animator.duration == 0.8)
        #expect(again == loaded.scenario)
    }

    @Test(arguments: [
        ("transitions.pop.animator.duration", 1, "", "expected KEY.PATH=VALUE"),
        ("=3", 1, "", "expected KEY.PATH=VALUE"),
        ("screens[5].color=#fff", 8, "screens[5]", "index 5 is out of range: 'screens' has 2 items"),
        ("screens.color=#fff", 9, "screens", "'screens' is an array: use an index"),
        ("transitions.pop.animator.duration.x=1", 35, "transitions.pop.animator.duration", "is a number, so it has no 'x'"),
        ("screens[x].id=a", 9, "screens[x].id", "is not an array index"),
        ("a..b=1", 3, "a..b", "empty key"),
        ("container[0]=1", 10, "container", "is an object: use a key"),
    ])
    func badPaths(argument: String, column: Int, keyPath: String, message: String) {
        do {
            _ = try ScenarioLoader.load(path: path, overrides: [argument])
            Issue.record("accepted \(argument)")
        } catch {
            let d = (error as? DiagnosticsError)?.diagnostics.first
            #expect(d?.file == "--set")
            #expect(d?.line == 1 && d?.column == column, "\(String(describing: d))")
            #expect(d?.keyPath == keyPath, "\(String(describing: d))")
            #expect(d?.message.contains(message) == true, "\(String(describing: d))")
        }
    }

    @Test func badValuesPointIntoTheArgument() {
        do {
            _ = try ScenarioLoader.load(path: path, overrides: ["transitions.pop.animator.duration=-1"])
            Issue.record("accepted")
        } catch {
            let d = (error as? DiagnosticsError)?.diagnostics.first
            // "transitions.pop.animator.duration=" is 34 characters: the value starts at column 35.
            #expect(d?.description == "segue: --set:1:35: transitions.pop.animator.duration: must be in [0.01, 60] seconds (got -1)")
        }
        do {
            _ = try ScenarioLoader.load(path: path, overrides: ["demo=0.5 p; x q"])
            Issue.record("accepted")
        } catch {
            let d = (error as? DiagnosticsError)?.diagnostics.first
            // The value "0.5 p; x q" starts at column 6; 'x' is its 8th character.
            #expect(d?.file == "--set" && d?.column == 13, "\(String(describing: d))")
        }
    }

    @Test func elementKeysWithDotsAreMatched() throws {
        let text = """
        {"screens": [{"id": "a", "elements": [{"id": "e", "frame": [0, 0, 0.5, 0.5]}]}, {"id": "b"}],
         "container": {"kind": "navigation", "stack": ["a"]},
         "transitions": {"push": {"animator": {"preset": "fade", "a.e": {"to": {"alpha": 0}}}}}}
        """
        let s = try ScenarioLoader.load(text: text, file: "x.json", overrides: ["transitions.push.animator.a.e.to.alpha=0.5"]).scenario
        #expect(s.transitions[.push]?.animator.tracks.first { $0.target == .element(screen: "a", element: "e") }?.to.alpha == 0.5)
    }

    /// Issue 9: a 2,000-part path took about a minute (the key matching was cubic). A scenario
    /// nests at most 64 levels, so a path of more parts names nothing: refused at once, at the
    /// 65th part.
    @Test(arguments: [2_000, 65, 100_000])
    func absurdlyDeepPathsAreRefusedAtOnce(parts: Int) throws {
        let keyPath = (0..<parts).map { "k\($0)" }.joined(separator: ".")
        let clock = ContinuousClock()
        var diagnostic: Diagnostic?
        let elapsed = clock.measure {
            do { _ = try ScenarioLoader.load(path: path, overrides: [keyPath + "=1"]) } catch {
                diagnostic = (error as? DiagnosticsError)?.diagnostics.first
            }
        }
        #expect(elapsed < .seconds(1))
        // The 65th part starts after 64 parts and their dots.
        let column = (0..<64).map { "k\($0)".count + 1 }.reduce(0, +) + 1
        #expect(diagnostic?.file == "--set" && diagnostic?.line == 1 && diagnostic?.column == column, "\(String(describing: diagnostic))")
        #expect(diagnostic?.message.contains("more than 64 parts") == true)
    }

    /// 64 parts is still a path (it names nothing in a scenario, so validation refuses the key).
    @Test func sixtyFourPartsAreParsed() throws {
        let keyPath = (0..<64).map { "k\($0)" }.joined(separator: ".")
        do {
            _ = try ScenarioLoader.load(path: path, overrides: [keyPath + "=1"])
            Issue.record("accepted")
        } catch {
            let d = (error as? DiagnosticsError)?.diagnostics.first
            #expect(d?.message.contains("unknown key 'k0'") == true, "\(String(describing: d))")
        }
        let indices = "screens" + String(repeating: "[0]", count: 70) + "=1"
        #expect(throws: DiagnosticsError.self) { try Override(parsing: indices) }
    }
}
