/// A custom modal in the SwiftUI export (docs/export.md, "SwiftUI", "Presenting with the
/// transition"): SwiftUI runs a view's transition when the view is inserted or removed, and
/// `.sheet` / `.fullScreenCover` ignore it (they slide up), so the presented screen is a
/// conditional view in a `ZStack` over the presenting one, its `zIndex` keeping it on top while
/// it leaves. A `GeometryReader` hands the transition the container's size when its offsets are
/// fractions of the container.
struct SwiftUIPresentation {
    /// The view's type name: `AlertPresentation`.
    let typeName: String
    /// The transition member (`alertPresented`) and whether it takes the container's size.
    let transition: String
    let takesSize: Bool
    /// The `Animation` members of present and dismiss, for the comment.
    let present: String
    let dismiss: String
    /// The presented screen's id, for the comment.
    let screen: String

    var lines: [String] {
        let use = takesSize ? ".transition(.\(transition)(in: geometry.size))" : ".transition(.\(transition))"
        var body = ["ZStack {", "    base", "    if isPresented {", "        presented", "            \(use)",
                    "            .zIndex(1)  // above `base` while it leaves", "    }", "}"]
        if takesSize { body = ["GeometryReader { geometry in"] + body.map { "    " + $0 } + ["}"] }
        return [
            "",
            "/// The presented screen (\(SwiftLiteral.comment(screen))) over `base` while `isPresented` is true, with the scenario's transition.",
            "/// SwiftUI runs a transition when a view is inserted or removed, and `.sheet` and `.fullScreenCover`",
            "/// ignore it (they slide up): so the screen is a conditional view in a ZStack. Present with",
            "/// `withAnimation(.\(present)) { isPresented = true }`, dismiss with `withAnimation(.\(dismiss)) { isPresented = false }`.",
            "struct \(typeName)<Base: View, Presented: View>: View {",
            "    @Binding var isPresented: Bool",
            "    let base: Base",
            "    let presented: Presented",
            "",
            "    var body: some View {",
        ] + body.map { "        " + $0 } + ["    }", "}"]
    }
}
