import SegueCore
import SegueRender

/// `segue timeline SCENARIO|SESSION`: the numeric timeline of every view, one CSV row per frame
/// per view (SPEC §6.3). Headless: no terminal is touched.
struct TimelineCommand: Command {
    let name = "timeline"
    let summary = "CSV of every view's frame, scale, rotation and alpha at each frame"

    let arguments = [Argument("SCENARIO|SESSION", .one, "a scenario file, a built-in scenario name, or a recorded session")]
    let options: [Option] = [SharedOptions.fps, SharedOptions.events, SharedOptions.until, SharedOptions.set,
                             SharedOptions.device, .output]

    let discussion = """
    Columns: t,phase,percent,view,x,y,width,height,scale,rotation,alpha
      t          session time, seconds
      phase      idle, animating, interactive, finishing or cancelling
      percent    the transition's time offset / duration (empty when idle)
      view       screen id, cover, or screen.element for a snapshot
      x … height the frame before the transform, points, relative to the container
      scale      the transform's scale; rotation in degrees; alpha 0…1
    One row per view in the container at that frame, bottom to top.

    Examples:
      segue timeline pop-parallax
      segue timeline pop-parallax --events '0.5 right*12@0.03; 0.9 enter' --fps 30
      segue timeline pop-parallax --set transitions.pop.interaction.finish.rule=threshold -o pop.csv
    """

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let input = try InputLoading.load(invocation.argument("SCENARIO|SESSION")!,
                                          overrides: SharedOptions.overrides(invocation),
                                          device: invocation.string("device"))
        let events = try InputLoading.headlessEvents(input, script: invocation.string("events"))
        let size = input.sessionSize ?? (120, 40)
        let player = Player.headless(input.scenario, size: size, hud: input.sessionHUD ?? true)
        // Rows go out as they are made (the file is renamed into place at the end).
        let out = try console.output(to: invocation.string("output"))
        try out.write(TimelineCSV.header + "\n")
        try HeadlessRun.run(player, events: events, fps: Double(invocation.int("fps")!), until: invocation.double("until")) { t in
            for row in TimelineCSV.rows(t: t, scene: player.scene()) {
                try out.write(row + "\n")
            }
        }
        try out.finish()
        if input.wasCutShort { console.warn("\(input.source) was cut short (no end line): timeline up to its last event", command: name) }
        return 0
    }
}
