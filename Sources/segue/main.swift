#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCommandLine
import SegueTerminal

// Before anything else: segue's own handlers for SIGINT, SIGTERM, SIGHUP and SIGQUIT
// (docs/terminal.md, "Signals"). A command that holds them later exits with 128 + n.
TerminatingSignals.install()
// A file-size limit (`ulimit -f`) must not kill segue with SIGXFSZ: ignored, the write fails
// with EFBIG and is reported as every write error is (docs/terminal.md, "Files segue writes").
signal(SIGXFSZ, SIG_IGN)
// Everything happens in SegueCLI; this file only connects it to the process.
exit(TerminatingSignals.exitStatus(SegueCLI.main(Array(CommandLine.arguments.dropFirst()), console: .standard())))
