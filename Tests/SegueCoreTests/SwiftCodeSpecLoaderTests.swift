import Foundation
import Testing
@testable import SegueCore
import SegueFiles
import SegueJSON

/// The scenario's `swift` key and a screen's `class` (docs/scenarios.md, "Your own Swift code"):
/// read with their default and positions, every bad value refused in one line at its own line
/// and column, and scenarios without them unchanged.
struct SwiftCodeSpecLoaderTests {
    /// A two-screen navigation scenario: the detail screen's extra keys go on line 1 (its
    /// `"class"` key, when given, starts at column 47 and its value at column 56), the `swift`
    /// value on line 2 at column 10.
    static func text(swift: String?, detail: String = "", transitions: String = "") -> String {
        #"{"screens": [{"id": "list"}, {"id": "detail"\#(detail)}],"# + "\n"
            + (swift.map { #""swift": \#($0),"# } ?? "") + "\n"
            + transitions
            + #""container": {"kind": "navigation", "stack": ["list"]}}"#
    }

    @Test func readsTheCodeWithItsDefaultVersionAndPositions() throws {
        let swift = #"{"sources": ["Drop.swift", "Sub/Interaction.swift"], "setUp": "setUpDrop"}"#
        let s = try ScenarioLoader.load(text: Self.text(swift: swift, detail: #", "class": "DetailViewController""#), file: "s.json").scenario
        let code = try #require(s.swift)
        #expect(code.sources == ["Drop.swift", "Sub/Interaction.swift"])
        #expect(code.setUp == "setUpDrop")
        #expect(code.swiftVersion == 5, "SPEC: the default language mode is 5")
        // Columns counted by hand: `{"sources": [` is 13 characters from column 10.
        #expect(code.sourcePositions == [SourcePosition(line: 2, column: 23), SourcePosition(line: 2, column: 37)])
        #expect(code.setUpPosition == SourcePosition(line: 2, column: 72))
        #expect(s.screens[1].className == "DetailViewController")
        #expect(s.screens[1].classPosition == SourcePosition(line: 1, column: 56))
        #expect(s.screens[0].className == nil && s.screens[0].classPosition == nil)
    }

    @Test func readsVersionSixAndKeepsTransitions() throws {
        let text = Self.text(swift: #"{"sources": ["Drop.swift"], "setUp": "setUpDrop", "swiftVersion": 6}"#,
                             transitions: #""transitions": {"push": {"animator": {"preset": "parallax", "duration": 0.5}}},"# + "\n")
        let s = try ScenarioLoader.load(text: text, file: "s.json").scenario
        #expect(s.swift?.swiftVersion == 6)
        #expect(s.transitions[.push]?.animator.duration == 0.5, "transitions the code does not provide stay the scenario's")
    }

    @Test func aScenarioWithoutCodeHasNone() throws {
        let s = try ScenarioLoader.load(text: Self.text(swift: nil), file: "s.json").scenario
        #expect(s.swift == nil)
        #expect(s.screens.allSatisfy { $0.className == nil })
    }

    @Test func everyBuiltinLoadsWithoutCode() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.scenarios).filter { $0.hasSuffix(".json") }
        #expect(names.count == 21)
        for name in names {
            let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/" + name).scenario
            #expect(s.swift == nil, "\(name)")
            #expect(s.screens.allSatisfy { $0.className == nil && $0.classPosition == nil }, "\(name)")
        }
    }

    /// A session embeds the document tree (after overrides) with `JSONWriter.compact`; the
    /// `swift` key and a screen's `class` come back from it with the same values.
    @Test func theCodeSurvivesASessionsEmbedding() throws {
        let text = Self.text(swift: #"{"sources": ["Drop.swift"], "setUp": "setUpDrop", "swiftVersion": 6}"#, detail: #", "class": "DetailVC""#)
        let loaded = try ScenarioLoader.load(text: text, file: "s.json")
        let embedded = try JSONParser.parse(Array(JSONWriter.compact(loaded.json).utf8), file: "run.segue")
        let again = try ScenarioLoader.scenario(from: embedded, file: "run.segue")
        #expect(again.swift?.sources == ["Drop.swift"])
        #expect(again.swift?.setUp == "setUpDrop")
        #expect(again.swift?.swiftVersion == 6)
        #expect(again.screens[1].className == "DetailVC")
    }

    /// (the `swift` value, the one line expected); positions counted by hand from column 10.
    @Test(arguments: [
        (#""Drop.swift""#,
         #"segue: s.json:2:10: swift: expected an object {"sources": [...], "setUp": "name"}, found a string"#),
        (#"{"sources": [], "setUp": "setUpDrop"}"#,
         "segue: s.json:2:22: swift.sources: expected 1 to 1000 items, found 0"),
        (#"{"sources": "Drop.swift", "setUp": "setUpDrop"}"#,
         "segue: s.json:2:22: swift.sources: expected an array of .swift file paths, found a string"),
        (#"{"sources": ["Drop.txt"], "setUp": "setUpDrop"}"#,
         "segue: s.json:2:23: swift.sources[0]: 'Drop.txt' is not a Swift source: the path must end in .swift"),
        (#"{"sources": ["/src/Drop.swift"], "setUp": "setUpDrop"}"#,
         "segue: s.json:2:23: swift.sources[0]: '/src/Drop.swift' is absolute: write the path relative to the scenario's folder"),
        (#"{"sources": [""], "setUp": "setUpDrop"}"#,
         "segue: s.json:2:23: swift.sources[0]: a source path must be 1 to 4096 bytes, without NUL"),
        (#"{"sources": [7], "setUp": "setUpDrop"}"#,
         "segue: s.json:2:23: swift.sources[0]: expected a string, found a number"),
        (#"{"sources": ["A.swift", "A.swift"], "setUp": "setUpDrop"}"#,
         "segue: s.json:2:34: swift.sources[1]: 'A.swift' is listed twice (also [0])"),
        (#"{"sources": ["A.swift"]}"#,
         "segue: s.json:2:10: swift: missing required key 'setUp'"),
        (#"{"sources": ["A.swift"], "setUp": ""}"#,
         "segue: s.json:2:44: swift.setUp: setUp must not be empty"),
        (#"{"sources": ["A.swift"], "setUp": "9lives"}"#,
         "segue: s.json:2:45: swift.setUp: setUp '9lives' is not a plain Swift identifier (letters, digits and '_', not starting with a digit)"),
        (#"{"sources": ["A.swift"], "setUp": "Drop.setUp"}"#,
         "segue: s.json:2:49: swift.setUp: setUp 'Drop.setUp' is not a plain Swift identifier (letters, digits and '_', not starting with a digit)"),
        (#"{"sources": ["A.swift"], "setUp": "s", "swiftVersion": 4}"#,
         "segue: s.json:2:65: swift.swiftVersion: must be in [5, 6] (got 4)"),
        (#"{"sources": ["A.swift"], "setUp": "s", "swiftVersion": 5.5}"#,
         "segue: s.json:2:65: swift.swiftVersion: expected an integer, found 5.5"),
        (#"{"sources": ["A.swift"], "setUp": "s", "swiftVersion": "6"}"#,
         "segue: s.json:2:65: swift.swiftVersion: expected an integer, found a string"),
        (#"{"sources": ["A.swift"], "setUp": "s", "setup": "t"}"#,
         "segue: s.json:2:49: swift.setup: unknown key 'setup' (did you mean 'setUp'?)"),
    ])
    func badCodeIsRefused(swift: String, expected: String) throws {
        do {
            _ = try ScenarioLoader.load(text: Self.text(swift: swift), file: "s.json")
            Issue.record("accepted: \(swift)")
        } catch {
            #expect(error.description == expected)
        }
    }

    /// (the `swift` value or none, the detail screen's `class` value, the one line expected).
    @Test(arguments: [
        (nil, #""DetailViewController""#,
         #"segue: s.json:1:47: screens[1].class: a screen's class needs the scenario's "swift" sources"#),
        (#"{"sources": ["A.swift"], "setUp": "s"}"#, #""Detail-VC""#,
         "segue: s.json:1:63: screens[1].class: class 'Detail-VC' is not a plain Swift identifier (letters, digits and '_', not starting with a digit)"),
        (#"{"sources": ["A.swift"], "setUp": "s"}"#, "3",
         "segue: s.json:1:56: screens[1].class: expected a string, found a number"),
    ] as [(String?, String, String)])
    func badClassesAreRefused(swift: String?, className: String, expected: String) throws {
        do {
            _ = try ScenarioLoader.load(text: Self.text(swift: swift, detail: #", "class": \#(className)"#), file: "s.json")
            Issue.record("accepted: \(className)")
        } catch {
            #expect(error.description == expected)
        }
    }
}
