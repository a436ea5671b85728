/// What the shell completions (`BashCompletion`, `ZshCompletion`) offer for an option's value
/// or a positional argument.
public enum Completion: Sendable, Equatable {
    /// Nothing (free text, numbers).
    case none
    /// File names.
    case files
    /// These words.
    case words([String])
    /// A shell function the program's completion prelude defines, plus file names: in bash it
    /// prints one candidate a line; in zsh it is the action (it adds its candidates itself).
    case function(String)
}
