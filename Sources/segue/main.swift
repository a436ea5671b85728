import Foundation

// Everything happens in SegueCLI; this file only connects it to the process.
exit(SegueCLI.main(Array(CommandLine.arguments.dropFirst()), console: .standard()))
