/// Options several commands take together, declared once and read together into one value
/// (`invocation[HeadlessInput.self]`). A command lists `options` among its own, where help
/// should show them.
public protocol OptionGroup {
    /// The group's options, in the order help lists them.
    static var options: [any AnyOption] { get }
    /// Reads the group's options from a parsed command line.
    init(_ invocation: Invocation)
}

extension Invocation {
    /// The values of a group of options.
    public subscript<Group: OptionGroup>(group: Group.Type) -> Group { Group(self) }
}
