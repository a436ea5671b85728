// sheet: Page sheet with medium and large detents
// Written by `segue export sheet`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// Left to UIKit, which does it itself (the previewer imitates it): the sheet's drag, the projection of
// the release to the nearest detent, the detent spring carrying the release velocity, the rubber band,
// the dimming and the presenter's recession behind a large sheet.
// Set up: call setUpSheet(_:) from your scene delegate with the presenting view controller, once.

import UIKit

/// Presents a view controller as the scenario's page sheet (iOS 15).
/// `UISheetPresentationController.delegate` is weak: keep a strong reference to this object.
final class SheetSheetPresenter: NSObject, UISheetPresentationControllerDelegate {
    /// Called when the sheet settles at another detent, with that detent's identifier.
    var selectedDetentDidChange: ((UISheetPresentationController.Detent.Identifier?) -> Void)?

    /// Configures `sheet`'s sheet presentation controller as the scenario's and presents it from `presenter`.
    func present(_ sheet: UIViewController, from presenter: UIViewController) {
        sheet.modalPresentationStyle = .pageSheet
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.selectedDetentIdentifier = .medium
            controller.largestUndimmedDetentIdentifier = .medium
            controller.prefersGrabberVisible = true
            controller.delegate = self
        }
        presenter.present(sheet, animated: true)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        selectedDetentDidChange?(sheetPresentationController.selectedDetentIdentifier)
    }
}

/// Does what an app's scene delegate would for this file: call it once with the presenting view
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpSheet"}`).
@MainActor
func setUpSheet(_ presenting: UIViewController) {
    // Nothing to install: present the sheet with SheetSheetPresenter().present(_:from:).
}
