import SegueArguments
import Testing
@testable import SegueApp
@testable import SegueCommandLine

/// Each command reads its command line once into typed settings; these check that the names
/// read there are the names declared (a misspelt name would read nil and trap or fall back to
/// a default) and that defaults arrive as documented in `--help` (docs/cli.md).
struct CommandSettingsTests {
    static func invocation(_ command: some Command, _ args: [String]) throws -> Invocation {
        guard case .run(let invocation) = try ArgumentParser(command: command).parse(args) else {
            throw CLIError.usage("help")
        }
        return invocation
    }

    @Test func renderDefaults() throws {
        let s = RenderCommand.Settings(try Self.invocation(RenderCommand(), ["pop-parallax"]))
        #expect(s.input == "pop-parallax")
        #expect(s.size.columns == 120 && s.size.rows == 40)
        #expect(s.fps == 60 && s.format == .text && s.color == "auto" && s.showsPanel && !s.ascii)
        #expect(s.at == nil && s.until == nil && s.output == nil && s.device == nil && s.events == nil)
        #expect(s.overrides.isEmpty)
    }

    @Test(arguments: RenderCommand.Settings.Format.allCases)
    func renderFormat(format: RenderCommand.Settings.Format) throws {
        let s = RenderCommand.Settings(try Self.invocation(RenderCommand(), ["x", "--format", format.rawValue]))
        #expect(s.format == format)
    }

    @Test func renderEveryOption() throws {
        let s = RenderCommand.Settings(try Self.invocation(RenderCommand(), [
            "x", "--size", "80x24", "--fps", "30", "--at", "0.5", "--until", "2", "--events", "0.1 p", "--device", "tablet",
            "--ascii", "--no-hud", "--color", "16", "-o", "f.txt", "--set", "a.b=1", "--repeat-delay", "0.5",
        ]))
        #expect(s.size.columns == 80 && s.size.rows == 24 && s.fps == 30 && s.at == 0.5 && s.until == 2)
        #expect(s.events == "0.1 p" && s.device == "tablet" && s.ascii && !s.showsPanel && s.color == "16" && s.output == "f.txt")
        #expect(s.overrides == ["a.b=1", "repeatDelay=0.5"])
    }

    @Test func timelineOptions() throws {
        let s = TimelineCommand.Settings(try Self.invocation(TimelineCommand(), ["x", "--fps", "24", "--log", "l.jsonl", "-o", "t.csv"]))
        #expect(s.input == "x" && s.fps == 24 && s.log == "l.jsonl" && s.output == "t.csv" && s.until == nil)
    }

    @Test func curveDefaults() throws {
        let s = CurveCommand.Settings(try Self.invocation(CurveCommand(), ["easeIn"]))
        #expect(s.spec == "easeIn" && !s.csv && s.samples == 101 && s.duration == 1 && s.width == 72 && s.height == 20 && !s.ascii)
    }

    @Test func playAndReplayOptions() throws {
        let p = PlayCommand.Settings(try Self.invocation(PlayCommand(), ["x", "--record", "r.segue", "--force", "--speed", "0.25", "--demo", "--exit"]))
        #expect(p.scenario == "x" && p.record == "r.segue" && p.force && p.speed == "0.25" && p.demo && p.exit && p.showsPanel)
        let r = ReplayCommand.Settings(try Self.invocation(ReplayCommand(), ["s.segue", "--speed", "2", "--no-hud"]))
        #expect(r.session == "s.segue" && r.speed == 2 && !r.showsPanel && !r.ascii)
    }

    @Test func checkAndListOptions() throws {
        let c = CheckCommand.Settings(try Self.invocation(CheckCommand(), ["a.json", "b.json", "--explain"]))
        #expect(c.files == ["a.json", "b.json"] && c.explain)
        #expect(ListCommand.Settings(try Self.invocation(ListCommand(), ["--long"])).long)
    }
}
