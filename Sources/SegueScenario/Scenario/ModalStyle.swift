/// Modal presentation style (docs/transitions.md). A modal with no style, UIKit's `.automatic`, is
/// read as `pageSheet` with `Scenario.modalStyleIsAutomatic` set (docs/scenarios.md, "Modal styles").
public enum ModalStyle: String, Sendable, Equatable, CaseIterable {
    case fullScreen, custom
    /// A sheet (`UISheetPresentationController`, iOS 15+): detents, a drag, a spring.
    case pageSheet

    /// Whether the presenter's view stays in the container under the presented one (and gets
    /// no appearance callbacks): `custom` and `pageSheet`.
    public var keepsPresenter: Bool { self != .fullScreen }
}
