#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueApp
import SegueCommandLine
import SegueTerminal

// The host for user code (docs/user-code.md, "The host"): segue's command line, with models
// built by the scenario's compiled Swift. The static `segue` runs this for such scenarios.
TerminatingSignals.install()
signal(SIGXFSZ, SIG_IGN)
UserCodeTime.install()
let models = UserCodeModels()
exit(TerminatingSignals.exitStatus(SegueCLI.main(Array(CommandLine.arguments.dropFirst()), console: .standard(),
                                                 players: PlayerFactory(models: models.factory))))
