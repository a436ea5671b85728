import SegueCore

/// Modal presentation facing the model's modal controller (docs/user-code.md, "The API:
/// presentations, tabs and containment"): `present` and `dismiss` are the model's requests, and
/// the presented controller's transitioning delegate is asked inside them.
extension UIViewController {
    /// The model's modal controller when this controller's screen is one of its screens.
    var modal: ModalController? {
        guard let model = modelController,
              let modal = UIKitWorld.of(model.view.runtime).modelContainer as? ModalController,
              modal.controllers[model.id] === model else { return nil }
        return modal
    }

    /// `present(_:animated:completion:)` as the model's request.
    func presentInModel(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        guard let modal, let id = viewControllerToPresent.modelController?.id, viewControllerToPresent.modal === modal else {
            UIKitWorld.notModelled("present(_:animated:completion:): only a modal scenario's screens' controllers can be presented, from one of them")
        }
        guard flag else { UIKitWorld.notModelled("present(_:animated: false) is not modelled: present with animated: true") }
        viewControllerToPresent.pendingCompletion = completion
        modal.request(.present(id))
    }

    /// `dismiss(animated:completion:)` as the model's request.
    func dismissInModel(animated flag: Bool, completion: (() -> Void)?) {
        guard let modal, let top = modal.presented else {
            UIKitWorld.notModelled("dismiss(animated:completion:): nothing is presented in this scenario's modal container")
        }
        guard flag else { UIKitWorld.notModelled("dismiss(animated: false) is not modelled: dismiss with animated: true") }
        UIViewController.facing(top).pendingCompletion = completion
        modal.request(.dismiss)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    /// — the controller that presented this one; nil when it is not presented.
    public var presentingViewController: UIViewController? {
        guard let modal, let model = modelController, let i = modal.chain.firstIndex(where: { $0 === model }), i > 0 else { return nil }
        return UIViewController.facing(modal.chain[i - 1])
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    /// — the controller this one presented; nil when it presented none.
    public var presentedViewController: UIViewController? {
        guard let modal, let model = modelController, let i = modal.chain.firstIndex(where: { $0 === model }),
              i + 1 < modal.chain.count else { return nil }
        return UIViewController.facing(modal.chain[i + 1])
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller —
    /// the presentation controller the transitioning delegate returned for this controller, or
    /// its sheet's; nil otherwise.
    public var presentationController: UIPresentationController? { ownPresentationController }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    /// — for a page-sheet or form-sheet `modalPresentationStyle`, or `.automatic` (the default,
    /// which a phone presents as a page sheet: Apple's sample code configures this sheet without
    /// setting a style), its sheet (made at the first ask); nil otherwise.
    public var sheetPresentationController: UISheetPresentationController? {
        guard [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) else { return nil }
        if let sheet = ownPresentationController as? UISheetPresentationController { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        ownPresentationController = sheet
        return sheet
    }
}
