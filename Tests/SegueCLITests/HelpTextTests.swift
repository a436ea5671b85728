import Foundation
import SegueArguments
import Testing
@testable import SegueApp
@testable import SegueCommandLine

/// `COMMAND --help` wrapped at word boundaries to the terminal's width (80 when standard output
/// is not a terminal) with hanging indents, and each fact said once. Regression: discussions
/// wrapped line by line ("…nothing\nmoves any more…" with a one-word line between), and `--set`
/// said "repeatable" twice and "(KEY=VALUE; …)" after its own placeholder.
struct HelpTextTests {
    /// The whole text, through the binary (standard output is a file here: 80 columns).
    @Test func checkHelpExactly() throws {
        let r = try runSegue(["check", "--help"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(r.stdout == """
        segue check — validate scenarios and sessions

        Usage: segue check FILE... [--explain] [--set KEY.PATH=VALUE]...

        Arguments:
          FILE...  scenario files, built-in names, or session files

        Options:
          --explain             print what each transition expands to (presets → tracks,
                                UIKit defaults)
          --set KEY.PATH=VALUE  override a scenario value before validation, e.g. --set
                                transitions.pop.animator.duration=1.2; VALUE is JSON,
                                else a string (repeatable)
          -h, --help            show this help

        Prints 'FILE: ok' for each valid file, and one line per problem for the others:
          segue: FILE:LINE:COLUMN: key.path: what is wrong
        A session's bad event lines are skipped with a warning each (the file stays
        valid). Exit status 0 when every file is valid, 2 otherwise.

        Examples:
          segue check Scenarios/*.json
          segue check --explain alert

        """)
    }

    /// A discussion paragraph is wrapped as one text: the list help's three source lines become
    /// lines that each fill the width (no short line in the middle).
    @Test func discussionParagraphsAreWrappedWhole() throws {
        let r = try runSegue(["list", "--help"])
        let start = try #require(r.lines.firstIndex { $0.hasPrefix("Built-in scenarios") })
        #expect(Array(r.lines[start..<(start + 4)]) == [
            "Built-in scenarios are found wherever the binary runs from: $SEGUE_SCENARIOS,",
            "then a Scenarios/ folder beside or above the executable, then",
            "<prefix>/share/segue/Scenarios, then ./Scenarios. Any of their names can stand",
            "for SCENARIO in other commands.",
        ])
    }

    /// At any width every line of the usage, arguments and options fits (a single longer word
    /// aside), and an option's text goes on under itself. (Indented discussion lines are kept
    /// as written.)
    @Test(arguments: [40, 60, 100])
    func everyCommandWrapsToTheWidth(_ width: Int) throws {
        for c in CommandRegistry.all {
            let lines = Help.command(c, width: width).split(separator: "\n", omittingEmptySubsequences: false)
            let options = try #require(lines.firstIndex(of: "Options:"), "\(c.name)")
            let end = lines[options...].firstIndex(of: "") ?? lines.endIndex
            for line in lines[..<end] where line.count > width {
                #expect(line.split(separator: " ").count == 1, "\(c.name) at \(width): \(line)")
            }
            // The text column, from the last option (`-h, --help`, which always has its text beside it).
            let help = Array(lines[end - 1])
            var indent = 2
            while indent + 1 < help.count, !(help[indent] == " " && help[indent + 1] == " ") { indent += 1 }
            while indent < help.count, help[indent] == " " { indent += 1 }
            for line in lines[(options + 1)..<end] {
                // A line is an option (two spaces, then its signature) or its text going on at the text column.
                let continues = line.hasPrefix(String(repeating: " ", count: indent)) && line.dropFirst(indent).first != " "
                #expect(line.hasPrefix("  -") || continues, "\(c.name) at \(width): \(line)")
            }
        }
    }

    /// Each option says each fact once, in one pair of parentheses at the end.
    @Test func eachFactOnce() {
        for c in CommandRegistry.all {
            for o in c.optionDeclarations {
                let text = Help.describe(o)
                #expect(!text.contains(") ("), "\(c.name) --\(o.name): \(text)")
                #expect(text.components(separatedBy: "repeatable").count <= 2, "\(c.name) --\(o.name): \(text)")
                #expect(text.components(separatedBy: "default").count <= 2, "\(c.name) --\(o.name): \(text)")
                // The placeholder already shows the form of the value.
                #expect(o.valueName.isEmpty || !text.contains("(" + o.valueName), "\(c.name) --\(o.name): \(text)")
                #expect(!text.contains("a size COLSxROWS") && !text.contains("KEY=VALUE;"), "\(c.name) --\(o.name): \(text)")
            }
        }
    }

    /// The width: the terminal's, at least 40; 80 without a terminal.
    @Test func widthComesFromTheTerminal() {
        #expect(Help.width(terminalColumns: nil) == 80)
        #expect(Help.width(terminalColumns: 132) == 132)
        #expect(Help.width(terminalColumns: 20) == 40)
    }
}
