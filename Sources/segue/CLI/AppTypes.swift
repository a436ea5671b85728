import SegueApp

// SegueApp's console and errors under the names the command line's files use (the parser's
// files name them without importing SegueApp).
typealias CLIError = SegueApp.CLIError
typealias Console = SegueApp.Console
