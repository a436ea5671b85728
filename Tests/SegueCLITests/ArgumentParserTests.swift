import Testing
import SegueArguments
import SegueCore
@testable import SegueApp
@testable import SegueCommandLine

/// A command that declares one of everything, to exercise the parser beyond `curve`.
private struct SampleCommand: Command {
    let name = "sample"
    let summary = "exercise the parser"
    let arguments = [Argument("SCENARIO", .one, "the scenario"), Argument("FILE", .zeroOrMore, "more files")]
    static let ascii = Option.flag("ascii", "ASCII only")
    static let size = Option.size("size", columns: 20...500, rows: 10...200, valueName: "COLSxROWS", "frame size", default: (120, 40))
    static let speed = Option.number("speed", .above(0, atMost: 10), valueName: "X", "speed factor", default: 1)
    static let fps = Option.integer("fps", min: 1, max: 240, valueName: "N", "frames per second", default: 60)
    static let format = Option.value("format", .choice(["text", "ansi", "cast"]), valueName: "FORMAT", "output format", default: "text")
    static let set = Option.keyValues("set", valueName: "KEY.PATH=VALUE", "override a scenario value")
    static let output = Option.output
    let options: [any AnyOption] = [Self.ascii, Self.size, Self.speed, Self.fps, Self.format, Self.set, Self.output]
    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 { 0 }
}

private func parse(_ args: [String]) throws -> Invocation {
    guard case .run(let invocation) = try ArgumentParser(command: SampleCommand()).parse(args) else {
        throw ArgumentError("help")
    }
    return invocation
}

private func failure(_ args: [String]) -> String? {
    do {
        _ = try ArgumentParser(command: SampleCommand()).parse(args)
        return nil
    } catch {
        return error.message
    }
}

struct ArgumentParserTests {
    @Test func defaultsWhenAbsent() throws {
        let i = try parse(["pop-parallax"])
        #expect(i.argument("SCENARIO") == "pop-parallax")
        #expect(i.arguments("FILE").isEmpty)
        #expect(i[SampleCommand.ascii] == false)
        #expect(i[SampleCommand.size] == (120, 40))
        #expect(i[SampleCommand.speed] == 1)
        #expect(i[SampleCommand.fps] == 60)
        #expect(i[SampleCommand.format] == "text")
        #expect(i[SampleCommand.set].isEmpty)
        #expect(i[SampleCommand.output] == nil)
        #expect(!i.isGiven(SampleCommand.fps))
    }

    @Test func everyKindOfValue() throws {
        let i = try parse(["a.json", "--size", "80x24", "--speed=0.25", "--fps", "30", "--format", "cast", "--ascii",
                           "--set", "transitions.pop.animator.duration=1.2", "--set=name=x=y", "-o", "out.cast", "b", "c"])
        #expect(i.argument("SCENARIO") == "a.json")
        #expect(i.arguments("FILE") == ["b", "c"])
        #expect(i[SampleCommand.size] == (80, 24))
        #expect(i[SampleCommand.speed] == 0.25)
        #expect(i[SampleCommand.fps] == 30)
        #expect(i.isGiven(SampleCommand.fps))
        #expect(i[SampleCommand.format] == "cast")
        #expect(i[SampleCommand.ascii])
        let sets = i[SampleCommand.set]
        #expect(sets.map(\.key) == ["transitions.pop.animator.duration", "name"])
        #expect(sets.map(\.value) == ["1.2", "x=y"])
        #expect(i[SampleCommand.output] == "out.cast")
        #expect(try parse(["a", "-oout.txt"])[SampleCommand.output] == "out.txt")
        #expect(try parse(["a", "--output=-"])[SampleCommand.output] == "-")
    }

    @Test func dashesAndNegativeNumbers() throws {
        #expect(try parse(["--", "--weird-name"]).argument("SCENARIO") == "--weird-name")
        #expect(try parse(["-"]).argument("SCENARIO") == "-")
        #expect(try parse(["-1", "-.5"]).arguments("FILE") == ["-.5"])
    }

    @Test(arguments: [
        (["a", "--size", "80"], "--size needs a size COLSxROWS (20…500 x 10…200), got '80'"),
        (["a", "--size", "10x24"], "--size needs a size COLSxROWS (20…500 x 10…200), got '10x24'"),
        (["a", "--speed", "0"], "--speed needs a number > 0 and ≤ 10, got '0'"),
        (["a", "--speed", "1e400"], "--speed needs a number > 0 and ≤ 10, got '1e400'"),
        (["a", "--fps", "0"], "--fps needs a whole number from 1 to 240, got '0'"),
        (["a", "--format", "gif"], "--format needs one of text, ansi, cast, got 'gif'"),
        (["a", "--set", "novalue"], "--set needs KEY=VALUE, got 'novalue'"),
        (["a", "--set", "=x"], "--set needs KEY=VALUE, got '=x'"),
        (["a", "--ascii=1"], "--ascii takes no value"),
        (["a", "--fps", "1", "--fps", "2"], "--fps given more than once"),
        (["a", "--spede", "2"], "unknown option '--spede' (did you mean '--speed'?)"),
        (["a", "-x"], "unknown option '-x' (see 'segue sample --help')"),
        (["a", "-o"], "-o needs a file path"),
        ([], "missing SCENARIO (see 'segue sample --help')"),
    ] as [([String], String)])
    func errors(args: [String], message: String) {
        #expect(failure(args) == message)
    }

    @Test func helpWinsUnlessAfterDoubleDash() throws {
        guard case .help = try ArgumentParser(command: SampleCommand()).parse(["--bogus", "-h"]) else {
            Issue.record("expected help")
            return
        }
        #expect(try parse(["--", "--help"]).argument("SCENARIO") == "--help")
    }

    @Test func generatedUsageAndHelp() {
        let c = SampleCommand()
        #expect(c.usage == "segue sample SCENARIO [FILE...] [--ascii] [--size COLSxROWS] [--speed X] [--fps N] [--format FORMAT] "
            + "[--set KEY.PATH=VALUE]... [--output FILE]")
        let help = Help.command(c).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--set KEY.PATH=VALUE override a scenario value (repeatable)"))
        #expect(help.contains("--size COLSxROWS frame size (20…500 x 10…200; default 120x40)"))
        #expect(help.contains("--format FORMAT output format (one of text, ansi, cast; default text)"))
    }

    @Test func suggestions() {
        #expect(Suggest.closest(to: "sampels", among: ["samples", "duration"]) == "samples")
        #expect(Suggest.closest(to: "foo", among: ["play", "curve", "list"]) == nil)
        #expect(Suggest.closest(to: "EASEINOUT", among: ["easeIn", "easeInOut"]) == "easeInOut")
    }
}
