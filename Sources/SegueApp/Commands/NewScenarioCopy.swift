import SegueCore
import SegueJSON

/// `segue new NAME --from BUILTIN` (docs/cli.md, "`segue new`"): the built-in's file as its
/// author laid it out, byte for byte, but for its `name`, which becomes NAME.
enum NewScenarioCopy {
    /// `bytes` (a scenario parsed as `root`) with the string value of its top-level `name`
    /// replaced by `name` (an identifier, so it needs no escapes). A scenario without one is
    /// left as it is: its name comes from its file's, which is NAME.
    static func renamed(_ bytes: [UInt8], root: JSONNode, to name: String) -> [UInt8] {
        guard let value = root["name"], value.stringValue != nil else { return bytes }
        return InPlaceWrite.replacingString(value, in: bytes, with: "\"\(name)\"")
    }

    /// Every `image` path in the document (screens' and elements'), in document order.
    static func imagePaths(in node: JSONNode) -> [String] {
        switch node.value {
        case .object(let members):
            members.flatMap { m in m.key == "image" ? (m.value.stringValue.map { [$0] } ?? []) : imagePaths(in: m.value) }
        case .array(let items):
            items.flatMap(imagePaths)
        default:
            []
        }
    }
}
