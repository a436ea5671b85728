// segue-app-example: a second host on SegueApp (not installed, not user-facing).
//
// `segue-app-example SCENARIO 'EVENTS'` loads SCENARIO (a file or a built-in name), plays the
// input script EVENTS ('0.5 right*12@0.03; 0.9 enter', as `segue render --events`) as keys
// at their times on an in-memory 120 x 40 terminal, through the session `segue play` builds
// and the live loop it runs, and prints the last frame shown once nothing moves any more, as
// `segue render` writes text frames.
// SegueCLITests.AppLibraryTests compares it with `segue render SCENARIO --events EVENTS --at T`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueApp

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    Console.standard().printError("usage: segue-app-example SCENARIO 'EVENTS'")
    exit(2)
}
do {
    let input = try InputLoading.load(arguments[0], allowSession: false)
    let keys = try InputLoading.events(arguments[1]).map { (t: $0.t, event: TerminalEvent.input($0.event)) }
    let terminal = ScriptedTerminal(events: keys)
    var options = RenderOptions()
    options.isFill = input.scenario.device.isFill
    let loop = LiveLoop(terminal: terminal, options: options)
    loop.compositor.renderer.images = input.images
    let session = PlayRun.session(input, size: terminal.size, showsPanel: true, script: LiveScript())
    let outcome = try loop.run(session, recorder: nil, reload: nil, showsPanel: true)
    // As `segue render --format text --at T` writes a frame: no header, no trailing blanks.
    try Console.standard().write(TextFrameEncoder(timeHeaders: false).frame(terminal.screen.flushed, at: 0))
    exit(outcome == .quit ? 0 : 1)
} catch let failure as InputFailure {
    for line in failure.lines { Console.standard().printError(line) }
    exit(failure.exitCode)
} catch {
    Console.standard().printError("segue-app-example: \(error)")
    exit(1)
}
