#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueFiles
import SegueRender
import SegueTerminal
import SegueScreen

/// `segue` with no arguments: browse the built-in scenarios and open one; each opens playing
/// its demo until a key is pressed. q in a scenario comes back here; q here quits.
public enum Gallery {
    /// What a key does in the list (`KeyMaps.gallery`): the new selection and the scenario to
    /// open, if any; nil to quit (q, Esc).
    static func choose(_ key: Key, selected: Int, count: Int) -> (selected: Int, open: Int?)? {
        let previous = (selected + count - 1) % count, next = (selected + 1) % count
        switch KeyMaps.gallery.intent(for: key) {
        case .choose(let up)?: return (up ? previous : next, nil)
        case .open?: return (selected, selected)
        case .openNext?: return (next, next)
        case .openPrevious?: return (previous, previous)
        case .quit?: return nil
        case .showHelp?, nil: return (selected, nil)
        }
    }

    /// Runs the gallery on the terminal; the exit status.
    /// - Parameter players: what makes each opened scenario's player (default the scenario's own model).
    public static func run(console: Console, players: PlayerFactory = .scenario) throws -> Int32 {
        guard let dir = BuiltinScenarios.locate() else {
            throw CLIError.runtime("the built-in scenarios were not found (set \(BuiltinScenarios.environmentVariable))")
        }
        let list = BuiltinScenarios.list(in: dir)
        guard !list.isEmpty else { throw CLIError.runtime("no scenarios in \(dir)") }
        return try LiveTerminal.take { backend in
            let color = backend.colorMode != .none && (console.environment["NO_COLOR"] ?? "").isEmpty
            return try browse(list, backend: backend, ascii: !backend.isUTF8, color: color, players: players) { device in
                LiveLoop(backend: backend, options: LiveTerminal.options(ascii: false, showsPanel: true, device: device,
                                                                         environment: console.environment, backend: backend))
            }
        }
    }

    /// The gallery on `backend`: the list of `list`, its help overlay, and each scenario opened
    /// from it (its player made by `players`), run by the loop `makeLoop` gives for the
    /// scenario's device, until q or Esc (exit status 0) or a signal (128 + n).
    static func browse<Backend: TerminalBackend, Clock: LiveClock>(
        _ list: [BuiltinScenario], backend: Backend, ascii: Bool, color: Bool, players: PlayerFactory = .scenario,
        makeLoop: (Device) -> LiveLoop<Backend, Clock>) throws -> Int32 {
        let entries = list.map { GalleryView.Entry(name: $0.name, title: $0.title, description: $0.description) }
        var selected = 0
        var message: String?
        var showingHelp = false
        var helpPage = 0

        func open(_ index: Int) throws -> LiveOutcome {
            let input = try InputLoading.load(list[index].path, players: players)
            let loop = makeLoop(input.scenario.device)
            loop.compositor.renderer.images = input.images
            let player = input.players.player(input.scenario, terminalSize: (backend.size.cols, backend.size.rows), showsPanel: true)
            player.tuning = input.tuning
            let script = LiveScript(events: input.scenario.demo, stopsOnKey: true)
            // A built-in: the inspector's `w` copies it to the working directory first.
            let target = TuneTarget(sourcePath: list[index].path, isBuiltin: true, workingDirectory: FileSystem.currentDirectory())
            return try loop.run(LiveSession(player: player, script: script, navigation: true), recorder: nil, reload: nil, showsPanel: true,
                                tuneTarget: target)
        }

        while true {
            let size = backend.size
            let screen = GalleryView.draw(entries, selected: selected, cols: size.cols, rows: size.rows,
                                          ascii: ascii, color: color, message: message, help: showingHelp, helpPage: helpPage)
            backend.draw(screen)
            backend.flush()
            guard let event = backend.nextEvent(timeout: nil) else { continue }
            var openIndex: Int?
            switch event {
            case .signal(let n):
                backend.stop()
                return 128 + n
            case .resize:
                backend.invalidate()
            case .input(.key(let key)) where showingHelp:
                // Any key closes the keys and does nothing else, q too.
                switch KeyMaps.helpOverlay.intent(for: key) {
                case .page(let forward)?: helpPage += forward ? 1 : -1
                case .close?: showingHelp = false
                case nil: break
                }
            case .input(.key(let key)) where KeyMaps.gallery.intent(for: key) == .showHelp:
                showingHelp = true
                helpPage = 0
            case .input(.key(let key)):
                guard let choice = choose(key, selected: selected, count: entries.count) else {
                    backend.stop()
                    return 0
                }
                (selected, openIndex) = choice
            case .input:
                break
            }
            // Open, and follow n/N from scenario to scenario.
            while let index = openIndex {
                message = nil
                backend.invalidate()
                do {
                    switch try open(index) {
                    case .quit: openIndex = nil
                    case .signal(let n):
                        backend.stop()
                        return 128 + n
                    case .next:
                        selected = (index + 1) % entries.count
                        openIndex = selected
                    case .previous:
                        selected = (index + entries.count - 1) % entries.count
                        openIndex = selected
                    }
                } catch let failure as InputFailure {
                    message = failure.lines.first
                    openIndex = nil
                }
                backend.invalidate()
            }
        }
    }
}
