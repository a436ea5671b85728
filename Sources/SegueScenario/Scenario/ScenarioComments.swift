import SegueJSON

/// Comments in a scenario (docs/scenarios.md, "Comments"): a key that begins with `//`, in any
/// object, is a comment. The loader reads the document without them, so a comment's value may be
/// anything (a note, or a key "commented out" by the prefix) and is never checked or shown; the
/// document itself keeps them (a recording embeds them, an in-place write leaves them be).
public enum ScenarioComments {
    /// What a comment's key begins with.
    public static let prefix = "//"

    /// Whether `key` is a comment's.
    public static func isComment(_ key: String) -> Bool { key.hasPrefix(prefix) }

    /// `node` without its comments, at every depth.
    public static func removing(from node: JSONNode) -> JSONNode {
        switch node.value {
        case .object(let members):
            let kept = members.filter { !isComment($0.key) }.map { m -> JSONMember in
                var m = m
                m.value = removing(from: m.value)
                return m
            }
            return JSONNode(.object(kept), position: node.position, scalarOffsets: node.scalarOffsets)
        case .array(let items):
            return JSONNode(.array(items.map(removing)), position: node.position, scalarOffsets: node.scalarOffsets)
        default:
            return node
        }
    }
}
