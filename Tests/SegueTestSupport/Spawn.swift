// Shared by the test targets that run programs (SegueTerminalTests, SegueCLITests).
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a spawned program did.
public struct SpawnResult: Sendable {
    /// The exit status, or 128 + n when signal n killed it.
    public var status: Int32
    public var stdout: Data
    public var stderr: Data
}

/// Spawn attributes for a test's child: no signal blocked and every signal at its default
/// action, plus `extraFlags`. Test threads are dispatch workers, which block most signals; a
/// child would inherit that mask (and tmux's server would then never see the SIGTERM of
/// kill-server). The caller destroys the attributes (`posix_spawnattr_destroy`).
public func childSpawnAttributes(extraFlags: Int32 = 0) -> posix_spawnattr_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | extraFlags))
    return attributes
}

/// Runs `path` with `args` and `environment`, standard input from `stdinPath`, standard output
/// and error into files, and waits with `waitpid`. (Foundation's `Process` can miss the exit of
/// a child that daemonised a grandchild — tmux's client does — and then waits for ever.)
/// `stdoutPath`, when given, is opened for standard output instead (e.g. `/dev/full`; the
/// result's `stdout` is then empty).
public func spawnAndWait(_ path: String, _ args: [String], environment: [String: String]? = nil,
                  stdinPath: String = "/dev/null", stdoutPath: String? = nil) throws -> SpawnResult {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-spawn-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let outPath = dir.appendingPathComponent("out").path, errPath = dir.appendingPathComponent("err").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let argv = ([path] + args).map { strdup($0) } + [nil]
    let envp = env.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    var attributes = childSpawnAttributes()
    defer { posix_spawnattr_destroy(&attributes) }

    var pid: pid_t = 0
    let rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard rc == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn \(path): \(rc)"]) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = status & 0x7F == 0
    let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return SpawnResult(status: code,
                       stdout: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(),
                       stderr: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data())
}
