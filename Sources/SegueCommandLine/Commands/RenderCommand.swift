import SegueApp
import SegueArguments
import SegueCore

/// `segue render SCENARIO|SESSION`: headless frames as text, ANSI or an asciicast v2 recording,
/// or pictures: a PNG film strip or an animated GIF (`PictureRender`).
struct RenderCommand: Command {
    let name = "render"
    let summary = "headless frames: text, ANSI, asciicast (.cast), a PNG film strip or an animated GIF"

    let arguments = [Argument("SCENARIO|SESSION", .one, "a scenario file, a built-in scenario name, or a recorded session",
                              completion: .function(SharedOptions.scenarioCompletion))]

    /// The options of render alone, declared once (`options` lists them in help's order).
    enum Options {
        static let size = Option.size("size", columns: 1...1000, rows: 1...500, valueName: "COLSxROWS", "the terminal size to render for",
                                      unit: "cells", default: (columns: 120, rows: 40))
        static let format = Option.choice("format", of: Settings.Format.self, valueName: "FORMAT",
                                          "text: plain frames, each after a '--- t=…' line; ansi: escape sequences redrawing only changed cells; "
                                          + "cast: asciicast v2; png: a film strip of frames at --at or --percent; gif: the whole run, animated; "
                                          + "pictures need -o FILE or a redirected stdout",
                                          default: .text)
        static let at = Option.numbers("at", NumberRange(lower: 0, lowerInclusive: true, upper: HeadlessRun.maximumDuration),
                                       valueName: "T[,T…]",
                                       "render only the frame at time T, without a header; png: the frames of the strip, "
                                       + "which has at most 32 M pixels", unit: "seconds")
        static let percent = Option.numbers("percent", NumberRange.closed(0, 100), valueName: "P[,P…]",
                                            "png: the frames where the run's first transition first reaches P percent; the strip has at most 32 M pixels",
                                            unit: "percent",
                                            defaultText: "png: five frames evenly spaced over the first transition, unless --at is given")
        static let scale = Option.number("scale", NumberRange(lower: 0, lowerInclusive: false, upper: 4), valueName: "X",
                                         "png and gif: pixels per point of the device; a picture has at most 32 M pixels", unit: "pixels/point",
                                         default: 1)
        static let onion = Option.flag("onion", "text, ansi and cast: the onion skin, outlines of each moving view every 0.05 s over the last 0.3 s "
                                       + "(as o in play; docs/terminal.md)")
        static let color = Option.value("color", .choice(["auto", "direct", "256", "16", "none"]), valueName: "MODE",
                                        "colours of ansi and cast output; auto: none under NO_COLOR, else ansi follows COLORTERM/TERM and cast uses 256",
                                        default: "auto")
        static let output = Option.output
    }

    let options: [any AnyOption] = [Options.size, SharedOptions.fps, Options.format, Options.at, Options.percent, Options.scale]
        + HeadlessInput.options + [SharedOptions.ascii, SharedOptions.noPanel, SharedOptions.compare, SharedOptions.compareSet,
                                   Options.onion, Options.color, Options.output]

    let discussion = """
    Frames are rendered from t = 0 every 1/fps s until the last event has happened and nothing
    moves any more, plus 0.1 s (or until --until), and for at most 600 s: an event later than
    that is refused unless --until is given, and a run still moving at 600 s stops with a
    warning. A text, ansi or cast render draws at most 2^32 cells (frames x columns x rows,
    about 4 GB of text), counted over --until, else over 600 s: more is refused before anything
    is written. Input comes from --events, else the session, else the scenario's demo. A --size
    too small for the device is an error that names the smallest size it fits in. A cast
    played by asciinema ends on exactly the last
    text frame. A progress bar goes to stderr for long renders when stderr is a terminal.

    Pictures (png, gif) show the device at its size in points x --scale, views as the rounded
    rectangles they are with their titles and text; the side panel is never drawn (--no-hud is
    implied) and --size does not apply. A gif runs at --fps 30 unless given (at most 50: GIF
    delays are whole centiseconds, and browsers show delays under 2 cs as 10 cs). A png without
    --at or --percent shows five frames evenly spaced over the first transition (0, 25, 50,
    75 and 100 % of an animated one; docs/cli.md). A picture (the whole png strip, a gif's
    frame) has at most 32 M pixels (2^25): about 80 frames of a phone at --scale 1, 20 at
    --scale 2; more is refused before anything is drawn. The strip is drawn a frame at a time.

    Examples:
      segue render pop-parallax --at 0.7
      segue render pop-parallax --format cast -o pop.cast
      segue render session.segue --format ansi --size 100x30
      segue render pop-parallax --format png --percent 0,50,100 -o pop.png
      segue render pop-parallax --format gif --scale 0.5 -o pop.gif
    """

    typealias Settings = RenderRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try RenderRun.run(Settings(invocation), console: console, players: players)
    }
}

extension RenderRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        input = invocation.argument("SCENARIO|SESSION")!
        let headless = invocation[HeadlessInput.self]
        overrides = headless.overrides
        device = headless.device
        events = headless.events
        size = invocation[RenderCommand.Options.size]
        fps = invocation[SharedOptions.fps]
        fpsGiven = invocation.isGiven(SharedOptions.fps)
        format = invocation[RenderCommand.Options.format]
        times = invocation[RenderCommand.Options.at]
        percents = invocation[RenderCommand.Options.percent]
        scale = invocation[RenderCommand.Options.scale]
        scaleGiven = invocation.isGiven(RenderCommand.Options.scale)
        until = headless.until
        ascii = invocation[SharedOptions.ascii]
        showsPanel = !invocation[SharedOptions.noPanel]
        onion = invocation[RenderCommand.Options.onion]
        color = invocation[RenderCommand.Options.color]
        output = invocation[RenderCommand.Options.output]
        compare = invocation[SharedOptions.compare]
        compareSet = invocation[SharedOptions.compareSet].map { "\($0.key)=\($0.value)" }
    }
}
