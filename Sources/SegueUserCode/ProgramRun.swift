#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Running a program and waiting for it, with libc alone (no Foundation): `posix_spawn`, its
/// standard output and error together into a file, `waitpid`.
enum ProgramRun {
    /// What the program did.
    struct Outcome {
        /// The exit status, or 128 + n when signal n ended it.
        var status: Int32
        /// Standard output and standard error, interleaved as written.
        var output: String
    }

    /// Runs `program` (a path, or a name looked up on PATH) with `arguments`; its output goes to
    /// `outputFile`, which is read back and removed.
    static func run(_ program: String, _ arguments: [String], outputFile: String) throws(UserCodeFileError) -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = program.contains("/")
            ? posix_spawn(&pid, program, &actions, nil, argv, environ)
            : posix_spawnp(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else {
            unlink(outputFile)  // the child may have opened it before its exec failed
            throw UserCodeFileError(path: program, action: "cannot run", code: spawned)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? UserCodeFiles.readAll(outputFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        unlink(outputFile)
        let exited = status & 0x7F == 0
        return Outcome(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: output)
    }
}
