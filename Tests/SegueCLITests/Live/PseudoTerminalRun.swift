import Foundation
import SegueTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The real `segue` binary on a fresh pseudo-terminal of its own, without tmux: cheap enough to
/// start dozens of times in a test (for races at start-up). segue runs in a new session whose
/// controlling terminal is the pty's slave side (standard input and output); standard error goes
/// to a file. The test keeps the slave open too, to read its terminal modes before and after,
/// and drains the master side, so that segue's writes never block and everything it wrote to
/// the terminal can be looked at afterwards.
final class PseudoTerminalRun {
    let pid: pid_t
    /// The modes of the terminal before segue started.
    let modesBefore: termios
    /// Everything segue wrote to the terminal (standard output) so far.
    private(set) var output: [UInt8] = []
    private let master: Int32
    private let slave: Int32
    private let errorPath: String
    private var exitStatus: Int32?

    /// Starts `segue ARGUMENTS` with `directory` as its working directory (so that a core file,
    /// should a signal's default action write one, lands there) on a `cols` × `rows` terminal.
    ///
    /// - Parameters:
    ///   - arguments: segue's arguments.
    ///   - directory: the working directory; standard error is written to `directory/stderr`.
    ///   - cols: columns of the terminal, ≥ 1 (default 120).
    ///   - rows: rows of the terminal, ≥ 1 (default 40).
    ///   - environment: variables to set (an empty value unsets), over `segueEnvironment`'s.
    init(_ arguments: [String], directory: URL, cols: Int = 120, rows: Int = 40, environment: [String: String] = [:]) throws {
        guard let binary = segueBinaryURL()?.path else { throw RunSegueError.binaryNotFound }
        let (master, slavePath) = try Self.openPseudoTerminal()
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw PtyError("cannot open \(slavePath) (errno \(errno))") }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(cols), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var modes = termios()
        tcgetattr(slave, &modes)
        self.master = master
        self.slave = slave
        modesBefore = modes
        errorPath = directory.appendingPathComponent("stderr").path
        pid = try Self.spawn(binary, arguments, terminal: slavePath, errorPath: errorPath, directory: directory.path,
                             environment: environment)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        close(master)
        close(slave)
    }

    /// The C library's pseudo-terminal calls and `posix_spawn_file_actions_addchdir_np`, looked
    /// up at run time: Swift's Glibc module leaves them out (they need `_XOPEN_SOURCE` or
    /// `_GNU_SOURCE`).
    private static func libc<F>(_ name: String, as type: F.Type) -> F? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// A new pseudo-terminal: the master's descriptor and the slave's path.
    private static func openPseudoTerminal() throws -> (Int32, String) {
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias OnFD = @convention(c) (Int32) -> Int32
        typealias PTSName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        guard let openpt = libc("posix_openpt", as: OpenPT.self), let grant = libc("grantpt", as: OnFD.self),
              let unlock = libc("unlockpt", as: OnFD.self), let name = libc("ptsname_r", as: PTSName.self) else {
            throw PtyError("the C library has no pseudo-terminal calls")
        }
        let master = openpt(O_RDWR | O_NOCTTY)
        var path = [CChar](repeating: 0, count: 128)
        guard master >= 0, grant(master) == 0, unlock(master) == 0, name(master, &path, path.count) == 0 else {
            throw PtyError("cannot make a pseudo-terminal (errno \(errno))")
        }
        return (master, String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    struct PtyError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    /// posix_spawn in a new session (`POSIX_SPAWN_SETSID`), so that opening the slave makes it
    /// the controlling terminal; no signal blocked, every signal at its default action (test
    /// threads block most signals, and a child would inherit that).
    private static func spawn(_ binary: String, _ arguments: [String], terminal: String, errorPath: String,
                              directory: String, environment extra: [String: String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        if let addChdir = libc("posix_spawn_file_actions_addchdir_np", as: AddChdir.self) { _ = addChdir(&actions, directory) }
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc), not imported into Swift
        var attributes = childSpawnAttributes(extraFlags: setsid)
        defer { posix_spawnattr_destroy(&attributes) }

        let environment = segueEnvironment(["TERM": "xterm-256color"].merging(extra) { $1 }).map { "\($0.key)=\($0.value)" }
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw PtyError("posix_spawn \(binary): \(rc)") }
        return pid
    }

    /// Sends signal `sig` to segue.
    func signal(_ sig: Int32) { kill(pid, sig) }

    /// Reads what the terminal has for segue's reader (non-blocking).
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { return }
            output.append(contentsOf: buffer[0..<n])
        }
    }

    /// Waits up to `timeout` seconds for segue to end, reading the terminal all the while.
    /// Returns the exit status, or 128 + n when signal n killed it; nil when it was still running
    /// (it is then killed).
    func waitForExit(timeout: Double = 5) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            drain()
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if r < 0 && errno != EINTR { return nil }
            if Date() > deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                exitStatus = -1
                drain()
                return nil
            }
            usleep(1_000)
        }
        drain()
        let exited = status & 0x7F == 0
        let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitStatus = code
        return code
    }

    /// The terminal's modes now.
    var modesNow: termios {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes
    }

    /// Whether the modes now are those from before segue started (what `stty -a` shows: the
    /// input, output, control and local flags, the control characters and the speeds).
    var modesUnchanged: Bool {
        var a = modesBefore, b = modesNow
        let sameCC = withUnsafeBytes(of: &a.c_cc) { x in withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) } }
        return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
            && sameCC && cfgetispeed(&a) == cfgetispeed(&b) && cfgetospeed(&a) == cfgetospeed(&b)
    }

    /// What segue wrote on standard error.
    var standardError: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }
}
