// segue-termcheck: a test fixture for the ncurses backend (not installed, not user-facing).
//
// Takes over the terminal, draws a box, a wide character and coloured cells, and echoes each
// decoded event on a status line ("event: key right", "event: mouse press 3 4",
// "event: resize 100x30"). `q` quits with status 0; a terminating signal n quits with 128 + n.
// With --test-hooks, `!` crashes (fatalError) and `h` hangs for 30 s without reading events,
// to test the crash restore and the second-signal exit.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender
import SegueTerminal

func fail(_ message: String) -> Never {
    let line = "segue-termcheck: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}

let hooks = CommandLine.arguments.dropFirst().contains("--test-hooks")
let backend = NcursesBackend()
do {
    try backend.start()
} catch {
    fail("\(error)")
}

var status = "event: none"
var eventCount = 0

@MainActor func frame() -> CellGrid {
    let size = backend.size
    var g = CellGrid(width: size.cols, height: size.rows)
    let utf8 = backend.isUTF8
    g.put("segue-termcheck size \(size) pid \(getpid()) colors \(backend.colorMode.rawValue) mouse \(backend.hasMouse ? "on" : "off")",
          x: 0, y: 0)
    // A 30 × 7 box at (2, 2).
    let (x0, y0, w, h) = (2, 2, 30, 7)
    let line = RGB(r: 0, g: 175, b: 215)
    let (tl, tr, bl, br, hz, vt): (Character, Character, Character, Character, Character, Character) =
        utf8 ? ("┌", "┐", "└", "┘", "─", "│") : ("+", "+", "+", "+", "-", "|")
    for x in x0..<(x0 + w) {
        g[x, y0] = Cell(hz, fg: line)
        g[x, y0 + h - 1] = Cell(hz, fg: line)
    }
    for y in y0..<(y0 + h) {
        g[x0, y] = Cell(vt, fg: line)
        g[x0 + w - 1, y] = Cell(vt, fg: line)
    }
    g[x0, y0] = Cell(tl, fg: line)
    g[x0 + w - 1, y0] = Cell(tr, fg: line)
    g[x0, y0 + h - 1] = Cell(bl, fg: line)
    g[x0 + w - 1, y0 + h - 1] = Cell(br, fg: line)
    g.put(utf8 ? "wide: 日本" : "wide: (no UTF-8)", x: x0 + 2, y: y0 + 1)
    // Coloured cells: red, green, blue backgrounds with bold white letters.
    let colours: [(Character, RGB)] = [("R", RGB(r: 255, g: 0, b: 0)), ("G", RGB(r: 0, g: 255, b: 0)), ("B", RGB(r: 0, g: 0, b: 255))]
    g.put("colours:", x: x0 + 2, y: y0 + 3)
    for (i, (ch, bg)) in colours.enumerated() {
        g[x0 + 11 + 2 * i, y0 + 3] = Cell(ch, fg: .white, bg: bg, attributes: .bold)
    }
    g.put(status, x: 0, y: 10)
    g.put("events: \(eventCount)", x: 0, y: 11)
    g.put("q quits", x: 0, y: 12, attributes: .dim)
    return g
}

while true {
    backend.draw(frame())
    backend.flush()
    guard let event = backend.nextEvent(timeout: nil) else { continue }
    eventCount += 1
    switch event {
    case .signal(let n):
        backend.stop()
        exit(128 + n)
    case .input(.key(.char("q"))):
        backend.stop()
        exit(0)
    case .input(.key(.char("!"))) where hooks:
        fatalError("segue-termcheck: crash requested")
    case .input(.key(.char("h"))) where hooks:
        status = "event: hang"
        backend.draw(frame())
        backend.flush()
        // Stuck: not reading events for 30 s (a signal handler interrupting one sleep does not end it).
        for _ in 0..<300 { usleep(100_000) }
    case .input(.key(let key)):
        status = "event: key \(key.name)"
    case .input(.mouse(let m)):
        status = "event: mouse \(m.kind.rawValue) \(m.x) \(m.y)"
    case .input(let other):
        status = "event: \(other)"
    case .resize(let cols, let rows):
        status = "event: resize \(cols)x\(rows)"
    }
}
