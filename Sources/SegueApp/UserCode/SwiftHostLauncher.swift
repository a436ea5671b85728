#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueFiles

/// The static `segue`'s side of a scenario with Swift sources (docs/user-code.md, "The host"): it
/// runs the same command line in `segue-swift` (beside its own executable, or `$SEGUE_SWIFT_HOST`)
/// and supervises it. The host writes to the terminal as `segue` would; its standard error comes
/// through here, where the Swift runtime's crash report becomes one line naming the user's file
/// and line. However the host ends — a trap in user code, a signal — the terminal is put back as
/// it was found (its modes, the main screen, the cursor, the mouse off) before that line.
public enum SwiftHostLauncher {
    /// The environment variable naming the host; default `segue-swift` beside this executable.
    public static let hostVariable = "SEGUE_SWIFT_HOST"

    /// Runs `arguments` (a whole command line, without the program name) in the host; `file` is
    /// the scenario that needed it. Returns the host's exit status; 1 when it crashed; 2 with one
    /// line when there is no host. `play` goes on after a crash (`supervisePlay`).
    public static func run(arguments: [String], file: String, console: Console) -> Int32 {
        guard let host = hostPath(), access(host, X_OK) == 0 else {
            console.printError("segue: \(file): swift: this scenario runs Swift sources, which need segue-swift beside segue (run make)")
            return 2
        }
        if arguments.first == PlayRun.name { return supervisePlay(host: host, arguments: arguments, file: file, console: console) }
        switch launch(host, arguments, file: file, console: console) {
        case .exited(let status): return status
        case .crashed(let line):
            console.printError(line)
            return 1
        }
    }

    /// How a host ended: its exit status, or a crash (a signal, the watchdog) and its one line —
    /// the terminal already restored.
    enum HostEnd: Equatable {
        case exited(Int32)
        case crashed(String)
    }

    /// `play` in the host, relaunched after each crash to resume where it was (docs/user-code.md,
    /// "Crashes"): the host keeps a journal of the session at a path named in
    /// `$SEGUE_PLAY_JOURNAL`, opened once `play` has begun; after a crash the next host resumes
    /// from it (`CrashResume`), the crash's line on its bottom row. A crash before the journal
    /// was opened (in `setUp`, or while resuming), or one crash too many (`CrashBudget`), is the
    /// line and exit 1.
    static func supervisePlay(host: String, arguments: [String], file: String, console: Console) -> Int32 {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let journal = "\(folder)/segue-play-\(getpid()).journal", resumeFrom = "\(folder)/segue-play-\(getpid()).resume"
        defer { unlink(journal); unlink(resumeFrom) }
        var budget = CrashBudget()
        setenv(CrashJournal.pathVariable, journal, 1)
        defer { for name in [CrashJournal.pathVariable, CrashResume.journalVariable, CrashResume.crashVariable] { unsetenv(name) } }
        while true {
            unlink(journal)
            switch launch(host, arguments, file: file, console: console) {
            case .exited(let status): return status
            case .crashed(let line):
                guard access(journal, F_OK) == 0, budget.allowsRestart(at: CrashBudget.now()), rename(journal, resumeFrom) == 0 else {
                    console.printError(line)
                    return 1
                }
                setenv(CrashResume.journalVariable, resumeFrom, 1)
                setenv(CrashResume.crashVariable, line, 1)
            }
        }
    }

    /// Runs the host once with `arguments`, passing its standard error through (a crash report
    /// taken out), and restores the terminal when it crashed.
    static func launch(_ host: String, _ arguments: [String], file: String, console: Console) -> HostEnd {
        let terminal = TerminalReset()
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            return .crashed("segue: \(file): swift: cannot start segue-swift: \(String(cString: strerror(errno)))")
        }
        guard let pid = spawn(host, arguments, stderr: pipeEnds[1], closing: pipeEnds[0]) else {
            close(pipeEnds[0]); close(pipeEnds[1])
            return .crashed("segue: \(file): swift: cannot start segue-swift at \(host)")
        }
        close(pipeEnds[1])
        // The host owns the terminal's signals now: Ctrl-C is its to handle (it restores and exits).
        let ignored = [SIGINT, SIGQUIT].map { ($0, signal($0, SIG_IGN)) }
        defer { for (n, old) in ignored { signal(n, old) } }
        var crash = HostCrashReport()
        forwardLines(from: pipeEnds[0]) { line in
            if let reported = crash.take(line) { console.printError(reported) }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let stopSignal = status & 0x7F
        guard stopSignal != 0 || crash.watchdog != nil else { return .exited((status >> 8) & 0xFF) }
        terminal.restore()
        return .crashed(crash.summary(signal: stopSignal, file: file))
    }

    /// `$SEGUE_SWIFT_HOST`, else `segue-swift` in this executable's folder.
    static func hostPath() -> String? {
        if let named = getenv(hostVariable), named.pointee != 0 { return String(cString: named) }
        return FileSystem.executablePath().map { BuiltinScenarios.join(BuiltinScenarios.parent(of: $0), "segue-swift") }
    }

    /// Starts `program` with `arguments`, its standard error on `stderr`, the Swift runtime's
    /// interactive backtracer off (its report would hold the terminal), signals at their defaults.
    private static func spawn(_ program: String, _ arguments: [String], stderr: Int32, closing: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        posix_spawn_file_actions_addclose(&actions, stderr)
        posix_spawn_file_actions_addclose(&actions, closing)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for n in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, n) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        return posix_spawn(&pid, program, &actions, &attributes, argv, environ) == 0 ? pid : nil
    }

    /// Calls `body` with each line read from `fd` until its end (a last line without a newline too).
    private static func forwardLines(from fd: Int32, _ body: (String) -> Void) {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            pending += chunk[0..<n]
            while let newline = pending.firstIndex(of: 10) {
                body(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        if !pending.isEmpty { body(String(decoding: pending, as: UTF8.self)) }
    }
}
